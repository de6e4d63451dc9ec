/**
 * React Router's real request handler over a build made by hand: the chosen route modules, no
 * production build, and a document that is not under test. For tests of what the handler itself
 * does around our modules (the request context's middleware, the Origin check behind a proxy).
 */
import { createRequestHandler, type ServerBuild } from "react-router";

export interface TestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: unknown;
}

export function testRequestHandler(routes: TestRoute[], future: Record<string, boolean> = {}) {
  const build = {
    entry: { module: { default: () => new Response("<!doctype html>", { headers: { "Content-Type": "text/html" } }) } },
    routes: Object.fromEntries(routes.map((route) => [route.id, { caseSensitive: undefined, ...route }])),
    assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "test" },
    basename: "/",
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future,
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
  return createRequestHandler(build, "production");
}
