/**
 * Which dictionary keys a storefront page ships (docs/product/performance-and-operations.md#ops-3). The whole dictionary is about
 * 620 keys (33 KB); a page needs the layout's (header, footer, toasts, page titles, error texts)
 * and its own route's. Entries are namespaces ("product") or dotted prefixes ("auth.signIn").
 *
 * The language layout's loader sends the group of the page asked for; on a client navigation to a
 * page of another group the layout revalidates (its shouldRevalidate), so the next page gets its
 * texts in the same request as its data. tests/unit/route-key-groups.test.ts reads every route
 * module and the components it imports and fails when one uses a key outside its group.
 */
import { matchRoutes } from "react-router";
import type { FlatMessages } from "~/lib/i18n";

/** Keys every storefront page carries: what the layout, its header and footer, and meta titles use. */
export const LAYOUT_KEYS = [
  "breadcrumb",
  "clickToCall",
  "common",
  // The consent banner and the footer's link that reopens it (components/consent).
  "consent",
  "currency",
  "errors",
  "footer",
  "install",
  "meta",
  "nav",
  "search",
  "toast",
] as const;

/** Each storefront page (its pattern under the layout) and the keys it adds to the layout's. */
export const PAGE_KEYS: readonly { pattern: string; keys: readonly string[] }[] = [
  { pattern: "/:lang", keys: ["home", "newsletter", "product", "shop", "validation"] },
  { pattern: "/:lang/shop", keys: ["product", "shop"] },
  { pattern: "/:lang/product/:id", keys: ["backInStock", "product", "reviews", "validation"] },
  { pattern: "/:lang/category/:slug", keys: ["product"] },
  { pattern: "/:lang/cart", keys: ["cart", "product", "validation"] },
  // The confirmation names the order as every page does ('orders.number') and recaps its items.
  { pattern: "/:lang/checkout", keys: ["cart", "checkout", "orders.number", "orders.trackItems", "validation"] },
  { pattern: "/:lang/order/:token", keys: ["cart", "checkout", "orders"] },
  // An account's order, tracked as a guest's is.
  { pattern: "/:lang/profile/orders/:number", keys: ["cart", "checkout", "orders"] },
  { pattern: "/:lang/auth", keys: ["auth", "profile", "validation"] },
  { pattern: "/:lang/auth/reset-password", keys: ["auth", "profile", "validation"] },
  { pattern: "/:lang/profile", keys: ["auth", "profile", "validation"] },
  // An order's card adds up with the cart's and checkout's totals (components/checkout/order-summary.tsx).
  { pattern: "/:lang/profile/orders", keys: ["cart.discount", "cart.shipping", "cart.subtotal", "cart.total", "orders", "profile", "validation"] },
  { pattern: "/:lang/profile/loyalty", keys: ["loyalty", "profile"] },
  { pattern: "/:lang/wishlist", keys: ["product", "wishlist"] },
  { pattern: "/:lang/about", keys: [] },
  { pattern: "/:lang/contact", keys: ["contact", "openingHours", "validation"] },
  { pattern: "/:lang/terms", keys: [] },
  { pattern: "/:lang/privacy", keys: [] },
  { pattern: "/:lang/install", keys: [] },
  { pattern: "/:lang/offline", keys: ["offline"] },
  { pattern: "/:lang/p/:slug", keys: ["landing", "newsletter", "product", "validation"] },
  { pattern: "/:lang/newsletter/unsubscribe", keys: ["newsletter"] },
  { pattern: "/:lang/*", keys: [] },
];

const ROUTES = PAGE_KEYS.map(({ pattern }) => ({ id: pattern, path: pattern }));

/** The pattern of the page a storefront path shows (its key group); "/:lang/*" for an unknown one. */
export function keyGroupFor(pathname: string): string {
  // A client navigation's data request is the page's path with ".data" (React Router single fetch).
  const path = pathname.replace(/\.data$/, "").replace(/\/_root$/, "");
  return matchRoutes(ROUTES, path)?.at(-1)?.route.id ?? "/:lang/*";
}

function covers(prefixes: readonly string[], key: string) {
  return prefixes.some((prefix) => key === prefix || key.startsWith(`${prefix}.`));
}

/** The prefixes a group ships: the layout's and the page's. */
export function groupPrefixes(group: string): readonly string[] {
  const page = PAGE_KEYS.find((entry) => entry.pattern === group);
  return [...LAYOUT_KEYS, ...(page?.keys ?? [])];
}

// One filtered copy per dictionary object (they are rebuilt only when the owner edits a text) and
// group, so a request does not walk 620 keys.
const picked = new WeakMap<FlatMessages, Map<string, FlatMessages>>();

/** The texts of `messages` that the pages of `group` use. */
export function messagesForGroup(messages: FlatMessages, group: string): FlatMessages {
  let byGroup = picked.get(messages);
  if (!byGroup) {
    byGroup = new Map();
    picked.set(messages, byGroup);
  }
  let result = byGroup.get(group);
  if (!result) {
    const prefixes = groupPrefixes(group);
    result = Object.fromEntries(Object.entries(messages).filter(([key]) => covers(prefixes, key)));
    byGroup.set(group, result);
  }
  return result;
}
