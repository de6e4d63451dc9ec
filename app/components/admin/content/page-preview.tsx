/**
 * A static page as the shop draws it (its own StaticPage), from HTML the server rendered and
 * sanitised with the same code as the shop (renderPage): the page editor's preview. The contact
 * page's questions show under it, as on the shop.
 */
import { StaticPage } from "~/components/content/static-page";
import { Markdown } from "~/components/content/markdown";
import type { RenderedPage } from "~/features/content/content.server";
import { dirOf, type Lang } from "~/lib/langs";

export function PagePreview({ page, lang, faqTitle }: { page: RenderedPage; lang: Lang; faqTitle: string }) {
  return (
    <div lang={lang} dir={dirOf(lang)} className="overflow-hidden rounded-soft border border-lines bg-background text-ink" data-testid="page-preview">
      <StaticPage content={page}>
        {page.faq && page.faq.length > 0 && (
          <div className="mt-16">
            <p className="font-display text-3xl">{faqTitle}</p>
            <div className="mt-6 divide-y divide-lines border-y border-lines">
              {page.faq.map((entry, index) => (
                <details key={index} className="group py-5">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-display text-xl">
                    {entry.question}
                    <span aria-hidden="true" className="text-accent transition-transform group-open:rotate-45">
                      +
                    </span>
                  </summary>
                  <Markdown html={entry.html} className="mt-3 leading-relaxed text-ink/85" />
                </details>
              ))}
            </div>
          </div>
        )}
      </StaticPage>
    </div>
  );
}
