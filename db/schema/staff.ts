/**
 * Invitations the owner sends to staff (app/features/staff, docs/product/accounts-and-auth.md#acc-12).
 */
import { sql } from "drizzle-orm";
import { pgTable, uuid, text, timestamp, uniqueIndex, check } from "drizzle-orm/pg-core";
import { user } from "./auth";

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
