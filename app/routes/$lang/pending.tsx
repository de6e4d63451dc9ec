import { Link, useLocation } from "react-router";
import type { Route } from "./+types/pending";
import { pageMeta } from "~/lib/seo";
import { useShop } from "~/lib/shop";
import { PageHeading } from "~/components/layout/page-heading";

/**
 * Checkout, sign-in, account and wishlist: their screens arrive with the accounts-and-checkout
 * work (issue 4). Until then each route exists and says plainly that it is not open yet.
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

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, title: titleKey(location.pathname), noindex: true });

export default function PendingPage() {
  const { t, href } = useShop();
  const { pathname } = useLocation();
  return (
    <PageHeading title={t(titleKey(pathname))} text={t("common.notYetOpen")}>
      <Link to={href("/shop")} className="btn btn-primary mt-10">{t("common.continueShopping")}</Link>
    </PageHeading>
  );
}
