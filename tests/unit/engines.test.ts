/**
 * The shop promises a Node version in package.json's `engines`: every package the shop runs on (a
 * runtime dependency and everything it pulls in, as package-lock.json installs it) must support the
 * oldest Node of that promise, so that `npm install` warns about none of them (EBADENGINE). Dev-only
 * tools that ask for a newer Node are listed in the README.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const require = createRequire(import.meta.url);
// semver comes with npm's own tooling (and many of the shop's dependencies).
const semver = require("semver") as { minVersion(range: string): { version: string } | null; satisfies(version: string, range: string): boolean };

type LockEntry = { version?: string; dev?: boolean; devOptional?: boolean; engines?: { node?: string } | string[] };
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as { packages: Record<string, LockEntry> };

describe("the Node version the shop promises", () => {
  const oldest = semver.minVersion(pkg.engines.node)!.version;

  it("is supported by every package installed for the shop to run", () => {
    const refusing = Object.entries(lock.packages)
      .filter(([where, entry]) => where && !entry.dev && !entry.devOptional)
      .flatMap(([where, entry]) => {
        const wanted = !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
        return wanted && !semver.satisfies(oldest, wanted) ? [`${where.replace(/^.*node_modules\//, "")}@${entry.version} wants Node ${wanted}`] : [];
      });
    expect(refusing).toEqual([]);
  });
});
