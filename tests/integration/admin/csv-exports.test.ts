/**
 * Every CSV the back office downloads is safe in a spreadsheet, French Excel included: French Excel
 * separates cells with ";", so a buyer named `Dana;=1+2;x` in an unquoted cell gave a cell `=1+2`
 * that ran as a formula. Every cell of every export is quoted, and a text cell starting with
 * = + - @, a tab or a carriage return is prefixed with a quote. Each export route is called as the
 * owner's browser would, over data that holds such texts. On PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { parse } from "csv-parse/sync";
import * as schema from "../../../db/schema";
import { db } from "../../../app/server/db.server";
import { addToCart, newGuestToken } from "../../../app/features/cart/cart.server";
import { placeOrder } from "../../../app/features/orders/checkout.server";
import { checkoutSchema } from "../../../app/schemas/checkout";
import { loader as ordersExport } from "../../../app/routes/admin/orders.export";
import { loader as collectionExport } from "../../../app/routes/admin/orders.collection.export";
import { loader as customersExport } from "../../../app/routes/admin/customers.export";
import { loader as newsletterExport } from "../../../app/routes/admin/newsletter.export";
import { loader as productsExport } from "../../../app/routes/admin/product-tools.export";
import { loader as analyticsExport } from "../../../app/routes/admin/analytics.export";
import { createSignedInCustomer } from "../../support/accounts";
import { adminRouteContext, pageRequest } from "../../support/admin-routes";
import { checkoutFormValues } from "../../support/checkout";
import { withSeededDatabase } from "../helpers";

withSeededDatabase();

const HOSTILE_NAME = "Dana;=1+2;x";
let ownerCookies = "";

beforeAll(async () => {
  const owner = await createSignedInCustomer(`csv.owner.${randomUUID().slice(0, 8)}@example.com`);
  await db().update(schema.user).set({ role: "owner" }).where(eq(schema.user.id, owner.userId));
  ownerCookies = owner.cookies;
  // A customer account and a guest order whose names a spreadsheet would run.
  await createSignedInCustomer(`csv.customer.${randomUUID().slice(0, 8)}@example.com`, { firstName: "=HYPERLINK(\"http://evil.example\")", lastName: "@SUM(1)" });
  const [product] = await db().select().from(schema.products).where(and(eq(schema.products.hasVariants, false), eq(schema.products.isActive, true))).orderBy(asc(schema.products.sku)).limit(1);
  await db().update(schema.products).set({ stock: 50 }).where(eq(schema.products.id, product.id));
  await db().update(schema.productTranslations).set({ name: "+cmd|' /C calc'!A0" }).where(and(eq(schema.productTranslations.productId, product.id), eq(schema.productTranslations.lang, "fr")));
  const visitor = { user: null, guestToken: newGuestToken() };
  await addToCart(visitor, { productId: product.id, variantId: null, quantity: 1 }, "fr");
  await placeOrder(visitor, checkoutSchema.parse(checkoutFormValues({ email: "dana.csv@example.com", firstName: HOSTILE_NAME, lastName: "-2+3" })), "fr", { currency: "ILS", rate: "1", shippingMinor: 0 });
  await db().insert(schema.newsletterSubscribers).values({ email: "-1+1@example.com", consentText: "oui", unsubscribeToken: randomUUID() });
});

type Handler = (args: never) => unknown;
const today = new Date().toISOString().slice(0, 10);
const EXPORTS: { name: string; loader: Handler; path: string }[] = [
  { name: "orders", loader: ordersExport, path: "/admin/orders/export.csv" },
  { name: "collection", loader: collectionExport, path: `/admin/orders/collection.csv?from=${today}&to=${today}` },
  { name: "customers", loader: customersExport, path: "/admin/customers/export.csv" },
  { name: "newsletter", loader: newsletterExport, path: "/admin/newsletter/export.csv" },
  { name: "products", loader: productsExport, path: "/admin/product-tools/export.csv" },
  ...["day", "lang", "currency", "device", "products", "events"].map((table) => ({ name: `analytics ${table}`, loader: analyticsExport, path: `/admin/analytics/export.csv?table=${table}` })),
];

async function download(loader: Handler, path: string): Promise<string> {
  const request = pageRequest(path, ownerCookies);
  const response = (await loader({ request, params: {}, context: await adminRouteContext(request) } as never)) as Response;
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type"), path).toContain("text/csv");
  return (await response.text()).replace(/^\uFEFF/, "");
}

/** Each cell as it stands in the file, quotes included, as csv-parse reads the records. */
function rawCells(text: string): string[] {
  const cells: string[] = [];
  // A quoted cell, then a comma or the end of its line: nothing else may stand in a file.
  const cell = /"((?:[^"]|"")*)"(,|\r?\n|$)/gy;
  let at = 0;
  while (at < text.length) {
    cell.lastIndex = at;
    const match = cell.exec(text);
    if (!match) throw new Error(`an unquoted cell at ${at}: ${JSON.stringify(text.slice(at, at + 40))}`);
    cells.push(match[0]);
    at = cell.lastIndex;
  }
  return cells;
}

describe("CSV exports", () => {
  it("quote every cell and neutralise formulas, in every export", async () => {
    const seen: string[] = [];
    for (const { name, loader, path } of EXPORTS) {
      const text = await download(loader, path);
      expect(rawCells(text).length, name).toBeGreaterThan(0);
      const records = parse(text, { relax_column_count: false }) as string[][];
      for (const record of records) {
        for (const value of record) {
          seen.push(value);
          // A plain number (-12.50) is a value, not a formula.
          if (/^[-+]?\d+(\.\d+)?$/.test(value)) continue;
          expect(/^[=+\-@\t\r]/.test(value), `${name}: ${JSON.stringify(value)}`).toBe(false);
        }
      }
      if (name === "orders") {
        // French Excel reads ";" as its separator: the name stays one quoted cell.
        expect(text).toContain(`"${HOSTILE_NAME} -2+3"`);
        // A phone number in international form starts with "+": a text, guarded like the rest.
        expect(text).toContain(`"'+972 50-123-4567"`);
      }
    }
    expect(seen).toContain("'=HYPERLINK(\"http://evil.example\") @SUM(1)");
    expect(seen).toContain("'-1+1@example.com");
    expect(seen).toContain("'+cmd|' /C calc'!A0");
  });
});
