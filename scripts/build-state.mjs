// Is the production bundle up to date with the sources? A content hash of everything that goes
// into the bundle, compared with the one written after the last build.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { precompressDir } from "./precompress.mjs";

const INPUTS = ["app", "server", "db/schema", "db/seed", "public", "package-lock.json", "package.json", "vite.config.ts", "scripts/vite-chunks.ts", "scripts/build-warnings.ts", "react-router.config.ts", "tsconfig.json"];
export const STAMP = "build/.source-hash";

function files(root, entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full, { withFileTypes: true })
    .filter((d) => !d.name.startsWith(".") && d.name !== "node_modules")
    .flatMap((d) => files(root, path.join(entry, d.name)));
}

export function sourceHash(root) {
  const hash = createHash("sha256");
  for (const file of INPUTS.flatMap((entry) => files(root, entry)).sort()) {
    if (/\.test\.tsx?$/.test(file)) continue;
    hash.update(file).update("\0").update(readFileSync(path.join(root, file))).update("\0");
  }
  return hash.digest("hex");
}

export function isBuildFresh(root) {
  const stamp = path.join(root, STAMP);
  return existsSync(path.join(root, "build/server/index.js")) && existsSync(stamp) && readFileSync(stamp, "utf8").trim() === sourceHash(root);
}

/**
 * Finishes a build and marks it fresh: the static files are precompressed first (scripts/
 * precompress.mjs), so that every path that builds (npm run build, npm start, the e2e server,
 * npm test) serves them compressed, and a build without them is never stamped fresh.
 */
export function writeStamp(root) {
  const clientDir = path.join(root, "build", "client");
  if (existsSync(clientDir)) precompressDir(clientDir);
  writeFileSync(path.join(root, STAMP), sourceHash(root) + "\n");
}
