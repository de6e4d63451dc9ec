#!/usr/bin/env node
// `npm run dev`: the shop's development server, with hot reload (server/dev.ts says what differs
// from `npm start`). No build and no supervisor: Vite, in middleware mode on the shop's own HTTP
// server, compiles each module when a page asks for it and again when its file changes.
import { createServer as createHttpServer } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
process.env.NODE_ENV = "development";

const { createServer, searchForWorkspaceRoot } = await import("vite");
const modulesDir = path.dirname(path.dirname(createRequire(import.meta.url).resolve("vite/package.json")));
// Vite's hot-reload websocket shares the shop's port: it answers the upgrades, Hono the requests.
const httpServer = createHttpServer();
const vite = await createServer({
  root,
  appType: "custom",
  server: {
    middlewareMode: true,
    hmr: { server: httpServer },
    // What the server writes while it runs is not source: the data folder, builds and test output.
    watch: {
      ignored: [process.env.DATA_DIR ?? "data", "build", "test-results", "playwright-report", "bench/results", "coverage", "backups"].map(
        (folder) => `${path.resolve(root, folder)}/**`,
      ),
    },
    // The project and the packages (node_modules may be a link to a folder elsewhere).
    fs: { allow: [searchForWorkspaceRoot(root), modulesDir] },
  },
  // The browser's dependencies are pre-bundled from every route's imports at start
  // (react-router.config.ts, unstable_optimizeDeps); these two, which React Router's browser code
  // imports, the scan does not see, and finding them on the first page would make Vite reload it.
  optimizeDeps: { include: ["cookie", "set-cookie-parser"] },
});
const { main } = await vite.ssrLoadModule("/server/dev.ts");
await main(vite, httpServer);
