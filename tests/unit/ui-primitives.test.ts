/**
 * The buttons' look is written once, in app/components/ui/button.tsx: a screen picks a variant and
 * a size and adds only its layout. This keeps it so: no string in the app outside
 * app/components/ui/ may hold all the classes of a button variant (the `.btn btn-primary` pair,
 * or a compact variant's height + radius + colours), which is what a copied class string looks like.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { buttonVariants } from "~/components/ui/button";

const root = path.resolve(import.meta.dirname, "../..");
const appDir = path.join(root, "app");
const uiDir = path.join(appDir, "components", "ui");

const VARIANTS = ["primary", "secondary", "plain", "round", "accent", "outline", "surface", "strong", "ink", "danger", "destructive", "ghost"] as const;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === uiDir ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

/** Every piece of literal text in a file: strings and the fixed parts of template strings. */
function literals(file: string): { text: string; line: number }[] {
  const text = readFileSync(file, "utf8");
  // Every variant has one of these two; a file with neither is not parsed (a few hundred files).
  if (!/min-h-11|btn/.test(text)) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { text: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      found.push({ text: node.text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

/** Places outside app/components/ui/ whose class text holds every class of a button variant. */
export function copiedButtonClasses(files: string[]) {
  // A disabled look is not what makes a copy: a copy without it is one still.
  const cores = VARIANTS.map((variant) => ({ variant, classes: buttonVariants({ variant }).split(/\s+/).filter((c) => c && !c.startsWith("disabled:")) }));
  return files.flatMap((file) =>
    literals(file).flatMap(({ text, line }) => {
      const tokens = new Set(text.split(/\s+/));
      // The fullest variant it copies: `btn btn-primary` is the primary button, not the plain `btn`.
      const copied = cores.filter(({ classes }) => classes.every((c) => tokens.has(c))).sort((a, b) => b.classes.length - a.classes.length)[0];
      return copied ? [`${path.relative(root, file)}:${line} copies the ${copied.variant} button: "${text}"`] : [];
    }),
  );
}

describe("button classes live in app/components/ui/button.tsx", () => {
  it("finds a copied button class string (the check works)", () => {
    const file = path.join(root, "tests", "fixtures", "ui", "copied-button.tsx");
    expect(copiedButtonClasses([file])).toEqual([
      expect.stringContaining("copies the primary button"),
      expect.stringContaining("copies the accent button"),
      expect.stringContaining("copies the outline button"),
    ]);
  });

  it("no screen outside app/components/ui/ copies a button's classes", () => {
    expect(copiedButtonClasses(sourceFiles(appDir))).toEqual([]);
  }, 60_000);
});
