/**
 * The admin's breadcrumbs in a right-to-left admin: a step's text keeps its own direction, so a
 * French mail subject in the Hebrew admin is cut at its logical end ("Invitation à l'adm…"), never
 * at its start ("…n Lumière"), and does not reorder the steps around it.
 */
import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AdminProvider } from "~/components/admin/shell/admin-context";
import { Breadcrumbs, type CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { adminMessages } from "~/locales/admin";

const subject = "Invitation à l'administration de Maison Lumière";

function render() {
  const mailHandle: CrumbHandle = { parent: { crumb: "shell.nav.mail", to: "/admin/mail" }, crumb: () => subject };
  const router = createMemoryRouter([{ path: "/admin/mail/:id", handle: mailHandle, element: createElement(Breadcrumbs) }], { initialEntries: ["/admin/mail/1"] });
  return renderToStaticMarkup(
    createElement(AdminProvider, {
      lang: "he",
      messages: { ...adminMessages("he") },
      user: { name: "Maya", email: "maya@example.com", role: "owner" },
      permissions: [],
      children: createElement(RouterProvider, { router }),
    }),
  );
}

describe("breadcrumbs", () => {
  it("give each step its own direction, the last one truncated at its logical end", () => {
    const html = render();
    const current = html.match(/<span[^>]*aria-current="page"[^>]*>([^<]*)<\/span>/);
    expect(current?.[1]).toBe(subject.replace(/'/g, "&#x27;"));
    expect(current?.[0]).toContain('dir="auto"');
    expect(current?.[0]).toContain("truncate");
    expect(html).toMatch(/<a[^>]*dir="auto"[^>]*>/);
  });
});
