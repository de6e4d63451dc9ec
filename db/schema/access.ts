/**
 * Back-office access (issue 10, AMENDMENTS 18): the audit log every admin write adds a row to, and
 * the invitations the owner sends to staff.
 */
import { sql } from "drizzle-orm";
import { pgTable, uuid, text, timestamp, jsonb, index, check, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";

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

export const STAFF_INVITE_ROLES = ["staff", "owner"] as const;

/**
 * An invitation to join the back office: only the token's hash is kept (the link in the mail holds
 * the token). One open invitation per address: a new one replaces it.
 */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    role: text({ enum: STAFF_INVITE_ROLES }).notNull().default("staff"),
    tokenHash: text().notNull().unique(),
    invitedBy: text().references(() => user.id, { onDelete: "set null" }),
    lang: text().notNull().default("fr"),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("staff_invitations_role", sql`${t.role} in ('staff', 'owner')`),
    uniqueIndex("staff_invitations_open_email_idx").on(sql`lower(${t.email})`).where(sql`${t.acceptedAt} is null`),
  ],
);
