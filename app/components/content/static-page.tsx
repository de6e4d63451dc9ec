import type { ReactNode } from "react";
import { Markdown } from "~/components/content/markdown";
import type { RenderedPage, RenderedSection } from "~/features/content/content.server";

/**
 * One section of a page: a heading and its body, written in Markdown by the owner and rendered to
 * sanitised HTML on the server (content.server.ts renderPage). Paragraphs and "- " lists, as the
 * seed wrote them, come out as they always looked (`.prose-page`).
 */
export function PageSectionView({ section, level = 2 }: { section: Pick<RenderedSection, "id" | "heading" | "html">; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-28">
      <Heading id={`${section.id}-title`} className={level === 2 ? "text-3xl" : "text-2xl"}>{section.heading}</Heading>
      <Markdown html={section.html} className="mt-4 leading-relaxed text-ink/85" />
    </section>
  );
}

/** A static page from the pages table, as the admin edits it (also its preview in the back office). */
export function StaticPage({ content, children }: { content: Pick<RenderedPage, "title" | "intro" | "sections">; children?: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-6 py-16 md:py-24">
      <header className="mb-14 text-center">
        <h1 className="text-5xl md:text-6xl">{content.title}</h1>
        {content.intro && <p className="mx-auto mt-6 max-w-prose text-lg leading-relaxed text-muted">{content.intro}</p>}
      </header>
      <div className="space-y-12">
        {content.sections.map((section) => (
          <PageSectionView key={section.id} section={section} />
        ))}
      </div>
      {children}
    </article>
  );
}
