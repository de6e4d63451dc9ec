import { useEffect, useState, type CSSProperties, type ReactNode } from "react";
import { data, isRouteErrorResponse, Outlet, useLocation, useRouteLoaderData, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { Search } from "lucide-react";
import type { Route } from "./+types/layout";
import { requireStaff } from "~/server/permissions.server";
import { adminMiddleware } from "~/features/admin/admin-context.server";
import { adminMessages } from "~/locales/admin";
import { dirOf, fontsFor } from "~/lib/langs";
import { AdminProvider, useAdmin } from "~/components/admin/shell/admin-context";
import { Brand, BottomNav, Sidebar } from "~/components/admin/shell/navigation";
import { Breadcrumbs, type CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { CommandMenu } from "~/components/admin/shell/command-menu";
import { AdminToaster } from "~/components/admin/shell/admin-toaster";
import { OrderAlerts, OrderSoundToggle } from "~/components/admin/shell/order-alerts";
import { ErrorScreen } from "~/components/layout/error-screen";
import { Forbidden } from "~/components/admin/shell/forbidden";
import { NotFoundPanel } from "~/components/admin/shell/not-found-panel";
import { DataTableError } from "~/components/admin/data-table/data-table";
import { AdminWorker } from "~/components/admin/offline/admin-worker";
import { OfflineBanner } from "~/components/admin/offline/offline-banner";
import { offlineReturnTo } from "~/components/admin/offline/offline-screen";
import { OFFLINE_PAGE_URL } from "~/components/admin/offline/offline-data";
import { useOnline } from "~/hooks/use-online";
import { Button } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

/**
 * The back office's layout (docs/product/overview.md#shop-6, docs/product/admin-back-office.md#adm-1): the shell around every admin screen.
 * Its guard is a convenience: every admin loader and action calls requireStaff itself. The admin's
 * texts come from its own dictionaries through this loader, so they are never in a JavaScript
 * bundle, let alone a storefront one.
 */
/**
 * The admin's request context (language, translator, prices in ILS) for every screen below:
 * their loaders and actions read it with requireStaff({ request, context }, permission).
 */
export const middleware: Route.MiddlewareFunction[] = adminMiddleware;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, permissions, setCookies, lang } = await requireStaff({ request, context }, "dashboard:read");
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return data(
    { lang, messages: adminMessages(lang), user: { name: user.name, email: user.email, role: user.role }, permissions },
    { headers },
  );
}

/**
 * The shell's data (its texts, about 40 KB, and who is signed in) changes only through a form: the
 * language switch, the security page, a role change. Moving between screens fetches the screen's
 * data alone; each screen's loader still checks the session and the permission itself.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod !== "GET" ? defaultShouldRevalidate : false;
}

/** The back office as its own app (docs/product/seo-and-install.md#seo-7): its manifest's scope is /admin. */
export const links: Route.LinksFunction = () => [
  { rel: "manifest", href: "/admin.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/admin-192.png" },
];

export const handle: CrumbHandle = { crumb: "shell.nav.dashboard", to: "/admin" };

export const meta: Route.MetaFunction = () => [{ title: "Administration | Maison Lumière" }, { name: "robots", content: "noindex" }];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ShellFor data={loaderData}>
      <Outlet />
    </ShellFor>
  );
}

/** The shell with the layout's data: its language, texts, staff member and permissions. */
function ShellFor({ data, children }: { data: Route.ComponentProps["loaderData"]; children: ReactNode }) {
  const { lang, messages, user, permissions } = data;
  // The page's language and direction follow the admin's language, for the dialogs and toasts
  // that render outside the shell too.
  useEffect(() => {
    const html = document.documentElement;
    const previous = { lang: html.lang, dir: html.dir };
    html.lang = lang;
    html.dir = dirOf(lang);
    return () => {
      html.lang = previous.lang;
      html.dir = previous.dir;
    };
  }, [lang]);
  return (
    <AdminProvider lang={lang} messages={messages} user={user} permissions={permissions}>
      <Shell>{children}</Shell>
    </AdminProvider>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslator();
  const { lang, dir } = useAdmin();
  const [searchOpen, setSearchOpen] = useState(false);
  // Offline, or on the offline page (docs/product/seo-and-install.md#seo-7): a banner says so and every action of the
  // screen is disabled by one fieldset, until the connection returns.
  const online = useOnline();
  const onOfflinePage = useLocation().pathname === OFFLINE_PAGE_URL;
  const [params] = useSearchParams();
  const readOnly = !online || onOfflinePage;
  return (
    <div lang={lang} dir={dir} style={fontsFor(lang) as CSSProperties | undefined} className="min-h-dvh bg-background font-sans text-[0.9375rem] leading-normal text-ink lg:flex">
      <a href="#main" className="sr-only z-50 rounded-soft bg-surface px-4 py-2 focus:not-sr-only focus:fixed focus:start-2 focus:top-2">
        {t("shell.skipToContent")}
      </a>
      <Sidebar />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-lines bg-surface/95 px-2 backdrop-blur lg:px-6">
          <div className="lg:hidden">
            <Brand />
          </div>
          <Button
            type="button"
            onClick={() => setSearchOpen(true)}
            aria-haspopup="dialog"
            aria-keyshortcuts="Control+K Meta+K"
            variant="ghost" inline className="ms-auto min-w-11 justify-center border-lines text-muted lg:ms-0 lg:w-80 lg:justify-start lg:border lg:bg-background/60 lg:px-3"
          >
            <Search aria-hidden="true" className="size-5 lg:size-4" />
            <span className="sr-only lg:not-sr-only lg:text-sm">{t("shell.search.open")}</span>
            <kbd className="ms-auto hidden rounded border border-lines bg-surface px-1.5 font-sans text-xs lg:inline" dir="ltr">
              {t("shell.search.shortcut")}
            </kbd>
          </Button>
          <OrderSoundToggle />
        </header>
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-screen-xl flex-1 px-3 pb-28 pt-4 focus:outline-none lg:px-6 lg:pb-10">
          {readOnly && <OfflineBanner online={online} returnTo={onOfflinePage ? offlineReturnTo(params.get("from")) : null} />}
          <Breadcrumbs />
          {/* role="none": the fieldset is here for `disabled` alone, not as a group of its own. */}
          <fieldset disabled={readOnly} role="none" className="min-w-0 [&:disabled_:disabled]:cursor-not-allowed [&:disabled_:disabled]:opacity-60">
            {children}
          </fieldset>
        </main>
      </div>
      <BottomNav />
      <CommandMenu open={searchOpen} onOpenChange={setSearchOpen} />
      <AdminToaster />
      <OrderAlerts />
      <AdminWorker readOnly={readOnly} />
    </div>
  );
}

/**
 * A screen without a boundary of its own that failed (a refusal, a missing record, a fault) shows
 * its error inside the shell, with the navigation, in the admin's language, keeping its status: a
 * staff member sent to an owner's screen reads that it is the owner's. Only when the shell's own
 * loader failed (no texts, no staff member) does the shop's error screen stand in.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shell = useRouteLoaderData<typeof loader>("routes/admin/layout");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!shell) return <ErrorScreen kind={notFound ? "not-found" : "error"} />;
  return (
    <ShellFor data={shell}>
      <ScreenError error={error} />
    </ShellFor>
  );
}

function ScreenError({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 403) return <Forbidden error={error} />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPanel />;
  return <DataTableError />;
}
