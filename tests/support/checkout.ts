/** A good checkout form, as the browser posts it (strings), for integration tests. */
import { newCheckoutKey } from "../../app/features/orders/checkout.server";

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
