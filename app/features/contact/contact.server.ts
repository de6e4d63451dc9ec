/**
 * Contact messages (AMENDMENTS 12): stored, then delivered to the shop through the mail outbox in
 * the same transaction, so a message is never stored without its delivery being queued.
 */
import { contactMessages } from "../../../db/schema";
import { db } from "~/server/db.server";
import { mailHtml, queueMail } from "~/server/mail.server";
import { getSiteSettings } from "~/features/content/settings.server";
import type { ContactInput } from "~/schemas/contact";
import type { Lang } from "~/lib/langs";

export async function receiveContactMessage(input: ContactInput, lang: Lang) {
  const site = await getSiteSettings();
  return db().transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...input, lang })
      .returning({ id: contactMessages.id });
    const intro = `${input.name} <${input.email}> (${lang})`;
    await queueMail(
      {
        kind: "contact-message",
        to: site?.ownerEmail ?? site?.contactEmail ?? "owner@localhost",
        subject: `[${site?.brandName ?? "Contact"}] ${input.subject}`,
        text: `${intro}\n\n${input.message}`,
        html: mailHtml(input.subject, [intro, input.message]),
        lang: "fr",
      },
      tx,
    );
    return row.id;
  });
}

