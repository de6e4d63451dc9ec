/**
 * A good checkout form (strings, as the browser posts it), and a guest's order placed with it
 * through the checkout's own service, shared by the e2e hook that places orders (test-hooks.ts) and
 * the integration tests (tests/support/checkout.ts).
 */
import { and, asc, eq, gte } from "drizzle-orm";
import { newCheckoutKey, placeOrder } from "../app/features/orders/checkout.server";
import { addToCart, newGuestToken } from "../app/features/cart/cart.server";
import { checkoutSchema } from "../app/schemas/checkout";
import { db } from "../app/server/db.server";
import { products } from "../db/schema";
import type { Lang } from "../app/lib/langs";

export function checkoutFormValues(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    email: "lea@example.com",
    firstName: "Léa",
    lastName: "Cohen",
    phone: "+972 50-123-4567",
    address: "12 rue Herzl",
    city: "Netanya",
    postalCode: "42000",
    country: "Israël",
    paymentMethod: "cash",
    checkoutKey: newCheckoutKey(),
    ...overrides,
  };
}

/**
 * A guest buys `quantity` of the first simple product with stock to spare (by SKU), paying in
 * shekels on delivery; undefined when no product has the stock.
 */
export async function placeFixtureOrder(options: { email: string; firstName?: string; lang?: Lang; quantity?: number }) {
  const [product] = await db()
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.hasVariants, false), eq(products.isActive, true), gte(products.stock, 20)))
    .orderBy(asc(products.sku))
    .limit(1);
  if (!product) return undefined;
  const lang = options.lang ?? "fr";
  const visitor = { user: null, guestToken: newGuestToken() };
  await addToCart(visitor, { productId: product.id, variantId: null, quantity: options.quantity ?? 1 }, lang);
  const form = checkoutSchema.parse(checkoutFormValues({ email: options.email, firstName: options.firstName ?? "Noa", lastName: "Levi", phone: "050-123-4567" }));
  const placed = await placeOrder(visitor, form, lang, { currency: "ILS", rate: "1", shippingMinor: 0 });
  return { ...placed, productId: product.id };
}
