/**
 * The order page's forms (docs/product/admin-back-office.md#adm-4): the four moves, each with its fields, and internal
 * notes. Every move carries the order's version as the page showed it (the optimistic check of
 * order-status.server.ts). Messages are keys of app/locales/admin/orders.ts.
 */
import { z } from "zod";

const version = z.coerce.number({ error: "adminOrders.errors.invalid" }).int().min(0, { error: "adminOrders.errors.invalid" });

// No NUL (PostgreSQL cannot store it) and no other control character but line breaks.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: "adminOrders.errors.tooLong" })
    .refine((value) => !CONTROL.test(value), { error: "adminOrders.errors.invalidCharacters" })
    .optional()
    .transform((value) => value || null);

/** An amount typed as a decimal ("120", "120.5", "120,50"), kept in minor units. */
export const amountField = z
  .string({ error: "adminOrders.errors.amount" })
  .trim()
  .regex(/^\d{1,9}([.,]\d{1,2})?$/, { error: "adminOrders.errors.amount" })
  .transform((value) => {
    const [whole, fraction = ""] = value.replace(",", ".").split(".");
    return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  });

export const orderMoveSchema = z.discriminatedUnion(
  "move",
  [
    z.object({ move: z.literal("confirm"), version }),
    z.object({ move: z.literal("ship"), version, carrier: optionalText(120), trackingNumber: optionalText(120) }),
    z.object({
      move: z.literal("deliver"),
      version,
      method: z.enum(["cash", "card"], { error: "adminOrders.errors.method" }),
      amount: amountField,
    }),
    z.object({
      move: z.literal("cancel"),
      version,
      reason: z
        .string({ error: "adminOrders.errors.reason" })
        .trim()
        .min(3, { error: "adminOrders.errors.reason" })
        .max(500, { error: "adminOrders.errors.tooLong" })
        .refine((value) => !CONTROL.test(value), { error: "adminOrders.errors.invalidCharacters" }),
    }),
  ],
  { error: "adminOrders.errors.invalid" },
);
export type OrderMove = z.infer<typeof orderMoveSchema>;

export const orderNoteSchema = z.object({
  body: z
    .string({ error: "adminOrders.errors.note" })
    .trim()
    .min(1, { error: "adminOrders.errors.note" })
    .max(2000, { error: "adminOrders.errors.tooLong" })
    .refine((value) => !CONTROL.test(value), { error: "adminOrders.errors.invalidCharacters" }),
});

/** The list's bulk moves: the ones that need no per-order input. */
export const ORDER_BULK_MOVES = ["confirm", "ship"] as const;
export const orderBulkSchema = z.object({
  intent: z.enum(ORDER_BULK_MOVES, { error: "adminOrders.errors.invalid" }),
  ids: z.array(z.string().uuid()).min(1, { error: "adminOrders.errors.noSelection" }).max(200),
});
