/**
 * Contact-form messages and the answers sent from the back office (app/features/contact).
 */
import { pgTable, uuid, text, timestamp, index, check } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { langCheck } from "./columns";
import { mailOutbox } from "./mail";

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    lang: text().notNull().default("fr"),
    /** When someone in the back office opened it; null while unread (it can be marked unread again). */
    readAt: timestamp({ withTimezone: true }),
    /** When it was last answered from the back office. */
    handledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt.desc().nullsFirst())],
);

/**
 * The answers sent to a contact message from the back office (docs/product/admin-back-office.md#adm-7), kept with it. The
 * mail itself goes through the outbox; `mailId` links the two so the message shows its delivery.
 */
export const contactReplies = pgTable(
  "contact_replies",
  {
    id: uuid().primaryKey().defaultRandom(),
    messageId: uuid()
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    body: text().notNull(),
    lang: text().notNull(),
    authorId: text().references(() => user.id, { onDelete: "set null" }),
    authorName: text().notNull(),
    mailId: uuid().references(() => mailOutbox.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("contact_replies_lang", langCheck("lang")), index("contact_replies_message_idx").on(t.messageId, t.createdAt)],
);
