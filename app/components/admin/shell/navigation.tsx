/**
 * The shell's navigation (docs/product/admin-back-office.md#adm-1, docs/product/look.md#look-8): on a phone a bottom bar
 * with the four daily places and a drawer (Radix Dialog) for everything else; on a desktop a
 * sidebar. Every entry comes from nav.ts, filtered by the staff member's permissions. Touch targets
 * are at least 44 px; everything is placed with logical properties, so it mirrors in Hebrew.
 */
import * as Dialog from "@radix-ui/react-dialog";
import { Menu, Store, X } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useAdmin } from "./admin-context";
import { BOTTOM_NAV_IDS, hrefOf, isActive, NAV_GROUPS, visibleNav, type NavItem } from "./nav";
import { LanguageSwitch } from "./language-switch";
import { useUnseenOrders } from "./order-alerts";
import { buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslator();
  const { user } = useAdmin();
  const { pathname } = useLocation();
  const entries = visibleNav(user.role);
  return (
    <div className="space-y-5">
      {NAV_GROUPS.map((group) => {
        const inGroup = entries.filter((entry) => entry.group === group);
        if (!inGroup.length) return null;
        return (
          <section key={group} aria-labelledby={`nav-group-${group}`}>
            <h2 id={`nav-group-${group}`} className="px-3 pb-1 font-sans text-xs font-semibold uppercase tracking-wide text-muted">
              {t(`shell.group.${group}`)}
            </h2>
            <ul>
              {inGroup.map((entry) => (
                <li key={entry.id}>
                  <NavLink entry={entry} active={isActive(entry, pathname)} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function NavLink({ entry, active, onNavigate }: { entry: NavItem; active: boolean; onNavigate?: () => void }) {
  const { t } = useTranslator();
  const Icon = entry.icon;
  return (
    <Link
      to={hrefOf(entry)}
      onClick={onNavigate}
      aria-current={active ? "page" : undefined}
      className={`flex min-h-11 items-center gap-3 rounded-soft px-3 text-[0.9375rem] transition-colors ${
        active ? "bg-accent-soft font-medium text-ink" : "text-ink/85 hover:bg-background"
      }`}
    >
      <Icon aria-hidden="true" className="size-[1.125rem] shrink-0" strokeWidth={1.75} />
      <span>{t(entry.label)}</span>
      {entry.id === "orders" && <UnseenOrdersBadge />}
    </Link>
  );
}

function UserCard() {
  const { t } = useTranslator();
  const { user } = useAdmin();
  return (
    <div className="space-y-3 border-t border-lines pt-4">
      <p className="px-3 text-sm">
        <span className="block font-medium">{t("shell.signedInAs", { name: user.name })}</span>
        <span className="block text-muted">{t(`shell.role.${user.role}`)}</span>
      </p>
      <LanguageSwitch />
      <a href="/" className={buttonVariants({ variant: "ghost", size: "sm", className: "flex items-center gap-3" })}>
        <Store aria-hidden="true" className="size-[1.125rem]" strokeWidth={1.75} />
        {t("shell.viewShop")}
      </a>
    </div>
  );
}

export function Brand() {
  const { t } = useTranslator();
  return (
    <Link to="/admin" className="flex min-h-11 flex-col justify-center px-3 leading-tight">
      <span lang="fr" dir="ltr" className="font-display text-xl tracking-[0.08em]">
        {t("shell.brand")}
      </span>
      <span className="text-xs uppercase tracking-wide text-muted">{t("shell.admin")}</span>
    </Link>
  );
}

/** The desktop sidebar, on the start side. */
export function Sidebar() {
  const { t } = useTranslator();
  return (
    <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col gap-4 overflow-y-auto border-e border-lines bg-surface px-3 py-4 lg:flex">
      <Brand />
      <nav aria-label={t("shell.mainNav")} className="flex-1">
        <NavLinks />
      </nav>
      <UserCard />
    </aside>
  );
}

/** The phone's drawer, with every screen; it slides in from the start side. */
export function NavDrawer({ open, onOpenChange, children }: { open: boolean; onOpenChange: (open: boolean) => void; children?: ReactNode }) {
  const { t } = useTranslator();
  const { dir } = useAdmin();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {children}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40 motion-safe:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          dir={dir}
          className="fixed inset-y-0 start-0 z-50 flex w-[min(20rem,88vw)] flex-col gap-4 overflow-y-auto bg-surface px-3 pb-[max(1rem,env(safe-area-inset-bottom))] pt-3 shadow-xl focus:outline-none"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="px-3 font-sans text-base font-semibold">{t("shell.menuTitle")}</Dialog.Title>
            <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-soft hover:bg-background" aria-label={t("shell.closeMenu")}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <nav aria-label={t("shell.mainNav")} className="flex-1">
            <NavLinks onNavigate={() => onOpenChange(false)} />
          </nav>
          <UserCard />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The phone's bottom bar: dashboard, orders, products (those that exist and are allowed), and more. */
export function BottomNav() {
  const { t } = useTranslator();
  const { user } = useAdmin();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const visible = visibleNav(user.role);
  const daily = BOTTOM_NAV_IDS.map((id) => visible.find((entry) => entry.id === id)).filter((entry): entry is NavItem => Boolean(entry));
  const tab = "flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-xs";
  return (
    <nav aria-label={t("shell.bottomNav")} className="fixed inset-x-0 bottom-0 z-30 border-t border-lines bg-surface pb-[env(safe-area-inset-bottom)] lg:hidden">
      <ul className="mx-auto flex max-w-lg">
        {daily.map((entry) => {
          const Icon = entry.icon;
          const active = isActive(entry, pathname);
          return (
            <li key={entry.id} className="flex flex-1">
              <Link to={hrefOf(entry)} aria-current={active ? "page" : undefined} className={`${tab} ${active ? "font-semibold text-accent" : "text-ink/80"}`}>
                <span className="relative">
                  <Icon aria-hidden="true" className="size-5" strokeWidth={active ? 2.25 : 1.75} />
                  {entry.id === "orders" && <UnseenOrdersBadge floating />}
                </span>
                {t(entry.label)}
              </Link>
            </li>
          );
        })}
        <li className="flex flex-1">
          <NavDrawer open={open} onOpenChange={setOpen}>
            <Dialog.Trigger className={`${tab} text-ink/80`} aria-haspopup="dialog">
              <Menu aria-hidden="true" className="size-5" strokeWidth={1.75} />
              {t("shell.more")}
            </Dialog.Trigger>
          </NavDrawer>
        </li>
      </ul>
    </nav>
  );
}

/** New orders this page has not shown yet (components/admin/shell/order-alerts.tsx), on the orders tab. */
function UnseenOrdersBadge({ floating = false }: { floating?: boolean }) {
  const { t } = useTranslator();
  const { number } = useAdmin();
  const count = useUnseenOrders();
  if (!count) return null;
  return (
    <span
      data-testid="unseen-orders"
      className={`inline-flex min-w-5 items-center justify-center rounded-full bg-ink px-1.5 text-xs font-semibold leading-5 text-surface ${floating ? "absolute -end-3 -top-2" : "ms-auto"}`}
    >
      <span aria-hidden="true">{number(count)}</span>
      <span className="sr-only">{t("orderAlerts.unseen", { count: number(count) })}</span>
    </span>
  );
}
