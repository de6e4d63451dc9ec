/**
 * The checkout form (docs/product/checkout-and-orders.md#ord-2, docs/product/cart-and-pricing.md#cart-1 and docs/product/checkout-and-orders.md#ord-3). Messages are dictionary keys. The form carries
 * the customer's details, the payment method and the checkout key only: what is bought and at what
 * price comes from the server cart and the catalogue, never from the browser.
 *
 * Parse FormData with `parseWithZod(form, { schema: checkoutSchema, disableAutoCoercion: true })` so
 * that an emptied field reads as "" (its "required" message) while a missing country still gets its
 * default.
 */
import { z } from "zod";
import { emailField, withHoneypot } from "./fields";

/** docs/product/checkout-and-orders.md#ord-2: the country's default. The form shows the localised text `checkout.defaultCountry`. */
export const DEFAULT_COUNTRY = "Israël";

export const PAYMENT_METHODS = ["cash", "card"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A text of `min` to `max` characters after trimming, each bound with its own message. */
function boundedText(min: number, max: number, messages: { required: string; tooLong: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(min, { error: messages.required })
    .max(max, { error: messages.tooLong });
}

const name = (messages: { required: string; tooLong: string }) =>
  boundedText(2, 100, messages).regex(/^[^<>]*$/, { error: "validation.invalidCharacters" });

/** The server-made key that makes a double click, a retry or a reload give one order. */
export const checkoutKeyField = z
  .string({ error: "validation.invalidRequest" })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: "validation.invalidRequest" });

export const checkoutSchema = withHoneypot(z.object({
  email: emailField,
  firstName: name({ required: "validation.firstNameRequired", tooLong: "validation.firstNameTooLong" }),
  lastName: name({ required: "validation.lastNameRequired", tooLong: "validation.lastNameTooLong" }),
  phone: boundedText(7, 20, { required: "validation.phoneRequired", tooLong: "validation.phoneTooLong" }).regex(
    /^[\d+() -]+$/,
    { error: "validation.invalidFormat" },
  ),
  address: boundedText(5, 200, { required: "validation.addressRequired", tooLong: "validation.addressTooLong" }),
  city: boundedText(2, 100, { required: "validation.cityRequired", tooLong: "validation.cityTooLong" }),
  postalCode: boundedText(3, 20, {
    required: "validation.postalCodeRequired",
    tooLong: "validation.postalCodeTooLong",
  }).regex(/^[\p{L}\d -]+$/u, { error: "validation.invalidFormat" }),
  country: boundedText(2, 100, { required: "validation.countryRequired", tooLong: "validation.countryTooLong" }).default(
    DEFAULT_COUNTRY,
  ),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: "validation.invalidRequest" }).default("cash"),
  checkoutKey: checkoutKeyField,
}, { error: "validation.invalidRequest" }));

export type CheckoutInput = z.infer<typeof checkoutSchema>;
/** The fields of the form, as the browser names them. */
export type CheckoutField = keyof z.input<typeof checkoutSchema>;
