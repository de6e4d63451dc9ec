/**
 * Password hashing (app/server/password.server.ts): shop servers hash at OWASP's strength; only test
 * processes use the light cost (docs/decisions/0008-test-password-hashing.md). A hash carries its
 * own parameters, so either kind verifies wherever it is read.
 */
import { describe, expect, it } from "vitest";
import { OWASP_SCRYPT, TEST_SCRYPT, hashPassword, scryptParams, verifyPassword } from "../../app/server/password.server";

describe("scrypt parameters", () => {
  it("are OWASP's (N=2^17, r=8, p=1) in production, in development and with no environment at all", () => {
    expect(OWASP_SCRYPT).toEqual({ N: 131072, r: 8, p: 1 });
    for (const env of [{ NODE_ENV: "production" }, { NODE_ENV: "development" }, {}, { NODE_ENV: "production", E2E_TEST_HOOKS: "0" }]) {
      expect(scryptParams(env)).toBe(OWASP_SCRYPT);
    }
  });

  it("are light only under vitest and on the e2e server", () => {
    expect(scryptParams({ NODE_ENV: "test" })).toBe(TEST_SCRYPT);
    expect(scryptParams({ NODE_ENV: "production", E2E_TEST_HOOKS: "1" })).toBe(TEST_SCRYPT);
    expect(TEST_SCRYPT.N).toBeLessThan(OWASP_SCRYPT.N);
  });
});

describe("a stored hash", () => {
  it("names its parameters, never holds the password, and verifies only the right password", async () => {
    const hash = await hashPassword("Bougie#2024");
    expect(hash).toMatch(new RegExp(`^scrypt\\$${TEST_SCRYPT.N}\\$8\\$1\\$[A-Za-z0-9+/=]{24}\\$[A-Za-z0-9+/=]{88}$`));
    expect(hash).not.toContain("Bougie");
    expect(await verifyPassword({ hash, password: "Bougie#2024" })).toBe(true);
    expect(await verifyPassword({ hash, password: "bougie#2024" })).toBe(false);
    expect(await verifyPassword({ hash: "bcrypt$whatever", password: "Bougie#2024" })).toBe(false);
  });

  it("made at OWASP's strength still verifies in a test process (a production hash read anywhere)", async () => {
    // A hash as a shop server writes it: made here with node's scrypt at OWASP_SCRYPT.
    const { scryptSync } = await import("node:crypto");
    const salt = Buffer.from("0123456789abcdef");
    const key = scryptSync("Bougie#2024".normalize("NFKC"), salt, 64, { ...OWASP_SCRYPT, maxmem: 256 * 1024 * 1024 });
    const hash = `scrypt$${OWASP_SCRYPT.N}$8$1$${salt.toString("base64")}$${key.toString("base64")}`;
    expect(await verifyPassword({ hash, password: "Bougie#2024" })).toBe(true);
    expect(await verifyPassword({ hash, password: "Bougie#2025" })).toBe(false);
    // Three scrypt runs at production strength (about 128 MB and a third of a second each on a quiet
    // core): the default 5 s is too short when the machine is busy. Not a speed check.
  }, 60_000);
});
