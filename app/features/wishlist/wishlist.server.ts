/** The wishlist service (signed-in customers only, SPEC.md §6). */
import { count, eq } from "drizzle-orm";
import { db } from "~/server/db.server";
import { wishlist } from "../../../db/schema";

export async function wishlistCount(userId: string): Promise<number> {
  const [row] = await db().select({ total: count() }).from(wishlist).where(eq(wishlist.userId, userId));
  return Number(row?.total ?? 0);
}
