/**
 * Newsletter sign-ups (SPEC.md §5, §8; AMENDMENTS 12): one row per e-mail ignoring case, with the
 * consent sentence the visitor saw and when, and a token for the unsubscribe link every letter
 * carries.
 */
import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { newsletterSubscribers } from "../../../db/schema";
import { db } from "~/server/db.server";
import { isUniqueViolation } from "~/server/db-errors.server";
import type { Lang } from "~/lib/langs";

export type SubscribeResult = { status: "subscribed" } | { status: "duplicate" };

export async function subscribe(email: string, lang: Lang, consentText: string): Promise<SubscribeResult> {
  try {
    await db()
      .insert(newsletterSubscribers)
      .values({ email, lang, consentText, unsubscribeToken: randomBytes(24).toString("base64url") });
    return { status: "subscribed" };
  } catch (error) {
    // The unique index on lower(email) is the rule; SPEC.md §8 answers its 23505 with a message.
    if (isUniqueViolation(error)) return { status: "duplicate" };
    throw error;
  }
}

/** The link every letter ends with. */
export const unsubscribePath = (lang: Lang, token: string) => `/${lang}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

/** Marks the subscriber as gone; false when the token matches nobody still subscribed. */
export async function unsubscribe(token: string): Promise<boolean> {
  if (!token || token.length > 100) return false;
  const rows = await db()
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: new Date() })
    .where(and(eq(newsletterSubscribers.unsubscribeToken, token), isNull(newsletterSubscribers.unsubscribedAt)))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}
