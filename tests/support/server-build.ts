/**
 * React Router's real request handler over a build made by hand: the chosen route modules, no
 * production build, and a document that is not under test. For tests of what the handler itself
 * does around our modules (the request context's middleware, the Origin check behind a proxy).
 */
import { createRequestHandler, type EntryContext, type ServerBuild } from "react-router";

export interface TestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: unknown;
}

/**
 * What the document is: by default a stub; `renderDocument` renders the routes' own components
 * (e.g. with ServerRouter), for tests of what a page shows with the status it is sent with.
 */
export type RenderDocument = (request: Request, status: number, headers: Headers, context: EntryContext) => Response | Promise<Response>;

export function testRequestHandler(routes: TestRoute[], future: Record<string, boolean> = {}, renderDocument?: RenderDocument) {
  const manifestRoutes = renderDocument
    ? Object.fromEntries(
        routes.map((route) => {
          const module = route.module as Record<string, unknown>;
          return [
            route.id,
            {
              id: route.id,
              parentId: route.parentId,
              path: route.path,
              index: route.index,
              module: `/${route.id}.js`,
              hasLoader: "loader" in module,
              hasAction: "action" in module,
              hasClientLoader: false,
              hasClientAction: false,
              hasErrorBoundary: "ErrorBoundary" in module,
            },
          ];
        }),
      )
    : {};
  const build = {
    entry: { module: { default: renderDocument ?? (() => new Response("<!doctype html>", { headers: { "Content-Type": "text/html" } })) } },
    routes: Object.fromEntries(routes.map((route) => [route.id, { caseSensitive: undefined, ...route }])),
    assets: { entry: { module: "/entry.js", imports: [] }, routes: manifestRoutes, url: "/manifest.js", version: "test" },
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
