/**
 * better-auth (ARCHITECTURE.md): e-mail and password, verification, reset, TOTP two-factor and
 * server sessions in HTTP-only cookies, stored with the Drizzle adapter in our own tables.
 */
import { randomBytes } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import * as schema from "../../db/schema";
import { db } from "./db.server";
import { env } from "./env.server";
import { hashPassword, verifyPassword } from "./password.server";

/** The configured secret, else one the server made once and keeps in the database. */
async function authSecret(): Promise<string> {
  const configured = env().AUTH_SECRET;
  if (configured) return configured;
  const [existing] = await db().select().from(schema.serverSecrets).where(eq(schema.serverSecrets.name, "auth"));
  if (existing) return existing.value;
  await db()
    .insert(schema.serverSecrets)
    .values({ name: "auth", value: randomBytes(48).toString("base64url") })
    .onConflictDoNothing();
  const [stored] = await db().select().from(schema.serverSecrets).where(eq(schema.serverSecrets.name, "auth"));
  return stored.value;
}

function createAuth(secret: string) {
  const config = env();
  return betterAuth({
    appName: "Maison Lumière",
    baseURL: config.publicUrl,
    secret,
    trustedOrigins: config.TRUSTED_ORIGINS.split(",").map((o) => o.trim()).filter(Boolean),
    telemetry: { enabled: false },
    database: drizzleAdapter(db(), {
      provider: "pg",
      schema: { ...schema, twoFactor: schema.twoFactor, rateLimit: schema.rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      // The session is refreshed while it is used (AMENDMENTS 10).
      updateAge: 60 * 60 * 24,
    },
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "customer", input: false },
        lang: { type: "string", required: false, defaultValue: "fr", input: true },
      },
    },
    // On in every environment, with counters in the database shared by every copy (STACK-NOTES.md).
    rateLimit: { enabled: true, storage: "database", window: 60, max: 100 },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith("https:"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    plugins: [twoFactor({ issuer: "Maison Lumière" })],
  });
}

export type Auth = ReturnType<typeof createAuth>;

let instance: Promise<Auth> | undefined;

export function getAuth(): Promise<Auth> {
  if (!instance) instance = authSecret().then(createAuth);
  return instance;
}

/** For tests that open a fresh database. */
export function resetAuth() {
  instance = undefined;
}

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: string;
  emailVerified: boolean;
}

/** The signed-in user of a request, or null. */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  if (!request.headers.get("Cookie")?.includes("session_token")) return null;
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const user = session.user as typeof session.user & { role?: string };
  return { id: user.id, email: user.email, name: user.name, role: user.role ?? "customer", emailVerified: user.emailVerified };
}
