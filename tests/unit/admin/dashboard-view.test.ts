/**
 * The dashboard's body as the server renders it: what waits, and only what waits, each a link to
 * the list it counts; "nothing is waiting" when nothing does; the sales folded per period (a
 * disclosure, closed until opened on a phone); the screens' shortcuts left to the desktop.
 */
import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { AdminProvider } from "~/components/admin/shell/admin-context";
import { DashboardView } from "~/components/admin/dashboard/dashboard-view";
import type { Dashboard } from "~/features/dashboard/dashboard.server";
import { adminMessages } from "~/locales/admin";
import { permissionsOf } from "~/lib/permissions";

const owner = { name: "Maya", email: "maya@example.com", role: "owner" as const };
const t = adminMessages("fr");
const period = (name: "today" | "week" | "month") => ({
  period: name,
  current: { orders: 2, totalIlsMinor: 40_000, byCurrency: [{ currency: "ILS", amountMinor: 40_000 }] },
  previous: { orders: 0, totalIlsMinor: 0, byCurrency: [] },
});

function render(dashboard: Dashboard) {
  return renderToStaticMarkup(
    createElement(MemoryRouter, null, createElement(AdminProvider, { lang: "fr", messages: t, user: owner, permissions: permissionsOf("owner"), children: createElement(DashboardView, { dashboard }) })),
  );
}

const quiet: Dashboard = {
  orders: { toConfirm: 0, toShip: 0, toCollect: { orders: 0, amounts: [] } },
  sales: [period("today"), period("week"), period("month")],
  stock: { low: 0, soldOut: 0 },
  reviewsAwaiting: 0,
  unreadMessages: 0,
  failedMail: 0,
};

/** The to-do section's HTML alone. */
const todoOf = (html: string) => html.slice(html.indexOf('data-testid="dashboard-todo"'), html.indexOf('aria-labelledby="sales-title"'));

describe("the dashboard's to-do", () => {
  it("says nothing is waiting when every count is zero, without a tile of zeros", () => {
    const todo = todoOf(render(quiet));
    expect(todo).toContain(t["dashboard.todo.allClear"].replaceAll("'", "&#x27;"));
    expect(todo).not.toContain(t["dashboard.todo.toConfirm"]);
    expect(todo).not.toContain("<a ");
  });

  it("shows only what waits, each a link to its list, filtered", () => {
    const todo = todoOf(render({ ...quiet, orders: { toConfirm: 3, toShip: 0, toCollect: { orders: 0, amounts: [] } }, reviewsAwaiting: 2 }));
    expect(todo).not.toContain(t["dashboard.todo.allClear"].replaceAll("'", "&#x27;"));
    expect(todo).toContain('href="/admin/orders?status=pending"');
    expect(todo).toContain('href="/admin/reviews?status=pending"');
    expect(todo).not.toContain(t["dashboard.todo.toShip"]);
    expect(todo).not.toContain(t["dashboard.todo.lowStock"]);
    expect(todo.match(/<a /g)).toHaveLength(2);
  });
});

describe("the dashboard's sales", () => {
  it("fold per period: each a closed disclosure whose summary names the period and its total", () => {
    const html = render(quiet);
    const folded = [...html.matchAll(/<details[^>]*data-sales="(\w+)"[^>]*>\s*<summary[^>]*>(.*?)<\/summary>/g)];
    expect(folded.map((match) => match[1])).toEqual(["today", "week", "month"]);
    for (const match of folded) {
      expect(match[0]).not.toMatch(/<details[^>]*\bopen\b/);
      expect(match[2]).toContain(t[`dashboard.sales.${match[1]}`].replaceAll("'", "&#x27;"));
      expect(match[2]).toMatch(/400,00/);
    }
  });

  it("come after the to-do, and the screens' shortcuts are for a desktop only", () => {
    const html = render(quiet);
    expect(html.indexOf('data-testid="dashboard-todo"')).toBeLessThan(html.indexOf('data-sales="today"'));
    expect(html).toMatch(/<nav aria-labelledby="screens-title" class="max-lg:hidden"/);
  });
});
