/**
 * The team's devices for new-order pushes (docs/product/seo-and-install.md#seo-7): turned on from the install-pwa screen
 * (the browser's subscription, posted to /admin/api/push), off again from there or by signing the
 * device out. A device's endpoint is its identity: subscribing again updates it, and moves it to
 * whoever is signed in on it now.
 */
import { and, eq } from "drizzle-orm";
import Bowser from "bowser";
import { pushSubscriptions } from "../../../db/schema";
import { db } from "~/server/db.server";
import type { PushSubscribeInput } from "~/schemas/admin/push";
import { pushEndpointProblem } from "./push-endpoint.server";

/** A device's name in the list of devices: its browser and system ("Chrome · Android"). */
export function deviceLabelOf(userAgent: string | null): string {
  if (!userAgent) return "";
  const { browser, os } = Bowser.parse(userAgent);
  return [browser.name, os.name].filter(Boolean).join(" · ").slice(0, 120);
}

/** Records a device's subscription; its endpoint must be a browser's push service (the route says why not). */
export async function savePushSubscription(userId: string, input: PushSubscribeInput, deviceLabel = "") {
  if (pushEndpointProblem(input.endpoint)) throw new Error("a push subscription's endpoint must be a browser's push service");
  const values = {
    userId,
    endpoint: input.endpoint,
    p256dh: input.p256dh,
    auth: input.auth,
    lang: input.lang,
    deviceLabel,
    quietEnabled: input.quietEnabled,
    quietFromDay: input.quietFromDay,
    quietFromMinute: input.quietFrom,
    quietToDay: input.quietToDay,
    quietToMinute: input.quietTo,
  };
  const [row] = await db()
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
    .returning({ id: pushSubscriptions.id });
  return row!.id;
}

/** Turns a device's alerts off; only its own user may (or anyone holding its endpoint, which is secret). */
export async function removePushSubscription(userId: string, endpoint: string) {
  const rows = await db()
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** This user's devices, for the install-pwa screen. */
export function pushDevicesOf(userId: string) {
  return db()
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      deviceLabel: pushSubscriptions.deviceLabel,
      quietEnabled: pushSubscriptions.quietEnabled,
      createdAt: pushSubscriptions.createdAt,
      lastSentAt: pushSubscriptions.lastSentAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}
