/**
 * The signed-in customer's own things (docs/product/accounts-and-auth.md#acc-9, docs/product/checkout-and-orders.md#ord-9, docs/product/reviews.md#rev-1 and docs/product/security-rules.md#sec-7): wishlist, reviews, 'Mes Commandes'
 * with guest-order attach, and the loyalty card. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import * as schema from "../../db/schema";
import { listWishlist, toggleWishlist, wishlistCount, wishlistIds, WishlistError } from "../../app/features/wishlist/wishlist.server";
import { approvedReviews, ownReview, ReviewError, submitReview } from "../../app/features/reviews/reviews.server";
import { moderateReview } from "../../app/features/reviews/reviews-admin.server";
import { attachableGuestOrders, attachGuestOrders, displayStatus, formatOrderDate, listOrders } from "../../app/features/orders-history/orders-history.server";
import { getLoyaltyView, loyaltyProgress } from "../../app/features/loyalty/loyalty-view.server";
import { reviewSchema } from "../../app/schemas/review";
import { wishlistToggleSchema } from "../../app/schemas/wishlist";
import { createTranslator, flatten } from "../../app/lib/i18n";
import type { Pricing } from "../../app/features/catalog/pricing.server";
import { convertFromBase } from "../../app/lib/money";
import { dictionaries } from "../../app/locales";
import { withSeededDatabase } from "./helpers";

const testDb = withSeededDatabase();

async function createUser(options: { email?: string; name?: string; role?: "customer" | "staff" | "owner"; verified?: boolean } = {}) {
  const id = randomUUID();
  await testDb()
    .insert(schema.user)
    .values({
      id,
      name: options.name ?? "Client Test",
      email: options.email ?? `${id}@example.com`,
      emailVerified: options.verified ?? true,
      role: options.role ?? "customer",
    });
  return id;
}

async function someProducts(n: number) {
  const rows = await testDb()
    .select({ id: schema.products.id, priceMinor: schema.products.priceMinor, imageUrl: schema.products.imageUrl })
    .from(schema.products)
    .where(and(eq(schema.products.isActive, true), eq(schema.products.hasVariants, false)))
    .orderBy(asc(schema.products.createdAt), asc(schema.products.id))
    .limit(n);
  expect(rows).toHaveLength(n);
  return rows;
}

let orderSeq = 0;
async function createOrder(options: {
  userId: string | null;
  email: string;
  productIds: string[];
  status?: schema.OrderStatus;
  createdAt?: Date;
  currency?: string;
}) {
  orderSeq += 1;
  const [order] = await testDb()
    .insert(schema.orders)
    .values({
      userId: options.userId,
      orderToken: options.userId ? null : `guest-${randomUUID()}`,
      status: options.status ?? "pending",
      email: options.email,
      shippingAddress: { firstName: "Léa", lastName: "Martin", address: "1 rue Herzl", city: "Netanya", postalCode: "42000", country: "Israël", phone: "+972500000000", email: options.email },
      currency: options.currency ?? "ILS",
      exchangeRate: "1",
      subtotalMinor: 10_000 * options.productIds.length,
      shippingMinor: 500,
      totalMinor: 10_000 * options.productIds.length + 500 + orderSeq,
      totalIlsMinor: 10_000 * options.productIds.length + 500,
      createdAt: options.createdAt ?? new Date(),
    })
    .returning();
  for (const productId of options.productIds) {
    await testDb().insert(schema.orderItems).values({
      orderId: order.id,
      productId,
      productName: `Bougie ${productId.slice(0, 4)}`,
      quantity: 1,
      unitPriceMinor: 10_000,
      lineTotalMinor: 10_000,
    });
  }
  return order;
}

const ils: Pricing = { currency: "ILS", rate: "1", shippingMinor: 500, convert: (minor) => minor };
const eur: Pricing = { currency: "EUR", rate: "0.25", shippingMinor: 500, convert: (minor) => convertFromBase(minor, "0.25") };

describe("wishlist", () => {
  it("toggles only the caller's own list, and lists it as cards in the visitor's currency", async () => {
    const lea = await createUser();
    const noam = await createUser();
    const [a, b] = await someProducts(2);

    expect(await toggleWishlist(lea, a.id)).toEqual({ inWishlist: true });
    expect(await toggleWishlist(lea, b.id, true)).toEqual({ inWishlist: true });
    // Asking to add again keeps one row (a retried request lands in the same state).
    expect(await toggleWishlist(lea, b.id, true)).toEqual({ inWishlist: true });
    expect(await wishlistCount(lea)).toBe(2);
    expect(new Set(await wishlistIds(lea))).toEqual(new Set([a.id, b.id]));

    // Noam's list is his own: empty, and his toggles do not touch Léa's rows.
    expect(await wishlistIds(noam)).toEqual([]);
    expect(await listWishlist(noam, "fr", ils)).toEqual([]);
    expect(await toggleWishlist(noam, a.id)).toEqual({ inWishlist: true });
    expect(await toggleWishlist(noam, a.id)).toEqual({ inWishlist: false });
    expect(await wishlistCount(lea)).toBe(2);
    const rows = await testDb().select().from(schema.wishlist).where(eq(schema.wishlist.userId, lea));
    expect(rows).toHaveLength(2);

    const cardsIls = await listWishlist(lea, "fr", ils);
    expect(cardsIls.map((c) => c.id).sort()).toEqual([a.id, b.id].sort());
    const cardA = cardsIls.find((c) => c.id === a.id)!;
    expect(cardA.priceMinor).toBe(a.priceMinor);
    expect(cardA.name.length).toBeGreaterThan(0);
    const cardsEur = await listWishlist(lea, "en", eur);
    expect(cardsEur.find((c) => c.id === a.id)!.priceMinor).toBe(convertFromBase(a.priceMinor, "0.25"));

    expect(await toggleWishlist(lea, a.id)).toEqual({ inWishlist: false });
    expect(await toggleWishlist(lea, b.id, false)).toEqual({ inWishlist: false });
    expect(await listWishlist(lea, "fr", ils)).toEqual([]);
  });

  it("neither shows nor counts a product taken off the shop", async () => {
    const lea = await createUser();
    const [a, b] = await someProducts(2);
    await toggleWishlist(lea, a.id, true);
    await toggleWishlist(lea, b.id, true);
    await testDb().update(schema.products).set({ status: "archived" }).where(eq(schema.products.id, b.id));
    try {
      expect(await wishlistIds(lea)).toEqual([a.id]);
      expect(await wishlistCount(lea)).toBe(1);
      expect((await listWishlist(lea, "fr", ils)).map((c) => c.id)).toEqual([a.id]);
    } finally {
      await testDb().update(schema.products).set({ status: "active" }).where(eq(schema.products.id, b.id));
    }
    expect(await wishlistCount(lea)).toBe(2);
  });

  it("refuses a product that does not exist, and a malformed id, without writing", async () => {
    const lea = await createUser();
    await expect(toggleWishlist(lea, randomUUID())).rejects.toBeInstanceOf(WishlistError);
    await expect(toggleWishlist(lea, "'; drop table wishlist; --")).rejects.toBeInstanceOf(WishlistError);
    expect(await wishlistCount(lea)).toBe(0);
  });

  it("parses the heart's form with its schema", () => {
    expect(wishlistToggleSchema.safeParse({ productId: "nope" }).success).toBe(false);
    expect(wishlistToggleSchema.safeParse({ productId: randomUUID(), intent: "steal" }).success).toBe(false);
    expect(wishlistToggleSchema.parse({ productId: "0b8f8c4e-4d3c-4b8e-9a5e-8b2f8f6d2a11" }).intent).toBe("toggle");
  });
});

describe("reviews", () => {
  it("are pending by default, hidden until approved, and the average and count come from approved ones", async () => {
    const [product] = await someProducts(1);
    const before = await approvedReviews(product.id);
    const first = await createUser({ name: "Avi Cohen" });
    const second = await createUser({ name: "Maya Levi" });
    const third = await createUser({ name: "Dan" });
    const owner = await createUser({ role: "owner" });

    const r1 = await submitReview(first, product.id, 5, "Une odeur magnifique, très douce.", "fr");
    const r2 = await submitReview(second, product.id, 2, "Trop discrète à mon goût.", "fr");
    const r3 = await submitReview(third, product.id, 1, "Je n'ai pas du tout aimé.", "fr");
    expect([r1.status, r2.status, r3.status]).toEqual(["pending", "pending", "pending"]);
    expect(await approvedReviews(product.id)).toEqual(before);

    // The back office's moderation (who may moderate: tests/integration/admin/route-access.test.ts).
    const moderator = { id: owner, email: "owner@example.com" };
    await moderateReview(moderator, r1.id, "approved");
    await moderateReview(moderator, r2.id, "approved");
    await moderateReview(moderator, r3.id, "rejected");
    const after = await approvedReviews(product.id);
    expect(after.count).toBe(before.count + 2);
    expect(after.reviews.map((r) => r.id)).not.toContain(r3.id);
    // The demo shop has no reviews: this product's first ones are these.
    expect(before.count).toBe(0);
    expect(after.average).toBe(3.5);
    expect(after.distribution.find((d) => d.stars === 5)?.count).toBe(1);
    expect(after.distribution.find((d) => d.stars === 2)?.count).toBe(1);
    expect(after.distribution.find((d) => d.stars === 1)?.count).toBe(0);
    expect((await ownReview(third, product.id))?.status).toBe("rejected");
  });

  it("marks a verified buyer only with a real, not cancelled, order of that product", async () => {
    const [bought, other, cancelledOne] = await someProducts(3);
    const buyer = await createUser();
    const stranger = await createUser();
    await createOrder({ userId: buyer, email: "buyer@example.com", productIds: [bought.id] });
    await createOrder({ userId: buyer, email: "buyer@example.com", productIds: [cancelledOne.id], status: "cancelled" });
    // Someone else's order of the product proves nothing about the stranger.
    await createOrder({ userId: null, email: "stranger@example.com", productIds: [other.id] });

    expect((await submitReview(buyer, bought.id, 5, "Achetée et adorée, je recommande.", "fr")).verifiedBuyer).toBe(true);
    expect((await submitReview(buyer, other.id, 4, "Pas achetée, mais sentie en boutique.", "fr")).verifiedBuyer).toBe(false);
    expect((await submitReview(buyer, cancelledOne.id, 3, "Commande annulée, avis quand même.", "fr")).verifiedBuyer).toBe(false);
    expect((await submitReview(stranger, bought.id, 3, "Jamais achetée, juste curieux.", "fr")).verifiedBuyer).toBe(false);
  });

  it("keeps one review per customer and product: a second submit replaces it and sends it back to moderation", async () => {
    const [product] = await someProducts(1);
    const author = await createUser({ name: "Fallback Name" });
    await testDb().insert(schema.profiles).values({ userId: author, firstName: "Léa", lastName: "martin" });
    const owner = await createUser({ role: "owner" });
    const first = await submitReview(author, product.id, 3, "Premier avis, plutôt moyen.", "fr");
    await moderateReview({ id: owner, email: "owner@example.com" }, first.id, "approved");
    const second = await submitReview(author, product.id, 5, "Finalement excellente, je change d'avis.", "fr");
    expect(second.id).toBe(first.id);
    expect(second.status).toBe("pending");
    const rows = await testDb().select().from(schema.reviews).where(and(eq(schema.reviews.userId, author), eq(schema.reviews.productId, product.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 5, status: "pending", authorName: "Léa M." });
    expect((await approvedReviews(product.id)).reviews.map((r) => r.id)).not.toContain(first.id);
  });

  it("refuses ratings outside 1 to 5 and texts out of bounds, and stores script tags as plain text", async () => {
    const [product] = await someProducts(1);
    const author = await createUser({ name: "Noa" });
    for (const rating of [0, 6, -1, 2.5, Number.NaN]) {
      await expect(submitReview(author, product.id, rating, "Un texte assez long.", "fr")).rejects.toMatchObject({ code: "invalid_rating" });
    }
    await expect(submitReview(author, product.id, 4, "court", "fr")).rejects.toMatchObject({ code: "invalid_body" });
    await expect(submitReview(author, product.id, 4, "x".repeat(2001), "fr")).rejects.toMatchObject({ code: "invalid_body" });
    await expect(submitReview(author, randomUUID(), 4, "Un texte assez long.", "fr")).rejects.toBeInstanceOf(ReviewError);
    expect(await ownReview(author, product.id)).toBeNull();

    const issue = (input: Record<string, unknown>) => {
      const result = reviewSchema.safeParse({ intent: "review", ...input });
      return result.success ? null : result.error.issues[0].message;
    };
    expect(issue({ rating: "6", body: "Un texte assez long." })).toBe("reviews.ratingRequired");
    expect(issue({ rating: "0", body: "Un texte assez long." })).toBe("reviews.ratingRequired");
    expect(issue({ rating: "abc", body: "Un texte assez long." })).toBe("reviews.ratingRequired");
    expect(issue({ body: "Un texte assez long." })).toBe("reviews.ratingRequired");
    expect(issue({ rating: "4", body: "   court   " })).toBe("reviews.textTooShort");
    expect(issue({ rating: "4", body: "x".repeat(2001) })).toBe("reviews.textTooLong");
    expect(issue({ rating: "4", body: ["a", "b"] })).toBe("reviews.textTooShort");
    expect(issue({ rating: "4", body: "Un texte assez long." })).toBeNull();

    const script = `<script>alert("x")</script> Très belle bougie !`;
    await submitReview(author, product.id, 4, script, "fr");
    expect((await ownReview(author, product.id))?.body).toBe(script);
  });
});

describe("Mes Commandes", () => {
  it("lists only the caller's orders, newest first, with names, images, status and their own currency", async () => {
    const [a, b] = await someProducts(2);
    const lea = await createUser();
    const noam = await createUser();
    const old = await createOrder({ userId: lea, email: "lea@example.com", productIds: [a.id], createdAt: new Date("2026-01-05T10:00:00Z"), status: "delivered" });
    const recent = await createOrder({ userId: lea, email: "lea@example.com", productIds: [a.id, b.id], createdAt: new Date("2026-03-07T16:05:00Z"), currency: "EUR" });
    await createOrder({ userId: noam, email: "noam@example.com", productIds: [b.id] });

    const mine = await listOrders(lea);
    expect(mine.map((o) => o.id)).toEqual([recent.id, old.id]);
    expect(mine[0]).toMatchObject({ currency: "EUR", totalMinor: recent.totalMinor, status: "pending", orderNumber: recent.orderNumber });
    expect(mine[0].lines).toHaveLength(2);
    expect(mine[0].lines.find((l) => l.productId === a.id)).toMatchObject({ name: `Bougie ${a.id.slice(0, 4)}`, imageUrl: a.imageUrl, quantity: 1 });
    expect(mine[1].status).toBe("delivered");
    expect(await listOrders(noam)).toHaveLength(1);
    expect((await listOrders(noam))[0].lines.map((l) => l.productId)).toEqual([b.id]);
    expect(await listOrders(await createUser())).toEqual([]);
  });

  it("shows an unknown status as pending", () => {
    expect(displayStatus("refunded")).toBe("pending");
    expect(displayStatus("shipped")).toBe("shipped");
  });

  it("prints the date as 'day month year à HH:MM' in each language's own form", () => {
    const when = "2026-03-07T16:05:00Z"; // 18:05 in Netanya
    const t = (lang: "fr" | "en" | "he" | "ru") => createTranslator(lang, flatten(dictionaries[lang]));
    expect(formatOrderDate(when, "fr", t("fr"))).toBe("7 mars 2026 à 18:05");
    expect(formatOrderDate(when, "en", t("en"))).toBe("March 7, 2026 at 6:05 PM");
    expect(formatOrderDate(when, "ru", t("ru"))).toBe("7 марта 2026 г. в 18:05");
    expect(formatOrderDate(when, "he", t("he"))).toMatch(/^7 במרץ 2026 בשעה 18:05$/);
  });
});

describe("attaching guest orders", () => {
  it("moves guest orders with the same verified e-mail (any case), never another customer's orders", async () => {
    const [a] = await someProducts(1);
    const owner = await createUser({ email: "Shira@Example.com", verified: true });
    const other = await createUser({ email: "other-shira@example.com" });
    const guest1 = await createOrder({ userId: null, email: "shira@example.com", productIds: [a.id] });
    const guest2 = await createOrder({ userId: null, email: "SHIRA@EXAMPLE.COM", productIds: [a.id] });
    const someoneElses = await createOrder({ userId: other, email: "shira@example.com", productIds: [a.id] });
    const differentGuest = await createOrder({ userId: null, email: "not-shira@example.com", productIds: [a.id] });

    expect(await attachableGuestOrders(owner)).toBe(2);
    expect(await attachGuestOrders(owner)).toBe(2);
    expect(await attachableGuestOrders(owner)).toBe(0);
    expect(await attachGuestOrders(owner)).toBe(0);

    const byId = async (id: string) => (await testDb().select().from(schema.orders).where(eq(schema.orders.id, id)))[0];
    expect((await byId(guest1.id)).userId).toBe(owner);
    expect((await byId(guest2.id)).userId).toBe(owner);
    expect((await byId(someoneElses.id)).userId).toBe(other);
    expect((await byId(differentGuest.id)).userId).toBeNull();
    expect((await listOrders(owner)).map((o) => o.id).sort()).toEqual([guest1.id, guest2.id].sort());
  });

  it("does nothing while the account's e-mail is not verified", async () => {
    const [a] = await someProducts(1);
    const unverified = await createUser({ email: "yael@example.com", verified: false });
    const guest = await createOrder({ userId: null, email: "yael@example.com", productIds: [a.id] });
    expect(await attachableGuestOrders(unverified)).toBe(0);
    expect(await attachGuestOrders(unverified)).toBe(0);
    const [row] = await testDb().select().from(schema.orders).where(eq(schema.orders.id, guest.id));
    expect(row.userId).toBeNull();
  });
});

describe("loyalty", () => {
  const levels = [
    { level: "bronze" as const, minSpentEurMinor: 0 },
    { level: "silver" as const, minSpentEurMinor: 20_000 },
    { level: "gold" as const, minSpentEurMinor: 50_000 },
    { level: "platinum" as const, minSpentEurMinor: 100_000 },
  ];

  it("measures progress as a percentage of the spend range to the next level", () => {
    expect(loyaltyProgress(35_000, levels)).toEqual({ level: "silver", next: levels[2], percent: 50 });
    expect(loyaltyProgress(0, levels)).toEqual({ level: "bronze", next: levels[1], percent: 0 });
    expect(loyaltyProgress(10_000, levels)).toMatchObject({ level: "bronze", percent: 50 });
    expect(loyaltyProgress(19_999, levels)).toMatchObject({ level: "bronze", percent: 99 });
    expect(loyaltyProgress(20_000, levels)).toMatchObject({ level: "silver", percent: 0 });
    expect(loyaltyProgress(75_000, levels)).toMatchObject({ level: "gold", percent: 50 });
    expect(loyaltyProgress(100_000, levels)).toEqual({ level: "platinum", next: null, percent: 100 });
    expect(loyaltyProgress(250_000, levels)).toMatchObject({ level: "platinum", next: null });
  });

  it("shows bronze and 0 to a customer without a loyalty row", async () => {
    const newcomer = await createUser();
    const view = await getLoyaltyView(newcomer);
    expect(view).toMatchObject({ level: "bronze", currentPoints: 0, totalPoints: 0, lifetimeSpentEurMinor: 0, percent: 0, ledger: [] });
    expect(view.next?.level).toBe("silver");
  });

  it("reads the caller's balance and ledger only, with the thresholds from the table", async () => {
    const [a] = await someProducts(1);
    const lea = await createUser();
    const noam = await createUser();
    const order = await createOrder({ userId: lea, email: "lea@example.com", productIds: [a.id], status: "delivered" });
    await testDb().insert(schema.loyaltyAccounts).values({ userId: lea, currentPoints: 3500, totalPoints: 3500, lifetimeSpentEurMinor: 35_000, loyaltyLevel: "silver" });
    await testDb().insert(schema.loyaltyLedger).values({ userId: lea, orderId: order.id, points: 3500, spentEurMinor: 35_000, reason: "order_delivered" });
    await testDb().insert(schema.loyaltyLedger).values({ userId: noam, points: 10, reason: "adjustment" });

    const view = await getLoyaltyView(lea);
    expect(view).toMatchObject({ level: "silver", percent: 50, currentPoints: 3500, totalPoints: 3500, lifetimeSpentEurMinor: 35_000 });
    expect(view.next).toMatchObject({ level: "gold", minSpentEurMinor: 50_000 });
    expect(view.ledger).toHaveLength(1);
    expect(view.ledger[0]).toMatchObject({ points: 3500, reason: "order_delivered", orderNumber: order.orderNumber });
    expect((await getLoyaltyView(noam)).ledger.map((e) => e.points)).toEqual([10]);
  });
});
