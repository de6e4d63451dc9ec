/**
 * The consent banner's answer (docs/product/analytics-and-consent.md#ana-1, docs/product/analytics-and-consent.md#ana-1; components/consent). Stores the
 * visitor's choice for 6 months in the `consent` cookie. A page without JavaScript posts its form
 * here and is sent back where it was (303, a same-site path only); the banner's script posts with
 * `inPlace=1` and gets the choice back, and the banner closes where it is.
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/consent";
import { consentFormSchema, consentOfForm, serializeConsent } from "~/schemas/consent";
import { consentSetCookie } from "~/features/consent/consent.server";
import { messagesFor } from "~/features/i18n/messages.server";
import { DEFAULT_LANG, isLang } from "~/lib/langs";
import { safeReturnPath } from "~/server/redirect.server";
import { readFormData } from "~/server/form-data.server";

/** The page to go back to, without the footer link's `consent=open` (the banner would show again). */
function returnPath(value: string | undefined, fallback: string): string {
  const path = safeReturnPath(value, fallback);
  const url = new URL(path, "http://shop.invalid");
  if (url.origin !== "http://shop.invalid") return fallback;
  url.searchParams.delete("consent");
  return `${url.pathname}${url.search}${url.hash}`;
}

export async function action({ request }: Route.ActionArgs) {
  const fields = Object.fromEntries(await readFormData(request));
  const parsed = consentFormSchema.safeParse(fields);
  if (!parsed.success) {
    const lang = isLang(fields.lang) ? fields.lang : DEFAULT_LANG;
    // The schema's own keys (consent.errors.choice); anything else (a checkbox sent as "yes") is
    // a form this shop did not make.
    const first = parsed.error.issues[0]?.message ?? "";
    const key = first.startsWith("consent.errors.") ? first : "consent.errors.invalid";
    const messages = await messagesFor(lang);
    const message = messages[key] ?? key;
    const headers = { "Cache-Control": "no-store" };
    if (fields.inPlace === "1") return data({ error: key, message }, { status: 400, headers });
    // A form posted without JavaScript: the browser shows this text as the page.
    return new Response(message, { status: 400, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
  }
  const consent = consentOfForm(parsed.data);
  const headers = { "Set-Cookie": consentSetCookie(consent), "Cache-Control": "no-store" };
  if (parsed.data.inPlace) return data({ consent: serializeConsent(consent) }, { headers });
  return redirect(returnPath(parsed.data.returnTo, `/${parsed.data.lang ?? DEFAULT_LANG}`), { status: 303, headers });
}

export async function loader() {
  return redirect("/");
}
