/**
 * The account e-mails (AMENDMENTS 11): sign-up verification, password reset, and the note sent when
 * someone signs up with an address that already has an account. Written to the outbox in the
 * customer's language (texts in the `authMail` namespace); links land back on the shop's pages.
 */
import { env } from "~/server/env.server";
import { escapeHtml, mailHtml, queueMail } from "~/server/mail.server";
import { translatorFor } from "~/features/i18n/messages.server";
import { isLang, type Lang } from "~/lib/langs";

const BRAND = "Maison Lumière";

interface MailUser {
  email: string;
  name: string;
  lang?: unknown;
}

function langOf(user: MailUser): Lang {
  return isLang(user.lang) ? user.lang : "fr";
}

/** The link a verification mail carries: the sign-in page verifies the token and says so. */
export function verificationLink(lang: Lang, token: string) {
  return `${env().publicUrl}/${lang}/auth?verifyToken=${encodeURIComponent(token)}`;
}

/** The link a reset mail carries: the new-password form. */
export function resetLink(lang: Lang, token: string) {
  return `${env().publicUrl}/${lang}/auth/reset-password?token=${encodeURIComponent(token)}`;
}

async function send(kind: string, user: MailUser, parts: { subject: string; title: string; before: string[]; link: { url: string; label: string }; after: string[] }) {
  const lang = langOf(user);
  const t = await translatorFor(lang);
  const greeting = t("authMail.greeting", { name: user.name || user.email });
  const signature = t("authMail.signature", { brand: BRAND });
  const text = [greeting, ...parts.before, parts.link.url, ...parts.after, signature].join("\n\n");
  const button = `<p style="margin:8px 0 24px"><a href="${escapeHtml(parts.link.url)}" style="display:inline-block;background:#2b2623;color:#f7f3ee;padding:12px 24px;text-decoration:none;border-radius:4px">${escapeHtml(parts.link.label)}</a></p><p style="margin:0 0 16px;font-size:12px;color:#6b6159;word-break:break-all">${escapeHtml(parts.link.url)}</p>`;
  const html = mailHtml(parts.title, [greeting, ...parts.before], undefined).replace(
    "</div></body></html>",
    `${button}${parts.after.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("")}<p style="margin:0">${escapeHtml(signature)}</p></div></body></html>`,
  );
  const dir = lang === "he" ? ' dir="rtl"' : "";
  await queueMail({ kind, to: user.email, subject: parts.subject, text, html: html.replace("<html>", `<html lang="${lang}"${dir}>`), lang });
}

export async function sendVerificationMail(user: MailUser, token: string) {
  const lang = langOf(user);
  const t = await translatorFor(lang);
  await send("auth-verify-email", user, {
    subject: t("authMail.verifySubject", { brand: BRAND }),
    title: t("authMail.verifyTitle", { brand: BRAND }),
    before: [t("authMail.verifyText")],
    link: { url: verificationLink(lang, token), label: t("authMail.verifyAction") },
    after: [t("authMail.verifyExpires"), t("authMail.ignore")],
  });
}

export async function sendResetPasswordMail(user: MailUser, token: string) {
  const lang = langOf(user);
  const t = await translatorFor(lang);
  await send("auth-reset-password", user, {
    subject: t("authMail.resetSubject", { brand: BRAND }),
    title: t("authMail.resetTitle"),
    before: [t("authMail.resetText")],
    link: { url: resetLink(lang, token), label: t("authMail.resetAction") },
    after: [t("authMail.resetExpires"), t("authMail.ignore")],
  });
}

export async function sendAccountExistsMail(user: MailUser) {
  const lang = langOf(user);
  const t = await translatorFor(lang);
  await send("auth-account-exists", user, {
    subject: t("authMail.existsSubject", { brand: BRAND }),
    title: t("authMail.existsTitle"),
    before: [t("authMail.existsText")],
    link: { url: `${env().publicUrl}/${lang}/auth`, label: t("authMail.existsAction") },
    after: [t("authMail.existsReset"), t("authMail.ignore")],
  });
}
