import { Link, Outlet, useLocation, type MetaFunction } from "react-router";
import { pageMeta } from "~/lib/seo";
import { useShop } from "~/lib/shop";
import { PageHeading } from "~/components/layout/page-heading";

/**
 * A screen that is not built yet re-exports this page, which says plainly that it is not open yet.
 */
const TITLES: Record<string, string> = {
  checkout: "checkout.title",
  auth: "auth.signInTab",
  profile: "profile.title",
  wishlist: "wishlist.title",
};

function titleKey(pathname: string) {
  return TITLES[pathname.split("/").filter(Boolean)[1] ?? ""] ?? "meta.home";
}

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, title: titleKey(location.pathname), noindex: true });

export default function PendingPage() {
  const { t, href } = useShop();
  const { pathname } = useLocation();
  return (
    <>
      <PageHeading title={t(titleKey(pathname))} text={t("common.notYetOpen")}>
        <Link to={href("/shop")} className="btn btn-primary mt-10">{t("common.continueShopping")}</Link>
      </PageHeading>
      {/* A placeholder parent (the account layout) still shows the tabs already built. */}
      <Outlet />
    </>
  );
}
