import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import path from "node:path";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  build: isSsrBuild
    ? {
        // The server bundle starts at our Hono app, which imports React Router's server build.
        rollupOptions: { input: "./server/app.ts" },
        target: "node20",
      }
    : { target: "es2022", cssMinify: true },
  ssr: {
    // Native or WASM packages stay outside the bundle and are loaded from node_modules at run time.
    external: ["sharp", "@electric-sql/pglite", "pg", "pino", "nodemailer", "proper-lockfile"],
  },
  plugins: [tailwindcss(), reactRouter()],
}));
