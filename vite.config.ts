import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { readFileSync } from "node:fs";
import path from "node:path";
import { isPrecached, storefrontFiles, type ViteManifest } from "./app/sw/precache-list";
import { lucideIconsOneByOne, storefrontChunk } from "./scripts/vite-chunks";
import { buildWarnings } from "./scripts/build-warnings";

/**
 * React Router's package points every import at its development build (dist/development: the same
 * code with its development warnings switched on), whatever NODE_ENV says. A production build takes
 * its production build instead (issue 14 point 7): the server bundle, with @react-router/node, whose
 * own import of react-router must reach the same copy (one router, one set of contexts in memory);
 * and the browser's, where the warnings' code is dropped by the minifier, `react-router/dom` with it
 * (its module shares the chunk of the main one: two copies would be two routers).
 */
const reactRouterProduction = path.resolve(import.meta.dirname, "node_modules/react-router/dist/production");

const clientDir = path.resolve(import.meta.dirname, "build/client");

/**
 * The shop's service worker (issue 13 point 4, app/sw/sw.ts), built into build/client/sw.js after the
 * client build, with the list of files to precache injected (app/sw/precache-list.ts says which).
 * Client build only; no index.html here, so the page registers the worker itself (app/sw/
 * register.tsx) and the manifest is a route of ours (routes/api/web-manifest.ts).
 */
function shopServiceWorker() {
  return VitePWA({
    strategies: "injectManifest",
    srcDir: "app/sw",
    filename: "sw.ts",
    injectRegister: null,
    manifest: false,
    injectManifest: {
      globDirectory: "build/client",
      globPatterns: ["assets/**/*.{js,css,woff2}"],
      // A classic worker: every browser that has service workers runs it.
      rollupFormat: "iife",
      manifestTransforms: [
        async (entries) => {
          // Vite's manifest is written by then (React Router deletes it at the end of the build).
          const viteManifest = JSON.parse(readFileSync(path.join(clientDir, ".vite/manifest.json"), "utf8")) as ViteManifest;
          const storefront = storefrontFiles(viteManifest);
          return { manifest: entries.filter((entry) => isPrecached(entry.url, storefront)), warnings: [] };
        },
      ],
    },
  });
}

export default defineConfig(({ isSsrBuild, mode }) => ({
  resolve: {
    alias: [
      { find: "~", replacement: path.resolve(import.meta.dirname, "app") },
      ...(isSsrBuild || mode === "production"
        ? [
            { find: /^react-router$/, replacement: path.join(reactRouterProduction, "index.mjs") },
            { find: /^react-router\/dom$/, replacement: path.join(reactRouterProduction, "dom-export.mjs") },
          ]
        : []),
    ],
  },
  build: isSsrBuild
    ? {
        // The server bundle starts at our Hono app, which imports React Router's server build.
        rollupOptions: { input: "./server/app.ts", onwarn: buildWarnings },
        target: "node20",
      }
    : {
        target: "es2022",
        cssMinify: true,
        rollupOptions: {
          // Known-harmless warnings kept quiet; a part that is not loaded apart fails the build (scripts/build-warnings.ts).
          onwarn: buildWarnings,
          output: {
            // The storefront's shared chunk, and the icons by who uses them (scripts/vite-chunks.ts).
            manualChunks: storefrontChunk(),
          },
        },
      },
  ssr: {
    // Native or WASM packages stay outside the bundle and are loaded from node_modules at run time.
    external: ["sharp", "@electric-sql/pglite", "pg", "pino", "nodemailer", "proper-lockfile"],
    // Bundled: React Router and @react-router/node, so that the alias above gives them React Router's
    // production build; lucide-react, so that only the icons the pages use are loaded (its package
    // entry loads every icon: 30 MB of memory measured).
    noExternal: ["react-router", "@react-router/node", "lucide-react"],
  },
  plugins: [lucideIconsOneByOne(import.meta.dirname), tailwindcss(), reactRouter(), ...(isSsrBuild ? [] : [shopServiceWorker()])],
}));
