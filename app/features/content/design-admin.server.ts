/**
 * The design editor's service (docs/product/admin-back-office.md#adm-26, docs/decisions/0009): every saved state is a row
 * of design_versions; publishing copies a version's values into design_settings, which the shop
 * reads as CSS variables (settings.server.ts getDesignVariables). design_settings' trigger
 * announces the change (migration 0002): every server copy drops its cache and tells open pages
 * (the `design` live event), which restyle without a reload.
 *
 * - A draft is kept until something newer is published; the editor starts from it.
 * - Publish, revert (publishing the previous published version again) and reset (publishing the
 *   shop's own defaults) are each one transaction: the version, the settings and the audit row.
 * - A write that changes nothing writes nothing.
 */
import { and, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { db, type Tx } from "~/server/db.server";
import { recordAudit } from "~/features/audit/audit.server";
import { designSettings, designVersions, user } from "../../../db/schema";
import { DESIGN_COLOR_KEYS, DESIGN_DEFAULTS, DESIGN_FONT_KEYS, DESIGN_KEYS, DESIGN_RADIUS_KEY, fontIdOf, normalizeHex, radiusPx, type DesignKey, type DesignValues } from "~/schemas/admin/design";

export interface Actor {
  id: string;
  email: string;
}

export const DESIGN_AUDIT_ENTITY = "design";
const HISTORY_SIZE = 20;

export class DesignAdminError extends Error {
  constructor(readonly code: "no_previous") {
    super(`design ${code}`);
  }
}

/**
 * A full, valid set of values from whatever is stored: a key missing or holding a value the editor
 * cannot show (a hand-written CSS value) takes the shop's default.
 */
export function completeValues(stored: Record<string, string>): DesignValues {
  const values = { ...DESIGN_DEFAULTS };
  for (const key of DESIGN_COLOR_KEYS) {
    const hex = stored[key] !== undefined ? normalizeHex(stored[key]) : undefined;
    if (hex) values[key] = hex;
  }
  for (const key of DESIGN_FONT_KEYS) {
    if (stored[key] !== undefined && fontIdOf(stored[key])) values[key] = stored[key];
  }
  const radius = stored[DESIGN_RADIUS_KEY];
  if (radius !== undefined && radiusPx(radius) !== undefined) values[DESIGN_RADIUS_KEY] = radius;
  return values;
}

/** What the shop shows now. */
export async function publishedDesign(executor: Tx | ReturnType<typeof db> = db()): Promise<DesignValues> {
  const rows = await executor.select().from(designSettings);
  return completeValues(Object.fromEntries(rows.map((row) => [row.key, row.value])));
}

/** The keys whose values differ. */
function changedKeys(before: Record<string, string>, after: Record<string, string>): DesignKey[] {
  return DESIGN_KEYS.filter((key) => before[key] !== after[key]);
}

export interface DesignVersionRow {
  id: string;
  status: "draft" | "published";
  createdAt: Date;
  publishedAt: Date | null;
  by: string | null;
}

/** The editor's read: the values to start from, the published ones, the history. */
export async function getDesignEditor() {
  const published = await publishedDesign();
  const versions = await db()
    .select({
      id: designVersions.id,
      status: designVersions.status,
      values: designVersions.values,
      createdAt: designVersions.createdAt,
      publishedAt: designVersions.publishedAt,
      byName: user.name,
      byEmail: user.email,
    })
    .from(designVersions)
    .leftJoin(user, eq(user.id, designVersions.createdBy))
    .orderBy(desc(designVersions.createdAt))
    .limit(HISTORY_SIZE);
  const lastPublished = versions.find((version) => version.status === "published");
  // A draft counts only while nothing newer was published.
  const latest = versions[0];
  const draft = latest?.status === "draft" && (!lastPublished || latest.createdAt >= (lastPublished.publishedAt ?? lastPublished.createdAt)) ? latest : undefined;
  const previous = await previousPublished();
  return {
    published,
    draft: draft ? { values: completeValues(draft.values), createdAt: draft.createdAt, by: draft.byName || draft.byEmail } : null,
    canRevert: Boolean(previous),
    history: versions.map<DesignVersionRow>((version) => ({
      id: version.id,
      status: version.status,
      createdAt: version.createdAt,
      publishedAt: version.publishedAt,
      by: version.byName || version.byEmail || null,
    })),
  };
}

/** The published version before the current one: what "revert" publishes again. */
async function previousPublished(executor: Tx | ReturnType<typeof db> = db()) {
  const [, previous] = await executor
    .select({ id: designVersions.id, values: designVersions.values })
    .from(designVersions)
    .where(and(eq(designVersions.status, "published"), isNotNull(designVersions.publishedAt)))
    .orderBy(desc(designVersions.publishedAt), desc(designVersions.createdAt))
    .limit(2);
  return previous;
}

/** Keeps the form's values as a draft; the same values as the last draft write nothing. */
export async function saveDesignDraft(values: DesignValues, actor: Actor): Promise<{ saved: boolean }> {
  return db().transaction(async (tx) => {
    const [latest] = await tx.select().from(designVersions).orderBy(desc(designVersions.createdAt)).limit(1);
    if (latest?.status === "draft" && changedKeys(latest.values, values).length === 0) return { saved: false };
    const [version] = await tx.insert(designVersions).values({ status: "draft", values, createdBy: actor.id }).returning({ id: designVersions.id });
    await recordAudit(tx, { actorId: actor.id, actorEmail: actor.email, action: "design.draft", entity: DESIGN_AUDIT_ENTITY, entityId: version.id, after: values });
    return { saved: true };
  });
}

/**
 * Makes `values` the shop's design: a published version, the settings, the audit row with the
 * changed keys before and after; one transaction. Nothing is written when they are the shop's already.
 */
export async function publishDesign(values: DesignValues, actor: Actor, action: "design.publish" | "design.revert" | "design.reset" = "design.publish", executor?: Tx): Promise<{ changed: DesignKey[] }> {
  const run = async (tx: Tx) => {
    const before = await publishedDesign(tx);
    const changed = changedKeys(before, values);
    if (!changed.length) return { changed };
    const now = new Date();
    // The first publish keeps the design it replaces as a version too, so it can be reverted to.
    const [anyPublished] = await tx.select({ id: designVersions.id }).from(designVersions).where(eq(designVersions.status, "published")).limit(1);
    if (!anyPublished) {
      const earlier = new Date(now.getTime() - 1);
      await tx.insert(designVersions).values({ status: "published", values: before, createdBy: null, createdAt: earlier, publishedAt: earlier });
    }
    const [version] = await tx.insert(designVersions).values({ status: "published", values, createdBy: actor.id, createdAt: now, publishedAt: now }).returning({ id: designVersions.id });
    // The whole set is written (never a key left out), so an open page that restyles from
    // /api/design always gets every variable.
    const rows = DESIGN_KEYS.map((key) => ({ key, value: values[key], updatedAt: now }));
    await tx.delete(designSettings).where(inArray(designSettings.key, [...DESIGN_KEYS]));
    await tx.insert(designSettings).values(rows);
    await recordAudit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action,
      entity: DESIGN_AUDIT_ENTITY,
      entityId: version.id,
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, values[key]])),
    });
    return { changed };
  };
  return executor ? run(executor) : db().transaction(run);
}

/** Publishes the previous published version again (undoing the last publish). */
export async function revertDesign(actor: Actor) {
  return db().transaction(async (tx) => {
    const previous = await previousPublished(tx);
    if (!previous) throw new DesignAdminError("no_previous");
    return publishDesign(completeValues(previous.values), actor, "design.revert", tx);
  });
}

/** Publishes the shop's own design (docs/product/look.md). */
export async function resetDesign(actor: Actor) {
  return publishDesign({ ...DESIGN_DEFAULTS }, actor, "design.reset");
}
