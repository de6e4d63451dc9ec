/**
 * The back office's formatters (components/admin/shell/admin-context.tsx) and its mixed-direction
 * sentences (shell/sentence.tsx), rendered as the server renders them. Hydration needs the browser
 * to write the same text, so nothing may depend on the runtime: not its default locale or locale
 * data (the analytics screen's "0%" on the server against "0 %" in a French browser, QA sweep),
 * not its time zone.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { AdminProvider, useAdmin, type AdminContextValue } from "~/components/admin/shell/admin-context";
import { ChangeArrow, Sentence } from "~/components/admin/shell/sentence";
import { formatBytes } from "~/components/admin/media/format";
import type { Translator } from "~/lib/i18n";
import { useTranslator } from "~/lib/request-context";
import { adminMessages } from "~/locales/admin";
import type { Lang } from "~/lib/langs";

const owner = { name: "Maya", email: "maya@example.com", role: "owner" as const };

function inAdmin(lang: Lang, children: ReactNode) {
  return renderToStaticMarkup(createElement(AdminProvider, { lang, messages: { ...adminMessages(lang) }, user: owner, permissions: [], children }));
}

/** What `read` returns from the admin's context and its texts in `lang`, as the server computes it. */
function withAdmin<T>(lang: Lang, read: (admin: AdminContextValue & { t: Translator }) => T): T {
  let result: T | undefined;
  function Probe() {
    result = read({ ...useAdmin(), t: useTranslator().t });
    return null;
  }
  inAdmin(lang, createElement(Probe));
  return result as T;
}

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

describe("percentages", () => {
  it("are written as each language writes them, whatever the runtime's default locale", () => {
    expect(withAdmin("fr", ({ percent }) => percent(0))).toBe("0\u00a0%");
    expect(withAdmin("fr", ({ percent }) => percent(0.1234, { digits: 1 }))).toBe("12,3\u00a0%");
    expect(withAdmin("he", ({ percent }) => percent(0.5))).toBe("50%");
    expect(withAdmin("en", ({ percent }) => percent(1))).toBe("100%");
    expect(withAdmin("ru", ({ percent }) => percent(0.25))).toBe("25\u00a0%");
  });

  it("round like a percentage, and say a rise or a fall when asked", () => {
    expect(withAdmin("en", ({ percent }) => percent(0.145))).toBe("15%");
    expect(withAdmin("fr", ({ percent }) => [percent(0.12, { signed: true }), percent(-0.05, { signed: true }), percent(0, { signed: true })])).toEqual([
      "+12\u00a0%",
      "-5\u00a0%",
      "0\u00a0%",
    ]);
  });
});

describe("dates", () => {
  it("are the shop's (Netanya), whatever the time zone of the server or the browser", () => {
    const late = "2026-11-25T22:30:00Z"; // 00:30 on the 26th in Netanya
    const rendered = ["UTC", "America/New_York", "Asia/Tokyo"].map((zone) => {
      process.env.TZ = zone;
      return withAdmin("fr", ({ date }) => [date(late), date(late, "dateTime")]);
    });
    expect(rendered[0][0]).toBe("26 nov. 2026");
    expect(rendered[0][1]).toContain("00:30");
    expect(new Set(rendered.map((texts) => texts.join("|"))).size).toBe(1);
  });

  it("write a calendar day (the analytics period, the chart's axis) in the admin's language", () => {
    process.env.TZ = "Pacific/Honolulu";
    expect(withAdmin("fr", ({ day }) => [day("2026-09-27"), day("2026-11-01", "short")])).toEqual(["27 sept. 2026", "1 nov."]);
    expect(withAdmin("en", ({ day }) => day("2026-11-01", "short"))).toBe("Nov 1");
  });
});

describe("counts", () => {
  it("take each language's plural form (the collection report's order count)", () => {
    const count = (lang: Lang, n: number) => withAdmin(lang, ({ t }) => t.plural("adminOrders.collection.orderCount", n));
    expect(count("he", 1)).toBe("1 הזמנה");
    expect(count("he", 2)).toBe("2 הזמנות");
    expect(count("en", 1)).toBe("1 order");
    expect(count("en", 3)).toBe("3 orders");
    expect(count("fr", 1)).toBe("1 commande");
    expect(count("ru", 2)).toBe("2 заказа");
    expect(count("ru", 5)).toBe("5 заказов");
  });

  it("write a file's weight with the dictionary's unit", () => {
    expect(withAdmin("fr", (admin) => [formatBytes(1_572_864, admin), formatBytes(348_160, admin)])).toEqual(["1,5\u202fMo", "340\u202fko"]);
    expect(withAdmin("he", (admin) => formatBytes(1_572_864, admin))).toBe("1.5 MB");
  });
});

describe("French spacing stays French", () => {
  it("puts a label and its value, and a quotation, as each language writes them", () => {
    expect(withAdmin("fr", ({ t }) => t("shell.labelValue", { label: "Paiement à la livraison", value: "Espèces" }))).toBe("Paiement à la livraison : Espèces");
    expect(withAdmin("he", ({ t }) => t("shell.labelValue", { label: "תשלום במסירה", value: "מזומן" }))).toBe("תשלום במסירה: מזומן");
    expect(withAdmin("he", ({ t }) => t("shell.quoted", { text: "הלקוח לא ענה" }))).toBe("„הלקוח לא ענה”");
  });
});

describe("sentences that mix directions", () => {
  it("isolate each value left to right and leave the words in the page's direction", () => {
    const html = renderToStaticMarkup(createElement(Sentence, { text: "{from}–{to} מתוך {total}", values: { from: "1", to: "5", total: "5" }, ltr: true }));
    expect(html).toBe('<bdi dir="ltr">1</bdi>–<bdi dir="ltr">5</bdi> מתוך <bdi dir="ltr">5</bdi>');
    const sku = renderToStaticMarkup(createElement(Sentence, { text: "מק״ט {sku}", values: { sku: "AMB-001" }, ltr: true }));
    expect(sku).toBe('מק״ט <bdi dir="ltr">AMB-001</bdi>');
  });

  it("take elements as values, and leave an unknown placeholder as written", () => {
    const html = renderToStaticMarkup(createElement(Sentence, { text: "Clé : {secret} {other}", values: { secret: createElement("code", null, "ABC") } }));
    expect(html).toBe("Clé : <code>ABC</code> {other}");
  });

  it("point the change arrow the way the page reads", () => {
    expect(inAdmin("fr", createElement(ChangeArrow))).toBe("→");
    expect(inAdmin("he", createElement(ChangeArrow))).toBe("←");
  });
});
