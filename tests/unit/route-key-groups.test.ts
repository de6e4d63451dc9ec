/**
 * docs/product/performance-and-operations.md#ops-3: a storefront page ships only its key group (app/locales/groups.ts). These
 * tests read each route module and everything it imports (tests/support/route-keys.ts) and fail
 * when a page (or a component it renders) uses a key its group does not carry, so a page never
 * shows a raw key.
 */
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { dictionaries } from "~/locales";
import { groupPrefixes, keyGroupFor, LAYOUT_KEYS, messagesForGroup, PAGE_KEYS } from "~/locales/groups";
import { flatten, isPluralKey } from "~/lib/i18n";
import { LANGS } from "~/lib/langs";
import { keysIn, routeKeys } from "../support/route-keys";

const french = flatten(dictionaries.fr);
const pluralBases = new Set(Object.keys(french).filter(isPluralKey).map((key) => key.slice(0, key.lastIndexOf("."))));
const isKey = (key: string) => key in french || pluralBases.has(key);

interface ConfigRoute {
  path?: string;
  index?: boolean;
  file: string;
  children?: ConfigRoute[];
}

/** Every page under /:lang: its full pattern and the route modules that render it (parents first). */
function storefrontPages() {
  const layout = (routes as ConfigRoute[]).find((route) => route.path === ":lang");
  if (!layout) throw new Error("no /:lang layout in app/routes.ts");
  const pages: { pattern: string; files: string[] }[] = [];
  const walk = (children: ConfigRoute[], base: string, files: string[]) => {
    for (const child of children) {
      const pattern = child.index ? base : `${base}/${child.path}`;
      if (child.children?.length) walk(child.children, pattern, [...files, child.file]);
      else pages.push({ pattern, files: [...files, child.file] });
    }
  };
  walk(layout.children ?? [], "/:lang", []);
  return { layoutFile: layout.file, pages };
}

/** Keys (or template prefixes) among `used` that `prefixes` do not carry. */
function uncovered(used: { keys: Set<string>; prefixes: Set<string> }, prefixes: readonly string[]) {
  const missingKeys = [...used.keys].filter((key) => !prefixes.some((p) => key === p || key.startsWith(`${p}.`)));
  const missingTemplates = [...used.prefixes].filter((prefix) => !prefixes.some((p) => prefix.startsWith(`${p}.`)));
  return [...missingKeys, ...missingTemplates.map((prefix) => `${prefix}…`)];
}

const { layoutFile, pages } = storefrontPages();

describe("dictionary key groups", () => {
  it("has a group for every storefront page of app/routes.ts, and no other", () => {
    expect(PAGE_KEYS.map((entry) => entry.pattern).sort()).toEqual(pages.map((page) => page.pattern).sort());
  });

  it("gives the layout (header, footer, toasts) every key it and its components use", () => {
    expect(uncovered(routeKeys(layoutFile, isKey), LAYOUT_KEYS)).toEqual([]);
  });

  it.each(pages)("gives $pattern every key its route modules and their components use", ({ pattern, files }) => {
    const used = { keys: new Set<string>(), prefixes: new Set<string>() };
    for (const file of files) {
      const found = routeKeys(file, isKey);
      found.keys.forEach((key) => used.keys.add(key));
      found.prefixes.forEach((prefix) => used.prefixes.add(prefix));
    }
    expect(uncovered(used, groupPrefixes(pattern))).toEqual([]);
  });

  it("catches a key outside the group", () => {
    const used = keysIn('const title = t("checkout.title"); const s = t(`orders.status.${x}`);', isKey);
    expect(uncovered(used, groupPrefixes("/:lang/shop"))).toEqual(["checkout.title", "orders.status.…"]);
  });

  it("finds each path's group, data requests included", () => {
    expect(keyGroupFor("/fr")).toBe("/:lang");
    expect(keyGroupFor("/he/product/abc")).toBe("/:lang/product/:id");
    expect(keyGroupFor("/en/profile/orders.data")).toBe("/:lang/profile/orders");
    expect(keyGroupFor("/fr/about")).toBe("/:lang/about");
    expect(keyGroupFor("/fr/no/such/page")).toBe("/:lang/*");
  });

  it.each(LANGS)("ships every key a page renders, in %s, and far fewer than the whole dictionary", (lang) => {
    const all = flatten(dictionaries[lang]);
    const merged = { ...french, ...all };
    for (const { pattern, files } of pages) {
      const shipped = messagesForGroup(merged, pattern);
      for (const file of [layoutFile, ...files]) {
        for (const key of routeKeys(file, isKey).keys) {
          const present = key in shipped || `${key}.other` in shipped;
          expect(present, `${pattern} ${key}`).toBe(true);
        }
      }
      expect(Object.keys(shipped).length, pattern).toBeLessThan(Object.keys(merged).length / 2);
    }
  });
});
