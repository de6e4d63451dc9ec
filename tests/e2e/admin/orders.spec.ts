/**
 * The pay-on-delivery flow in the back office (docs/product/admin-back-office.md#adm-4, docs/product/checkout-and-orders.md#ord-8), on a desktop and on
 * a phone, in French and in Hebrew: orders placed through the storefront's checkout service (an e2e
 * hook) are found in the list, confirmed, shipped with a tracking number and delivered with the
 * payment collected from the order page, and the customer's mails are in the outbox; another order
 * is cancelled with a reason, after a confirmation, and its stock comes back. With
 * ADMIN_SHOTS=<folder>, it also saves screenshots of the list, the order page and the delivery note.
 * Along the way, what the QA sweep found: the breadcrumb's first step leads to the dashboard, a
 * pasted tracking link and a long carrier wrap instead of widening the page, the history's arrows
 * and the list's range follow the page's direction, and no French spacing reaches Hebrew.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { hydrated, shot } from "./admin-pages";
import { E2E_PASSWORD, newestMail, uniqueEmail } from "../support/accounts";
import shell from "../../../app/locales/admin/shell";
import orders from "../../../app/locales/admin/orders";
import dashboard from "../../../app/locales/admin/dashboard";
import stock from "../../../app/locales/admin/stock";

async function placeOrder(request: APIRequestContext, email: string, lang: string, quantity = 1) {
  const response = await request.post("/__test__/orders", { data: { email, lang, quantity } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { orderId: string; orderNumber: number; productId: string; stock: number };
}

/** What one order did to its product's stock: taken at checkout, given back on a cancel. */
async function movementsOf(request: APIRequestContext, orderId: string) {
  const response = await request.get(`/__test__/orders/${orderId}/stock-movements`);
  return (await response.json()) as { reason: string; delta: number }[];
}

test.use({ locale: "fr-FR" });

for (const lang of ["fr", "he"] as const) {
  test(`a staff member confirms, ships and delivers an order, and cancels another (${lang})`, async ({ page, context, request, baseURL }, testInfo) => {
    test.slow();
    const t = { ...shell[lang], ...orders[lang], ...dashboard[lang], ...stock[lang] } as Record<string, string>;
    const tag = `${Date.now().toString(36)}${testInfo.project.name}${lang}`;
    const staff = await context.request.post("/__test__/customers", {
      data: { email: uniqueEmail(`orders-${tag}`), password: E2E_PASSWORD, name: "Sam Équipe", role: "staff", signIn: true },
    });
    expect(staff.ok(), await staff.text()).toBe(true);
    if (lang === "he") {
      const switched = await context.request.post("/admin/api/lang", { form: { lang: "he", redirectTo: "/admin" }, headers: { Origin: new URL(baseURL!).origin }, maxRedirects: 0 });
      expect(switched.status()).toBe(302);
    }

    const customerEmail = uniqueEmail(`buyer-${tag}`);
    const delivered = await placeOrder(request, customerEmail, lang);
    const cancelledEmail = uniqueEmail(`cancel-${tag}`);
    const cancelled = await placeOrder(request, cancelledEmail, lang, 2);

    // The list finds the order by its number; its link opens the order page.
    await hydrated(page, `/admin/orders?q=${delivered.orderNumber}`);
    await expect(page.getByRole("heading", { level: 1, name: t["adminOrders.title"] })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", lang === "he" ? "rtl" : "ltr");
    await expect(page.getByRole("navigation", { name: t["adminOrders.tabs.label"] }).getByRole("link", { name: new RegExp(t["adminOrders.status.pending"]) })).toBeVisible();
    await hydrated(page, `/admin/orders?status=pending`);
    // The range "1–25 sur 40": each number alone reads left to right, the sentence follows the page
    // (isolated whole, the Hebrew read "1–5 5 מתוך").
    const range = page.getByRole("navigation", { name: t["shell.table.pagination"] }).locator("p").first();
    await expect(range.locator('bdi[dir="ltr"]')).toHaveCount(3);
    await expect(range.locator('bdi[dir="ltr"]').first()).toHaveText("1");
    await shot(page, `${lang}-orders-list`);
    await hydrated(page, `/admin/orders?q=${delivered.orderNumber}`);
    await page.getByRole("link", { name: new RegExp(`#${delivered.orderNumber}`) }).first().click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${delivered.orderId}$`));
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const title = page.getByRole("heading", { level: 1 });
    await expect(title).toContainText(t["adminOrders.status.pending"]);
    const phone = page.getByRole("link", { name: "050-123-4567" });
    await expect(phone).toHaveAttribute("href", "tel:0501234567");
    // The breadcrumb leads back to the list: dashboard › orders › this order.
    const crumbs = page.getByRole("navigation", { name: t["shell.breadcrumbs"] }).getByRole("listitem");
    await expect(crumbs).toHaveText([t["shell.nav.dashboard"], t["shell.nav.orders"], `#${delivered.orderNumber}`]);
    await expect(crumbs.nth(0).getByRole("link")).toHaveAttribute("href", "/admin");
    await expect(crumbs.nth(1).getByRole("link")).toHaveAttribute("href", "/admin/orders");
    // The payment as the language writes a label and its value (no French " : " in Hebrew).
    await expect(page.getByRole("region", { name: t["adminOrders.detail.customer"], exact: true })).toContainText(
      t["shell.labelValue"].replace("{label}", t["adminOrders.detail.payment"]).replace("{value}", t["adminOrders.method.cash"]),
    );
    await shot(page, `${lang}-order-pending`);

    // Confirm.
    await page.getByRole("button", { name: t["adminOrders.move.confirm"], exact: true }).click();
    await expect(title).toContainText(t["adminOrders.status.processing"]);

    // Ship, with a carrier and a tracking number as they get pasted: a carrier's long name (120
    // characters, a long run without a space) and the post's tracking link.
    const carrier = `Israel Post ${"Express".repeat(20)}`.slice(0, 120);
    const tracking = `https://mypost.israelpost.co.il/itemtrace?itemcode=RR${tag}IL`;
    await page.getByLabel(t["adminOrders.field.carrierOptional"]).fill(carrier);
    await page.getByLabel(t["adminOrders.field.trackingOptional"]).fill(tracking);
    await page.getByRole("button", { name: t["adminOrders.move.ship"], exact: true }).click();
    await expect(title).toContainText(t["adminOrders.status.shipped"]);
    await expect(page.getByText(tracking, { exact: true })).toBeVisible();
    // They wrap: the page is no wider than the screen (it was 414 and 1147 px wide on a phone).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    await shot(page, `${lang}-order-shipped`);

    // Delivered: paid by card, the full amount.
    await page.getByRole("radio", { name: t["adminOrders.method.card"] }).check();
    await page.getByRole("button", { name: t["adminOrders.move.deliver"], exact: true }).click();
    await expect(title).toContainText(t["adminOrders.status.delivered"]);
    await expect(page.getByText(t["adminOrders.detail.noMoves"])).toBeVisible();
    const timeline = page.getByRole("region", { name: t["adminOrders.detail.timeline"] });
    await expect(timeline).toContainText("Sam Équipe");
    // Each move's arrow points from the old status to the new one, the way the page reads.
    await expect(timeline).toContainText(`${t["adminOrders.status.pending"]} ${lang === "he" ? "←" : "→"} ${t["adminOrders.status.processing"]}`);
    await shot(page, `${lang}-order-delivered`);

    // The customer was told at each step, in their language.
    await newestMail(request, customerEmail, "order-processing");
    const shippedMail = await newestMail(request, customerEmail, "order-shipped");
    expect(shippedMail.lang).toBe(lang);
    expect(shippedMail.text).toContain(`RR${tag}IL`);
    expect(shippedMail.text).toContain("Israel Post");
    await newestMail(request, customerEmail, "order-delivered");
    // The same mails in the back office's outbox screen, found by the customer's address.
    await hydrated(page, `/admin/mail?q=${encodeURIComponent(customerEmail)}`);
    await expect(page.getByText(shippedMail.subject).filter({ visible: true }).first()).toBeVisible();

    // The dashboard: today's sales hold this order (other journeys run at the same time, so the
    // figure is at least one order, never nothing).
    await hydrated(page, "/admin");
    const today = page.locator("[data-sales=today]");
    await expect(today).toBeVisible();
    await expect(today.getByText(t["dashboard.sales.orders"].replace("{count}", "0"), { exact: true })).toHaveCount(0);

    // The delivery note of the other order: its lines, phone and amount to collect.
    await hydrated(page, `/admin/orders/delivery-notes?id=${cancelled.orderId}`);
    const note = page.getByRole("article", { name: new RegExp(String(cancelled.orderNumber)) });
    await expect(note).toContainText(t["adminOrders.note.toCollect"]);
    await expect(note).toContainText("050-123-4567");
    await shot(page, `${lang}-delivery-note`);

    // Cancel the other order, with a reason and a confirmation: its stock comes back.
    await hydrated(page, `/admin/orders/${cancelled.orderId}`);
    await page.getByLabel(t["adminOrders.field.reason"]).fill("Client injoignable");
    await page.getByRole("button", { name: t["adminOrders.move.cancel"], exact: true }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(String(cancelled.orderNumber));
    await dialog.getByRole("button", { name: t["adminOrders.move.cancel"], exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(t["adminOrders.status.cancelled"]);
    await expect(page.getByText(t["shell.quoted"].replace("{text}", "Client injoignable"), { exact: true })).toBeVisible();
    // Read from the order's own movements: other tests order the same product at the same time.
    expect(await movementsOf(request, cancelled.orderId)).toEqual([
      { reason: "order", delta: -2 },
      { reason: "cancel", delta: 2 },
    ]);
    await newestMail(request, cancelledEmail, "order-cancelled");
    // The stock that came back is in the stock-updates log, with a link to its order.
    await hydrated(page, `/admin/stock-updates?reason=cancel&product=${cancelled.productId}`);
    await expect(page.getByRole("link", { name: `#${cancelled.orderNumber}` }).filter({ visible: true }).first()).toBeVisible();

    // The collection report: what was collected today by card, against what was shipped.
    await hydrated(page, "/admin/orders/collection");
    await expect(page.getByRole("heading", { level: 1, name: t["adminOrders.collection.title"] })).toBeVisible();
    await expect(page.getByRole("table", { name: t["adminOrders.collection.report"] })).toBeVisible();
    await shot(page, `${lang}-collection`);
  });
}
