/**
 * Reviews, messages and mail in the back office (docs/product/admin-back-office.md#adm-7): the review queue (filters, bulk
 * decisions where one row is refused, the storefront showing only approved reviews), the contact
 * inbox (read, unread, a reply queued in the message's language and kept with it), the newsletter
 * list and its CSV, and the outbox (retry of a failed mail). Every write leaves its audit row. The
 * routes are called as React Router would, as the owner, as staff, as a customer and signed out.
 * On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { withSeededDatabase } from "../helpers";
import { createSignedInCustomer, testIp } from "../../support/accounts";
import { env } from "../../../app/server/env.server";
import { adminRouteContext } from "../../support/admin-routes";
import { approvedReviews } from "../../../app/features/reviews/reviews.server";
import { countReviewsByStatus, listReviews, moderateReviews, reviewListSpec, type ReviewListQuery } from "../../../app/features/reviews/reviews-admin.server";
import { receiveContactMessage } from "../../../app/features/contact/contact.server";
import { countMessagesByState, getMessage, listMessages, messageListSpec, replyToMessage, setMessagesRead, type MessageListQuery } from "../../../app/features/contact/messages-admin.server";
import { allSubscribers, listSubscribers, subscriberListSpec, type SubscriberListQuery } from "../../../app/features/newsletter/newsletter-admin.server";
import { subscribe, unsubscribe } from "../../../app/features/newsletter/newsletter.server";
import { countMailByStatus, listMail, mailListSpec, retryMails, type MailListQuery } from "../../../app/features/mail/outbox-admin.server";
import { parseListQuery } from "../../../app/schemas/admin/list-query";
import { loader as reviewsLoader, action as reviewsAction } from "../../../app/routes/admin/reviews";
import { loader as messagesLoader, action as messagesAction } from "../../../app/routes/admin/messages";
import { loader as messageLoader, action as messageAction } from "../../../app/routes/admin/messages.$messageId";
import { loader as newsletterLoader } from "../../../app/routes/admin/newsletter";
import { loader as newsletterExport } from "../../../app/routes/admin/newsletter.export";
import { loader as mailLoader, action as mailAction } from "../../../app/routes/admin/mail";
import { loader as mailPageLoader, action as mailPageAction } from "../../../app/routes/admin/mail.$mailId";

const db = withSeededDatabase();

type Answer = { status: number; location?: string | null; data?: Record<string, unknown> };

/** Runs a loader or action as React Router would and normalises what it returns or throws. */
async function run(handler: (args: never) => unknown, request: Request, params: Record<string, string> = {}): Promise<Answer> {
  const settle = (value: unknown): Answer => {
    if (value instanceof Response) return { status: value.status, location: value.headers.get("Location") };
    const wrapped = value as { type?: string; init?: { status?: number } | null; data?: unknown };
    if (wrapped && typeof wrapped === "object" && wrapped.type === "DataWithResponseInit") return { status: wrapped.init?.status ?? 200, data: wrapped.data as Record<string, unknown> };
    return { status: 200, data: value as Record<string, unknown> };
  };
  try {
    return settle(await handler({ request, params, context: await adminRouteContext(request) } as never));
  } catch (thrown) {
    const answer = settle(thrown);
    if (answer.status === 200) throw thrown;
    return answer;
  }
}

const headersFor = (cookies: string, extra: Record<string, string> = {}) => {
  const headers = new Headers({ "x-forwarded-for": testIp(), "user-agent": "vitest", cookie: `${cookies}; admin_lang=fr`, ...extra });
  if (!cookies) headers.set("cookie", "admin_lang=fr");
  return headers;
};
const get = (path: string, cookies = "") => new Request(`${env().publicUrl}${path}`, { headers: headersFor(cookies, { accept: "text/html" }) });
function post(path: string, fields: [string, string][], cookies = "") {
  return new Request(`${env().publicUrl}${path}`, { method: "POST", headers: headersFor(cookies, { "content-type": "application/x-www-form-urlencoded" }), body: new URLSearchParams(fields) });
}

async function signedIn(email: string, role: schema.UserRole) {
  const session = await createSignedInCustomer(email);
  await db().update(schema.user).set({ role }).where(eq(schema.user.id, session.userId));
  return { ...session, actor: { id: session.userId, email } };
}

async function customer(name: string) {
  const id = randomUUID();
  await db().insert(schema.user).values({ id, name, email: `${id}@example.com`, emailVerified: true });
  return id;
}

const auditOf = (entityId: string) => db().select().from(schema.auditLog).where(eq(schema.auditLog.entityId, entityId)).orderBy(desc(schema.auditLog.createdAt));

let owner: Awaited<ReturnType<typeof signedIn>>;
let staff: Awaited<ReturnType<typeof signedIn>>;
let shopper: Awaited<ReturnType<typeof signedIn>>;
let productId: string;

beforeAll(async () => {
  owner = await signedIn("inbox-owner@example.com", "owner");
  staff = await signedIn("inbox-staff@example.com", "staff");
  shopper = await signedIn("inbox-customer@example.com", "customer");
  const [product] = await db().select({ id: schema.products.id }).from(schema.products).limit(1);
  productId = product.id;
});

describe("the review queue", () => {
  const reviewQuery = (search: string) => parseListQuery(reviewListSpec, new URLSearchParams(search)) as ReviewListQuery;
  let waiting: string, second: string, approved: string;

  beforeAll(async () => {
    const insert = async (authorName: string, rating: number, status: "pending" | "approved" | "rejected", verifiedBuyer = false) => {
      const [row] = await db()
        .insert(schema.reviews)
        .values({ productId, userId: await customer(authorName), authorName, rating, body: `Une bougie parfaite, signé ${authorName}.`, verifiedBuyer, status })
        .returning({ id: schema.reviews.id });
      return row.id;
    };
    waiting = await insert("Noa L.", 5, "pending", true);
    second = await insert("David C.", 2, "pending");
    approved = await insert("Léa M.", 4, "approved", true);
  });

  it("filters by status, rating and verified buyer, with the product's name", async () => {
    const pending = await listReviews(reviewQuery("status=pending"), "fr");
    expect(pending.rows.map((row) => row.id).sort()).toEqual([waiting, second].sort());
    expect(pending.rows[0].productName).not.toBe("—");
    expect((await listReviews(reviewQuery("rating=2"), "fr")).rows.map((row) => row.id)).toEqual([second]);
    expect((await listReviews(reviewQuery("verified=yes&sort=rating&dir=desc"), "fr")).rows.map((row) => row.id)).toEqual([waiting, approved]);
    expect((await listReviews(reviewQuery("q=david"), "fr")).rows.map((row) => row.id)).toEqual([second]);
    expect(await countReviewsByStatus()).toMatchObject({ pending: 2, approved: 1 });
  });

  it("approves in bulk: each row answers on its own, a refused row does not stop the others", async () => {
    const missing = randomUUID();
    const outcomes = await moderateReviews(owner.actor, [waiting, approved, missing], "approved", (code) => code);
    expect(outcomes).toEqual([
      { id: waiting, ok: true },
      { id: approved, ok: false, reason: "already" },
      { id: missing, ok: false, reason: "notFound" },
    ]);
    const shown = await approvedReviews(productId);
    expect(shown.reviews.map((review) => review.id)).toEqual(expect.arrayContaining([waiting, approved]));
    expect(shown.reviews.find((review) => review.id === waiting)?.verifiedBuyer).toBe(true);
    const [audit] = await auditOf(waiting);
    expect(audit).toMatchObject({ action: "review.approve", actorId: owner.userId, entity: "review", before: { status: "pending" }, after: { status: "approved" } });
    expect(await auditOf(approved)).toEqual([]);
  });

  it("a rejected review never reaches the product page, and rejecting an approved one takes it down", async () => {
    const answer = await run(reviewsAction, post("/admin/reviews", [["intent", "reject"], ["ids", second], ["ids", waiting]], staff.cookies));
    expect(answer.status).toBe(200);
    expect(answer.data?.results).toEqual([
      { id: second, ok: true },
      { id: waiting, ok: true },
    ]);
    const shown = await approvedReviews(productId);
    expect(shown.reviews.map((review) => review.id)).not.toContain(second);
    expect(shown.reviews.map((review) => review.id)).not.toContain(waiting);
    const [audit] = await auditOf(second);
    expect(audit).toMatchObject({ action: "review.reject", actorId: staff.userId });
  });

  it("the route reads the queue for staff, says a refusal in the admin's language, and refuses bad posts and outsiders", async () => {
    const list = await run(reviewsLoader, get("/admin/reviews?status=rejected", staff.cookies));
    expect((list.data?.rows as { id: string }[]).map((row) => row.id).sort()).toEqual([second, waiting].sort());
    const already = await run(reviewsAction, post("/admin/reviews", [["intent", "reject"], ["ids", second]], owner.cookies));
    expect(already.data?.results).toEqual([{ id: second, ok: false, reason: "l'avis a déjà ce statut" }]);
    expect(await run(reviewsAction, post("/admin/reviews", [["intent", "approve"]], owner.cookies))).toMatchObject({ status: 400, data: { error: "Sélectionnez au moins une ligne." } });
    expect((await run(reviewsAction, post("/admin/reviews", [["intent", "delete"], ["ids", second]], owner.cookies))).status).toBe(400);
    expect((await run(reviewsAction, post("/admin/reviews", [["intent", "approve"], ["ids", "x' or 1=1"]], owner.cookies))).status).toBe(400);
    expect((await run(reviewsAction, post("/admin/reviews", [["intent", "approve"], ["ids", second]]))).status).toBe(401);
    expect((await run(reviewsAction, post("/admin/reviews", [["intent", "approve"], ["ids", second]], shopper.cookies))).status).toBe(403);
    expect((await run(reviewsLoader, get("/admin/reviews", shopper.cookies))).status).toBe(403);
  });
});

describe("the contact messages inbox", () => {
  const messageQuery = (search: string) => parseListQuery(messageListSpec, new URLSearchParams(search)) as MessageListQuery;
  let hebrew: string, french: string;

  beforeAll(async () => {
    hebrew = await receiveContactMessage({ name: "Noa Levi", email: "noa.inbox@example.com", subject: "משלוח לחיפה", message: "האם אתם שולחים לחיפה?\nתודה" }, "he");
    french = await receiveContactMessage({ name: "Léa Martin", email: "lea.inbox@example.com", subject: "Bougie personnalisée", message: "Bonjour, faites-vous des bougies sur mesure ?" }, "fr");
  });

  it("lists unread messages, and opening one as staff marks it read (audited)", async () => {
    expect((await listMessages(messageQuery("state=unread"))).rows.map((row) => row.id)).toEqual(expect.arrayContaining([hebrew, french]));
    const opened = await run(messageLoader, get(`/admin/messages/${french}`, staff.cookies), { messageId: french });
    expect(opened.status).toBe(200);
    expect((opened.data?.message as { readAt: Date | null }).readAt).toBeTruthy();
    expect((await getMessage(french))?.readAt).toBeTruthy();
    expect((await listMessages(messageQuery("state=read"))).rows.map((row) => row.id)).toContain(french);
    expect((await auditOf(french))[0]).toMatchObject({ action: "message.read", actorId: staff.userId });
    // Opening it again writes nothing more.
    await run(messageLoader, get(`/admin/messages/${french}`, staff.cookies), { messageId: french });
    expect(await auditOf(french)).toHaveLength(1);
  });

  it("marks unread again, back to the inbox, and in bulk where one row is refused", async () => {
    const unread = await run(messageAction, post(`/admin/messages/${french}`, [["intent", "unread"]], owner.cookies), { messageId: french });
    expect(unread).toMatchObject({ status: 302, location: "/admin/messages" });
    expect((await getMessage(french))?.readAt).toBeNull();
    const outcomes = await setMessagesRead(owner.actor, [french, hebrew, hebrew], true, (code) => code);
    expect(outcomes).toEqual([
      { id: french, ok: true },
      { id: hebrew, ok: true },
    ]);
    const answer = await run(messagesAction, post("/admin/messages", [["intent", "read"], ["ids", french], ["ids", randomUUID()]], owner.cookies));
    expect(answer.data?.results).toEqual([
      { id: french, ok: false, reason: "le message est déjà dans cet état" },
      expect.objectContaining({ ok: false, reason: "message introuvable" }),
    ]);
    expect((await run(messagesAction, post("/admin/messages", [["intent", "unread"], ["ids", french]], shopper.cookies))).status).toBe(403);
    const list = await run(messagesLoader, get("/admin/messages?q=bougie", staff.cookies));
    expect((list.data?.rows as { id: string }[]).map((row) => row.id)).toEqual([french]);
  });

  it("a reply is queued through the outbox in the message's language and kept with the message", async () => {
    const empty = await run(messageAction, post(`/admin/messages/${hebrew}`, [["intent", "reply"], ["body", " "]], staff.cookies), { messageId: hebrew });
    expect(empty).toMatchObject({ status: 400, data: { error: "Écrivez votre réponse (2 caractères au moins)." } });

    const answer = await run(messageAction, post(`/admin/messages/${hebrew}`, [["intent", "reply"], ["body", "כן, אנחנו שולחים לכל הארץ."]], staff.cookies), { messageId: hebrew });
    expect(answer.status).toBe(200);
    const mailId = answer.data?.mailId as string;
    const [mail] = await db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.id, mailId));
    expect(mail).toMatchObject({ kind: "contact-reply", toAddress: "noa.inbox@example.com", lang: "he", subject: "תשובה: משלוח לחיפה" });
    expect(mail.text).toContain("שלום Noa Levi,");
    expect(mail.text).toContain("כן, אנחנו שולחים לכל הארץ.");
    expect(mail.text).toContain("> האם אתם שולחים לחיפה?");
    expect(mail.html).toContain('dir="rtl"');

    const message = await getMessage(hebrew);
    expect(message?.handledAt).toBeTruthy();
    expect(message?.replies).toEqual([expect.objectContaining({ body: "כן, אנחנו שולחים לכל הארץ.", lang: "he", mailId, mailStatus: mail.status, authorName: expect.any(String) })]);
    const [audit] = await auditOf(hebrew);
    expect(audit).toMatchObject({ action: "message.reply", actorId: staff.userId, after: { mailId, lang: "he" } });
    expect((await listMessages(messageQuery("state=replied"))).rows.map((row) => row.id)).toEqual([hebrew]);
    expect(await countMessagesByState()).toEqual({ unread: 0, read: 1, replied: 1 });
  });

  it("an unknown message is a 404, and a reply to it a refusal", async () => {
    const missing = randomUUID();
    expect((await run(messageLoader, get(`/admin/messages/${missing}`, staff.cookies), { messageId: missing })).status).toBe(404);
    expect((await run(messageLoader, get("/admin/messages/nope", staff.cookies), { messageId: "nope" })).status).toBe(404);
    expect((await run(messageAction, post(`/admin/messages/${missing}`, [["intent", "reply"], ["body", "Bonjour"]], staff.cookies), { messageId: missing })).status).toBe(404);
  });

  it("the reply falls back to French when the message's language is unknown", async () => {
    const [row] = await db().insert(schema.contactMessages).values({ name: "Sam", email: "sam@example.com", subject: "Hello", message: "Hi", lang: "xx" }).returning({ id: schema.contactMessages.id });
    const { lang, mailId } = await replyToMessage(owner.actor, row.id, "Merci pour votre message.");
    expect(lang).toBe("fr");
    const [mail] = await db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.id, mailId));
    expect(mail.subject).toBe("Re : Hello");
  });
});

describe("the newsletter subscribers", () => {
  const subscriberQuery = (search: string) => parseListQuery(subscriberListSpec, new URLSearchParams(search)) as SubscriberListQuery;

  beforeAll(async () => {
    await subscribe("ruth@example.com", "he", "אני מסכים/ה לקבל את הניוזלטר.");
    await subscribe("anna@example.com", "ru", "Я согласен получать рассылку.");
    await subscribe("=cmd@example.com", "fr", "J'accepte de recevoir la newsletter.");
    const [row] = await db().select().from(schema.newsletterSubscribers).where(eq(schema.newsletterSubscribers.email, "anna@example.com"));
    await unsubscribe(row.unsubscribeToken);
  });

  it("lists addresses with consent, language and unsubscribes, filtered in SQL", async () => {
    const { rows } = await listSubscribers(subscriberQuery("pageSize=100"));
    const ruth = rows.find((row) => row.email === "ruth@example.com");
    expect(ruth).toMatchObject({ lang: "he", consentText: "אני מסכים/ה לקבל את הניוזלטר.", unsubscribedAt: null });
    expect(ruth?.consentAt).toBeInstanceOf(Date);
    expect((await listSubscribers(subscriberQuery("state=unsubscribed"))).rows.map((row) => row.email)).toEqual(["anna@example.com"]);
    expect((await listSubscribers(subscriberQuery("lang=he"))).rows.map((row) => row.email)).toEqual(["ruth@example.com"]);
    expect((await listSubscribers(subscriberQuery("state=subscribed&q=ANNA"))).total).toBe(0);
    const all: string[] = [];
    for await (const row of allSubscribers(subscriberQuery("sort=email&dir=asc"))) all.push(row.email);
    expect(all).toEqual(["=cmd@example.com", "anna@example.com", "ruth@example.com"]);
  });

  it("staff read the list; the CSV streams the rows of the filter, safe for spreadsheets", async () => {
    const list = await run(newsletterLoader, get("/admin/newsletter?lang=ru", staff.cookies));
    expect(list.data?.total).toBe(1);
    const exportRequest = get("/admin/newsletter/export.csv?sort=email&dir=asc", staff.cookies);
    const response = (await newsletterExport({ request: exportRequest, params: {}, context: await adminRouteContext(exportRequest) } as never)) as Response;
    expect(response.headers.get("Content-Type")).toContain("text/csv");
    expect(response.headers.get("Content-Disposition")).toMatch(/attachment; filename="newsletter-\d{4}-\d{2}-\d{2}\.csv"/);
    const csv = (await response.text()).replace(/^\uFEFF/, "");
    const lines = csv.trim().split("\n");
    expect(lines[0]).toBe('"E-mail","Langue","Statut","Consentement le","Texte accepté","Désinscription le"');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^"'=cmd@example.com","fr","Abonné",/);
    expect(lines[2]).toMatch(/^"anna@example.com","ru","Désinscrit","\d{4}-.*","Я согласен получать рассылку\.","\d{4}-/);
    expect(lines[3]).toContain('"ruth@example.com","he","Abonné"');
    expect((await run(newsletterExport, get("/admin/newsletter/export.csv", shopper.cookies))).status).toBe(403);
    expect((await run(newsletterExport, get("/admin/newsletter/export.csv"))).status).toBe(302);
  });
});

describe("the mail outbox", () => {
  const mailQuery = (search: string) => parseListQuery(mailListSpec, new URLSearchParams(search)) as MailListQuery;
  let failed: string, sent: string, secondFailed: string;

  beforeAll(async () => {
    const insert = async (subject: string, status: "failed" | "sent", attempts: number) => {
      const [row] = await db()
        .insert(schema.mailOutbox)
        .values({ kind: "order-shipped", toAddress: "buyer.outbox@example.com", subject, text: subject, html: `<p>${subject}</p><script>alert(1)</script>`, status, attempts, lastError: status === "failed" ? "421 try later" : null, nextAttemptAt: new Date(Date.now() + 3_600_000) })
        .returning({ id: schema.mailOutbox.id });
      return row.id;
    };
    failed = await insert("Votre commande est en route", "failed", 6);
    secondFailed = await insert("Votre commande est en route (2)", "failed", 3);
    sent = await insert("Votre commande est livrée", "sent", 1);
  });

  it("lists mails by status and kind, with counts per status", async () => {
    expect((await listMail(mailQuery("status=failed&q=buyer.outbox"))).rows.map((row) => row.id).sort()).toEqual([failed, secondFailed].sort());
    expect((await listMail(mailQuery("kind=order-shipped&status=sent"))).rows.map((row) => row.id)).toEqual([sent]);
    expect((await countMailByStatus()).failed).toBeGreaterThanOrEqual(2);
  });

  it("counts its tabs within the search: the tabs add up to what the search lists", async () => {
    const searched = await run(mailLoader, get("/admin/mail?q=livr%C3%A9e", staff.cookies));
    expect(searched.data!.total).toBe(1);
    expect(searched.data!.counts).toEqual({ pending: 0, sent: 1, failed: 0, stored: 0 });
    // A status tab keeps the search, and so do the other tabs' counts.
    const failedTab = await run(mailLoader, get("/admin/mail?q=buyer.outbox&status=failed", staff.cookies));
    expect(failedTab.data!.counts).toEqual({ pending: 0, sent: 1, failed: 2, stored: 0 });
  });

  it("retry puts a failed mail back in the queue, due now; a sent mail is refused; both answered on their own", async () => {
    const outcomes = await retryMails(owner.actor, [failed, sent], (code) => code);
    expect(outcomes).toEqual([
      { id: failed, ok: true },
      { id: sent, ok: false, reason: "notFailed" },
    ]);
    const rows = await db().select().from(schema.mailOutbox).where(inArray(schema.mailOutbox.id, [failed, sent]));
    const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
    expect(byId[failed]).toMatchObject({ status: "pending", attempts: 0, lastError: "421 try later" });
    expect(byId[failed].nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(byId[sent]).toMatchObject({ status: "sent", attempts: 1 });
    const [audit] = await auditOf(failed);
    expect(audit).toMatchObject({ action: "mail.retry", entity: "mail", actorId: owner.userId, before: { status: "failed", attempts: 6 }, after: { status: "pending", attempts: 0 } });
  });

  it("staff read the outbox but only the owner retries; the mail page shows its HTML for the sandboxed frame", async () => {
    const list = await run(mailLoader, get("/admin/mail?status=failed", staff.cookies));
    expect(list.status).toBe(200);
    expect((await run(mailAction, post("/admin/mail", [["intent", "retry"], ["ids", secondFailed]], staff.cookies))).status).toBe(403);
    expect((await run(mailPageAction, post(`/admin/mail/${secondFailed}`, [], staff.cookies), { mailId: secondFailed })).status).toBe(403);
    const page = await run(mailPageLoader, get(`/admin/mail/${secondFailed}`, staff.cookies), { mailId: secondFailed });
    expect(page.data?.mail).toMatchObject({ id: secondFailed, status: "failed", body: { html: expect.stringContaining("<p>") } });
    expect((await run(mailPageLoader, get(`/admin/mail/${randomUUID()}`, staff.cookies), { mailId: randomUUID() })).status).toBe(404);

    const retried = await run(mailPageAction, post(`/admin/mail/${secondFailed}`, [], owner.cookies), { mailId: secondFailed });
    expect(retried).toMatchObject({ status: 200, data: { ok: true, message: "E-mail remis dans la file d'envoi." } });
    const again = await run(mailPageAction, post(`/admin/mail/${secondFailed}`, [], owner.cookies), { mailId: secondFailed });
    expect(again).toMatchObject({ status: 409, data: { ok: false, message: "seul un e-mail en échec peut être renvoyé" } });
    const bulk = await run(mailAction, post("/admin/mail", [["intent", "retry"], ["ids", sent]], owner.cookies));
    expect(bulk.data?.results).toEqual([{ id: sent, ok: false, reason: "seul un e-mail en échec peut être renvoyé" }]);
    const [{ n }] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, "mail.retry"), eq(schema.auditLog.entityId, secondFailed)));
    expect(Number(n)).toBe(1);
  });
});
