/**
 * Parts loaded apart (app/components/ui/hydrate-apart.tsx) and the builds: the server's build
 * renders a part itself and must not also see its `import()`, or Vite warns, for each part, that the
 * "dynamic import will not move module into another chunk" (fourteen such lines on a first start);
 * the browser's build must see only the `import()`, so that the part's code stays out of the page's
 * first chunks. Each call site gives one or the other through one `import.meta.env.SSR` condition.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { build, type Rollup } from "vite";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sources(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    }),
  );
  return nested.flat();
}

/** A call written as the builds need it: the component on the server, the loader in the browser. */
const ONE_CONDITION = /^loadedApart\(import\.meta\.env\.SSR \? \{ component: \w+ \} : \{ load: \(\) => import\("[^"]+"\)(\.then\(\(module\) => module\.\w+\))? \}\)/;

describe("the parts loaded apart", () => {
  it("each give the server its component and the browser its import(), under one condition", async () => {
    const calls: { file: string; call: string }[] = [];
    for (const file of await sources(path.join(root, "app"))) {
      if (file.endsWith(path.join("ui", "hydrate-apart.tsx"))) continue;
      const text = await readFile(file, "utf8");
      for (const match of text.matchAll(/loadedApart\([^\n]*/g)) calls.push({ file: path.relative(root, file), call: match[0] });
    }
    // The footer, the menu, the language and currency choices, the newsletter form, the reviews, the
    // back-in-stock form, the consent banner, the live updates, the call button, the app support,
    // the tag scripts, the visit beacon and the tracker.
    expect(calls.length).toBeGreaterThanOrEqual(14);
    expect(calls.filter(({ call }) => !ONE_CONDITION.test(call))).toEqual([]);
  });

  describe("built by Vite as the shop's builds do", () => {
    let dir: string;
    afterAll(async () => {
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    async function buildFixture(ssr: boolean, call: string) {
      dir ??= await mkdtemp(path.join(os.tmpdir(), "parts-apart-"));
      const out = path.join(dir, ssr ? "server" : "client");
      await writeFile(path.join(dir, "part.js"), `export const Part = () => "part";\n`);
      await writeFile(path.join(dir, "loaded-apart.js"), `export const loadedApart = (source) => source;\n`);
      await writeFile(path.join(dir, "page.js"), `import { loadedApart } from "./loaded-apart.js";\nimport { Part } from "./part.js";\nexport const Shown = ${call};\n`);
      const warnings: string[] = [];
      const output = (await build({
        root: dir,
        configFile: false,
        logLevel: "silent",
        build: {
          ssr,
          outDir: out,
          write: false,
          minify: false,
          rollupOptions: {
            input: path.join(dir, "page.js"),
            preserveEntrySignatures: "exports-only",
            onwarn: (warning) => void warnings.push(warning.message),
          },
        },
      })) as Rollup.RollupOutput | Rollup.RollupOutput[];
      const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output).filter((file): file is Rollup.OutputChunk => file.type === "chunk");
      return { warnings, chunks };
    }

    const oneCondition = `loadedApart(import.meta.env.SSR ? { component: Part } : { load: () => import("./part.js").then((module) => module.Part) })`;

    it("the server's build has the part in its page, with no import() and no warning", async () => {
      const { warnings, chunks } = await buildFixture(true, oneCondition);
      expect(warnings.filter((message) => message.includes("dynamic import will not move module"))).toEqual([]);
      expect(chunks).toHaveLength(1);
      expect(chunks[0].code).toContain(`"part"`);
      expect(chunks[0].code).not.toContain("import(");
    });

    it("the browser's build has the part in a chunk of its own, loaded by import()", async () => {
      const { warnings, chunks } = await buildFixture(false, oneCondition);
      expect(warnings.filter((message) => message.includes("dynamic import will not move module"))).toEqual([]);
      const page = chunks.find((chunk) => chunk.isEntry)!;
      expect(page.code).toContain("import(");
      expect(page.code).not.toContain(`"part"`);
      expect(chunks.some((chunk) => !chunk.isEntry && chunk.code.includes(`"part"`))).toBe(true);
    });

    it("the form written before, a component or null and the loader apart, made the server's build warn", async () => {
      const { warnings } = await buildFixture(true, `loadedApart(import.meta.env.SSR ? Part : null, () => import("./part.js").then((module) => module.Part))`);
      expect(warnings.some((message) => message.includes("dynamic import will not move module"))).toBe(true);
    });
  });
});
