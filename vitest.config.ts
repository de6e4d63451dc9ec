import { defineConfig } from "vitest/config";
import path from "node:path";

// Vitest has its own config, without the reactRouter() plugin (STACK-NOTES.md).
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "app/**/*.test.ts", "db/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/integration/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file has a database of its own (PGlite in memory, or a copy of the migrated
          // PostgreSQL template), so two files run side by side (2 cores).
          maxWorkers: 2,
        },
      },
    ],
  },
});
