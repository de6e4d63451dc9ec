/**
 * Who is asking: the signed-in user (better-auth session cookie) and the guest cart key. Every
 * loader and action starts here.
 */
import { readSession, type SessionUser } from "~/server/auth.server";
import { redirect } from "react-router";
import { cartCookie, readCookie } from "~/server/cookies.server";
import type { Lang } from "~/lib/langs";

export interface Visitor {
  user: SessionUser | null;
  /** The guest cart's key from its HTTP-only cookie, if the guest has one. */
  guestToken: string | undefined;
  /** Set-Cookie headers the response must carry. */
  setCookies: string[];
}

export async function getVisitor(request: Request): Promise<Visitor> {
  const [session, guestToken] = await Promise.all([readSession(request), readCookie(cartCookie, request)]);
  return {
    user: session.user,
    guestToken: guestToken && /^[A-Za-z0-9_-]{20,64}$/.test(guestToken) ? guestToken : undefined,
    // A session refreshed while in use comes with its renewed cookie (the layout sends it).
    setCookies: session.setCookies,
  };
}

/**
 * The signed-in customer, or a redirect to sign-in that comes back to this page afterwards
 * (docs/product/accounts-and-auth.md#acc-9: the account, orders, loyalty and wishlist pages need an account).
 */
export async function requireCustomer(request: Request, lang: Lang): Promise<Visitor & { user: SessionUser }> {
  const visitor = await getVisitor(request);
  if (visitor.user) return visitor as Visitor & { user: SessionUser };
  const url = new URL(request.url);
  throw redirect(`/${lang}/auth?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}
