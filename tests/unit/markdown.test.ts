/** The owner's Markdown reaches shoppers as HTML: what it keeps, and what it never lets through. */
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../../app/lib/markdown.server";

describe("renderMarkdown", () => {
  it("keeps the page conventions: paragraphs, '- ' lists, emphasis and links", () => {
    const html = renderMarkdown("Nos bougies sont **coulées à la main**.\n\n- Cire de soja\n- Mèche en coton\n\n[La boutique](/fr/shop)");
    expect(html).toContain("<p>Nos bougies sont <strong>coulées à la main</strong>.</p>");
    expect(html).toContain("<ul>\n<li>Cire de soja</li>\n<li>Mèche en coton</li>\n</ul>");
    expect(html).toContain('<a href="/fr/shop">La boutique</a>');
  });

  it("keeps the owner's apostrophes and quotes as typed (pages quote the catalogue's texts)", () => {
    expect(renderMarkdown("Jusqu'à trois heures d'affilée")).toBe("<p>Jusqu'à trois heures d'affilée</p>\n");
  });

  it("shows raw HTML as text and drops script links and event handlers", () => {
    const html = renderMarkdown('<script>alert(1)</script> <img src=x onerror="alert(2)"> [a](javascript:alert(3)) [b](data:text/html,hi)');
    // No element is made: the brackets arrive escaped, so "onerror" is only text.
    expect(html).not.toMatch(/<script|<img|<[^>]*\bonerror|href="javascript:|href="data:/i);
    expect(html).toContain("&lt;script&gt;");
  });

  it("turns a level-one heading into h2 (the page's title is its only h1) and marks links to other sites", () => {
    const html = renderMarkdown("# Titre\n\n[Ailleurs](https://example.com)");
    expect(html).toContain("<h2>Titre</h2>");
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">Ailleurs</a>');
  });

  it("isolates phone numbers and hours left to right, so that Hebrew does not reorder them", () => {
    const html = renderMarkdown("- טלפון: +972 9 000 0000\n- שעות פעילות: ראשון עד חמישי 9:00–18:00, שישי 9:00–14:00");
    expect(html).toContain('טלפון: <bdi dir="ltr">+972 9 000 0000</bdi>');
    expect(html).toContain('ראשון עד חמישי <bdi dir="ltr">9:00–18:00</bdi>, שישי <bdi dir="ltr">9:00–14:00</bdi>');
    // A year or a price is left as written; code stays code.
    expect(renderMarkdown("Depuis 2023, `+972 9 000 0000`")).toBe("<p>Depuis 2023, <code>+972 9 000 0000</code></p>\n");
  });

  it("keeps no direction the owner writes herself", () => {
    expect(renderMarkdown('<bdi dir="rtl">x</bdi>')).not.toContain("<bdi");
  });
});
