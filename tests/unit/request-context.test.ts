/**
 * Routes read the request's language, visitor, prices and translator from the one request
 * context (app/server/request-context.server.ts); none derives them again (docs/product/admin-back-office.md#adm-1, "Before the
 * first admin screen" 1). That they are resolved once is proved through React Router's handler in
 * tests/integration/request-context.test.ts; this keeps new routes from growing their own copy.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROUTES = path.resolve(import.meta.dirname, "../../app/routes/$lang");

// What a route under /:lang must take from `requestContext(context)` instead.
const REDERIVED = [
  { pattern: /isLang\(\s*params\.lang\s*\)/, what: "the language (isLang(params.lang) ? … : \"fr\")" },
  { pattern: /params\.lang\b/, what: "the language from params" },
  { pattern: /\bgetVisitor\(/, what: "the visitor" },
  { pattern: /\bpricingFor\(/, what: "the prices" },
  { pattern: /\b(messagesFor|translatorFor|createTranslator)\(/, what: "the translator" },
];

describe("routes under /:lang", () => {
  const files = readdirSync(ROUTES).filter((name) => name.endsWith(".tsx"));

  it("exist (the guard reads the right folder)", () => {
    expect(files).toContain("layout.tsx");
  });

  it.each(files)("%s reads the request context instead of deriving it again", (name) => {
    const source = readFileSync(path.join(ROUTES, name), "utf8");
    const found = REDERIVED.filter(({ pattern }) => pattern.test(source)).map(({ what }) => what);
    expect(found).toEqual([]);
  });
});
