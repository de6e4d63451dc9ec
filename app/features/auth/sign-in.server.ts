/**
 * What happens on every successful sign-in, whichever door it came through (the shop's forms,
 * better-auth's /api/auth/sign-in/email directly, the two-factor step): the guest cart merges into
 * the account cart (docs/product/cart-and-pricing.md#cart-6) and its cookie goes. better-auth runs `guestCartMergePlugin`'s
 * hook after any call that made a session (auth.server.ts); the forms go through the same handler,
 * so they get it too, exactly once, with the cookie-clearing header among better-auth's.
 */
import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import { mergeGuestCart } from "~/features/cart/cart.server";
import { cartCookie } from "~/server/cookies.server";
import { logger } from "~/server/logger.server";

/** The guest cart key in a Cookie header, when it is one the shop could have made. */
export async function guestTokenIn(cookieHeader: string | null | undefined): Promise<string | undefined> {
  if (!cookieHeader?.includes(`${cartCookie.name}=`)) return undefined;
  try {
    const value: unknown = await cartCookie.parse(cookieHeader);
    return typeof value === "string" && /^[A-Za-z0-9_-]{20,64}$/.test(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Merges the guest cart of this Cookie header into the account's. True when the guest cookie can
 * go; false when there was none or the merge failed (the sign-in stands, and the guest cart stays
 * where it was to merge at the next sign-in).
 */
export async function mergeGuestCartAtSignIn(cookieHeader: string | null | undefined, userId: string): Promise<boolean> {
  const guestToken = await guestTokenIn(cookieHeader);
  if (!guestToken) return false;
  try {
    await mergeGuestCart(guestToken, userId);
    return true;
  } catch (error) {
    logger.error({ err: error, userId }, "guest cart could not be merged");
    return false;
  }
}

/**
 * A better-auth plugin whose after-hook merges the guest cart once a call has made a session. It is
 * listed after the two-factor plugin: that one's hook runs first and takes the session back while
 * the second step is pending, so the cart merges only when the visitor is really signed in.
 */
export function guestCartMergePlugin(options: { secure: boolean }): BetterAuthPlugin {
  return {
    id: "guest-cart-merge",
    hooks: {
      after: [
        {
          matcher: () => true,
          handler: createAuthMiddleware(async (ctx) => {
            const session = ctx.context.newSession;
            if (!session) return;
            if (!(await mergeGuestCartAtSignIn(ctx.headers?.get("cookie"), session.user.id))) return;
            ctx.setCookie(cartCookie.name, "", { path: "/", maxAge: 0, httpOnly: true, sameSite: "lax", secure: options.secure });
          }),
        },
      ],
    },
  };
}

/** better-auth's Set-Cookie headers (session, two-factor step, guest cart gone) for the browser. */
export function cookieHeaders(setCookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}
