/**
 * Markdown written by the owner (static pages, landing pages) as safe HTML. markdown-it parses it
 * with raw HTML turned off and its own link check (no javascript:, vbscript:, file: or data: links
 * other than images); sanitize-html then keeps only the tags and attributes below, so even a parser
 * bug cannot let a script or an event handler through.
 */
import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";
import { splitLtr } from "./ltr";

// No typographer: the owner's text is shown as typed (quotes and dashes included).
const parser = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

/**
 * Phone numbers, hours and e-mail addresses in the owner's text read left to right in every
 * language (docs/product/look.md#look-6): in Hebrew, "+972 9 000 0000" would otherwise read "0000 000 9 972+" and
 * "9:00–18:00" read "18:00–9:00". Each is put in its own <bdi dir="ltr">; the words keep the page's
 * direction. Only the parser's text is cut (never code), and the owner's own HTML stays text.
 */
parser.core.ruler.push("isolate_ltr", (state) => {
  for (const block of state.tokens) {
    if (block.type !== "inline" || !block.children) continue;
    block.children = block.children.flatMap((token) => {
      if (token.type !== "text") return [token];
      const parts = splitLtr(token.content);
      if (parts.every((part) => part.kind === "text")) return [token];
      return parts.flatMap((part) => {
        const text = new state.Token("text", "", 0);
        text.content = part.text;
        if (part.kind === "text") return [text];
        const open = new state.Token("html_inline", "", 0);
        open.content = '<bdi dir="ltr">';
        const close = new state.Token("html_inline", "", 0);
        close.content = "</bdi>";
        return [open, text, close];
      });
    });
  }
});

const ALLOWED_TAGS = ["p", "br", "strong", "em", "a", "ul", "ol", "li", "h2", "h3", "h4", "blockquote", "hr", "code", "pre", "bdi"];

/** Links leaving the shop tell the other site nothing about the page they came from. */
function externalLink(href: string) {
  return /^https?:\/\//i.test(href);
}

export function renderMarkdown(markdown: string): string {
  const html = parser.render(markdown ?? "");
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    // The only <bdi> is the parser's own, left to right (raw HTML is off: the owner cannot write one).
    allowedAttributes: { a: ["href", "rel"], bdi: [{ name: "dir", multiple: false, values: ["ltr"] }] },
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
