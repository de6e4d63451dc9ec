/**
 * The account e-mails (docs/product/mail.md#mail-1): sign-up verification, password reset, and the note sent when
 * someone signs up with an address that already has an account. Written to the outbox in the
 * customer's language (texts in the `authMail` namespace); links land back on the shop's pages.
 */
import { env } from "~/server/env.server";
import { escapeHtml, mailHtml, queueMail } from "~/server/mail.server";
import { translatorFor } from "~/features/i18n/messages.server";
import { isLang, isRtl, type Lang } from "~/lib/langs";

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

/**
 * One account mail: the texts `authMail.<texts>Subject|Title|Text|Action` around a button to
 * `link`, then `after` (how long the link lasts, or what to do instead) and the "ignore" note.
 */
async function sendAccountMail(
  kind: string,
  user: MailUser,
  texts: "verify" | "reset" | "exists",
  link: (lang: Lang) => string,
  afterKey: string,
) {
  const lang = langOf(user);
  const t = await translatorFor(lang);
  const url = link(lang);
  const label = t(`authMail.${texts}Action`);
  const title = t(`authMail.${texts}Title`, { brand: BRAND });
  const before = [t(`authMail.${texts}Text`)];
  const after = [t(afterKey), t("authMail.ignore")];
  const greeting = t("authMail.greeting", { name: user.name || user.email });
  const signature = t("authMail.signature", { brand: BRAND });
  const text = [greeting, ...before, url, ...after, signature].join("\n\n");
  const button = `<p style="margin:8px 0 24px"><a href="${escapeHtml(url)}" style="display:inline-block;background:#2b2623;color:#f7f3ee;padding:12px 24px;text-decoration:none;border-radius:4px">${escapeHtml(label)}</a></p><p style="margin:0 0 16px;font-size:12px;color:#6b6159;word-break:break-all">${escapeHtml(url)}</p>`;
  const html = mailHtml(title, [greeting, ...before], undefined).replace(
    "</div></body></html>",
    `${button}${after.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("")}<p style="margin:0">${escapeHtml(signature)}</p></div></body></html>`,
  );
  const dir = isRtl(lang) ? ' dir="rtl"' : "";
  const subject = t(`authMail.${texts}Subject`, { brand: BRAND });
  await queueMail({ kind, to: user.email, subject, text, html: html.replace("<html>", `<html lang="${lang}"${dir}>`), lang });
}

export function sendVerificationMail(user: MailUser, token: string) {
  return sendAccountMail("auth-verify-email", user, "verify", (lang) => verificationLink(lang, token), "authMail.verifyExpires");
}

export function sendResetPasswordMail(user: MailUser, token: string) {
  return sendAccountMail("auth-reset-password", user, "reset", (lang) => resetLink(lang, token), "authMail.resetExpires");
}

/** Sent instead of a second account when someone signs up with an address that has one. */
export function sendAccountExistsMail(user: MailUser) {
  return sendAccountMail("auth-account-exists", user, "exists", (lang) => `${env().publicUrl}/${lang}/auth`, "authMail.existsReset");
}
