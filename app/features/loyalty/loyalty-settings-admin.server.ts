/**
 * The loyalty programme's settings in the back office (docs/product/loyalty.md#loy-1; docs/product/admin-back-office.md#adm-27): the
 * thresholds of the levels in € of lifetime spend (loyalty_levels; bronze stays 0) and the points
 * earned per € (site_settings.loyalty_points_per_eur, which the ledger reads when an order is
 * delivered). One transaction: the levels that changed with an audit row "loyalty.levels", the
 * members' levels recomputed from their lifetime spend (a level follows the spend, docs/product/loyalty.md#loy-1),
 * and the points rate through updateSiteSettings ("loyalty.pointsRate"). Points already earned
 * stay as they are: a new rate counts for orders delivered from now on.
 */
import { asc, sql } from "drizzle-orm";
import { loyaltyAccounts, loyaltyLevels, type LoyaltyLevel } from "../../../db/schema";
import { db } from "~/server/db.server";
import { announceChange } from "~/server/live.server";
import { listAudit, recordAudit } from "~/features/audit/audit.server";
import { readSiteSettings, updateSiteSettings } from "~/features/content/settings-admin.server";
import { POINTS_PER_EURO } from "~/features/loyalty/loyalty-ledger.server";
import { PAID_LEVELS, type LoyaltySettingsInput, type PaidLevel } from "~/schemas/admin/loyalty-settings";
import type { Actor } from "~/features/i18n/static-translations-admin.server";

export const LOYALTY_LEVELS_AUDIT_ACTION = "loyalty.levels";
export const LOYALTY_POINTS_RATE_AUDIT_ACTION = "loyalty.pointsRate";

/** docs/product/loyalty.md#loy-1: silver 200 €, gold 500 €, platinum 1000 € (in cents), when a row is missing. */
const DEFAULT_THRESHOLDS: Record<PaidLevel, number> = { silver: 20_000, gold: 50_000, platinum: 100_000 };

export interface LoyaltySettings {
  /** Lifetime spend in euro cents from which each level starts. */
  thresholds: Record<PaidLevel, number>;
  pointsPerEur: number;
}

export async function getLoyaltySettings(): Promise<LoyaltySettings> {
  const [rows, site] = await Promise.all([db().select().from(loyaltyLevels).orderBy(asc(loyaltyLevels.displayOrder)), readSiteSettings()]);
  const stored = new Map(rows.map((row) => [row.level, row.minSpentEurMinor]));
  return {
    thresholds: Object.fromEntries(PAID_LEVELS.map((level) => [level, stored.get(level) ?? DEFAULT_THRESHOLDS[level]])) as Record<PaidLevel, number>,
    pointsPerEur: site?.loyaltyPointsPerEur ?? POINTS_PER_EURO,
  };
}

/** Saves the thresholds and the points rate; returns what changed (nothing: nothing written). */
export async function saveLoyaltySettings(input: LoyaltySettingsInput, actor: Actor): Promise<{ changed: string[]; membersMoved: number }> {
  const result = await db().transaction(async (tx) => {
    const rows = await tx.select().from(loyaltyLevels).for("update");
    const stored = new Map(rows.map((row) => [row.level as LoyaltyLevel, row.minSpentEurMinor]));
    const changedLevels = PAID_LEVELS.filter((level) => stored.get(level) !== input.thresholds[level]);
    const changed: string[] = [];
    let membersMoved = 0;
    if (changedLevels.length) {
      const all: Record<LoyaltyLevel, number> = { bronze: 0, ...input.thresholds };
      const order: Record<LoyaltyLevel, number> = { bronze: 1, silver: 2, gold: 3, platinum: 4 };
      for (const level of ["bronze", ...PAID_LEVELS] as LoyaltyLevel[]) {
        await tx
          .insert(loyaltyLevels)
          .values({ level, minSpentEurMinor: all[level], displayOrder: order[level] })
          .onConflictDoUpdate({ target: loyaltyLevels.level, set: { minSpentEurMinor: all[level] } });
      }
      // Each member's level follows their lifetime spend against the new thresholds.
      const level = sql<LoyaltyLevel>`case
        when ${loyaltyAccounts.lifetimeSpentEurMinor} >= ${all.platinum} then 'platinum'
        when ${loyaltyAccounts.lifetimeSpentEurMinor} >= ${all.gold} then 'gold'
        when ${loyaltyAccounts.lifetimeSpentEurMinor} >= ${all.silver} then 'silver'
        else 'bronze' end`;
      const moved = await tx
        .update(loyaltyAccounts)
        .set({ loyaltyLevel: level, updatedAt: new Date() })
        .where(sql`${loyaltyAccounts.loyaltyLevel} <> ${level}`)
        .returning({ userId: loyaltyAccounts.userId });
      membersMoved = moved.length;
      await recordAudit(tx, {
        actorId: actor.id,
        actorEmail: actor.email,
        action: LOYALTY_LEVELS_AUDIT_ACTION,
        entity: "loyalty_levels",
        entityId: null,
        before: Object.fromEntries(changedLevels.map((name) => [name, stored.get(name) ?? null])),
        after: { ...Object.fromEntries(changedLevels.map((name) => [name, input.thresholds[name]])), membersMoved },
      });
      changed.push("thresholds");
    }
    const rate = await updateSiteSettings({ loyaltyPointsPerEur: input.pointsPerEur }, actor, { action: LOYALTY_POINTS_RATE_AUDIT_ACTION, tx });
    if (rate.changed.length) changed.push("pointsPerEur");
    return { changed, membersMoved };
  });
  if (result.changed.includes("thresholds")) announceChange("loyalty_levels");
  if (result.changed.includes("pointsPerEur")) announceChange("site_settings");
  return result;
}


/** The latest changes of the loyalty settings (levels and points rate), newest first, from the audit log. */
export async function loyaltySettingsHistory(limit = 10) {
  const [levels, rate] = await Promise.all([
    listAudit({ entity: "loyalty_levels", action: LOYALTY_LEVELS_AUDIT_ACTION, pageSize: limit }),
    listAudit({ entity: "site_settings", action: LOYALTY_POINTS_RATE_AUDIT_ACTION, pageSize: limit }),
  ]);
  return [...levels.rows, ...rate.rows];
}
