/**
 * The click-to-call button's settings in the back office (docs/product/admin-back-office.md#adm-27). The table keeps its
 * history: each save inserts a new row and the newest one is in force (docs/product/content-and-texts.md#txt-6), so the screen
 * reads the newest row and shows when it was made. The phone is cleaned with the storefront's own
 * rule (settings.server.ts cleanPhone, docs/product/content-and-texts.md#txt-6); turning the button on with a phone the shop
 * would not show is refused, so what the owner sees here is what visitors get.
 *
 * The table's trigger (migration 0002) announces the change to every server copy; this copy drops
 * its cache at once after the commit.
 */
import { desc } from "drizzle-orm";
import { clickToCallSettings } from "../../../db/schema";
import { db } from "~/server/db.server";
import { announceChange } from "~/server/live.server";
import { recordAudit } from "~/features/audit/audit.server";
import { cleanPhone } from "~/features/content/settings.server";
import { LANGS, type Lang } from "~/lib/langs";
import { CLICK_TO_CALL_MIN_DIGITS, type ClickToCallFormInput } from "~/schemas/admin/click-to-call";
import type { Actor } from "~/features/i18n/static-translations-admin.server";

export const CLICK_TO_CALL_AUDIT_ACTION = "clickToCall.update";

/** Why a save was refused; the code names the admin text "clickToCall.errors.<code>". */
export class ClickToCallAdminError extends Error {
  constructor(public code: "phoneUnusable") {
    super(`click-to-call ${code}`);
  }
}

export interface ClickToCallSettingsView {
  isEnabled: boolean;
  phoneNumber: string;
  buttonText: Record<Lang, string>;
  position: "bottom-left" | "bottom-right";
  color: "default" | "secondary";
  /** When the row in force was saved; null before the first one. */
  changedAt: Date | null;
}

type Row = typeof clickToCallSettings.$inferSelect;

function view(row: Row | undefined): ClickToCallSettingsView {
  return {
    isEnabled: row?.isEnabled ?? false,
    phoneNumber: row?.phoneNumber ?? "",
    buttonText: Object.fromEntries(LANGS.map((lang) => [lang, row?.buttonText?.[lang] ?? ""])) as Record<Lang, string>,
    position: row?.position === "bottom-left" ? "bottom-left" : "bottom-right",
    color: row?.color === "secondary" ? "secondary" : "default",
    changedAt: row?.createdAt ?? null,
  };
}

/** The settings in force: the newest row (docs/product/content-and-texts.md#txt-6). */
export async function getClickToCallSettings(): Promise<ClickToCallSettingsView> {
  const [row] = await db().select().from(clickToCallSettings).orderBy(desc(clickToCallSettings.createdAt)).limit(1);
  return view(row);
}

/** Whether the storefront would show a button with this phone (settings.server.ts getClickToCall). */
export function isUsablePhone(cleaned: string) {
  return cleaned.replace(/\D/g, "").length >= CLICK_TO_CALL_MIN_DIGITS;
}

/**
 * Saves the form as the new row in force, with its audit row, in one transaction. Nothing is
 * written when it equals the row in force. The phone is stored cleaned.
 */
export async function saveClickToCall(input: ClickToCallFormInput, actor: Actor): Promise<{ changed: boolean; settings: ClickToCallSettingsView }> {
  const phoneNumber = cleanPhone(input.phoneNumber);
  if (input.isEnabled && !isUsablePhone(phoneNumber)) throw new ClickToCallAdminError("phoneUnusable");
  // Only the languages with a text are stored: the others fall back to French, then the dictionary.
  const buttonText = Object.fromEntries(LANGS.flatMap((lang) => (input.translations[lang].text ? [[lang, input.translations[lang].text]] : [])));
  const next = { isEnabled: input.isEnabled, phoneNumber, buttonText, position: input.position, color: input.color };

  const result = await db().transaction(async (tx) => {
    // The newest row, locked against a save made at the same moment from another screen.
    const [current] = await tx.select().from(clickToCallSettings).orderBy(desc(clickToCallSettings.createdAt)).limit(1).for("update");
    const before = current
      ? { isEnabled: current.isEnabled, phoneNumber: current.phoneNumber, buttonText: current.buttonText, position: current.position, color: current.color }
      : null;
    if (before && sameSettings(before, next)) {
      return { changed: false, row: current };
    }
    const [row] = await tx.insert(clickToCallSettings).values(next).returning();
    await recordAudit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: CLICK_TO_CALL_AUDIT_ACTION,
      entity: "click_to_call_settings",
      entityId: row.id,
      before,
      after: next,
    });
    return { changed: true, row };
  });
  if (result.changed) announceChange("click_to_call_settings");
  return { changed: result.changed, settings: view(result.row) };
}

type Settings = Pick<Row, "isEnabled" | "phoneNumber" | "buttonText" | "position" | "color">;

/** Field by field, the texts language by language (jsonb does not keep the keys' order). */
function sameSettings(a: Settings, b: Settings) {
  return (
    a.isEnabled === b.isEnabled &&
    a.phoneNumber === b.phoneNumber &&
    a.position === b.position &&
    a.color === b.color &&
    LANGS.every((lang) => (a.buttonText[lang] ?? "") === (b.buttonText[lang] ?? ""))
  );
}
