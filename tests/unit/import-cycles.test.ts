/**
 * No import cycles in app/ (docs/product/admin-back-office.md#adm-1, "One owner per table"). A cycle between server modules
 * (auth → sign-in → cart → visitor → auth was one) makes the load order decide which module sees
 * the other half-initialised, and ties domains together that should call each other one way.
 *
 * The walk reads every static `import` and `export … from` of app/**\/*.ts(x) with the TypeScript
 * compiler's parser, type-only ones included (a type import today is a value import tomorrow),
 * resolves `~/` and relative paths, and reports each strongly connected group of modules.
 * Dynamic `import()` is not followed: it loads later and cannot form a load-time cycle.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const app = path.join(root, "app");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("~/") ? path.join(app, specifier.slice(2)) : specifier.startsWith(".") ? path.resolve(path.dirname(from), specifier) : undefined;
  if (!base) return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")];
  return candidates.find((file) => file.startsWith(app) && existsSync(file) && statSync(file).isFile());
}

function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
    const deps = new Set<string>();
    for (const statement of source.statements) {
      const specifier = (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier)) continue;
      const target = resolveImport(file, specifier.text);
      if (target) deps.add(target);
    }
    graph.set(file, [...deps]);
  }
  return graph;
}

/** Tarjan's strongly connected components of more than one module (or a module importing itself). */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || graph.get(node)?.includes(node)) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe("import cycles", () => {
  it("finds a cycle when there is one (the walker works)", () => {
    const graph = new Map([
      ["auth", ["sign-in"]],
      ["sign-in", ["cart"]],
      ["cart", ["visitor", "money"]],
      ["visitor", ["auth"]],
      ["money", []],
    ]);
    expect(cycles(graph)).toEqual([["auth", "cart", "sign-in", "visitor"]]);
  });

  it("sees type-only imports and `export … from`", () => {
    const graph = importGraph([path.join(app, "features/cart/cart.server.ts")]);
    const deps = graph.get(path.join(app, "features/cart/cart.server.ts"))!;
    expect(deps).toContain(path.join(app, "features/catalog/pricing.server.ts")); // `import type { Pricing }`
  }, 60_000);

  it("app/ has none, between server modules or any others", () => {
    const files = sourceFiles(app);
    expect(files.length).toBeGreaterThan(50);
    const found = cycles(importGraph(files)).map((group) => group.map((file) => path.relative(root, file)));
    expect(found).toEqual([]);
  }, 60_000);
});
