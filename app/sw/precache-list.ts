/**
 * Which of the client build's files the shop's service worker precaches (vite.config.ts, at build
 * time): everything the storefront's routes load, statically or on demand, as Vite's build manifest
 * (build/client/.vite/manifest.json) links them, less the old .woff copies of fonts that every
 * browser with service workers reads as .woff2. The back office's chunks (charts, editors) are
 * never sent to a shopper's phone.
 *
 * React Router's own browser manifest (assets/manifest-<hash>.js) is written after this list is made
 * (by the server build): the worker keeps it with the offline pages' files (sw.ts).
 */

/** One entry of Vite's build manifest, the fields read here. */
export interface ViteManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

/** Route modules of the back office (routes.ts: app/routes/admin/**). */
const ADMIN_ROUTE = /(^|\/)app\/routes\/admin\//;

/** The files (relative to build/client, "assets/…") the storefront's entries reach. */
export function storefrontFiles(manifest: ViteManifest): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) walk(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry && !ADMIN_ROUTE.test(key)) walk(key);
  }
  return files;
}

/** Whether a file of the client build (relative to build/client) is precached. */
export function isPrecached(file: string, storefront: Set<string>): boolean {
  return storefront.has(file) && !/\.woff$/.test(file);
}
