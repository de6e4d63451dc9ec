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
    : {
        target: "es2022",
        cssMinify: true,
        rollupOptions: {
          output: {
            // The small modules nearly every storefront page loads travel as one file: one request
            // and one compression window instead of a dozen tiny ones (issue 3's 130 KB budget).
            // Only modules that pages import eagerly belong here; lazily loaded ones keep their chunk.
            manualChunks(id) {
              if (/[\\/]node_modules[\\/]lucide-react[\\/]/.test(id)) return "storefront-kit";
              // The role map is read only by the admin shell: it stays in the admin's chunks.
              if (/[\\/]app[\\/]lib[\\/]permissions\.ts$/.test(id)) return undefined;
              if (/[\\/]app[\\/](lib|hooks)[\\/]/.test(id)) return "storefront-kit";
              if (/[\\/]app[\\/]components[\\/](ui[\\/](toast|responsive-image|form-field)|layout[\\/]error-screen|cart[\\/]add-to-cart|product[\\/](product-card|wishlist-heart))\.tsx?$/.test(id)) {
                return "storefront-kit";
              }
              return undefined;
            },
          },
        },
      },
  ssr: {
    // Native or WASM packages stay outside the bundle and are loaded from node_modules at run time.
    external: ["sharp", "@electric-sql/pglite", "pg", "pino", "nodemailer", "proper-lockfile"],
  },
  plugins: [tailwindcss(), reactRouter()],
}));
