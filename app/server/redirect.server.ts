/**
 * The one way back to a page a form named (`returnTo`, `redirectTo`): this site's paths only, never
 * another site, and written so that a `Location` header can carry it. A header holds bytes, so a
 * path in Hebrew or Russian (`/he/shop?q=נר`) made `redirect()` throw ("Cannot convert argument to
 * a ByteString"), a 500: every character outside printable ASCII is percent-encoded as UTF-8, as a
 * browser does in its address bar, and an escape already there (`%D7%A0`) is kept as it is.
 */
import { redirect } from "react-router";
import { isSameSitePath } from "~/lib/same-site-path";

/** Percent-encodes what a header cannot carry (spaces, controls, anything past ASCII), as UTF-8. */
export function encodeLocation(path: string): string {
  // One code point at a time: a lone surrogate cannot be encoded and is dropped.
  return path.replace(/[^\x21-\x7e]/gu, (character) => {
    try {
      return encodeURIComponent(character);
    } catch {
      return "";
    }
  });
}

/** A same-site path to go back to after a form post, never another site, ready for a Location. */
export function safeReturnPath(value: unknown, fallback: string): string {
  // Control characters are refused too (isSameSitePath): a line break in a header makes the
  // response itself fail (a 500).
  return encodeLocation(typeof value === "string" && isSameSitePath(value) ? value : fallback);
}

export interface RedirectBackOptions {
  /** Only paths under this one are taken (`/admin`); anything else goes to the fallback. */
  within?: string;
  status?: number;
  headers?: HeadersInit;
}

/** A redirect to the page a form named (see safeReturnPath), else to `fallback`. */
export function redirectBack(value: unknown, fallback: string, options: RedirectBackOptions = {}): Response {
  let path = safeReturnPath(value, fallback);
  if (options.within) {
    const bare = path.split(/[?#]/)[0];
    if (!(bare === options.within || bare.startsWith(`${options.within}/`))) path = encodeLocation(fallback);
  }
  return redirect(path, { status: options.status ?? 302, headers: options.headers });
}
