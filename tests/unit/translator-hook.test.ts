/**
 * One hook for translated text in the browser: `useTranslator()` (app/lib/request-context.tsx),
 * whose provider both layouts give (the storefront's from its dictionary, the admin's through
 * AdminProvider). The storefront's `useShop()` and the admin's `useAdmin()` once each carried a
 * translator of their own, built from the same texts, and the error screen a third: components of
 * the two areas read their texts in different ways, and a shared component could not know which.
 *
 * A translator is made with `createTranslator`, so the browser's code may make one in two places
 * only: the provider, and the access screens' (sign-in, invitation), which are outside both
 * layouts and are named in their meta too. Server code (`*.server.ts`, app/server/, a route's
 * loader and action) makes its own for mails and replies.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { AdminProvider, useAdmin, type AdminContextValue } from "~/components/admin/shell/admin-context";
import type { Shop } from "~/lib/shop";
import { useTranslator } from "~/lib/request-context";
import { adminMessages } from "~/locales/admin";

const root = path.resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

const isServerModule = (relative: string) => /\.server\.tsx?$/.test(relative) || relative.startsWith("app/server/");

/** The route functions that run on the server only (React Router strips them from the browser's bundle). */
const SERVER_EXPORTS = new Set(["loader", "action"]);

function topLevelName(node: ts.Node): string | undefined {
  let current: ts.Node = node;
  while (current.parent && !ts.isSourceFile(current.parent)) current = current.parent;
  if (ts.isFunctionDeclaration(current)) return current.name?.text;
  if (ts.isVariableStatement(current)) {
    const [declaration] = current.declarationList.declarations;
    return declaration && ts.isIdentifier(declaration.name) ? declaration.name.text : undefined;
  }
  return undefined;
}

/** The browser modules of app/ that call createTranslator outside a route's loader or action. */
function browserTranslatorMakers(): string[] {
  const makers = new Set<string>();
  for (const file of sourceFiles(path.join(root, "app"))) {
    const relative = path.relative(root, file).split(path.sep).join("/");
    if (isServerModule(relative)) continue;
    const text = readFileSync(file, "utf8");
    if (!text.includes("createTranslator")) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "createTranslator") {
        if (!SERVER_EXPORTS.has(topLevelName(node) ?? "")) makers.add(relative);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...makers].sort();
}

describe("translated text in the browser", () => {
  it("comes from one provider (and the access screens' own texts)", () => {
    expect(browserTranslatorMakers()).toEqual(["app/features/admin/access-texts.ts", "app/lib/request-context.tsx"]);
  });

  it("is read in the admin with useTranslator, not from useAdmin", () => {
    const owner = { name: "Maya", email: "maya@example.com", role: "owner" as const };
    let admin: AdminContextValue | undefined;
    function Probe() {
      admin = useAdmin();
      return createElement("p", null, useTranslator().t("shell.skipToContent"));
    }
    const html = renderToStaticMarkup(createElement(AdminProvider, { lang: "fr", messages: { ...adminMessages("fr") }, user: owner, permissions: [], children: createElement(Probe) }));
    expect(html).toBe(`<p>${adminMessages("fr")["shell.skipToContent"]}</p>`);
    expect(Object.keys(admin!)).not.toContain("t");
  });

  it("has no second way in through useShop or useAdmin (checked by the typecheck)", () => {
    const noTranslator = (value: Partial<Shop> & Partial<AdminContextValue>) => {
      // @ts-expect-error the storefront's and admin's contexts carry no translator: read it with useTranslator()
      return value.t;
    };
    expect(noTranslator({})).toBeUndefined();
  });
});
