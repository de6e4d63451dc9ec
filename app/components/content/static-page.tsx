import type { PageContent } from "../../../db/seed/types";

/** Paragraphs whose lines all start with "- " are lists (the page content convention). */
function Paragraph({ text }: { text: string }) {
  const lines = text.split("\n");
  if (lines.every((line) => line.startsWith("- "))) {
    return (
      <ul className="list-disc space-y-1.5 ps-6">
        {lines.map((line) => (
          <li key={line}>{line.slice(2)}</li>
        ))}
      </ul>
    );
  }
  return <p>{text}</p>;
}

/** One section of a page: a heading and its paragraphs. */
export function PageSectionView({ section, level = 2 }: { section: PageContent["sections"][number]; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-28">
      <Heading id={`${section.id}-title`} className={level === 2 ? "text-3xl" : "text-2xl"}>{section.heading}</Heading>
      <div className="prose-page mt-4 space-y-4 leading-relaxed text-ink/85">
        {section.body.map((paragraph, index) => (
          <Paragraph key={index} text={paragraph} />
        ))}
      </div>
    </section>
  );
}

/** A static page from the pages table, as the admin edits it. */
export function StaticPage({ content, children }: { content: PageContent; children?: React.ReactNode }) {
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
