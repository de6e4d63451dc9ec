import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The server build's entry is our Hono app (server/app.ts), see vite.config.ts.
  future: {
    // Middleware resolves one context per request for the storefront and the admin layouts
    // (app/server/request-context.server.ts); loaders read it from `context`.
    v8_middleware: true,
    // The development server (`npm run dev`) pre-bundles the browser's dependencies from every
    // route's imports at start, rather than as pages find them: a dependency found late makes Vite
    // bundle again and reload the page, which can load two copies of React on the way.
    unstable_optimizeDeps: true,
    // React Router v8's other changes, not taken yet: said so, so that a build does not print a
    // warning for each of them.
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
