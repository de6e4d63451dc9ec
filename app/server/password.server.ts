/**
 * Password hashing at OWASP's current scrypt strength (N=2^17, r=8, p=1). better-auth's default is
 * N=16384, r=16, below that (docs/architecture.md#arch-24), so we hand it these two functions. The stored form
 * carries its parameters, so they can be raised later without breaking old hashes.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { dictionary } from "@zxcvbn-ts/language-common";

/** What every shop server hashes with: OWASP's scrypt strength, 128 MiB and about 0.7 s a hash. */
export const OWASP_SCRYPT = { N: 2 ** 17, r: 8, p: 1 };
/**
 * What test runs hash with (docs/decisions/0008-test-password-hashing.md): the same code and the
 * same stored form at a cost of a few milliseconds. At OWASP's strength the hashes alone took more
 * than half the CPU of the integration suite, and made journeys wait seconds on a loaded machine.
 */
export const TEST_SCRYPT = { N: 2 ** 12, r: 8, p: 1 };

/**
 * The light cost only in a test process: vitest's NODE_ENV=test, or the e2e server, which also
 * mounts the test hooks (E2E_TEST_HOOKS=1, set by scripts/e2e-server.mjs and nothing else).
 */
export function scryptParams(env: NodeJS.ProcessEnv = process.env) {
  return env.NODE_ENV === "test" || env.E2E_TEST_HOOKS === "1" ? TEST_SCRYPT : OWASP_SCRYPT;
}

const KEY_LENGTH = 64;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize("NFKC"), salt, KEY_LENGTH, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const params = scryptParams();
  const key = await scrypt(password, salt, params);
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = hash.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await scrypt(password, Buffer.from(salt, "base64"), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// ---------------------------------------------------------------------------------------------
// Well-known breached passwords (docs/product/accounts-and-auth.md#acc-3).

/**
 * zxcvbn-ts's list of the most common passwords from public breaches (about 49,000, lowercase),
 * shipped in the package: no network call. Server-only: this module never reaches the browser.
 */
const BREACHED = new Set(dictionary["passwords-common"]);

/** The usual look-alike characters, undone (as zxcvbn's l33t matcher does); "1" is tried both ways. */
const L33T: [RegExp, string][] = [
  [/0/g, "o"],
  [/3/g, "e"],
  [/[4@]/g, "a"],
  [/[5$]/g, "s"],
  [/7/g, "t"],
  [/!/g, "i"],
];
const ONE_AS = ["i", "l"];

/** Leading and trailing digits and symbols: 'Password1!' is 'password' with a suffix. */
const AFFIXES = /^[^\p{L}]+|[^\p{L}]+$/gu;

/** The shortest core worth looking up: shorter words with a long suffix are not that password. */
const MIN_CORE = 4;

function candidates(password: string): string[] {
  const lower = password.normalize("NFKC").toLowerCase();
  const core = lower.replace(AFFIXES, "");
  const forms = new Set([lower, [...lower].reverse().join("")]);
  if (core.length >= MIN_CORE) forms.add(core);
  for (const form of [lower, core]) {
    for (const one of ONE_AS) {
      const plain = L33T.reduce((text, [pattern, letter]) => text.replace(pattern, letter), form).replace(/1/g, one);
      forms.add(plain);
      const plainCore = plain.replace(AFFIXES, "");
      if (plainCore.length >= MIN_CORE) forms.add(plainCore);
    }
  }
  return [...forms];
}

/**
 * True for a password on the list, ignoring case, and for its trivial variants: digits and symbols
 * added before or after ('Password1!', 'Summer2024!'), look-alike characters ('P@ssw0rd'), reversed.
 */
export function isBreachedPassword(password: string): boolean {
  return candidates(password).some((form) => BREACHED.has(form));
}
