/**
 * The audit log every admin write adds a row to (app/features/audit, docs/product/admin-back-office.md#adm-1).
 */
import { pgTable, uuid, text, timestamp, jsonb, index } from "drizzle-orm/pg-core";

/**
 * Who did what, when, with the values before and after. Written in the same transaction as the
 * write it records (app/features/audit/audit.server.ts), so one never exists without the other.
 * The actor is kept as text, not a foreign key: the log outlives a removed account.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid().primaryKey().defaultRandom(),
    actorId: text(),
    /** The actor's e-mail at the time, readable even after the account is gone. */
    actorEmail: text(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    before: jsonb(),
    after: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_entity_idx").on(t.entity, t.entityId, t.createdAt.desc().nullsFirst()),
    index("audit_log_created_idx").on(t.createdAt.desc().nullsFirst()),
    index("audit_log_actor_idx").on(t.actorId, t.createdAt.desc().nullsFirst()),
  ],
);
