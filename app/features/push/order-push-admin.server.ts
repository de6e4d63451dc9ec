/**
 * New-order pushes to the team's devices when the back office is closed (docs/product/seo-and-install.md#seo-7), with
 * the `web-push` library: VAPID keys made at first start and kept in the database (every server
 * copy signs with the same ones), one delivery row per device and order, and a worker that sends
 * what is due. The in-app alert (order-alerts.server.ts) does not wait for any of this.
 *
 * - Every order of the last LOOKBACK_MINUTES gets a delivery for each device subscribed before it
 *   was placed. Any copy may write them (the unique pair keeps one); the orders table's
 *   announcement makes it happen at once, and the recurring round every PUSH_EVERY_MS catches
 *   anything an announcement missed.
 * - A device in its quiet hours (the shop's time) keeps its push until they end; the e-mail to the
 *   owner goes as before, whatever the hour.
 * - A push service that answers 404 or 410 has forgotten the device: its row goes. Other failures
 *   are retried with back-off, up to MAX_ATTEMPTS.
 * - No push is sent inside a database transaction, and each has a deadline: a push service that
 *   never answers must not hold a connection, or on PGlite (one connection) the whole shop.
 * - Pushes go only to the browsers' push services, at public addresses (push-endpoint.server.ts).
 */
import { Agent } from "node:https";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import webpush from "web-push";
import { orders, pushDeliveries, pushSubscriptions, serverSecrets } from "../../../db/schema";
import { db, queryRows } from "~/server/db.server";
import { env } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { onTableChange } from "~/server/live.server";
import { createTranslator } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";
import { isLang, type Lang } from "~/lib/langs";
import orderAlertTexts from "~/locales/admin/order-alerts";
import { guardedLookup, PushAddressError, pushEndpointProblem } from "./push-endpoint.server";

export const SHOP_TIME_ZONE = "Asia/Jerusalem";
const LOOKBACK_MINUTES = 10;
export const MAX_ATTEMPTS = 5;
/** How long a push service keeps a push for a device that is offline. */
const TIME_TO_LIVE_SECONDS = 24 * 3600;

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

let vapid: Promise<VapidKeys> | undefined;

/** The shop's VAPID keys: made once, by whichever copy starts first, then read by all. */
export function vapidKeys(): Promise<VapidKeys> {
  vapid ??= (async () => {
    const made = webpush.generateVAPIDKeys();
    await db().insert(serverSecrets).values({ name: "vapid", value: JSON.stringify(made) }).onConflictDoNothing();
    const [stored] = await db().select().from(serverSecrets).where(eq(serverSecrets.name, "vapid"));
    return JSON.parse(stored!.value) as VapidKeys;
  })().catch((error) => {
    vapid = undefined;
    throw error;
  });
  return vapid;
}

/** For tests that switch databases: the next call reads the keys again. */
export function forgetVapidKeys() {
  vapid = undefined;
}

export interface QuietHours {
  enabled: boolean;
  fromDay: number;
  fromMinute: number;
  toDay: number;
  toMinute: number;
}

const WEEK_MINUTES = 7 * 24 * 60;
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const shopClock = new Intl.DateTimeFormat("en-US", { timeZone: SHOP_TIME_ZONE, weekday: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** Minutes since Sunday 00:00 in the shop's time zone. */
function minuteOfWeek(at: Date): number {
  const parts = Object.fromEntries(shopClock.formatToParts(at).map((part) => [part.type, part.value]));
  return WEEKDAYS.indexOf(parts.weekday!) * 1440 + Number(parts.hour) * 60 + Number(parts.minute);
}

/**
 * When a push may go: `at` itself outside the quiet hours, else the moment they end (the shop's
 * time). A window may wrap past Saturday night into the next week.
 */
export function dueAfterQuietHours(quiet: QuietHours, at: Date): Date {
  if (!quiet.enabled) return at;
  const start = quiet.fromDay * 1440 + quiet.fromMinute;
  const end = quiet.toDay * 1440 + quiet.toMinute;
  const length = (end - start + WEEK_MINUTES) % WEEK_MINUTES;
  if (length === 0) return at;
  const now = minuteOfWeek(at);
  const into = (now - start + WEEK_MINUTES) % WEEK_MINUTES;
  if (into >= length) return at;
  // The seconds of the current minute are dropped: the end comes on its minute.
  const wait = (length - into) * 60_000 - (at.getUTCSeconds() * 1000 + at.getUTCMilliseconds());
  return new Date(at.getTime() + wait);
}

/** What the notification says, in the device's language, and the order it opens. */
export function pushPayload(order: { id: string; orderNumber: number; totalMinor: number; currency: string; firstName: string }, lang: Lang) {
  // Every language is checked once (AREAS in app/locales/admin/index.ts); French fills a gap, as in adminMessages.
  const texts: Partial<Record<Lang, Record<string, string>>> = orderAlertTexts;
  const t = createTranslator(lang, { ...orderAlertTexts.fr, ...texts[lang] });
  return {
    title: t("orderAlerts.toast", { number: String(order.orderNumber), total: formatMoney(order.totalMinor, order.currency as never, lang) }),
    body: order.firstName ? t("orderAlerts.from", { name: order.firstName }) : "",
    url: `/admin/orders/${order.id}`,
    tag: `order-${order.orderNumber}`,
  };
}

/** Writes the deliveries of recent orders that devices have not had yet; returns how many. */
export async function queueOrderPushes(): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db(),
    sql`insert into push_deliveries (subscription_id, order_id)
        select s.id, o.id from orders o
          join push_subscriptions s on s.created_at <= o.created_at
         where o.created_at > now() - make_interval(mins => ${LOOKBACK_MINUTES})
        on conflict (subscription_id, order_id) do nothing
        returning id`,
  );
  return rows.length;
}

/** How long one push may take, from connecting to the push service's answer. */
export const PUSH_TIMEOUT_MS = 10_000;
/**
 * How long a delivery claimed by a server copy stays its own: longer than a push may take. A copy
 * that stops mid-send leaves its deliveries due again when this is over.
 */
const CLAIM_LEASE_MS = 5 * 60_000;

export interface SendOptions {
  /** A local push service's certificate (tests). */
  ca?: string | Buffer;
  now?: Date;
  /**
   * When each push is given up: PUSH_TIMEOUT_MS after it starts, unless a test gives its own
   * signal and aborts it when it chooses (no test waits for a clock).
   */
  deadline?: () => AbortSignal;
}

export class PushTimeoutError extends Error {
  constructor() {
    super(`the push service did not answer within ${PUSH_TIMEOUT_MS / 1000} s`);
    this.name = "PushTimeoutError";
  }
}

/** `sending`, unless `signal` aborts first: then `giveUp` ends the connection and a PushTimeoutError is thrown. */
function within<T>(sending: Promise<T>, signal: AbortSignal, giveUp: () => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => {
      giveUp();
      reject(new PushTimeoutError());
    };
    if (signal.aborted) return abort();
    signal.addEventListener("abort", abort, { once: true });
    sending.then(resolve, reject).finally(() => signal.removeEventListener("abort", abort));
  });
}

type DueDelivery = {
  delivery: typeof pushDeliveries.$inferSelect;
  subscription: typeof pushSubscriptions.$inferSelect;
  order: { id: string; orderNumber: number; totalMinor: number; currency: string; firstName: string };
};

/**
 * The first of three steps, in one short transaction: the due deliveries, each claimed by this
 * copy alone (SKIP LOCKED, then its due time moved past the lease) so two copies never send the
 * same push; a device in its quiet hours gets its push held until they end instead.
 */
async function claimDuePushes(now: Date, limit: number): Promise<{ due: DueDelivery[]; held: number }> {
  return db().transaction(async (tx) => {
    const rows = await tx
      .select({
        delivery: pushDeliveries,
        subscription: pushSubscriptions,
        order: {
          id: orders.id,
          orderNumber: orders.orderNumber,
          totalMinor: orders.totalMinor,
          currency: orders.currency,
          firstName: sql<string>`coalesce(${orders.shippingAddress}->>'firstName', '')`,
        },
      })
      .from(pushDeliveries)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushDeliveries.subscriptionId))
      .innerJoin(orders, eq(orders.id, pushDeliveries.orderId))
      .where(and(eq(pushDeliveries.status, "pending"), lte(pushDeliveries.dueAt, now)))
      .orderBy(asc(pushDeliveries.dueAt))
      .limit(limit)
      .for("update", { of: pushDeliveries, skipLocked: true });
    const due: DueDelivery[] = [];
    let held = 0;
    for (const row of rows) {
      const { subscription, delivery } = row;
      const quiet = dueAfterQuietHours(
        { enabled: subscription.quietEnabled, fromDay: subscription.quietFromDay, fromMinute: subscription.quietFromMinute, toDay: subscription.quietToDay, toMinute: subscription.quietToMinute },
        now,
      );
      if (quiet > now) {
        await tx.update(pushDeliveries).set({ dueAt: quiet }).where(eq(pushDeliveries.id, delivery.id));
        held++;
      } else {
        due.push(row);
      }
    }
    if (due.length) {
      await tx
        .update(pushDeliveries)
        .set({ dueAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
        .where(inArray(pushDeliveries.id, due.map((row) => row.delivery.id)));
    }
    return { due, held };
  });
}

/**
 * The second step, outside any transaction (a push service may be slow, or never answer): one
 * push, to a browser's push service only, at a public address (push-endpoint.server.ts), given up
 * at the deadline.
 */
async function deliver({ subscription, order }: DueDelivery, keys: VapidKeys, subject: string, options: SendOptions) {
  if (pushEndpointProblem(subscription.endpoint)) throw new PushAddressError("the endpoint is not a browser's push service");
  const lang = isLang(subscription.lang) ? subscription.lang : "fr";
  // An agent of its own: its lookup refuses non-public addresses, and ending it ends the connection.
  const agent = new Agent({ lookup: guardedLookup as never, ca: options.ca, keepAlive: false });
  const signal = options.deadline ? options.deadline() : AbortSignal.timeout(PUSH_TIMEOUT_MS);
  try {
    await within(
      webpush.sendNotification({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, JSON.stringify(pushPayload(order, lang)), {
        vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: TIME_TO_LIVE_SECONDS,
        urgency: "high",
        timeout: PUSH_TIMEOUT_MS,
        agent,
      }),
      signal,
      () => agent.destroy(),
    );
  } finally {
    agent.destroy();
  }
}

/**
 * Sends the deliveries that are due, at most `limit`: claimed in one short transaction, sent
 * outside any, each outcome recorded in a statement of its own. A push service that has forgotten
 * the device (404, 410), or an endpoint that is not a push service's, removes the device.
 */
export async function sendDuePushes(options: SendOptions = {}, limit = 20): Promise<{ sent: number; held: number; failed: number; gone: number }> {
  const now = options.now ?? new Date();
  const keys = await vapidKeys();
  const subject = env().publicUrl.startsWith("https://") ? env().publicUrl : "mailto:boutique@localhost";
  const { due, held } = await claimDuePushes(now, limit);
  const outcome = { sent: 0, held, failed: 0, gone: 0 };
  const gone = new Set<string>();
  for (const item of due) {
    const { delivery, subscription } = item;
    try {
      await deliver(item, keys, subject, options);
      await db().transaction(async (tx) => {
        await tx.update(pushDeliveries).set({ status: "sent", sentAt: now, attempts: delivery.attempts + 1, lastError: null }).where(eq(pushDeliveries.id, delivery.id));
        await tx.update(pushSubscriptions).set({ lastSentAt: now }).where(eq(pushSubscriptions.id, subscription.id));
      });
      outcome.sent++;
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410 || error instanceof PushAddressError) {
        if (error instanceof PushAddressError) logger.warn({ err: error, subscriptionId: subscription.id }, "push subscription removed: not a browser's push service");
        gone.add(subscription.id);
        outcome.gone++;
        continue;
      }
      const attempts = delivery.attempts + 1;
      // 1, 2, 4, 8 minutes between tries: an order's alert is worth little after an hour.
      await db()
        .update(pushDeliveries)
        .set({ status: attempts >= MAX_ATTEMPTS ? "failed" : "pending", attempts, lastError: String((error as Error).message).slice(0, 500), dueAt: new Date(now.getTime() + 2 ** (attempts - 1) * 60_000) })
        .where(eq(pushDeliveries.id, delivery.id));
      logger.warn({ err: error, deliveryId: delivery.id, attempts }, "new-order push not delivered; will retry");
      outcome.failed++;
    }
  }
  if (gone.size) await db().delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...gone]));
  return outcome;
}

/**
 * One round: deliveries for recent orders, then what is due. Nothing runs while no device has ever
 * subscribed.
 */
export async function pushRound(options: SendOptions = {}) {
  const any = await db().select({ id: pushSubscriptions.id }).from(pushSubscriptions).limit(1);
  if (!any.length) return undefined;
  await queueOrderPushes();
  return sendDuePushes(options);
}

/** The round every copy runs once per period of this length (a recurring job: background-jobs.server.ts). */
export const PUSH_EVERY_MS = 30_000;

/**
 * While the server runs: a round when an order is announced, on the copy that hears it (the claims
 * keep each push to one copy). The round every PUSH_EVERY_MS (held pushes come due, failures are
 * retried, a missed announcement is caught up) is the recurring job `push.send`.
 */
export function startPushWorker() {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    pushRound()
      .catch((error) => logger.error({ err: error }, "push worker failed"))
      .finally(() => {
        running = false;
      });
  };
  return onTableChange(["orders"], run);
}
