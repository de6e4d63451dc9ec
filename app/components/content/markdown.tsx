/**
 * Owner-written text rendered on the server by renderMarkdown (app/lib/markdown.server.ts): the
 * HTML is already sanitised there, so it is inserted as it is. Styles come from `.prose-page`.
 */
export function Markdown({ html, className = "" }: { html: string; className?: string }) {
  return <div className={`prose-page ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}
