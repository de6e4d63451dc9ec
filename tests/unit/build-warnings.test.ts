/**
 * What a build prints (scripts/build-warnings.ts): the warnings known to be harmless are kept quiet,
 * a part meant to be loaded apart that comes with the page fails the build, others are printed.
 */
import { describe, expect, it, vi } from "vitest";
import type { Rollup } from "vite";
import { buildWarnings } from "../../scripts/build-warnings";

const notMoved = (module: string): Rollup.RollupLog => ({
  code: "PLUGIN_WARNING",
  plugin: "vite:reporter",
  message: `\n(!) ${module} is dynamically imported by /shop/app/routes/$lang/layout.tsx but also statically imported by /shop/app/routes/$lang/layout.tsx, dynamic import will not move module into another chunk.\n`,
});

describe("the build's warnings", () => {
  it("keeps quiet the empty chunks of resource routes and the comments Rollup drops from packages", () => {
    const print = vi.fn();
    buildWarnings({ code: "EMPTY_BUNDLE", message: 'Generated an empty chunk: "api.search".' }, print);
    buildWarnings({ code: "INVALID_ANNOTATION", id: "/shop/node_modules/zod/v4/core/util.js", message: "A comment contains an annotation that Rollup cannot interpret" }, print);
    expect(print).not.toHaveBeenCalled();
  });

  it("fails the build when a part of the shop loaded apart is imported into the same chunk", () => {
    expect(() => buildWarnings(notMoved("/shop/app/components/layout/site-footer-content.tsx"), vi.fn())).toThrow(/site-footer-content\.tsx is loaded with import\(\) and imported into the same chunk/);
  });

  it("prints every other warning", () => {
    const print = vi.fn();
    const ours: Rollup.RollupLog = { code: "INVALID_ANNOTATION", id: "/shop/app/lib/money.ts", message: "A comment contains an annotation that Rollup cannot interpret" };
    buildWarnings(ours, print);
    buildWarnings(notMoved("/shop/node_modules/some-package/index.js"), print);
    expect(print).toHaveBeenCalledTimes(2);
    expect(print).toHaveBeenCalledWith(ours);
  });
});
