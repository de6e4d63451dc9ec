/**
 * New-order pushes (docs/product/seo-and-install.md#seo-7) end to end against a local push endpoint: an HTTPS server
 * standing in for the browser's push service, which checks the VAPID signature header and decrypts
 * the payload with the device's private key, as a browser would (RFC 8291, aes128gcm, http_ece).
 * - an order placed after the device subscribed is pushed once, in the device's language, and
 *   opens the order;
 * - a device in its quiet hours keeps the push until they end (Friday evening to Saturday evening by
 *   default, the shop's time), then gets it;
 * - a push service that answers 410 removes the device;
 * - the subscription form refuses what is not a browser subscription, and any address that is not
 *   a browser's push service (loopback and private addresses included) with a 400 and the reason;
 * - a push service that never answers (a tarpit) holds no database connection: the shop's other
 *   work goes on, and the push is given up at its deadline (which the test fires itself) and
 *   retried later; a device stored at a loopback address is never connected to, and is removed.
 * The local push services are allowed through the allow-list's extension for tests.
 * On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { createECDH, randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:https";
import { createServer as createTcpServer, type Server as TcpServer, type Socket } from "node:net";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import ece from "http_ece";
import * as schema from "../../db/schema";
import { dueAfterQuietHours, forgetVapidKeys, queueOrderPushes, sendDuePushes, vapidKeys } from "../../app/features/push/order-push-admin.server";
import { allowPushOriginsForTests, guardedLookup, isPublicAddress, pushEndpointProblem } from "../../app/features/push/push-endpoint.server";
import { action as pushAction } from "../../app/routes/admin/api.push";
import { adminMessages } from "../../app/locales/admin";
import { formRequest, runRoute } from "../support/admin-routes";
import { deviceLabelOf, savePushSubscription } from "../../app/features/push/push-devices-admin.server";
import { pushSubscribeSchema } from "../../app/schemas/admin/push";
import { createSignedInCustomer } from "../support/accounts";
import { withSeededDatabase } from "./helpers";
import { placeFixtureOrder } from "../../server/test-fixtures";

const testDb = withSeededDatabase();
const fixtures = path.join(import.meta.dirname, "..", "fixtures", "push");
const cert = readFileSync(path.join(fixtures, "cert.pem"));

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
let ownerCookies = "";
let tarpit: TcpServer;
let tarpitOrigin = "";
const tarpitSockets: Socket[] = [];
let tarpitConnected: (() => void) | undefined;

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
  // A tarpit: takes the connection and never says a word.
  tarpit = createTcpServer((socket) => {
    tarpitSockets.push(socket);
    tarpitConnected?.();
  });
  await new Promise<void>((resolve) => tarpit.listen(0, "127.0.0.1", resolve));
  tarpitOrigin = `https://127.0.0.1:${(tarpit.address() as AddressInfo).port}`;
  allowPushOriginsForTests([new URL(base).origin, tarpitOrigin]);
  const owner = await createSignedInCustomer(`push-owner-${randomUUID().slice(0, 8)}@example.com`);
  ownerId = owner.userId;
  ownerCookies = owner.cookies;
  await testDb().update(schema.user).set({ role: "owner" }).where(eq(schema.user.id, ownerId));
});

afterAll(async () => {
  allowPushOriginsForTests([]);
  for (const socket of tarpitSockets) socket.destroy();
  await new Promise((resolve) => tarpit.close(resolve));
  await new Promise((resolve) => server.close(resolve));
});

/** A browser's subscription: its own P-256 key pair and auth secret, at the local push service. */
async function subscribeDevice(lang: string, quiet: Record<string, string> = {}, at = base) {
  const device = randomUUID();
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  devices.set(device, { ecdh, auth });
  const input = pushSubscribeSchema.parse({
    intent: "subscribe",
    endpoint: `${at}/${device}`,
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
    const outcome = await sendDuePushes({ ca: cert, now: WEDNESDAY_NOON });
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
    await sendDuePushes({ ca: cert, now: WEDNESDAY_NOON });
    expect(received.filter((push) => push.device === device)).toHaveLength(1);
  });

  it("hold a push during the device's quiet hours and send it when they end", async () => {
    const device = await subscribeDevice("fr", { quietEnabled: "on" });
    await order("Lior");
    await queueOrderPushes();
    const held = await sendDuePushes({ ca: cert, now: FRIDAY_EVENING });
    expect(held.held).toBeGreaterThanOrEqual(1);
    expect(received.filter((push) => push.device === device)).toHaveLength(0);
    const [subscription] = await testDb().select().from(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.endpoint, `${base}/${device}`));
    const [delivery] = await testDb().select().from(schema.pushDeliveries).where(eq(schema.pushDeliveries.subscriptionId, subscription!.id));
    // Saturday 20:00 in Netanya (UTC+2 in November).
    expect(delivery!.dueAt.toISOString()).toBe("2036-11-29T18:00:00.000Z");
    await sendDuePushes({ ca: cert, now: new Date("2036-11-29T18:00:30Z") });
    const mine = received.filter((push) => push.device === device);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.payload.body).toBe("De Lior");
  });

  it("forget a device its push service no longer knows (410)", async () => {
    const device = await subscribeDevice("fr");
    answers.set(device, 410);
    await order("Noa");
    await queueOrderPushes();
    const outcome = await sendDuePushes({ ca: cert, now: WEDNESDAY_NOON });
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

describe("where pushes may go", () => {
  const keys = () => {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
  };
  const subscribe = (endpoint: string) => runRoute(pushAction, formRequest("/admin/api/push", { intent: "subscribe", endpoint, ...keys(), lang: "fr" }, ownerCookies));

  it("refuses, when a device subscribes, any address but a browser's push service, with a 400 that says so", async () => {
    const refusal = adminMessages("fr")["orderAlerts.errors.pushService"];
    for (const endpoint of [
      "https://127.0.0.1:8443/push/abc",
      "https://127.1/push/abc",
      "https://localhost/push/abc",
      "https://[::1]/push/abc",
      "https://[::ffff:127.0.0.1]/push/abc",
      "https://10.0.0.7/push/abc",
      "https://192.168.1.10/push/abc",
      "https://169.254.169.254/latest/meta-data",
      "https://2130706433/push/abc",
      "https://push.example.com/abc",
      "https://fcm.googleapis.com.evil.example/fcm/send/abc",
      "https://evilfcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://user:pass@fcm.googleapis.com/fcm/send/abc",
      "https://push.services.mozilla.com/wpush/v2/abc",
    ]) {
      const answer = await subscribe(endpoint);
      expect({ endpoint, status: answer.status, error: answer.data?.error }).toEqual({ endpoint, status: 400, error: expect.any(String) });
      if (!endpoint.startsWith("https://user:")) expect(answer.data?.error, endpoint).toBe(refusal);
      expect(await testDb().select().from(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.endpoint, endpoint)), endpoint).toHaveLength(0);
    }
    for (const endpoint of [
      `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
      `https://updates.push.services.mozilla.com/wpush/v2/${randomUUID()}`,
      `https://wns2-par02p.notify.windows.com/w/?token=${randomUUID()}`,
      `https://web.push.apple.com/${randomUUID()}`,
    ]) {
      expect((await subscribe(endpoint)).status, endpoint).toBe(200);
      expect(await testDb().select().from(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.endpoint, endpoint)), endpoint).toHaveLength(1);
      await testDb().delete(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.endpoint, endpoint));
    }
  });

  it("judge addresses as DNS gives them: loopback, private and reserved ones are refused when a push is sent", async () => {
    for (const address of ["127.0.0.1", "10.1.2.3", "172.16.0.1", "192.168.0.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "::1", "::", "fe80::1", "fd00::1", "::ffff:127.0.0.1", "::ffff:10.0.0.1"]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ["142.250.74.106", "2a00:1450:4007:80e::200a", "17.253.144.10"]) expect(isPublicAddress(address), address).toBe(true);
    // A name that resolves to this machine is refused once resolved (unless a test's own origin).
    allowPushOriginsForTests([tarpitOrigin]);
    try {
      const error = await new Promise<Error | null>((resolve) => guardedLookup("localhost", {}, (failure) => resolve(failure)));
      expect(error?.message).toMatch(/not a push service's public address/);
    } finally {
      allowPushOriginsForTests([new URL(base).origin, tarpitOrigin]);
    }
    expect(pushEndpointProblem(`${tarpitOrigin}/push/x`)).toBeUndefined();
  });

  it("a push service that never answers holds nothing: the shop goes on, the push is given up at its deadline and retried", async () => {
    const device = await subscribeDevice("fr", {}, `${tarpitOrigin}/push`);
    await order("Tal");
    await queueOrderPushes();
    const [subscription] = await testDb().select().from(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.endpoint, `${tarpitOrigin}/push/${device}`));
    const reached = new Promise<void>((resolve) => {
      tarpitConnected = resolve;
    });
    // Each push's deadline is the test's to fire.
    const deadlines: AbortController[] = [];
    const sending = sendDuePushes({
      ca: cert,
      now: WEDNESDAY_NOON,
      deadline: () => {
        const controller = new AbortController();
        deadlines.push(controller);
        return controller.signal;
      },
    });
    await reached;
    // While the server waits on the tarpit, other work reaches the database: a read, and an order.
    expect((await testDb().select({ id: schema.orders.id }).from(schema.orders).limit(1)).length).toBe(1);
    const meanwhile = await placeFixtureOrder({ email: "push-meanwhile@example.com", firstName: "Omer" });
    expect(meanwhile?.orderNumber).toBeGreaterThan(0);
    deadlines.at(-1)!.abort();
    const outcome = await sending;
    expect(outcome.failed).toBeGreaterThanOrEqual(1);
    const [delivery] = await testDb().select().from(schema.pushDeliveries).where(eq(schema.pushDeliveries.subscriptionId, subscription!.id));
    expect(delivery).toMatchObject({ status: "pending", attempts: 1, lastError: expect.stringContaining("did not answer") });
    expect(delivery!.dueAt.getTime()).toBe(WEDNESDAY_NOON.getTime() + 60_000);
    tarpitConnected = undefined;
  });

  it("never connects to a device stored at a loopback address before the rule, and removes it", async () => {
    const connectionsBefore = tarpitSockets.length;
    allowPushOriginsForTests([new URL(base).origin]);
    try {
      const endpoint = `${tarpitOrigin}/push/${randomUUID()}`;
      await testDb().insert(schema.pushSubscriptions).values({ userId: ownerId, endpoint, ...keys(), quietEnabled: false });
      await order("Gal");
      await queueOrderPushes();
      const outcome = await sendDuePushes({ ca: cert, now: WEDNESDAY_NOON });
      expect(outcome.gone).toBeGreaterThanOrEqual(1);
      expect(await testDb().select().from(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.endpoint, endpoint))).toHaveLength(0);
      expect(tarpitSockets.length).toBe(connectionsBefore);
    } finally {
      allowPushOriginsForTests([new URL(base).origin, tarpitOrigin]);
    }
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
