/**
 * The shop's own limits against automation (docs/product/security-rules.md#sec-4, ASVS 2.4.1), on the sign-in limit's one
 * mechanism: better-auth's rate limiter with its counters in the `rate_limit` table. The shop's
 * forms are not better-auth endpoints, so they consume the same rows the same way: one row per
 * `${address}|${path}` key (better-auth's createRateLimitKey), a count and the time of the last
 * allowed request; a new window starts once `window` seconds have passed since that request.
 * The rules are also listed in better-auth's customRules (auth.server.ts), so that its clean-up
 * of expired rows keeps ours for their whole window.
 *
 * The client's address is read where better-auth reads it (getIP on X-Forwarded-For, which the
 * HTTP layer sets to exactly one address: server/http.ts), never from a header a client chose.
 */
import { createHash, randomUUID } from "node:crypto";
import { getIP } from "better-auth/api";
import { eq, lt, sql } from "drizzle-orm";
import { rateLimit } from "../../db/schema";
import { db, type Database, type Tx } from "./db.server";

/** better-auth's option: where the client's address is (auth.server.ts passes the same). */
export const CLIENT_ADDRESS_OPTIONS = { ipAddressHeaders: ["x-forwarded-for"] };

/**
 * Per client address, per hour:
 * - orders: 10. No shopper places ten orders in an hour, while one office or mobile network can
 *   put a few real shoppers behind one address; and a pay-on-delivery bot no longer empties the
 *   stock (each line is capped too: site_settings.max_quantity_per_line).
 * - contact messages: 5; newsletter sign-ups: 10 (a family can subscribe several addresses).
 * Per recipient, per hour:
 * - mails to an address a visitor typed (the order confirmation): 5. It protects someone else's
 *   inbox: over it the order is still placed, the mail is not queued, and a warning is logged. The
 *   shop's own notifications (new order, contact message) are not counted: the owner must see
 *   every order, and the limits per address above already bound them.
 * Only valid submissions count: a form sent back for a typo costs the shopper nothing. A body
 * refused for its shape (too large an index, too deep, too many fields: submission.server.ts) is
 * no typo, and counts.
 * A replay of a checkout key (a double click, a reloaded POST) is not a new order: it is counted
 * inside the order's transaction once the key is claimed (checkout.server.ts), so that the replays
 * get their order back without using up the limit.
 * Per client address, per minute:
 * - setup codes tried on /admin/claim-admin: 5, like signing in (auth.server.ts). Each attempt is
 *   counted, good or not: each costs a hash.
 * Per customer, per 10 minutes:
 * - reviews written or rewritten: 5.
 */
export const SHOP_RATE_LIMITS = {
  "/shop/order": { window: 60 * 60, max: 10 },
  "/shop/contact": { window: 60 * 60, max: 5 },
  "/shop/newsletter": { window: 60 * 60, max: 10 },
  "/shop/mail": { window: 60 * 60, max: 5 },
  // First-party analytics (docs/product/analytics-and-consent.md#ana-3): a busy visitor sends a few events a page, never 120 a minute.
  "/shop/events": { window: 60, max: 120 },
  "/shop/claim-admin": { window: 60, max: 5 },
  "/shop/review": { window: 10 * 60, max: 5 },
} as const;

export type ShopLimit = keyof typeof SHOP_RATE_LIMITS;

/** The longest window of any rule: rows older than that count for nothing and are removed. */
const LONGEST_WINDOW_SECONDS = Math.max(...Object.values(SHOP_RATE_LIMITS).map((rule) => rule.window));

/** How often expired counters are swept, and when this server copy last did it. */
const SWEEP_EVERY_MS = 60_000;
let lastSweep = 0;

export type LimitDecision = { allowed: true } | { allowed: false; retryAfter: number };

/** The limits read time from here: the real clock, or one a test moves (setRateLimitClock). */
let clock: () => number = Date.now;

/** For tests: the counters' clock (no argument: the real one again). */
export function setRateLimitClock(now?: () => number) {
  clock = now ?? Date.now;
}

/** The request's client address as better-auth sees it; one shared bucket when there is none. */
export function clientAddress(request: Request): string {
  return getIP(request, { advanced: { ipAddress: CLIENT_ADDRESS_OPTIONS } }) ?? "no-trusted-ip";
}

/**
 * Counts one request against `path`'s rule for `subject`, in one statement: a new row, a new
 * window, or one more in the window while under the maximum. No row comes back when the maximum
 * is reached, and the counter is left as it was (a refused request does not lengthen the wait).
 */
export async function consumeLimit(subject: string, path: ShopLimit, executor: Database | Tx = db()): Promise<LimitDecision> {
  const rule = SHOP_RATE_LIMITS[path];
  const key = `${subject}|${path}`;
  const now = clock();
  const windowStart = now - rule.window * 1000;
  const counted = await executor
    .insert(rateLimit)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when "rate_limit"."last_request" <= ${windowStart} then 1 else "rate_limit"."count" + 1 end`,
        lastRequest: now,
      },
      setWhere: sql`"rate_limit"."last_request" <= ${windowStart} or "rate_limit"."count" < ${rule.max}`,
    })
    .returning({ count: rateLimit.count });
  if (counted.length > 0) {
    // A first request or a new window: a good moment to drop the rows whose windows are over (not
    // inside a caller's transaction, which must stay short), at most once a minute: most orders
    // are their shopper's first, and each would otherwise pay for a scan of the table.
    if (counted[0].count === 1 && executor === db() && now - lastSweep >= SWEEP_EVERY_MS) {
      lastSweep = now;
      await db().delete(rateLimit).where(lt(rateLimit.lastRequest, now - LONGEST_WINDOW_SECONDS * 1000));
    }
    return { allowed: true };
  }
  const [row] = await executor.select({ lastRequest: rateLimit.lastRequest }).from(rateLimit).where(eq(rateLimit.key, key));
  const retryAfter = Math.ceil(((row?.lastRequest ?? now) + rule.window * 1000 - now) / 1000);
  return { allowed: false, retryAfter: Math.max(1, retryAfter) };
}

/** One more form submission from this request's client address (orders, contact, newsletter…). */
export function limitClient(request: Request, path: Exclude<ShopLimit, "/shop/mail" | "/shop/review">, executor: Database | Tx = db()): Promise<LimitDecision> {
  return consumeLimit(clientAddress(request), path, executor);
}

/** One more submission from this signed-in customer, wherever they are (reviews). */
export function limitCustomer(userId: string, path: "/shop/review"): Promise<LimitDecision> {
  return consumeLimit(`user:${userId}`, path);
}

/**
 * One more mail to this recipient, counted in the caller's transaction (an order rolled back
 * gives its count back). The address is kept only as a hash: the table holds no e-mail address.
 */
export function limitRecipient(email: string, executor: Database | Tx = db()): Promise<LimitDecision> {
  const subject = createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 32);
  return consumeLimit(subject, "/shop/mail", executor);
}

/** The headers of a 429: when to come back, as better-auth's own answer gives it. */
export function retryHeaders(decision: { retryAfter: number }, headers = new Headers()) {
  headers.set("Retry-After", String(decision.retryAfter));
  headers.set("X-Retry-After", String(decision.retryAfter));
  return headers;
}
