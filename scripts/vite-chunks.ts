/**
 * How the browser build splits the storefront's shared code (vite.config.ts), so that a shopper's
 * first visit loads no back-office code (docs/product/performance-and-operations.md#ops-1's 130 KB budget, bench/bundle.mjs):
 *
 * - `lucideIconsOneByOne` rewrites `import { Heart, Menu } from "lucide-react"` into one import per
 *   icon file. Through the package's index every icon has the index as its only importer, so the
 *   build could not tell a shop icon from a back-office one, and the storefront's chunk carried
 *   every icon of the whole app (88, of which the shop shows 22).
 * - `storefrontChunk` names the chunk of a module: the small modules nearly every storefront page
 *   loads travel as one file ("storefront-kit": one request, one compression window), and an icon
 *   joins it only when a storefront module uses it; the back office's icons travel together in
 *   "admin-icons".
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const LUCIDE_DIR = path.join("node_modules", "lucide-react", "dist", "esm");

/** Each name the package's index exports for an icon (aliases included), and the icon's file. */
function lucideIconFiles(root: string): Map<string, string> {
  const index = readFileSync(path.join(root, LUCIDE_DIR, "lucide-react.mjs"), "utf8");
  const files = new Map<string, string>();
  for (const line of index.matchAll(/^export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs';$/gm)) {
    for (const name of line[1].matchAll(/default as (\w+)/g)) files.set(name[1], line[2]);
  }
  return files;
}

const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

export function lucideIconsOneByOne(root: string): Plugin {
  let files: Map<string, string> | undefined;
  let devServer = false;
  return {
    name: "lucide-icons-one-by-one",
    enforce: "pre",
    configResolved(config) {
      devServer = config.command === "serve";
    },
    transform(code, id, options) {
      // Not for the browser in development (`npm run dev`): Vite pre-bundles lucide-react there as
      // one dependency, and each icon file would be a dependency it discovers only as a page loads,
      // then bundles again and reloads the page for.
      if (devServer && !options?.ssr) return null;
      if (!/\.(tsx?|jsx?)$/.test(id) || id.includes("node_modules") || !code.includes("lucide-react")) return null;
      files ??= lucideIconFiles(root);
      const known = files;
      const rewritten = code.replace(LUCIDE_IMPORT, (statement, list: string) => {
        const kept: string[] = [];
        const icons: string[] = [];
        for (const specifier of list.split(",").map((s) => s.trim()).filter(Boolean)) {
          const [, typeOnly, imported, local] = /^(type\s+)?(\w+)(?:\s+as\s+(\w+))?$/.exec(specifier) ?? [];
          const file = imported && !typeOnly ? known.get(imported) : undefined;
          if (file) icons.push(`import ${local ?? imported} from "lucide-react/icons/${file}";`);
          else kept.push(specifier);
        }
        return [...icons, ...(kept.length ? [`import { ${kept.join(", ")} } from "lucide-react";`] : [])].join("\n");
      });
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}

type ModuleInfoOf = (id: string) => { importers: readonly string[]; dynamicImporters: readonly string[]; dynamicallyImportedIds?: readonly string[] } | null;

const ADMIN_MODULE = /[\\/]app[\\/](?:.*[\\/])?admin[\\/]/;
const LUCIDE_ICON = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/** Whether a module of the app is reached from a storefront page, not only from back-office code. */
function usedByStorefront(id: string, moduleInfo: ModuleInfoOf, known: Map<string, boolean>): boolean {
  const cached = known.get(id);
  if (cached !== undefined) return cached;
  // Provisionally no, so that an import cycle ends.
  known.set(id, false);
  let answer: boolean;
  if (ADMIN_MODULE.test(id)) answer = false;
  else if (/[\\/]app[\\/](root\.tsx|entry\.client\.tsx|routes[\\/])/.test(id)) answer = true;
  else {
    const info = moduleInfo(id);
    answer = Boolean(info && [...info.importers, ...info.dynamicImporters].some((importer) => usedByStorefront(importer, moduleInfo, known)));
  }
  known.set(id, answer);
  return answer;
}

/** The modules a storefront page starts from: the route modules, the root and the client entry. */
const PAGE_START = /[\\/]app[\\/](root\.tsx|entry\.client\.tsx|routes[\\/])/;
/** The modules every storefront page loads before it hydrates: the root, the entry and the language layout. */
const EVERY_PAGE_START = /[\\/]app[\\/](root\.tsx|entry\.client\.tsx|routes[\\/]\$lang[\\/]layout\.tsx)$/;
/** The kit's components (see storefrontChunk), which every storefront page loads too. */
const KIT_COMPONENT = /[\\/]app[\\/]components[\\/](ui[\\/](toast|responsive-image|hydrate-apart)|layout[\\/]error-screen|cart[\\/]add-to-cart|product[\\/](product-card|wishlist-heart))\.tsx?$/;
/** What the storefront's forms share (fields, validation, the honeypot): loaded by the pages with a form. */
const FORM_KIT = /[\\/]app[\\/](lib[\\/](form|honeypot)\.ts|components[\\/]ui[\\/](form-field|honeypot)\.tsx)$/;

/**
 * Whether a module is loaded before a page hydrates, from `start` modules: one of them, or a module
 * one of them reaches through static imports only. A module that only parts loaded apart import
 * (their `import()`: components/ui/hydrate-apart.tsx) travels with them, not in the kit. The module
 * that loads a part apart imports it both ways (statically for the server's render, a static import
 * the browser's build then drops, and with `import()`): that static import does not count.
 */
function loadedBeforeHydration(id: string, start: RegExp, moduleInfo: ModuleInfoOf, known: Map<string, boolean>): boolean {
  const cached = known.get(id);
  if (cached !== undefined) return cached;
  known.set(id, false);
  let answer: boolean;
  if (ADMIN_MODULE.test(id)) answer = false;
  else if (start.test(id)) answer = true;
  else {
    answer = (moduleInfo(id)?.importers ?? []).some(
      (importer) => !moduleInfo(importer)?.dynamicallyImportedIds?.includes(id) && loadedBeforeHydration(importer, start, moduleInfo, known),
    );
  }
  known.set(id, answer);
  return answer;
}

/** The storefront pages (route modules) that load a module before they hydrate, by file name. */
function pagesLoading(id: string, moduleInfo: ModuleInfoOf, seen = new Set<string>()): string[] {
  if (seen.has(id) || ADMIN_MODULE.test(id)) return [];
  seen.add(id);
  if (PAGE_START.test(id)) return [path.basename(id).replace(/\.\w+$/, "")];
  const pages = (moduleInfo(id)?.importers ?? [])
    .filter((importer) => !moduleInfo(importer)?.dynamicallyImportedIds?.includes(id))
    .flatMap((importer) => pagesLoading(importer, moduleInfo, seen));
  return [...new Set(pages)].sort();
}

/** rollupOptions.output.manualChunks for the browser build. */
export function storefrontChunk() {
  const known = new Map<string, boolean>();
  const everyPage = new Map<string, boolean>();
  const onEveryPage = new RegExp(`${EVERY_PAGE_START.source}|${KIT_COMPONENT.source}`);
  return (id: string, { getModuleInfo }: { getModuleInfo: ModuleInfoOf }): string | undefined => {
    if (LUCIDE_ICON.test(id)) {
      if (!usedByStorefront(id, getModuleInfo, known)) return "admin-icons";
      // An icon every page shows travels in the kit; one that only some pages show, in a small
      // chunk that those pages load (left to Rollup, an icon the back office shows too would join
      // "admin-icons", and the pages would load that); one that only parts loaded apart show, with them.
      if (loadedBeforeHydration(id, onEveryPage, getModuleInfo, everyPage)) return "storefront-kit";
      const pages = pagesLoading(id, getModuleInfo);
      return pages.length ? `icons-${pages.join("-")}` : "storefront-apart";
    }
    // The icons' shared component (createLucideIcon, Icon, the default attributes).
    if (/[\\/]node_modules[\\/]lucide-react[\\/]/.test(id)) return "storefront-kit";
    // The role map is read only by the admin shell: it stays in the admin's chunks.
    if (/[\\/]app[\\/]lib[\\/]permissions\.ts$/.test(id)) return undefined;
    if (FORM_KIT.test(id)) return usedByStorefront(id, getModuleInfo, known) ? "storefront-forms" : undefined;
    if (/[\\/]app[\\/](lib|hooks)[\\/]/.test(id) || KIT_COMPONENT.test(id)) {
      if (!usedByStorefront(id, getModuleInfo, known)) return undefined;
      if (loadedBeforeHydration(id, onEveryPage, getModuleInfo, everyPage)) return "storefront-kit";
      const pages = pagesLoading(id, getModuleInfo);
      if (pages.length === 0) return "storefront-apart";
      // Shared by one or two pages only (the contact page's opening hours): with them, not in every page's kit.
      return pages.length <= 2 ? `shared-${pages.join("-")}` : "storefront-kit";
    }
    return undefined;
  };
}
