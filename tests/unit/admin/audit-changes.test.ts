/**
 * The change log's values (components/admin/audit): the product page's "Journal des modifications"
 * and /admin/settings/audit showed the services' own field names and codes (stock, variantId,
 * reason "restock", role "owner"…, QA sweep). They are named in the admin's language, codes of a
 * known list by their text, and a field no dictionary knows still shows as recorded.
 */
import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { AdminProvider } from "~/components/admin/shell/admin-context";
import { AuditChanges } from "~/components/admin/audit/audit-trail";
import { adminMessages } from "~/locales/admin";
import type { Lang } from "~/lib/langs";

const owner = { name: "Maya", email: "maya@example.com", role: "owner" as const };

function changes(lang: Lang, entity: string, before: unknown, after: unknown) {
  const html = renderToStaticMarkup(
    createElement(AdminProvider, { lang, messages: { ...adminMessages(lang) }, user: owner, permissions: [], children: createElement(AuditChanges, { before, after, entity }) }),
  );
  return html.replace(/<[^>]+>/g, "|").replace(/\|+/g, "|");
}

describe("the change log's values", () => {
  it("names a stock adjustment's fields and its reason (product page, French)", () => {
    const text = changes("fr", "product", { variantId: null, stock: 3 }, { variantId: null, stock: 5, reason: "restock", note: "Livraison atelier" });
    expect(text).toContain("|Variante|—|—|");
    expect(text).toContain("|Stock|3|5|");
    expect(text).toContain("|Motif|—|Réassort|");
    expect(text).toContain("|Note|—|Livraison atelier|");
    for (const raw of ["variantId", "reason", "restock"]) expect(text).not.toContain(raw);
  });

  it("names roles and e-mails in Hebrew (staff and claim entries)", () => {
    const text = changes("he", "user", { role: "staff" }, { role: "owner", email: "maya@example.com" });
    expect(text).toContain("|תפקיד|צוות|בעלים|");
    expect(text).toContain("|דוא״ל|—|maya@example.com|");
    expect(text).not.toMatch(/owner|staff|role/);
  });

  it("writes an order's status and shipment, and a product's badges, prices and texts", () => {
    const order = changes("fr", "order", { status: "processing", version: 2 }, { status: "shipped", carrier: "Israel Post", trackingNumber: "RR123456789IL", shippedAt: "2026-11-25T22:30:00.000Z" });
    expect(order).toContain("|Statut|En cours|Expédiée|");
    expect(order).toContain("|Numéro de suivi|—|RR123456789IL|");
    expect(order).toMatch(/\|Expédiée le\|—\|26 nov\. 2026/);
    const product = changes("fr", "product", { featured: false, priceMinor: 12000, scent: "Ambre" }, { featured: true, priceMinor: 13500, scent: "Cèdre" });
    expect(product).toContain("|Vedette|Non|Oui|");
    expect(product).toMatch(/\|Prix\|120,00\s₪\|135,00\s₪\|/);
    expect(product).toContain("|Parfum|Ambre|Cèdre|");
  });

  it("keeps a loyalty adjustment's reason as the owner wrote it, and an unknown field as recorded", () => {
    const text = changes("fr", "customer", null, { points: 50, reason: "restock", somethingNew: "x" });
    expect(text).toContain("|Motif|—|restock|");
    expect(text).toContain("|somethingNew|—|x|");
  });

  it("points the arrow of a whole value the way the page reads", () => {
    expect(changes("he", "site_settings", 5, 8)).toContain("|5| ← |8|");
    expect(changes("fr", "site_settings", 5, 8)).toContain("|5| → |8|");
  });
});
