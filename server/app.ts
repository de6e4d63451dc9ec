/**
 * The server bundle's entry (vite.config.ts): React Router's server build wired into the Hono
 * app. scripts/start.mjs imports this file from build/server and calls `main()`.
 */
import { createRequestHandler } from "react-router";
// A virtual module that exists only inside the React Router build.
import * as build from "virtual:react-router/server-build";
import { start } from "./main";
import { getAuth, handleAuthRequest } from "../app/server/auth.server";
import { createLoadContext } from "../app/server/request-context.server";

const handleRequest = createRequestHandler(build, "production");

export function main() {
  return start({
    // With middleware on, React Router takes a RouterContextProvider; the nonce travels in it.
    handlePage: (request, { cspNonce }) => handleRequest(request, createLoadContext({ cspNonce })),
    createAuthHandler: async () => {
      await getAuth();
      return handleAuthRequest;
    },
  });
}
