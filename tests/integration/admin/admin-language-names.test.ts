/**
 * The back office names things in the admin's language: an order placed in Hebrew shows its lines
 * with the product's and variant's French names in the French admin (and the Hebrew ones in the
 * Hebrew admin), the stored name only for a product that is gone; and the demo shop's first stock
 * movements read "Stock de démonstration" in French, not "Demo stock". On PGlite, and on PostgreSQL
 * with TEST_DATABASE_URL.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNotNull } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { getOrderDetail } from "../../../app/features/orders/orders-admin.server";
import { listStockMovements } from "../../../app/features/stock/stock-admin.server";
import { catalogLines, lineKeyOf } from "../../../app/features/catalog/catalog.server";
import { withSeededDatabase } from "../helpers";

const testDb = withSeededDatabase();

let orderId: string;
let simple: { id: string; fr: string; he: string };
let variant: { productId: string; variantId: string; fr: { name: string; label: string }; he: { name: string; label: string } };

beforeAll(async () => {
  // A product without variants, and a variant of another, as the catalogue names them in French and Hebrew.
  const [plain] = await testDb().select({ id: schema.products.id }).from(schema.products).where(eq(schema.products.hasVariants, false)).limit(1);
  const [withVariant] = await testDb().select({ id: schema.productVariants.id, productId: schema.productVariants.productId }).from(schema.productVariants).limit(1);
  const keys = [
    { productId: plain.id, variantId: null },
    { productId: withVariant.productId, variantId: withVariant.id },
  ];
  const [fr, he] = await Promise.all([catalogLines(keys, "fr"), catalogLines(keys, "he")]);
  simple = { id: plain.id, fr: fr.get(lineKeyOf(keys[0]))!.name, he: he.get(lineKeyOf(keys[0]))!.name };
  const frVariant = fr.get(lineKeyOf(keys[1]))!;
  const heVariant = he.get(lineKeyOf(keys[1]))!;
  variant = {
    productId: withVariant.productId,
    variantId: withVariant.id,
    fr: { name: frVariant.name, label: frVariant.variantLabel },
    he: { name: heVariant.name, label: heVariant.variantLabel },
  };
  expect(simple.fr).not.toBe(simple.he);
  expect(variant.fr.label).not.toBe(variant.he.label);

  // Placed by a Hebrew-speaking guest: the lines keep the Hebrew names she read.
  const [order] = await testDb()
    .insert(schema.orders)
    .values({
      orderToken: "admin-language-names",
      status: "pending",
      email: "shira@example.com",
      lang: "he",
      shippingAddress: { firstName: "Shira", lastName: "Cohen", address: "1 Herzl", city: "Netanya", postalCode: "42000", country: "Israël", phone: "050-123-4567", email: "shira@example.com" },
      currency: "ILS",
      exchangeRate: "1",
      subtotalMinor: 70_000,
      shippingMinor: 0,
      totalMinor: 70_000,
      totalIlsMinor: 70_000,
    })
    .returning({ id: schema.orders.id });
  orderId = order.id;
  await testDb()
    .insert(schema.orderItems)
    .values([
      { orderId, productId: simple.id, productName: simple.he, quantity: 1, unitPriceMinor: 20_000, lineTotalMinor: 20_000 },
      { orderId, productId: variant.productId, variantId: variant.variantId, productName: variant.he.name, variantLabel: variant.he.label, quantity: 1, unitPriceMinor: 30_000, lineTotalMinor: 30_000 },
      // A product since removed from the catalogue: only its stored name is left.
      { orderId, productId: null, productName: "נר שהוסר", quantity: 1, unitPriceMinor: 20_000, lineTotalMinor: 20_000 },
    ]);
});

describe("order lines in the admin's language", () => {
  it("names the products and variants in French for a French admin, in Hebrew for a Hebrew one", async () => {
    const names = async (lang: "fr" | "he") =>
      Object.fromEntries((await getOrderDetail(orderId, lang))!.lines.map((line) => [line.productId ?? "gone", [line.productName, line.variantLabel ?? ""]]));
    expect(await names("fr")).toEqual({ [simple.id]: [simple.fr, ""], [variant.productId]: [variant.fr.name, variant.fr.label], gone: ["נר שהוסר", ""] });
    expect(await names("he")).toEqual({ [simple.id]: [simple.he, ""], [variant.productId]: [variant.he.name, variant.he.label], gone: ["נר שהוסר", ""] });
  });
});

describe("the demo's stock note in the admin's language", () => {
  it("reads the seed movements' note in the admin's language, and other notes as written", async () => {
    const [seeded] = await testDb()
      .select({ productId: schema.stockMovements.productId })
      .from(schema.stockMovements)
      .where(and(eq(schema.stockMovements.reason, "seed"), isNotNull(schema.stockMovements.note)))
      .limit(1);
    const notes = async (lang: "fr" | "en" | "he" | "ru") => (await listStockMovements({ productId: seeded.productId, reason: "seed", lang })).rows.map((row) => row.note);
    expect(await notes("fr")).toContain("Stock de démonstration");
    expect(await notes("he")).toContain("מלאי הדגמה");
    expect(await notes("ru")).toContain("Демонстрационный запас");
    expect(await notes("fr")).not.toContain("Demo stock");

    await testDb().insert(schema.stockMovements).values({ productId: seeded.productId, delta: 1, stockAfter: 1, reason: "restock", note: "Demo stock" });
    expect((await listStockMovements({ productId: seeded.productId, reason: "restock", lang: "fr" })).rows.map((row) => row.note)).toEqual(["Demo stock"]);
  });
});
