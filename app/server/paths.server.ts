import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project's root folder: the nearest folder above this module that holds package.json. The
 * same code runs from app/server (tests) and from build/server (the production bundle).
 */
export const projectRoot = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
})();

export const migrationsFolder = path.join(projectRoot, "db", "migrations");
