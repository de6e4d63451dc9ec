/**
 * Who is asking: the signed-in user (better-auth session cookie) and the guest cart key. Every
 * loader and action starts here.
 */
import { getSessionUser, type SessionUser } from "~/server/auth.server";
import { cartCookie, readCookie } from "~/server/cookies.server";

export interface Visitor {
  user: SessionUser | null;
  /** The guest cart's key from its HTTP-only cookie, if the guest has one. */
  guestToken: string | undefined;
  /** Set-Cookie headers the response must carry. */
  setCookies: string[];
}

export async function getVisitor(request: Request): Promise<Visitor> {
  const [user, guestToken] = await Promise.all([getSessionUser(request), readCookie(cartCookie, request)]);
  return { user, guestToken: guestToken && /^[A-Za-z0-9_-]{20,64}$/.test(guestToken) ? guestToken : undefined, setCookies: [] };
}
