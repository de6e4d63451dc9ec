import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The server build's entry is our Hono app (server/app.ts), see vite.config.ts.
  future: {
    // Middleware resolves one context per request for the storefront and the admin layouts
    // (app/server/request-context.server.ts); loaders read it from `context`.
    v8_middleware: true,
    // React Router v8's other changes, not taken yet: said so, so that a build does not print a
    // warning for each of them.
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
