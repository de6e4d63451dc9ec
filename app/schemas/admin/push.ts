/**
 * A device's new-order alerts (docs/product/seo-and-install.md#seo-7), as the install-pwa screen posts them: the
 * browser's push subscription (an https endpoint and its two keys, base64url), the device's
 * language and its quiet hours (its name comes from its User-Agent, on the server). Refusals are admin dictionary keys.
 */
import { z } from "zod";
import { LANGS } from "~/lib/langs";

export const PUSH_SUBSCRIBE_INTENT = "subscribe";
export const PUSH_UNSUBSCRIBE_INTENT = "unsubscribe";

const base64url = (max: number) => z.string().trim().min(16, { error: "orderAlerts.errors.subscription" }).max(max, { error: "orderAlerts.errors.subscription" }).regex(/^[A-Za-z0-9_-]+=*$/, { error: "orderAlerts.errors.subscription" });
const endpoint = z
  .string()
  .trim()
  .max(1000, { error: "orderAlerts.errors.subscription" })
  .refine((value) => {
    try {
      return new URL(value).protocol === "https:";
    } catch {
      return false;
    }
  }, { error: "orderAlerts.errors.subscription" });
const day = z.coerce.number().int().min(0, { error: "orderAlerts.errors.quietHours" }).max(6, { error: "orderAlerts.errors.quietHours" });
/** "HH:MM" → minutes of the day. */
const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "orderAlerts.errors.quietHours" })
  .transform((value) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3)));

export const pushSubscribeSchema = z.object({
  intent: z.literal(PUSH_SUBSCRIBE_INTENT),
  endpoint,
  p256dh: base64url(200),
  auth: base64url(100),
  lang: z.enum(LANGS).catch("fr"),
  quietEnabled: z.literal("on").optional().transform((value) => value === "on"),
  quietFromDay: day.default(5),
  quietFrom: time.default(17 * 60),
  quietToDay: day.default(6),
  quietTo: time.default(20 * 60),
});

export const pushUnsubscribeSchema = z.object({ intent: z.literal(PUSH_UNSUBSCRIBE_INTENT), endpoint });

export const pushIntentSchema = z.discriminatedUnion("intent", [pushSubscribeSchema, pushUnsubscribeSchema], { error: "orderAlerts.errors.subscription" });
export type PushSubscribeInput = z.infer<typeof pushSubscribeSchema>;
