/**
 * The shop's mails to its staff follow the back-office language the recipient chose: the owner who
 * switched the admin to Hebrew gets the new-order mail in Hebrew. The choice is kept on the account
 * (the language switch stores it), not only in that browser's cookie. On PGlite, and on PostgreSQL
 * with TEST_DATABASE_URL.
 */
import { describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { withSeededDatabase } from "../helpers";
import { createSignedInCustomer } from "../../support/accounts";
import { formRequest, runRoute as run } from "../../support/admin-routes";
import { action as langAction } from "../../../app/routes/admin/api.lang";
import { placeFixtureOrder } from "../../../server/test-fixtures";
import { announceChange } from "../../../app/server/live.server";
import { adminLang, adminLangCookie } from "../../../app/server/request-context.server";
import { receiveContactMessage } from "../../../app/features/contact/contact.server";

const db = withSeededDatabase();

describe("staff mails", () => {
  it("are written in the recipient's admin language", async () => {
    const email = "owner.hebrew@example.com";
    const owner = await createSignedInCustomer(email);
    await db().update(schema.user).set({ role: "owner" }).where(eq(schema.user.id, owner.userId));
    await db().update(schema.siteSettings).set({ ownerEmail: email }).where(eq(schema.siteSettings.id, 1));
    announceChange("site_settings");

    // She switches the back office to Hebrew.
    const switched = await run(langAction, formRequest("/admin/api/lang", { lang: "he", redirectTo: "/admin/orders" }, owner.cookies));
    expect(switched.status).toBe(302);
    const [stored] = await db().select({ adminLang: schema.user.adminLang }).from(schema.user).where(eq(schema.user.id, owner.userId));
    expect(stored.adminLang).toBe("he");

    // A French customer orders: the confirmation is French, her notification Hebrew.
    const placed = (await placeFixtureOrder({ email: "client.fr@example.com", firstName: "Léa", lang: "fr" }))!;
    const [notification] = await db()
      .select()
      .from(schema.mailOutbox)
      .where(and(eq(schema.mailOutbox.toAddress, email), eq(schema.mailOutbox.kind, "order-notification")))
      .orderBy(desc(schema.mailOutbox.createdAt));
    expect(notification.lang).toBe("he");
    expect(notification.subject).toContain(`הזמנה חדשה מספר ${placed.orderNumber}`);
    expect(notification.html).toContain('dir="rtl"');
    const [confirmation] = await db()
      .select()
      .from(schema.mailOutbox)
      .where(and(eq(schema.mailOutbox.toAddress, "client.fr@example.com"), eq(schema.mailOutbox.kind, "order-confirmation")));
    expect(confirmation.lang).toBe("fr");

    // A Russian visitor writes through the contact form: the mail to her reads Hebrew around the visitor's words.
    await receiveContactMessage({ name: "Ольга", email: "olga@example.com", subject: "Подарок", message: "Добрый день, вы доставляете в Хайфу?" }, "ru");
    const [contact] = await db()
      .select()
      .from(schema.mailOutbox)
      .where(and(eq(schema.mailOutbox.toAddress, email), eq(schema.mailOutbox.kind, "contact-message")));
    expect(contact.lang).toBe("he");
    expect(contact.text).toContain("הודעה חדשה מטופס יצירת הקשר");
    expect(contact.text).toContain("Добрый день, вы доставляете в Хайфу?");
    expect(contact.html).toContain('lang="he" dir="rtl"');
  });
});

describe("the admin's language on a new device", () => {
  it("is the staff member's stored choice when the browser has no admin-language cookie yet", async () => {
    const staff = await createSignedInCustomer("staff.russian@example.com");
    await db().update(schema.user).set({ role: "staff", adminLang: "ru" }).where(eq(schema.user.id, staff.userId));
    const fresh = (cookies: string, acceptLanguage: string) => new Request("http://localhost/admin", { headers: { cookie: cookies, "accept-language": acceptLanguage } });
    // A new phone in Hebrew, signed in, never switched: her Russian back office.
    expect(await adminLang(fresh(staff.cookies, "he-IL,he;q=0.9"))).toBe("ru");
    // The cookie of a choice made on this device still wins.
    const chosen = (await adminLangCookie.serialize("en")).split(";")[0];
    expect(await adminLang(fresh(`${staff.cookies}; ${chosen}`, "he-IL"))).toBe("en");
    // A customer's account is not read for it: the browser's language decides.
    const customer = await createSignedInCustomer("customer.admin-lang@example.com");
    await db().update(schema.user).set({ adminLang: "ru" }).where(eq(schema.user.id, customer.userId));
    expect(await adminLang(fresh(customer.cookies, "he-IL"))).toBe("he");
  });
});
