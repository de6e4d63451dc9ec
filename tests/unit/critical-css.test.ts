/**
 * Critical CSS (app/server/critical-css.server.ts): a page template's inlined CSS keeps the rules
 * its elements use and every @font-face rule, and drops the rest; a template is learnt once.
 */
import { describe, expect, it } from "vitest";
import { criticalCssFor, learnCriticalCss, needsCriticalCss } from "~/server/critical-css.server";

const fullCss = [
  "@font-face{font-family:Display;src:url(/assets/display.woff2)format(\"woff2\");unicode-range:U+0590-05FF}",
  ".used{color:red}",
  ".used:hover{color:blue}",
  "[dir=rtl] .used{margin-inline-start:1rem}",
  ".unused-anywhere{color:green}",
  "@media (min-width:768px){.used{padding:2rem}.also-unused{padding:1rem}}",
].join("");
const page = (css: string) =>
  `<!DOCTYPE html><html lang="he" dir="rtl"><head><style id="inline-stylesheet">${css}</style></head><body><p class="used">שלום</p></body></html>`;

describe("critical CSS", () => {
  it("keeps the page's rules and the fonts, and drops the others", async () => {
    expect(needsCriticalCss("test-page|rtl")).toBe(true);
    await learnCriticalCss("test-page|rtl", page(fullCss), fullCss);
    const critical = criticalCssFor("test-page|rtl");
    expect(critical).toBeDefined();
    expect(critical).toContain("@font-face");
    expect(critical).toContain(".used{color:red}");
    expect(critical).toContain(":hover");
    expect(critical).toContain("[dir=rtl] .used");
    expect(critical).not.toContain("unused-anywhere");
    expect(critical).not.toContain("also-unused");
    expect(needsCriticalCss("test-page|rtl")).toBe(false);
  });

  it("leaves a template it cannot reduce on the whole stylesheet, without trying again", async () => {
    await learnCriticalCss("broken|ltr", "<html><body>no inline stylesheet</body></html>", fullCss);
    expect(criticalCssFor("broken|ltr")).toBeUndefined();
    expect(needsCriticalCss("broken|ltr")).toBe(false);
  });
});
