/**
 * A shop whose diagnostics find nothing wrong: the facts `problemsOf` reads
 * (app/features/diagnostics/diagnostics-admin.server.ts), for tests that change one part and
 * expect exactly that part's problem.
 */
export const HEALTHY_FACTS = {
  database: { driver: "pglite" as const, latencyMs: 2, serverVersion: "17", sizeBytes: 1, migrations: { applied: 3, expected: 3, latest: "x" } },
  outbox: { pending: 0, failed: 0, oldestPendingAt: null, oldestFailure: null },
  mail: { smtp: true, host: "smtp.example.com", ownerEmail: "a@example.com" },
  push: { keys: true, devices: 1, pending: 0, failed: 0, lastSentAt: null },
  media: { storage: "local" as const, files: 0, bytes: 0, imageCacheBytes: 0, imageCacheMaxBytes: 1 },
  runtime: { app: "0.1.0", node: "20", reactRouter: "7", startedAt: "", uptimeSeconds: 1, memoryBytes: 1 },
  errors: [],
};
