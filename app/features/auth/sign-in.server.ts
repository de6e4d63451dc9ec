/**
 * What happens on every successful sign-in (password, or after the two-factor step): the guest cart
 * merges into the account cart (AMENDMENTS 9) and its cookie goes; the session cookies from
 * better-auth reach the browser.
 */
import { mergeGuestCart } from "~/features/cart/cart.server";
import type { Visitor } from "~/features/session/visitor.server";
import { cartCookie } from "~/server/cookies.server";
import { logger } from "~/server/logger.server";

export async function completeSignIn(visitor: Pick<Visitor, "guestToken">, userId: string, setCookies: string[]): Promise<Headers> {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  if (visitor.guestToken) {
    try {
      await mergeGuestCart(visitor.guestToken, userId);
    } catch (error) {
      // The sign-in stands; the guest cart stays where it was and can merge at the next sign-in.
      logger.error({ err: error, userId }, "guest cart could not be merged");
      return headers;
    }
    headers.append("Set-Cookie", await cartCookie.serialize("", { maxAge: 0 }));
  }
  return headers;
}

/** The cookies that forget the session here, plus the ones better-auth sent. */
export function cookieHeaders(setCookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}
