/**
 * The development server's entry (`npm run dev`, scripts/dev.mjs): the same Hono server, database
 * and data folder as `npm start`, with the app served by Vite instead of a build. This module is
 * loaded through Vite's module graph, as React Router's routes are, so that both share one copy of
 * every server module (the open database, the storage, the live-update channel).
 *
 * Each request takes React Router's server build from Vite again (`ssrLoadModule`): Vite keeps the
 * modules it has already evaluated and evaluates again only an edited file and the files that
 * import it, so an edit to a loader, an action or a service applies on the next request; an edit
 * to a component reaches the open page through Vite's websocket (React Fast Refresh).
 *
 * Not in development: the page cache, the critical CSS (entry.server.tsx), the service workers
 * (app/sw/register.tsx, admin-worker.tsx) and the built, compressed client files.
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { ViteDevServer } from "vite";
import { createRequestHandler, type ServerBuild } from "react-router";
import { start } from "./main";

type RequestContextModule = typeof import("../app/server/request-context.server");
type AuthModule = typeof import("../app/server/auth.server");

/**
 * A module as the routes see it now. Taken on each request rather than imported once: after an
 * edit Vite evaluates the module again, and the routes then read the new copy (a context key made
 * by the old copy would not be found by them).
 */
function current<T>(vite: ViteDevServer, file: string): Promise<T> {
  return vite.ssrLoadModule(file) as Promise<T>;
}

export function main(vite: ViteDevServer, httpServer: Server) {
  const handleRequest = createRequestHandler(() => current<ServerBuild>(vite, "virtual:react-router/server-build"), "development");
  return start({
    handlePage: async (request, { cspNonce }) => {
      const { createLoadContext } = await current<RequestContextModule>(vite, "/app/server/request-context.server.ts");
      return handleRequest(request, createLoadContext({ cspNonce }));
    },
    createAuthHandler: async () => {
      await (await current<AuthModule>(vite, "/app/server/auth.server.ts")).getAuth();
      return async (request) => (await current<AuthModule>(vite, "/app/server/auth.server.ts")).handleAuthRequest(request);
    },
    development: {
      // Vite's middlewares first (modules, styles, public files, its websocket's client); whatever
      // they leave goes to Hono. A module that fails to load is shown with its source position.
      server: (handle) => {
        httpServer.on("request", (request: IncomingMessage, response: ServerResponse) => {
          vite.middlewares(request, response, (error?: unknown) => {
            if (error) {
              if (error instanceof Error) vite.ssrFixStacktrace(error);
              response.statusCode = 500;
              response.end(error instanceof Error ? (error.stack ?? error.message) : String(error));
              return;
            }
            handle(request, response);
          });
        });
        return httpServer;
      },
      close: () => vite.close(),
    },
  });
}
