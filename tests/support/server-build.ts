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

/** What a test's document render is given: the status, headers and the router's context (loader data, errors). */
export type TestDocument = (
  request: Request,
  status: number,
  headers: Headers,
  context: { staticHandlerContext: { loaderData: Record<string, unknown>; actionData: Record<string, unknown> | null; errors: Record<string, unknown> | null } },
) => Response;

const plainDocument: TestDocument = () => new Response("<!doctype html>", { headers: { "Content-Type": "text/html" } });

export function testRequestHandler(routes: TestRoute[], future: Record<string, boolean> = {}, document: TestDocument = plainDocument) {
  const build = {
    entry: { module: { default: document } },
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
