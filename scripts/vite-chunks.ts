/**
 * How the browser build splits the storefront's shared code (vite.config.ts), so that a shopper's
 * first visit loads no back-office code (issue 3's 130 KB budget, bench/bundle.mjs):
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
  return {
    name: "lucide-icons-one-by-one",
    enforce: "pre",
    transform(code, id) {
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

type ModuleInfoOf = (id: string) => { importers: readonly string[]; dynamicImporters: readonly string[] } | null;

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

/** rollupOptions.output.manualChunks for the browser build. */
export function storefrontChunk() {
  const known = new Map<string, boolean>();
  return (id: string, { getModuleInfo }: { getModuleInfo: ModuleInfoOf }): string | undefined => {
    if (LUCIDE_ICON.test(id)) return usedByStorefront(id, getModuleInfo, known) ? "storefront-kit" : "admin-icons";
    // The icons' shared component (createLucideIcon, Icon, the default attributes).
    if (/[\\/]node_modules[\\/]lucide-react[\\/]/.test(id)) return "storefront-kit";
    // The role map is read only by the admin shell: it stays in the admin's chunks.
    if (/[\\/]app[\\/]lib[\\/]permissions\.ts$/.test(id)) return undefined;
    if (/[\\/]app[\\/](lib|hooks)[\\/]/.test(id)) return "storefront-kit";
    if (/[\\/]app[\\/]components[\\/](ui[\\/](toast|responsive-image|form-field)|layout[\\/]error-screen|cart[\\/]add-to-cart|product[\\/](product-card|wishlist-heart))\.tsx?$/.test(id)) {
      return "storefront-kit";
    }
    return undefined;
  };
}
