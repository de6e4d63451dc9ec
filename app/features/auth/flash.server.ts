/**
 * A message for the next page, for browsers without JavaScript: after a sign-in the form's action
 * redirects, so the page that says 'Bienvenue !' is the next one. A short-lived HTTP-only cookie
 * carries it there; the shop's layout reads it once and clears it (app/routes/$lang/layout.tsx).
 * With JavaScript the sign-in page shows a toast itself and sets nothing.
 */
import { shopCookie } from "~/server/cookies.server";

export type Flash = "welcome";

// Long enough for the redirect to be followed, short enough never to greet a later visit.
const flashCookie = shopCookie("flash", { maxAge: 60 });

/** The Set-Cookie header that carries a message to the next page. */
export function flashCookieHeader(flash: Flash): Promise<string> {
  return flashCookie.serialize(flash);
}

/** The message waiting for this request, if any, and the Set-Cookie header that clears it. */
export async function takeFlash(request: Request): Promise<{ flash: Flash | undefined; clear: string | undefined }> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("flash=")) return { flash: undefined, clear: undefined };
  let value: unknown;
  try {
    value = await flashCookie.parse(header);
  } catch {
    value = undefined;
  }
  return { flash: value === "welcome" ? value : undefined, clear: await flashCookie.serialize("", { maxAge: 0 }) };
}
