/**
 * An audit entry's values in the admin's words (docs/product/admin-back-office.md#adm-12). Services record their own field
 * names and codes ({ variantId, stock, reason: "restock" }, { role: "owner" }); the change log names
 * each field in the admin's language and each code of a known list (a stock reason, a role, a
 * status) by the text the screens already give it. A field or a code that no dictionary knows is
 * shown as it was recorded, so a new one is never hidden.
 */
import type { AdminContextValue } from "~/components/admin/shell/admin-context";
import type { Translator } from "~/lib/i18n";
import { isLang, LANG_NAMES } from "~/lib/langs";

type Formatters = Pick<AdminContextValue, "number" | "money" | "date"> & { t: Translator };

/**
 * Where a field's label is looked for, in order: the log's own names, then the product editor's
 * labels of a product's texts and badges (a translation's "scent", a badge's "featured"), which name
 * the same fields. A language code ("fr", in the SEO entries) is the language's name.
 */
const LABEL_PREFIXES = ["audit.field", "productEditor.text", "products.badge"];

export function auditFieldLabel(field: string, t: Formatters["t"]): string {
  const prefix = LABEL_PREFIXES.find((candidate) => t.has(`${candidate}.${field}`));
  if (prefix) return t(`${prefix}.${field}`);
  return isLang(field) ? LANG_NAMES[field] : field;
}

/**
 * Fields whose values are codes, by the entity they belong to: the prefix of the texts naming each
 * code. By entity, because the same name means another list elsewhere: a stock adjustment's reason
 * (entity "product") is a code, a loyalty adjustment's (entity "customer") is the owner's own words.
 */
const CODE_TEXTS: Record<string, Record<string, string>> = {
  status: { product: "products.status", order: "adminOrders.status" },
  reason: { product: "stock.reason" },
  role: { user: "shell.role", staff_invitation: "shell.role" },
  collectedMethod: { order: "adminOrders.method" },
  badges: { product: "products.badge" },
};

/** Catalogue prices are in shekels: agorot in `priceMinor`, a decimal text in the editor's `price`. */
const PRICE_FIELDS: Record<string, "minor" | "decimal"> = { priceMinor: "minor", price: "decimal" };

// An instant as JSON writes a date (the services' "shippedAt", "moderatedAt"…).
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

export function auditValue(field: string, value: unknown, entity: string, format: Formatters): string {
  const { t } = format;
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return t(value ? "shell.table.yes" : "shell.table.no");
  if (Array.isArray(value)) return value.length === 0 ? "—" : value.map((item) => auditValue(field, item, entity, format)).join(", ");
  const price = entity === "product" ? PRICE_FIELDS[field] : undefined;
  if (typeof value === "number") return price === "minor" ? format.money(value, "ILS") : format.number(value);
  if (typeof value === "string") {
    const prefix = CODE_TEXTS[field]?.[entity];
    if (prefix && t.has(`${prefix}.${value}`)) return t(`${prefix}.${value}`);
    if (price === "decimal" && /^-?\d+(\.\d{1,2})?$/.test(value)) return format.money(Math.round(Number(value) * 100), "ILS");
    if (field === "lang" && isLang(value)) return LANG_NAMES[value];
    if (INSTANT.test(value)) return format.date(value, "dateTime");
    return value;
  }
  return JSON.stringify(value);
}
