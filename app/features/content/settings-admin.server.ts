/**
 * Writes to the shop's one settings row (site_settings), for every back-office screen that edits a
 * part of it: site settings, footer, SEO's default social image, loyalty's points rate, settings.
 * The storefront reads it through settings.server.ts; the row's trigger (migration 0002) announces
 * each change, so every server copy drops its cached copy.
 */
import { eq } from "drizzle-orm";
import { db, type Tx } from "~/server/db.server";
import { siteSettings } from "../../../db/schema";
import { recordAudit } from "~/features/audit/audit.server";
import { announceChange } from "~/server/live.server";
import { env } from "~/server/env.server";
import { mailHtml, queueMail } from "~/server/mail.server";
import { INTL_LOCALES, LANGS, type Lang } from "~/lib/langs";
import type { Translator } from "~/lib/i18n";
import { HOURS_DAYS, openingHoursOf, taglineOf, translatedOf, type HoursDay, type SiteSettingsFormInput } from "~/schemas/admin/site-settings";
import type { Actor } from "~/features/i18n/static-translations-admin.server";

type SiteSettingsRow = typeof siteSettings.$inferSelect;
/** What a screen may change: any column but the row's id and its update time. */
export type SiteSettingsPatch = Partial<Omit<SiteSettingsRow, "id" | "updatedAt">>;

export class SiteSettingsMissingError extends Error {
  constructor() {
    super("site_settings has no row: run the seed (npm start does) before editing settings");
  }
}

/** The settings row as stored now, read on `executor` (a transaction reads its own view). */
export async function readSiteSettings(executor: Tx | ReturnType<typeof db> = db()): Promise<SiteSettingsRow | undefined> {
  const [row] = await executor.select().from(siteSettings).where(eq(siteSettings.id, 1));
  return row;
}

/** JSON with every object's keys sorted: jsonb hands keys back in its own order, not the one written. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner) && !(inner instanceof Date)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/**
 * Applies `patch` to the settings row in one transaction (the caller's, when given) with an audit
 * row holding only the fields that changed, before and after. Returns the changed field names and
 * their values before; a patch that changes nothing writes nothing. Other domains' settings (stock's
 * low-stock threshold, staff's two-factor rule) are written through here too: this service owns
 * the row (docs/architecture.md, ARCH-12).
 */
export async function updateSiteSettings(
  patch: SiteSettingsPatch,
  actor: Actor,
  options: { action: string; tx?: Tx },
): Promise<{ changed: string[]; before: SiteSettingsPatch }> {
  const run = async (tx: Tx) => {
    const [current] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for("update");
    if (!current) throw new SiteSettingsMissingError();
    const changed = (Object.keys(patch) as (keyof SiteSettingsPatch)[]).filter((field) => patch[field] !== undefined && !same(current[field], patch[field]));
    if (!changed.length) return { changed: [] as string[], before: {} };
    const update = Object.fromEntries(changed.map((field) => [field, patch[field]])) as SiteSettingsPatch;
    const before = Object.fromEntries(changed.map((field) => [field, current[field]])) as SiteSettingsPatch;
    await tx.update(siteSettings).set({ ...update, updatedAt: new Date() }).where(eq(siteSettings.id, 1));
    await recordAudit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: options.action,
      entity: "site_settings",
      entityId: "1",
      before,
      after: update,
    });
    return { changed: changed as string[], before };
  };
  if (options.tx) return run(options.tx);
  const result = await db().transaction(run);
  // The row's trigger tells every copy; this one drops its cache at once, after the commit.
  if (result.changed.length) announceChange("site_settings");
  return result;
}

export const SITE_SETTINGS_AUDIT_ACTION = "siteSettings.update";

/** The site settings screen's fields, as its form shows them. */
export interface SiteSettingsEditor {
  brandName: string;
  taglines: Record<Lang, string>;
  contactEmail: string;
  contactPhone: string;
  /** The address's words per language (empty where a language has none: it shows the French). */
  address: Record<Lang, { streetAddress: string; city: string; region: string }>;
  postalCode: string;
  country: string;
  ownerEmail: string;
  gtmId: string;
  googleAnalyticsId: string;
  hours: Record<HoursDay, { open: boolean; opens: string; closes: string }>;
  updatedAt: Date;
}

export async function getSiteSettingsForEdit(): Promise<SiteSettingsEditor> {
  const row = await readSiteSettings();
  if (!row) throw new SiteSettingsMissingError();
  const days = new Map(row.openingHours.days.map((entry) => [entry.day, entry]));
  return {
    brandName: row.brandName,
    taglines: Object.fromEntries(LANGS.map((lang) => [lang, row.tagline[lang] ?? ""])) as Record<Lang, string>,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    address: Object.fromEntries(
      LANGS.map((lang) => [lang, { streetAddress: row.streetAddress[lang] ?? "", city: row.city[lang] ?? "", region: row.region[lang] ?? "" }]),
    ) as SiteSettingsEditor["address"],
    postalCode: row.postalCode,
    country: row.country,
    ownerEmail: row.ownerEmail,
    gtmId: row.gtmId ?? "",
    googleAnalyticsId: row.googleAnalyticsId ?? "",
    hours: Object.fromEntries(
      HOURS_DAYS.map((name, index) => {
        const day = days.get(index);
        return [name, day?.opens && day.closes ? { open: true, opens: day.opens, closes: day.closes } : { open: false, opens: "", closes: "" }];
      }),
    ) as SiteSettingsEditor["hours"],
    updatedAt: row.updatedAt,
  };
}

/** The site settings screen's save: one audited write of what changed (nothing when nothing did). */
export function saveSiteSettings(input: SiteSettingsFormInput, actor: Actor) {
  return updateSiteSettings(
    {
      brandName: input.brandName,
      tagline: taglineOf(input),
      contactEmail: input.contactEmail,
      contactPhone: input.contactPhone,
      streetAddress: translatedOf(input, "streetAddress"),
      city: translatedOf(input, "city"),
      postalCode: input.postalCode,
      region: translatedOf(input, "region"),
      country: input.country,
      ownerEmail: input.ownerEmail,
      gtmId: input.gtmId,
      googleAnalyticsId: input.googleAnalyticsId,
      openingHours: openingHoursOf(input),
    },
    actor,
    { action: SITE_SETTINGS_AUDIT_ACTION },
  );
}

export interface MailSetup {
  /** Whether SMTP_URL is set: mail then leaves through it, else it stays in the outbox. */
  smtp: boolean;
  /** The SMTP server's host (and port): never its user or password. */
  host: string | null;
  /** Where the test mail and the shop's notifications go (site_settings.owner_email). */
  ownerEmail: string;
}

export async function mailSetup(): Promise<MailSetup> {
  const url = env().SMTP_URL;
  let host: string | null = null;
  if (url) {
    try {
      host = new URL(url).host || null;
    } catch {
      host = null;
    }
  }
  const row = await readSiteSettings();
  return { smtp: Boolean(url), host, ownerEmail: row?.ownerEmail || row?.contactEmail || "" };
}

export const TEST_MAIL_AUDIT_ACTION = "settings.testMail";

/**
 * A test mail to the owner's e-mail, through the shop's one mail path (the outbox, then SMTP when
 * configured), with its audit row in the same transaction. Returns the outbox row's id.
 */
export async function sendTestMail(actor: Actor, texts: { subject: string; title: string; body: string[]; lang: Lang }): Promise<{ mailId: string; to: string }> {
  const { ownerEmail } = await mailSetup();
  if (!ownerEmail) throw new SiteSettingsMissingError();
  return db().transaction(async (tx) => {
    const mailId = await queueMail(
      { kind: "test", to: ownerEmail, subject: texts.subject, text: [texts.title, ...texts.body].join("\n\n"), html: mailHtml(texts.title, texts.body), lang: texts.lang },
      tx,
    );
    await recordAudit(tx, { actorId: actor.id, actorEmail: actor.email, action: TEST_MAIL_AUDIT_ACTION, entity: "mail", entityId: mailId, after: { to: ownerEmail, smtp: Boolean(env().SMTP_URL) } });
    return { mailId, to: ownerEmail };
  });
}

/**
 * The test mail as the settings and diagnostics screens send it: in the admin's language, to the
 * owner's e-mail, and what to tell the admin (sent by SMTP, or left in the outbox without one).
 */
export async function sendTestMailAs(actor: Actor, lang: Lang, t: Translator): Promise<{ mailId: string; message: string }> {
  const [row, setup] = await Promise.all([readSiteSettings(), mailSetup()]);
  const when = new Intl.DateTimeFormat(INTL_LOCALES[lang], { dateStyle: "long", timeStyle: "short" }).format(new Date());
  const { mailId, to } = await sendTestMail(actor, {
    lang,
    subject: t("settings.mail.subject", { brand: row?.brandName ?? "" }),
    title: t("settings.mail.heading"),
    body: [t("settings.mail.body", { date: when })],
  });
  return { mailId, message: setup.smtp ? t("settings.mail.sentSmtp", { email: to }) : t("settings.mail.sentOutbox") };
}
