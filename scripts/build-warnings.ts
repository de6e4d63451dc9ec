/**
 * What the builds may print (vite.config.ts, build.rollupOptions.onwarn). A first `npm start` builds
 * the shop, and printed some sixty lines before it opened, all of three kinds known to be harmless
 * here, kept quiet:
 * - "Generated an empty chunk": the browser's build of a resource route (an export, an API), whose
 *   module has no code for the browser;
 * - "contains an annotation that Rollup cannot interpret": a `@__PURE__` comment in a package's code
 *   (zod's), which Rollup drops;
 * Every other warning is printed as before, but one fails the build instead: a module of the shop
 * that is both imported and loaded with `import()` into the same chunk. That is a part meant to be
 * loaded apart (app/components/ui/hydrate-apart.tsx) whose code comes with the page after all.
 */
import type { Rollup } from "vite";

const NOT_MOVED = "dynamic import will not move module into another chunk";

export function isHarmlessBuildWarning(warning: Rollup.RollupLog): boolean {
  if (warning.code === "EMPTY_BUNDLE") return true;
  if (warning.code === "INVALID_ANNOTATION" && /[\\/]node_modules[\\/]/.test(warning.id ?? warning.loc?.file ?? "")) return true;
  return false;
}

export function buildWarnings(warning: Rollup.RollupLog, print: (warning: Rollup.RollupLog) => void): void {
  if (isHarmlessBuildWarning(warning)) return;
  if (warning.message.includes(NOT_MOVED)) {
    const part = /\(!\) (\S+) is dynamically imported/.exec(warning.message)?.[1] ?? "a module";
    if (!/[\\/]node_modules[\\/]/.test(part)) {
      throw new Error(
        `${part} is loaded with import() and imported into the same chunk, so it is not loaded apart. ` +
          "Give loadedApart one condition: import.meta.env.SSR ? { component } : { load: () => import(...) } (app/components/ui/hydrate-apart.tsx).",
      );
    }
  }
  print(warning);
}
