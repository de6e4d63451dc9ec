/**
 * Newsletter sign-ups (docs/product/mail.md#mail-4; docs/product/mail.md#mail-5): one row per e-mail ignoring case, with the
 * consent sentence the visitor saw and when, and a token for the unsubscribe link every letter
 * carries.
 */
import { randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { newsletterSubscribers } from "../../../db/schema";
import { db, type Tx } from "~/server/db.server";
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
    // The unique index on lower(email) is the rule; docs/product/content-and-texts.md#txt-10 answers its 23505 with a message.
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

export interface NewsletterConsent {
  email: string;
  lang: string;
  consentText: string;
  consentAt: Date;
  unsubscribedAt: Date | null;
}

/** The consent recorded for an address (any case), or null when it never signed up. */
export async function newsletterConsentOf(email: string): Promise<NewsletterConsent | null> {
  const [row] = await db()
    .select({ email: newsletterSubscribers.email, lang: newsletterSubscribers.lang, consentText: newsletterSubscribers.consentText, consentAt: newsletterSubscribers.consentAt, unsubscribedAt: newsletterSubscribers.unsubscribedAt })
    .from(newsletterSubscribers)
    .where(eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase()));
  return row ?? null;
}

/** Forgets an address entirely (erasure), in the caller's transaction; true when it was there. */
export async function removeSubscriber(tx: Tx, email: string): Promise<boolean> {
  const rows = await tx.delete(newsletterSubscribers).where(eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase())).returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}
