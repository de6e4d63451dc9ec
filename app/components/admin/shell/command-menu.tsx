/**
 * The command menu (docs/product/admin-back-office.md#adm-1): Ctrl/Cmd+K, or the search button on a phone. It finds a
 * screen (from nav.ts, in the browser) and an order or a customer (from /admin/api/search, which
 * checks the permissions itself). cmdk gives the list its keyboard and screen-reader behaviour.
 */
import { Command } from "cmdk";
import { Search, ShoppingBag, User } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import type { SearchHit } from "~/features/admin/search-admin.server";
import { useAdmin } from "./admin-context";
import { hrefOf, visibleNav } from "./nav";
import { useTranslator } from "~/lib/request-context";

const normalize = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase();

export function CommandMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslator();
  const { dir, user } = useAdmin();
  const navigate = useNavigate();
  const fetcher = useFetcher<{ q: string; hits: SearchHit[] }>();
  const [term, setTerm] = useState("");
  const trimmed = term.trim();

  // Ctrl+K / Cmd+K anywhere in the admin.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        onOpenChange(!open);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, onOpenChange]);

  // Orders and customers come from the server, a moment after typing stops.
  const { load } = fetcher;
  useEffect(() => {
    if (trimmed.length < 2) return;
    const timer = window.setTimeout(() => void load(`/admin/api/search?q=${encodeURIComponent(trimmed)}`), 200);
    return () => window.clearTimeout(timer);
  }, [trimmed, load]);

  const screens = useMemo(() => {
    const wanted = normalize(trimmed);
    return visibleNav(user.role).filter((entry) => !wanted || normalize(t(entry.label)).includes(wanted) || entry.id.includes(wanted));
  }, [trimmed, user.role, t]);

  // Only the answer to the current term is shown (an older answer may arrive late).
  const hits = trimmed.length >= 2 && fetcher.data?.q === trimmed ? fetcher.data.hits : [];
  const loading = trimmed.length >= 2 && fetcher.data?.q !== trimmed;
  const orders = hits.filter((hit) => hit.kind === "order");
  const customers = hits.filter((hit) => hit.kind === "customer");

  const go = (href: string) => {
    onOpenChange(false);
    setTerm("");
    navigate(href);
  };
  const itemClass =
    "flex min-h-11 cursor-pointer items-center gap-3 rounded-soft px-3 py-2 text-[0.9375rem] data-[selected=true]:bg-accent-soft";
  const groupClass = "[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:uppercase [&_[cmdk-group-heading]]:text-muted";

  return (
    <Command.Dialog
      open={open}
      onOpenChange={onOpenChange}
      label={t("shell.search.label")}
      shouldFilter={false}
      loop
      overlayClassName="fixed inset-0 z-50 bg-ink/40"
      contentClassName="fixed inset-x-0 top-0 z-50 mx-auto w-full max-w-xl sm:top-[12vh] sm:px-4"
      className="flex max-h-dvh flex-col overflow-hidden bg-surface shadow-xl sm:max-h-[70vh] sm:rounded-soft"
      dir={dir}
    >
      <div className="flex items-center gap-2 border-b border-lines px-3">
        <Search aria-hidden="true" className="size-5 shrink-0 text-muted" />
        <Command.Input
          value={term}
          onValueChange={setTerm}
          placeholder={t("shell.search.placeholder")}
          className="min-h-12 w-full bg-transparent text-base outline-none"
        />
        <button type="button" onClick={() => onOpenChange(false)} className="min-h-11 px-2 text-sm text-muted sm:hidden">
          {t("shell.confirm.cancel")}
        </button>
      </div>
      <Command.List className="overflow-y-auto p-2">
        {loading && <Command.Loading>{<p className="px-3 py-2 text-sm text-muted">{t("shell.search.loading")}</p>}</Command.Loading>}
        {!loading && <Command.Empty className="px-3 py-6 text-center text-sm text-muted">{t("shell.search.empty")}</Command.Empty>}
        {orders.length > 0 && (
          <Command.Group heading={t("shell.search.orders")} className={groupClass}>
            {orders.map((hit) => (
              <Command.Item key={hit.id} value={`order-${hit.id}`} onSelect={() => go(hit.href)} className={itemClass}>
                <ShoppingBag aria-hidden="true" className="size-4 shrink-0 text-muted" />
                <span className="flex min-w-0 flex-col">
                  <bdi dir="ltr" className="font-medium tabular-nums">{hit.title}</bdi>
                  <span className="truncate text-sm text-muted">{hit.detail}</span>
                </span>
              </Command.Item>
            ))}
          </Command.Group>
        )}
        {customers.length > 0 && (
          <Command.Group heading={t("shell.search.customers")} className={groupClass}>
            {customers.map((hit) => (
              <Command.Item key={hit.id} value={`customer-${hit.id}`} onSelect={() => go(hit.href)} className={itemClass}>
                <User aria-hidden="true" className="size-4 shrink-0 text-muted" />
                {/* The name on one line, the e-mail and phone under it. */}
                <span className="flex min-w-0 flex-col">
                  <span className="truncate font-medium">{hit.title}</span>
                  <bdi dir="ltr" className="truncate text-start text-sm text-muted">{hit.detail}</bdi>
                </span>
              </Command.Item>
            ))}
          </Command.Group>
        )}
        {screens.length > 0 && (
          <Command.Group heading={t("shell.search.screens")} className={groupClass}>
            {screens.map((entry) => {
              const Icon = entry.icon;
              return (
                <Command.Item key={entry.id} value={`screen-${entry.id}`} onSelect={() => go(hrefOf(entry))} className={itemClass}>
                  <Icon aria-hidden="true" className="size-4 shrink-0 text-muted" />
                  {t(entry.label)}
                </Command.Item>
              );
            })}
          </Command.Group>
        )}
      </Command.List>
    </Command.Dialog>
  );
}
