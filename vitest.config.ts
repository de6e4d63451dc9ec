import { defineConfig } from "vitest/config";
import path from "node:path";

const integration: { environment: "node"; globalSetup: string[]; testTimeout: number; hookTimeout: number; maxWorkers: number } = {
  environment: "node",
  globalSetup: ["tests/integration/global-setup.ts"],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // Each file has a database of its own (PGlite in memory, or a copy of the migrated
  // PostgreSQL template), so two files run side by side (2 cores).
  maxWorkers: 2,
};

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
          exclude: ["tests/integration/**/*.mocks.test.ts"],
          ...integration,
          // Files share a worker's modules instead of importing the whole app again each (56 of
          // the suite's 120 s). Each file still opens a database of its own (helpers.ts), and state
          // bound to a database (the auth instance, the settings caches) is reset with it.
          isolate: false,
        },
      },
      {
        // Files that replace modules with vi.mock need modules of their own.
        extends: true,
        test: { name: "integration-mocks", include: ["tests/integration/**/*.mocks.test.ts"], ...integration },
      },
    ],
  },
});
