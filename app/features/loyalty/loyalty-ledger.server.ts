/**
 * The loyalty ledger (docs/product/loyalty.md#loy-1, docs/product/loyalty.md#loy-2): points are earned when an order is delivered,
 * site_settings.loyalty_points_per_eur points (10 unless the owner changed it on
 * /admin/configuration) per 1 € of the order's total converted at the stored rate; the lifetime spend in € sets
 * the level from the `loyalty_levels` thresholds. The ledger row (unique per order) and the balance
 * row are written in the caller's transaction, so an order credits points once.
 */
import { asc, eq, sql } from "drizzle-orm";
import type { Tx } from "~/server/db.server";
import { loyaltyAccounts, loyaltyLedger, loyaltyLevels, type LoyaltyLevel } from "../../../db/schema";
import { convertFromBase } from "~/lib/money";
import { siteSettingsIn, storedRate } from "~/features/content/settings.server";

/** docs/product/loyalty.md#loy-1's 10 points per euro: the rate when the settings row is missing. */
export const POINTS_PER_EURO = 10;

/** Points for a spend in euro cents at `pointsPerEur`, rounded down: 12.34 € at 10 → 123 points. */
export function pointsForEurMinor(eurMinor: number, pointsPerEur: number = POINTS_PER_EURO) {
  return Math.floor((Math.max(0, eurMinor) * Math.max(0, pointsPerEur)) / 100);
}

/**
 * The points rate as stored, read on the delivering transaction's own connection (like storedRate):
 * the rate in force when the order is delivered is the one it earns at.
 */
async function storedPointsPerEur(tx: Tx): Promise<number> {
  return (await siteSettingsIn(tx))?.loyaltyPointsPerEur ?? POINTS_PER_EURO;
}

/** The level reached with a lifetime spend (euro cents), from thresholds sorted by spend. */
export function levelFor(lifetimeEurMinor: number, thresholds: { level: LoyaltyLevel; minSpentEurMinor: number }[]): LoyaltyLevel {
  let level: LoyaltyLevel = "bronze";
  for (const row of [...thresholds].sort((a, b) => a.minSpentEurMinor - b.minSpentEurMinor)) {
    if (lifetimeEurMinor >= row.minSpentEurMinor) level = row.level;
  }
  return level;
}

/** The order's total in euro cents: as paid when it was in euros, else its ILS total at the stored EUR rate. */
async function orderValueInEur(tx: Tx, order: { currency: string; totalMinor: number; totalIlsMinor: number }) {
  if (order.currency === "EUR") return order.totalMinor;
  return convertFromBase(order.totalIlsMinor, await storedRate("EUR", tx));
}

export interface LoyaltyCredit {
  points: number;
  spentEurMinor: number;
  level: LoyaltyLevel;
}

/**
 * Credits a delivered order to its customer, once. Returns null when the order was already
 * credited. Call it inside the transaction that marks the order delivered.
 */
export async function creditDeliveredOrder(
  tx: Tx,
  order: { id: string; userId: string; currency: string; totalMinor: number; totalIlsMinor: number },
): Promise<LoyaltyCredit | null> {
  const spentEurMinor = await orderValueInEur(tx, order);
  const points = pointsForEurMinor(spentEurMinor, await storedPointsPerEur(tx));
  const inserted = await tx
    .insert(loyaltyLedger)
    .values({ userId: order.userId, orderId: order.id, points, spentEurMinor, reason: "order_delivered" })
    .onConflictDoNothing()
    .returning({ id: loyaltyLedger.id });
  if (inserted.length === 0) return null;

  // The balance row, created on first credit and locked while it changes.
  await tx.insert(loyaltyAccounts).values({ userId: order.userId }).onConflictDoNothing();
  const [account] = await tx
    .select({ lifetime: loyaltyAccounts.lifetimeSpentEurMinor })
    .from(loyaltyAccounts)
    .where(eq(loyaltyAccounts.userId, order.userId))
    .for("update");
  const thresholds = await tx
    .select({ level: loyaltyLevels.level, minSpentEurMinor: loyaltyLevels.minSpentEurMinor })
    .from(loyaltyLevels)
    .orderBy(asc(loyaltyLevels.minSpentEurMinor));
  const lifetime = (account?.lifetime ?? 0) + spentEurMinor;
  const level = levelFor(
    lifetime,
    thresholds.length
      ? thresholds
      : [
          { level: "bronze", minSpentEurMinor: 0 },
          { level: "silver", minSpentEurMinor: 20_000 },
          { level: "gold", minSpentEurMinor: 50_000 },
          { level: "platinum", minSpentEurMinor: 100_000 },
        ],
  );
  await tx
    .update(loyaltyAccounts)
    .set({
      currentPoints: sql`${loyaltyAccounts.currentPoints} + ${points}`,
      totalPoints: sql`${loyaltyAccounts.totalPoints} + ${points}`,
      lifetimeSpentEurMinor: lifetime,
      loyaltyLevel: level,
      updatedAt: new Date(),
    })
    .where(eq(loyaltyAccounts.userId, order.userId));
  return { points, spentEurMinor, level };
}

/** Why an adjustment was refused: it would take the balance below zero. */
export class LoyaltyError extends Error {
  constructor(readonly code: "negative_balance") {
    super(`loyalty: ${code}`);
  }
}

export interface PointsAdjustment {
  /** The balance before and after. */
  before: number;
  after: number;
  ledgerId: string;
}

/**
 * The owner's manual adjustment (docs/product/admin-back-office.md#adm-5): a ledger line with the reason, and the balance
 * moved with it, in the caller's transaction. A balance never goes below zero: the row is locked
 * while it is checked (LoyaltyError), and the table's CHECK stays the last guard. Points given
 * count in the total earned; points taken leave it (it is what was ever earned).
 */
export async function adjustPoints(tx: Tx, userId: string, points: number, note: string): Promise<PointsAdjustment> {
  await tx.insert(loyaltyAccounts).values({ userId }).onConflictDoNothing();
  const [account] = await tx
    .select({ current: loyaltyAccounts.currentPoints })
    .from(loyaltyAccounts)
    .where(eq(loyaltyAccounts.userId, userId))
    .for("update");
  const before = account?.current ?? 0;
  const after = before + points;
  if (after < 0) throw new LoyaltyError("negative_balance");
  const [line] = await tx.insert(loyaltyLedger).values({ userId, points, reason: "adjustment", note }).returning({ id: loyaltyLedger.id });
  await tx
    .update(loyaltyAccounts)
    .set({
      currentPoints: after,
      totalPoints: points > 0 ? sql`${loyaltyAccounts.totalPoints} + ${points}` : loyaltyAccounts.totalPoints,
      updatedAt: new Date(),
    })
    .where(eq(loyaltyAccounts.userId, userId));
  return { before, after, ledgerId: line.id };
}
