/**
 * Static analysis of the dictionary keys a storefront route can render: every string literal in
 * the route module and in the modules it imports (transitively, browser code only: *.server.ts
 * files never reach the page) that names a dictionary key, and every template literal that builds
 * one (`orders.status.${status}` → the prefix "orders.status."). Used by
 * tests/unit/route-key-groups.test.ts to check app/locales/groups.ts.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const appDir = fileURLToPath(new URL("../../app", import.meta.url));

function resolveImport(from: string, spec: string): string | undefined {
  let base: string;
  if (spec.startsWith("~/")) base = path.join(appDir, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  }
  return undefined;
}

const IMPORT = /(?:import|export)\s+(?:type\s+)?(?:[\s\S]*?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** The module and every module it imports, browser side (no *.server.ts, no type-only imports, no locales). */
export function moduleClosure(entry: string): string[] {
  const seen = new Set<string>();
  const queue = [path.resolve(appDir, entry)];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(IMPORT)) {
      if (/^import\s+type\s|^export\s+type\s/.test(match[0])) continue;
      const target = resolveImport(file, match[1] ?? match[2]);
      if (!target || /\.server\.tsx?$/.test(target) || target.includes(`${path.sep}locales${path.sep}`)) continue;
      queue.push(target);
    }
  }
  return [...seen];
}

/** Key-like literals in one file: exact keys (when the dictionary has them) and template prefixes. */
export function keysIn(source: string, isKey: (key: string) => boolean) {
  const keys = new Set<string>();
  const prefixes = new Set<string>();
  // Comments may quote keys that the code does not use.
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
  for (const match of code.matchAll(/["'`]([a-zA-Z][\w-]*(?:\.[\w-]+)+)["'`]/g)) {
    if (isKey(match[1])) keys.add(match[1]);
  }
  for (const match of code.matchAll(/`([a-zA-Z][\w-]*\.(?:[\w-]+\.)*[\w-]*)\$\{/g)) prefixes.add(match[1]);
  return { keys, prefixes };
}

/** Every key (and template prefix) the route module and its imports may use. */
export function routeKeys(entry: string, isKey: (key: string) => boolean) {
  const keys = new Set<string>();
  const prefixes = new Set<string>();
  for (const file of moduleClosure(entry)) {
    const found = keysIn(readFileSync(file, "utf8"), isKey);
    found.keys.forEach((key) => keys.add(key));
    found.prefixes.forEach((prefix) => prefixes.add(prefix));
  }
  return { keys, prefixes };
}
