/**
 * Contact messages (docs/product/mail.md#mail-5): stored, then delivered to the shop through the mail outbox in
 * the same transaction, so a message is never stored without its delivery being queued.
 */
import { contactMessages } from "../../../db/schema";
import { db } from "~/server/db.server";
import { mailHtml, queueMail } from "~/server/mail.server";
import { getSiteSettings } from "~/features/content/settings.server";
import type { ContactInput } from "~/schemas/contact";
import { dirOf, LANG_NAMES, type Lang } from "~/lib/langs";
import { createTranslator } from "~/lib/i18n";
import { adminMessages } from "~/locales/admin";
import { staffMailLang } from "~/features/staff/staff-admin.server";

export async function receiveContactMessage(input: ContactInput, lang: Lang) {
  const site = await getSiteSettings();
  const to = site?.ownerEmail || site?.contactEmail || "owner@localhost";
  // The shop's words around the visitor's are in the recipient's back-office language.
  const staffLang = await staffMailLang(to);
  const t = createTranslator(staffLang, adminMessages(staffLang));
  return db().transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...input, lang })
      .returning({ id: contactMessages.id });
    const intro = t("messages.mail.received", { name: input.name, email: input.email, language: LANG_NAMES[lang] });
    await queueMail(
      {
        kind: "contact-message",
        to,
        subject: `[${site?.brandName ?? "Contact"}] ${input.subject}`,
        text: `${intro}\n\n${input.message}`,
        html: mailHtml(input.subject, [intro, input.message]).replace("<html>", `<html lang="${staffLang}" dir="${dirOf(staffLang)}">`),
        lang: staffLang,
      },
      tx,
    );
    return row.id;
  });
}

