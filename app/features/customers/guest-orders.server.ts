/**
 * A guest's orders join the account made later with the same e-mail: once the account's address is
 * verified (a link sent to it was opened), every order placed without an account with that address
 * (any case) becomes the account's. The account then lists them in its order history, and the back
 * office counts them under it instead of under the guest's e-mail. The guest's private tracking link
 * keeps working. An address that is not verified links nothing: anyone can type someone else's.
 */
import { and, isNull, sql } from "drizzle-orm";
import { orders } from "../../../db/schema";
import { db } from "~/server/db.server";

export async function linkGuestOrders(account: { id: string; email: string; emailVerified: boolean } | null | undefined): Promise<number> {
  if (!account?.emailVerified || !account.email) return 0;
  const linked = await db()
    .update(orders)
    .set({ userId: account.id })
    .where(and(isNull(orders.userId), sql`lower(${orders.email}) = lower(${account.email})`))
    .returning({ id: orders.id });
  return linked.length;
}
