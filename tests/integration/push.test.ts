/**
 * New-order pushes (issue 13 point 6) end to end against a local push endpoint: an HTTPS server
 * standing in for the browser's push service, which checks the VAPID signature header and decrypts
 * the payload with the device's private key, as a browser would (RFC 8291, aes128gcm, http_ece).
 * - an order placed after the device subscribed is pushed once, in the device's language, and
 *   opens the order;
 * - a device in its quiet hours keeps the push until they end (Friday evening to Saturday evening by
 *   default, the shop's time), then gets it;
 * - a push service that answers 410 removes the device;
 * - the subscription form refuses what is not a browser subscription.
 * On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { createECDH, randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, Agent, type Server } from "node:https";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import ece from "http_ece";
import * as schema from "../../db/schema";
import { dueAfterQuietHours, forgetVapidKeys, queueOrderPushes, sendDuePushes, vapidKeys } from "../../app/features/push/order-push-admin.server";
import { deviceLabelOf, savePushSubscription } from "../../app/features/push/push-devices-admin.server";
import { pushSubscribeSchema } from "../../app/schemas/admin/push";
import { createSignedInCustomer } from "../support/accounts";
import { withSeededDatabase } from "./helpers";
import { placeFixtureOrder } from "../../server/test-fixtures";

const testDb = withSeededDatabase();
const fixtures = path.join(import.meta.dirname, "..", "fixtures", "push");
const cert = readFileSync(path.join(fixtures, "cert.pem"));
const agent = new Agent({ ca: cert });

interface Received {
  device: string;
  authorization: string;
  ttl: string | undefined;
  payload: { title: string; body: string; url: string; tag: string };
}
const received: Received[] = [];
/** What the push service answers for a device: 201, or 410 once the device is forgotten. */
const answers = new Map<string, number>();
const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
let server: Server;
let base = "";
let ownerId = "";

beforeAll(async () => {
  forgetVapidKeys();
  server = createServer({ key: readFileSync(path.join(fixtures, "key.pem")), cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const device = request.url!.split("/").pop()!;
      const status = answers.get(device) ?? 201;
      if (status === 201) {
        const keys = devices.get(device)!;
        const payload = ece.decrypt(Buffer.concat(chunks), { version: "aes128gcm", privateKey: keys.ecdh, authSecret: keys.auth });
        received.push({ device, authorization: String(request.headers.authorization), ttl: request.headers.ttl as string | undefined, payload: JSON.parse(payload.toString("utf8")) });
      }
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `https://localhost:${(server.address() as AddressInfo).port}/push`;
  ownerId = (await createSignedInCustomer(`push-owner-${randomUUID().slice(0, 8)}@example.com`)).userId;
  await testDb().update(schema.user).set({ role: "owner" }).where(eq(schema.user.id, ownerId));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** A browser's subscription: its own P-256 key pair and auth secret, at the local push service. */
async function subscribeDevice(lang: string, quiet: Record<string, string> = {}) {
  const device = randomUUID();
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  devices.set(device, { ecdh, auth });
  const input = pushSubscribeSchema.parse({
    intent: "subscribe",
    endpoint: `${base}/${device}`,
    p256dh: ecdh.getPublicKey().toString("base64url"),
    auth: auth.toString("base64url"),
    lang,
    ...quiet,
  });
  await savePushSubscription(ownerId, input, deviceLabelOf("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36"));
  return device;
}

async function order(firstName: string) {
  const placed = (await placeFixtureOrder({ email: `push-${firstName.toLowerCase()}@example.com`, firstName }))!;
  const [row] = await testDb().select().from(schema.orders).where(eq(schema.orders.orderNumber, placed.orderNumber));
  return row!;
}

// A Wednesday at noon in Netanya, and the Friday evening after it, in November (UTC+2). They are
// years ahead: a push is queued due at the real time, and the sending is asked "as of" these dates,
// which must come after it (the dates of 2026 stopped the test once that Wednesday's noon had passed).
const WEDNESDAY_NOON = new Date("2036-11-26T10:00:00Z");
const FRIDAY_EVENING = new Date("2036-11-28T17:30:00Z");

describe("new-order pushes", () => {
  it("reach the device encrypted, signed, once, in its language, opening the order", async () => {
    const device = await subscribeDevice("he", { quietEnabled: "on" });
    const placed = await order("Maya");
    expect(await queueOrderPushes()).toBeGreaterThanOrEqual(1);
    const outcome = await sendDuePushes({ agent, now: WEDNESDAY_NOON });
    expect(outcome.sent).toBeGreaterThanOrEqual(1);
    const mine = received.filter((push) => push.device === device);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.payload).toEqual({ title: `הזמנה חדשה מס׳ ${placed.orderNumber}: ${mine[0]!.payload.title.split(": ")[1]}`, body: "מאת Maya", url: `/admin/orders/${placed.id}`, tag: `order-${placed.orderNumber}` });
    expect(mine[0]!.payload.title).toContain("₪");
    // VAPID: signed with the shop's key, kept a day by the push service.
    expect(mine[0]!.authorization).toContain(`k=${(await vapidKeys()).publicKey}`);
    expect(mine[0]!.ttl).toBe(String(24 * 3600));
    // Neither queued nor sent again.
    await queueOrderPushes();
    await sendDuePushes({ agent, now: WEDNESDAY_NOON });
    expect(received.filter((push) => push.device === device)).toHaveLength(1);
  });

  it("hold a push during the device's quiet hours and send it when they end", async () => {
    const device = await subscribeDevice("fr", { quietEnabled: "on" });
    await order("Lior");
    await queueOrderPushes();
    const held = await sendDuePushes({ agent, now: FRIDAY_EVENING });
    expect(held.held).toBeGreaterThanOrEqual(1);
    expect(received.filter((push) => push.device === device)).toHaveLength(0);
    const [subscription] = await testDb().select().from(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.endpoint, `${base}/${device}`));
    const [delivery] = await testDb().select().from(schema.pushDeliveries).where(eq(schema.pushDeliveries.subscriptionId, subscription!.id));
    // Saturday 20:00 in Netanya (UTC+2 in November).
    expect(delivery!.dueAt.toISOString()).toBe("2036-11-29T18:00:00.000Z");
    await sendDuePushes({ agent, now: new Date("2036-11-29T18:00:30Z") });
    const mine = received.filter((push) => push.device === device);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.payload.body).toBe("De Lior");
  });

  it("forget a device its push service no longer knows (410)", async () => {
    const device = await subscribeDevice("fr");
    answers.set(device, 410);
    await order("Noa");
    await queueOrderPushes();
    const outcome = await sendDuePushes({ agent, now: WEDNESDAY_NOON });
    expect(outcome.gone).toBeGreaterThanOrEqual(1);
    expect(await testDb().select().from(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.endpoint, `${base}/${device}`))).toHaveLength(0);
  });

  it("name the device by its browser and system", async () => {
    const device = await subscribeDevice("fr");
    const [row] = await testDb().select().from(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.endpoint, `${base}/${device}`));
    expect(row!.deviceLabel).toBe("Chrome · Android");
  });

  it("refuse what is not a browser subscription", () => {
    const valid = { intent: "subscribe", endpoint: "https://push.example.com/abc", p256dh: "B".repeat(87), auth: "a".repeat(22) };
    expect(pushSubscribeSchema.safeParse(valid).success).toBe(true);
    expect(pushSubscribeSchema.safeParse({ ...valid, endpoint: "http://push.example.com/abc" }).success).toBe(false);
    expect(pushSubscribeSchema.safeParse({ ...valid, p256dh: "not a key!" }).success).toBe(false);
    expect(pushSubscribeSchema.safeParse({ ...valid, quietFrom: "25:00" }).success).toBe(false);
  });
});

describe("quiet hours", () => {
  const shabbat = { enabled: true, fromDay: 5, fromMinute: 17 * 60, toDay: 6, toMinute: 20 * 60 };
  it("leave a weekday alone and hold Friday evening to Saturday 20:00, the shop's time", () => {
    expect(dueAfterQuietHours(shabbat, WEDNESDAY_NOON)).toEqual(WEDNESDAY_NOON);
    expect(dueAfterQuietHours(shabbat, FRIDAY_EVENING).toISOString()).toBe("2036-11-29T18:00:00.000Z");
    expect(dueAfterQuietHours({ ...shabbat, enabled: false }, FRIDAY_EVENING)).toEqual(FRIDAY_EVENING);
  });
  it("wrap past Saturday night into the next week", () => {
    const sundayMorning = { enabled: true, fromDay: 6, fromMinute: 22 * 60, toDay: 0, toMinute: 7 * 60 };
    // Saturday 23:00 in Netanya → Sunday 07:00.
    expect(dueAfterQuietHours(sundayMorning, new Date("2036-11-29T21:00:00Z")).toISOString()).toBe("2036-11-30T05:00:00.000Z");
  });
});
