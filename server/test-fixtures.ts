/**
 * A good checkout form (strings, as the browser posts it), shared by the e2e hook that places
 * orders (test-hooks.ts) and the integration tests (tests/support/checkout.ts).
 */
import { newCheckoutKey } from "../app/features/orders/checkout.server";

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
