/**
 * The 'Points Fidélité' tab, read only (docs/product/checkout-and-orders.md#ord-8 and docs/product/loyalty.md#loy-3; docs/product/loyalty.md#loy-1). The ledger and the balance
 * are written when an order is delivered (loyalty-ledger.server.ts). Levels follow lifetime spend
 * in € against the thresholds of the loyalty_levels table, which the owner can change.
 */
import { asc, desc, eq } from "drizzle-orm";
import { db } from "~/server/db.server";
import { LOYALTY_LEVELS, loyaltyAccounts, loyaltyLedger, loyaltyLevels, type LoyaltyLevel } from "../../../db/schema";
import { orderNumbers } from "~/features/orders/orders.server";

export interface LevelThreshold {
  level: LoyaltyLevel;
  minSpentEurMinor: number;
}

/** docs/product/loyalty.md#loy-2's defaults, used only if the table is empty. */
const DEFAULT_THRESHOLDS: LevelThreshold[] = [
  { level: "bronze", minSpentEurMinor: 0 },
  { level: "silver", minSpentEurMinor: 20_000 },
  { level: "gold", minSpentEurMinor: 50_000 },
  { level: "platinum", minSpentEurMinor: 100_000 },
];

export interface LoyaltyProgress {
  level: LoyaltyLevel;
  /** The next level and its threshold, or null at the top level. */
  next: LevelThreshold | null;
  /** How far through the spend range from this level's threshold to the next one, 0 to 100 (whole). */
  percent: number;
}

/**
 * The level for a lifetime spend and the progress to the next one, as a percentage of the spend
 * range (docs/product/loyalty.md#loy-3): 350 € between silver (200 €) and gold (500 €) is 50 %.
 */
export function loyaltyProgress(spentEurMinor: number, thresholds: LevelThreshold[]): LoyaltyProgress {
  const ordered = [...(thresholds.length ? thresholds : DEFAULT_THRESHOLDS)].sort((a, b) => a.minSpentEurMinor - b.minSpentEurMinor);
  const spent = Math.max(0, spentEurMinor);
  let index = 0;
  ordered.forEach((threshold, i) => {
    if (spent >= threshold.minSpentEurMinor) index = i;
  });
  const current = ordered[index];
  const next = ordered[index + 1] ?? null;
  if (!next) return { level: current.level, next: null, percent: 100 };
  const range = next.minSpentEurMinor - current.minSpentEurMinor;
  const percent = range > 0 ? Math.floor(((spent - current.minSpentEurMinor) * 100) / range) : 100;
  return { level: current.level, next, percent: Math.min(100, Math.max(0, percent)) };
}

export async function levelThresholds(): Promise<LevelThreshold[]> {
  const rows = await db()
    .select({ level: loyaltyLevels.level, minSpentEurMinor: loyaltyLevels.minSpentEurMinor })
    .from(loyaltyLevels)
    .orderBy(asc(loyaltyLevels.minSpentEurMinor), asc(loyaltyLevels.displayOrder));
  return rows.filter((row) => (LOYALTY_LEVELS as readonly string[]).includes(row.level));
}

export interface LedgerEntry {
  id: string;
  points: number;
  spentEurMinor: number;
  reason: "order_delivered" | "adjustment";
  orderNumber: number | null;
  note: string | null;
  createdAt: string;
}

export interface LoyaltyView extends LoyaltyProgress {
  currentPoints: number;
  totalPoints: number;
  lifetimeSpentEurMinor: number;
  ledger: LedgerEntry[];
}

/** The caller's loyalty card; a customer without a loyalty row is bronze with 0 points. */
export async function getLoyaltyView(userId: string, ledgerLimit = 50): Promise<LoyaltyView> {
  const [[account], thresholds, ledger] = await Promise.all([
    db().select().from(loyaltyAccounts).where(eq(loyaltyAccounts.userId, userId)),
    levelThresholds(),
    db()
      .select({
        id: loyaltyLedger.id,
        points: loyaltyLedger.points,
        spentEurMinor: loyaltyLedger.spentEurMinor,
        reason: loyaltyLedger.reason,
        orderId: loyaltyLedger.orderId,
        note: loyaltyLedger.note,
        createdAt: loyaltyLedger.createdAt,
      })
      .from(loyaltyLedger)
      .where(eq(loyaltyLedger.userId, userId))
      .orderBy(desc(loyaltyLedger.createdAt), desc(loyaltyLedger.id))
      .limit(ledgerLimit),
  ]);
  // The order numbers are the orders domain's to give.
  const numbers = await orderNumbers(ledger.flatMap((row) => (row.orderId ? [row.orderId] : [])));
  const lifetimeSpentEurMinor = account?.lifetimeSpentEurMinor ?? 0;
  return {
    ...loyaltyProgress(lifetimeSpentEurMinor, thresholds),
    currentPoints: account?.currentPoints ?? 0,
    totalPoints: account?.totalPoints ?? 0,
    lifetimeSpentEurMinor,
    ledger: ledger.map(({ orderId, ...row }) => ({ ...row, orderNumber: orderId ? (numbers.get(orderId) ?? null) : null, createdAt: row.createdAt.toISOString() })),
  };
}
