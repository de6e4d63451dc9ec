import { NavLink, Outlet } from "react-router";
import type { Route } from "./+types/profile";
import { requireCustomer } from "~/server/request-context.server";
import { pageMeta } from "~/lib/seo";
import { useShop } from "~/lib/shop";
import { useTranslator } from "~/lib/request-context";

/** 'Mon Espace' (docs/product/overview.md#shop-14 Account): signed-out visitors go to the sign-in page and come back. */
export async function loader(args: Route.LoaderArgs) {
  const { user } = requireCustomer(args);
  return { email: user.email, name: user.name };
}

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location, title: "profile.title", noindex: true });

const TABS = [
  { path: "/profile", key: "profile.tabProfile", end: true },
  { path: "/profile/orders", key: "profile.tabOrders", end: false },
  { path: "/profile/loyalty", key: "profile.tabLoyalty", end: false },
] as const;

export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { href } = useShop();
  return (
    <div className="mx-auto max-w-5xl px-6 py-14 md:py-20">
      <header className="text-center">
        <h1 className="text-5xl md:text-6xl">{t("profile.title")}</h1>
        <p className="mt-3 text-muted [overflow-wrap:anywhere]" dir="auto" data-testid="account-email">{loaderData.email}</p>
      </header>
      <nav aria-label={t("profile.title")} className="mt-10 border-b border-lines">
        <ul className="flex flex-wrap justify-center sm:gap-x-2">
          {TABS.map((tab) => (
            <li key={tab.path}>
              <NavLink
                to={href(tab.path)}
                end={tab.end}
                prefetch="intent"
                className={({ isActive }) =>
                  `-mb-px inline-block border-b-2 px-2.5 py-3 text-sm sm:px-4 font-medium tracking-wide focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${
                    isActive ? "border-accent text-ink" : "border-transparent text-muted hover:text-ink"
                  }`
                }
              >
                {t(tab.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="pt-10">
        <Outlet />
      </div>
    </div>
  );
}
