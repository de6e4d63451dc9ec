/**
 * better-auth (docs/architecture.md#arch-5): e-mail and password, verification, reset, TOTP two-factor and
 * server sessions in HTTP-only cookies, stored with the Drizzle adapter in our own tables.
 */
import { randomBytes } from "node:crypto";
import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import * as schema from "../../db/schema";
import { db } from "./db.server";
import { env } from "./env.server";
import { hashPassword, isBreachedPassword, verifyPassword } from "./password.server";
import { CLIENT_ADDRESS_OPTIONS, SHOP_RATE_LIMITS } from "./rate-limit.server";
import { sendAccountExistsMail, sendResetPasswordMail, sendVerificationMail } from "~/features/auth/auth-mail.server";
import { translatorFor } from "~/features/i18n/messages.server";
import { preferredLang } from "./cookies.server";
import { isLang } from "~/lib/langs";
import { guestCartMergePlugin } from "~/features/auth/sign-in.server";

/**
 * Tight limits on the doors an attacker knocks on (per client IP and path, counted in the
 * rate_limit table). An over-limit request gets a 429; the form actions turn it into
 * 'validation.tooManyRequests'.
 */
export const AUTH_RATE_LIMITS = {
  "/sign-in/email": { window: 60, max: 5 },
  "/sign-up/email": { window: 60, max: 5 },
  "/request-password-reset": { window: 60, max: 3 },
  "/reset-password": { window: 60, max: 5 },
  "/send-verification-email": { window: 60, max: 3 },
  "/two-factor/*": { window: 60, max: 10 },
} as const;

/**
 * Idle limits (ASVS 7.3.1), kept separate: a session unused for this long is over. A customer's
 * slides while it is used (better-auth's expiresIn, refreshed as below), so that an active customer
 * stays signed in (docs/product/accounts-and-auth.md#acc-5); a staff member's or the owner's is checked where the session is
 * read (readSession, handleAuthRequest), and an idle one is deleted.
 */
export const CUSTOMER_SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
export const STAFF_SESSION_IDLE_SECONDS = 12 * 60 * 60;
/**
 * How often a session in use is pushed forward (better-auth's updateAge, which also sets its
 * updatedAt): the precision of both idle limits. A session is over between 1 hour before and at
 * its limit after its last use.
 */
export const SESSION_REFRESH_SECONDS = 60 * 60;

/** The idle limit of a role, in seconds: the back office's (staff, owner) is the shorter. */
export function sessionIdleLimit(role: string | null | undefined): number {
  return role === "staff" || role === "owner" ? STAFF_SESSION_IDLE_SECONDS : CUSTOMER_SESSION_IDLE_SECONDS;
}

/**
 * better-auth's cookies. Under https they take the __Host- prefix, like the shop's own
 * (cookies.server.ts): Secure, Path=/, no Domain, so that no other subdomain can set one.
 * better-auth itself only knows __Secure- (useSecureCookies), so the names are given here, one per
 * cookie it sets for the features the shop uses (sessions, two-factor).
 */
const AUTH_COOKIES = ["session_token", "session_data", "account_data", "dont_remember", "two_factor", "trust_device"] as const;

function authCookieNames(https: boolean) {
  return Object.fromEntries(AUTH_COOKIES.map((cookie) => [cookie, { name: `${https ? "__Host-" : ""}better-auth.${cookie}` }]));
}

/**
 * The endpoints that store a new password, and the body field that carries it. Sign-in is not
 * among them: it hashes the typed password too (to take the same time for an unknown account),
 * which is why the check is here and not in the hash function.
 */
const NEW_PASSWORD_FIELDS: Record<string, "password" | "newPassword"> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
  "/set-password": "newPassword",
};

/**
 * docs/product/accounts-and-auth.md#acc-3: a well-known breached password is refused wherever a password is set, by the
 * shop's forms (which call better-auth's handler) and by /api/auth/* called directly alike. The
 * forms turn the code into 'validation.passwordBreached'.
 */
async function refuseBreachedPassword(ctx: { path: string; body?: unknown; request?: Request }) {
  const field = NEW_PASSWORD_FIELDS[ctx.path];
  const password = field ? (ctx.body as Record<string, unknown> | undefined)?.[field] : undefined;
  if (typeof password !== "string" || !isBreachedPassword(password)) return;
  const t = await translatorFor(ctx.request ? await preferredLang(ctx.request) : "fr");
  throw APIError.from("BAD_REQUEST", { code: "PASSWORD_BREACHED", message: t("validation.passwordBreached") });
}

/**
 * The before hook of every auth endpoint: a breached new password is refused, and a changed
 * password ends every other session of the account, as a reset does (revokeSessionsOnPasswordReset):
 * whoever knew the old one is signed out. better-auth does so only when the body asks
 * (revokeOtherSessions); here it always does, and this device gets a new session.
 */
const beforeHooks = createAuthMiddleware(async (ctx) => {
  await refuseBreachedPassword(ctx);
  if (ctx.path === "/change-password" && ctx.body && typeof ctx.body === "object") {
    return { context: { body: { ...(ctx.body as Record<string, unknown>), revokeOtherSessions: true } } };
  }
});

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

function acceptableName(name: unknown) {
  return typeof name === "string" && name.trim().length > 0 && name.length <= 201 && !/[<>]/.test(name);
}

function createAuth(secret: string) {
  const config = env();
  const https = config.publicUrl.startsWith("https:");
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
      // Sign-in needs a verified e-mail; an attempt before that sends a new link (sendOnSignIn).
      requireEmailVerification: true,
      autoSignIn: false,
      // A sign-up with a known address answers like a new one (no account enumeration) and the
      // owner of the address is told by e-mail.
      onExistingUserSignUp: ({ user }) => sendAccountExistsMail(user),
      sendResetPassword: ({ user, token }) => sendResetPasswordMail(user, token),
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: ({ user, token }) => sendVerificationMail(user, token),
    },
    session: {
      // A customer's idle limit; the session is refreshed while it is used (docs/product/accounts-and-auth.md#acc-5).
      expiresIn: CUSTOMER_SESSION_IDLE_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
    },
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "customer", input: false },
        lang: { type: "string", required: false, defaultValue: "fr", input: true },
      },
    },
    // Whatever reaches /api/auth/* directly still respects our limits: a name the size of the
    // sign-up form's two names, a language the shop has.
    databaseHooks: {
      user: {
        create: {
          before: async (user) => (acceptableName(user.name) ? { data: { lang: isLang(user.lang) ? user.lang : "fr" } } : false),
        },
        update: {
          before: async (user) => ("name" in user && !acceptableName(user.name)) || ("lang" in user && !isLang(user.lang)) ? false : undefined,
        },
      },
    },
    hooks: { before: beforeHooks },
    // On in every environment, with counters in the database shared by every copy (docs/architecture.md#arch-23).
    // The shop's own limits (rate-limit.server.ts) count in the same table: listed here, their
    // longer windows are known to better-auth's clean-up of expired rows.
    rateLimit: { enabled: true, storage: "database", window: 60, max: 100, customRules: { ...AUTH_RATE_LIMITS, ...SHOP_RATE_LIMITS } },
    advanced: {
      // __Host- names instead of better-auth's __Secure- prefix (authCookieNames).
      useSecureCookies: false,
      cookies: authCookieNames(https),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: https, path: "/" },
      // The HTTP layer (server/http.ts) puts exactly one address here: the connection's, or the
      // trusted proxy's view of the client (TRUST_PROXY). A client's own header never survives it.
      ipAddress: CLIENT_ADDRESS_OPTIONS,
      // better-auth skips its Origin check when NODE_ENV is "test"; the check stays on everywhere,
      // so that the tests exercise what production runs.
      disableOriginCheck: false,
    },
    plugins: [
      twoFactor({
        issuer: "Maison Lumière",
        // Ten wrong codes lock the second step for a quarter of an hour.
        accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
      }),
      // After twoFactor, on purpose: its hook runs first (see the plugin).
      guestCartMergePlugin({ secure: https }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

let instance: Promise<Auth> | undefined;

export function getAuth(): Promise<Auth> {
  if (!instance) instance = authSecret().then(createAuth);
  return instance;
}

/**
 * better-auth's handler as /api/auth/* serves it, with one change: an over-limit request gets the
 * shop's own message in the visitor's language (and a standard Retry-After), not better-auth's
 * English one.
 */
export async function handleAuthRequest(request: Request): Promise<Response> {
  const auth = await getAuth();
  // An idle session is over before better-auth sees it (it would refresh it).
  const { ended } = await activeSession(auth, request.headers);
  let response = await auth.handler(request);
  if (ended.length > 0) {
    response = new Response(response.body, response);
    for (const cookie of ended) response.headers.append("Set-Cookie", cookie);
  }
  if (response.status !== 429) return response;
  const retryAfter = response.headers.get("X-Retry-After") ?? "60";
  const lang = await preferredLang(request);
  const t = await translatorFor(lang);
  return Response.json(
    { code: "TOO_MANY_REQUESTS", message: t("validation.tooManyRequests") },
    { status: 429, headers: { "Retry-After": retryAfter, "X-Retry-After": retryAfter } },
  );
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
  /** Whether TOTP is on (the back office may require it: app/server/permissions.server.ts). */
  twoFactorEnabled?: boolean;
}

function hasSessionCookie(headers: Headers) {
  return headers.get("Cookie")?.includes("session_token") ?? false;
}

/**
 * The session of a request, read without refreshing it (a refresh would make an idle session look
 * fresh). One idle past its role's limit (sessionIdleLimit) is deleted, and `ended` holds the
 * Set-Cookie headers that clear it.
 */
async function activeSession(auth: Auth, headers: Headers) {
  if (!hasSessionCookie(headers)) return { session: null, setCookies: [] as string[], ended: [] as string[] };
  const read = await auth.api.getSession({ headers, query: { disableRefresh: true }, returnHeaders: true });
  const setCookies = read.headers?.getSetCookie() ?? [];
  const session = read.response;
  if (!session) return { session: null, setCookies, ended: [] as string[] };
  const role = (session.user as { role?: string }).role;
  const idleFor = Date.now() - new Date(session.session.updatedAt).getTime();
  if (idleFor <= sessionIdleLimit(role) * 1000) return { session, setCookies, ended: [] as string[] };
  const signedOut = await auth.api.signOut({ headers, returnHeaders: true });
  const ended = signedOut.headers.getSetCookie();
  return { session: null, setCookies: ended, ended };
}

/**
 * The signed-in user of a request, and the Set-Cookie headers to send back: while a session is
 * used, better-auth extends it (updateAge) and re-issues its cookie, so that an active customer
 * stays signed in (docs/product/accounts-and-auth.md#acc-5). An idle one is over (sessionIdleLimit).
 */
export function readSession(request: Request): Promise<{ user: SessionUser | null; setCookies: string[] }> {
  // A page's loaders (the admin layout's and its screen's) share one request: one session read.
  let read = sessionsRead.get(request);
  if (!read) {
    read = readSessionOnce(request);
    sessionsRead.set(request, read);
  }
  return read;
}

const sessionsRead = new WeakMap<Request, Promise<{ user: SessionUser | null; setCookies: string[] }>>();

async function readSessionOnce(request: Request): Promise<{ user: SessionUser | null; setCookies: string[] }> {
  if (!hasSessionCookie(request.headers)) return { user: null, setCookies: [] };
  const auth = await getAuth();
  const active = await activeSession(auth, request.headers);
  let session = active.session;
  let setCookies = active.setCookies;
  if (!session) return { user: null, setCookies };
  // Due for its refresh (better-auth's own test): read again, letting better-auth extend it.
  const lastRefresh = new Date(session.session.expiresAt).getTime() - CUSTOMER_SESSION_IDLE_SECONDS * 1000;
  if (lastRefresh + SESSION_REFRESH_SECONDS * 1000 <= Date.now()) {
    const refreshed = await auth.api.getSession({ headers: request.headers, returnHeaders: true });
    setCookies = refreshed.headers?.getSetCookie() ?? [];
    session = refreshed.response;
    if (!session) return { user: null, setCookies };
  }
  return { user: sessionUser(session.user), setCookies };
}

function sessionUser(sessionUser: { id: string; email: string; name: string; emailVerified: boolean }): SessionUser {
  const user = sessionUser as typeof sessionUser & { role?: string; twoFactorEnabled?: boolean | null };
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role ?? "customer",
    emailVerified: user.emailVerified,
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
  };
}

/**
 * The signed-in user of a request, read afresh from the database and without extending the
 * session: for the checks a long-lived answer (an event stream) repeats while it is open, which
 * must see a session that ended meanwhile and must not keep an idle one alive.
 */
export async function currentSessionUser(request: Request): Promise<SessionUser | null> {
  if (!hasSessionCookie(request.headers)) return null;
  const { session } = await activeSession(await getAuth(), request.headers);
  return session ? sessionUser(session.user) : null;
}

/** The signed-in user of a request, or null. */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  return (await readSession(request)).user;
}
