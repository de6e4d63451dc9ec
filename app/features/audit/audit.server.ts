/**
 * The audit log (docs/product/admin-back-office.md#adm-12): every admin write records who did it, when, what, and the
 * values before and after. `recordAudit` takes the write's own transaction, so that the write and
 * its record commit or roll back together; this module is the only one that touches audit_log.
 */
import { and, count, desc, eq, gte, lte, type SQL } from "drizzle-orm";
import { db, type Database, type Tx } from "~/server/db.server";
import { auditLog } from "../../../db/schema";

export interface AuditEntry {
  /** The staff member who made the change; null for the system (or a claim made signed out). */
  actorId: string | null;
  actorEmail?: string | null;
  /** What was done, as `entity.verb`: "staff.invite", "order.status", ... */
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
}

/** Values as JSON: undefined becomes null, dates their ISO text (what jsonb stores anyway). */
function asJson(value: unknown) {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}

/** Writes one audit row in the caller's transaction. */
export async function recordAudit(tx: Tx | Database, entry: AuditEntry) {
  const [row] = await tx
    .insert(auditLog)
    .values({
      actorId: entry.actorId,
      actorEmail: entry.actorEmail ?? null,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      before: asJson(entry.before),
      after: asJson(entry.after),
    })
    .returning({ id: auditLog.id });
  return row.id;
}

/**
 * A customer's erasure: the entries about them keep who did what and when, but lose the values,
 * which may quote them (a note, a reason for points). In the erasure's own transaction.
 */
export async function redactAudit(tx: Tx, entity: string, entityId: string): Promise<number> {
  const rows = await tx
    .update(auditLog)
    .set({ before: null, after: null })
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .returning({ id: auditLog.id });
  return rows.length;
}

export interface AuditQuery {
  entity?: string;
  entityId?: string;
  actorId?: string;
  action?: string;
  from?: Date;
  to?: Date;
  /** 1-based. */
  page?: number;
  pageSize?: number;
}

export type AuditRow = typeof auditLog.$inferSelect;

/** The log, newest first, filtered and paged in SQL: `{ rows, total }` like every admin list. */
export async function listAudit(query: AuditQuery = {}): Promise<{ rows: AuditRow[]; total: number }> {
  const pageSize = Math.min(Math.max(query.pageSize ?? 25, 1), 200);
  const page = Math.max(query.page ?? 1, 1);
  const filters: SQL[] = [];
  if (query.entity) filters.push(eq(auditLog.entity, query.entity));
  if (query.entityId) filters.push(eq(auditLog.entityId, query.entityId));
  if (query.actorId) filters.push(eq(auditLog.actorId, query.actorId));
  if (query.action) filters.push(eq(auditLog.action, query.action));
  if (query.from) filters.push(gte(auditLog.createdAt, query.from));
  if (query.to) filters.push(lte(auditLog.createdAt, query.to));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db().select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(pageSize).offset((page - 1) * pageSize),
    db().select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: Number(total) };
}

/** The people and the kinds of things the log has entries for, for the full log's filters. */
export async function auditFacets(): Promise<{ actors: { id: string; email: string | null }[]; entities: string[] }> {
  const [actors, entities] = await Promise.all([
    db().selectDistinctOn([auditLog.actorId], { id: auditLog.actorId, email: auditLog.actorEmail }).from(auditLog).orderBy(auditLog.actorId, desc(auditLog.createdAt)),
    db().selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(auditLog.entity),
  ]);
  return {
    actors: actors.flatMap((row) => (row.id ? [{ id: row.id, email: row.email }] : [])),
    entities: entities.map((row) => row.entity),
  };
}
