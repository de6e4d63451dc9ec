/**
 * Markdown written by the owner (static pages, landing pages) as safe HTML. markdown-it parses it
 * with raw HTML turned off and its own link check (no javascript:, vbscript:, file: or data: links
 * other than images); sanitize-html then keeps only the tags and attributes below, so even a parser
 * bug cannot let a script or an event handler through.
 */
import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";

// No typographer: the owner's text is shown as typed (quotes and dashes included).
const parser = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

const ALLOWED_TAGS = ["p", "br", "strong", "em", "a", "ul", "ol", "li", "h2", "h3", "h4", "blockquote", "hr", "code", "pre"];

/** Links leaving the shop tell the other site nothing about the page they came from. */
function externalLink(href: string) {
  return /^https?:\/\//i.test(href);
}

export function renderMarkdown(markdown: string): string {
  const html = parser.render(markdown ?? "");
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ["href", "rel"] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowProtocolRelative: false,
    transformTags: {
      // The page's own title is its only h1.
      h1: "h2",
      a: (tagName, attribs) => ({
        tagName,
        attribs: externalLink(attribs.href ?? "") ? { ...attribs, rel: "noopener noreferrer" } : attribs,
      }),
    },
  });
}
