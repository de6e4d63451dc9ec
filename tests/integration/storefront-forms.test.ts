/** Newsletter and contact services (docs/product/mail.md#mail-4; docs/product/mail.md#mail-1 and docs/product/mail.md#mail-5), on PGlite and PostgreSQL. */
import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import * as schema from "../../db/schema";
import { subscribe, unsubscribe } from "../../app/features/newsletter/newsletter.server";
import { receiveContactMessage } from "../../app/features/contact/contact.server";
import { contactSchema } from "../../app/schemas/contact";
import { newsletterSchema } from "../../app/schemas/newsletter";
import { withSeededDatabase } from "./helpers";

const testDb = withSeededDatabase();

describe("newsletter", () => {
  it("records the e-mail with the consent sentence and time, once per address ignoring case", async () => {
    expect(await subscribe("Lea@Example.com", "fr", "J'accepte de recevoir la lettre.")).toEqual({ status: "subscribed" });
    expect(await subscribe("lea@example.COM", "en", "I agree.")).toEqual({ status: "duplicate" });
    const rows = await testDb().select().from(schema.newsletterSubscribers);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "Lea@Example.com", lang: "fr", consentText: "J'accepte de recevoir la lettre." });
    expect(rows[0].consentAt).toBeInstanceOf(Date);
    expect(rows[0].unsubscribeToken.length).toBeGreaterThan(20);
  });

  it("unsubscribes with the token only, once", async () => {
    const [row] = await testDb().select().from(schema.newsletterSubscribers).where(eq(schema.newsletterSubscribers.lang, "fr"));
    expect(await unsubscribe("not-a-token")).toBe(false);
    expect(await unsubscribe(row.unsubscribeToken)).toBe(true);
    expect(await unsubscribe(row.unsubscribeToken)).toBe(false);
    const [after] = await testDb().select().from(schema.newsletterSubscribers).where(eq(schema.newsletterSubscribers.id, row.id));
    expect(after.unsubscribedAt).toBeInstanceOf(Date);
  });

  it("validates with the documented messages", () => {
    const issue = (email: unknown) => {
      const result = newsletterSchema.safeParse({ email });
      return result.success ? null : result.error.issues[0].message;
    };
    expect(issue("  lea@example.com  ")).toBeNull();
    expect(issue("pas-un-email")).toBe("validation.emailInvalid");
    expect(issue("")).toBe("validation.emailInvalid");
    expect(issue(undefined)).toBe("validation.emailInvalid");
    expect(issue(`${"a".repeat(250)}@example.com`)).toBe("validation.emailTooLong");
  });
});

describe("contact messages", () => {
  it("stores the message and queues its delivery to the shop in one go", async () => {
    const input = contactSchema.parse({ name: " Léa ", email: "lea@example.com", subject: "Un cadeau", message: "Bonjour, livrez-vous à Haïfa ?" });
    await receiveContactMessage(input, "fr");
    const [message] = await testDb().select().from(schema.contactMessages);
    expect(message).toMatchObject({ name: "Léa", subject: "Un cadeau", lang: "fr" });
    const mail = await testDb().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.kind, "contact-message"));
    expect(mail).toHaveLength(1);
    expect(mail[0].toAddress).toBe("atelier@maison-lumiere.example");
    expect(mail[0].text).toContain("Bonjour, livrez-vous à Haïfa ?");
    expect(mail[0].status).toBe("stored");
  });

  it("escapes what the visitor wrote in the HTML mail", async () => {
    await receiveContactMessage(
      contactSchema.parse({ name: "X", email: "x@example.com", subject: "<script>", message: "<img src=x onerror=alert(1)>" }),
      "en",
    );
    const [mail] = await testDb()
      .select()
      .from(schema.mailOutbox)
      .where(sql`${schema.mailOutbox.subject} like '%<script>%'`);
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).toContain("&lt;img src=x");
  });

  it("gives the documented message for each bad field", () => {
    const result = contactSchema.safeParse({ name: "", email: "nope", subject: "s".repeat(201), message: "court" });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(byField).toEqual({
      name: "validation.contactNameRequired",
      email: "validation.emailInvalid",
      subject: "validation.contactSubjectMax",
      message: "validation.contactMessageMin",
    });
    const long = contactSchema.safeParse({ name: "n".repeat(101), email: "a@b.co", subject: "ok", message: "m".repeat(2001) });
    expect(Object.fromEntries(long.error!.issues.map((i) => [i.path[0], i.message]))).toEqual({
      name: "validation.contactNameMax",
      message: "validation.contactMessageMax",
    });
  });
});
