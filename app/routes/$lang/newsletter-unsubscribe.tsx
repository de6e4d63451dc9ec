import { data, Link } from "react-router";
import type { Route } from "./+types/newsletter-unsubscribe";
import { PageHeading } from "~/components/layout/page-heading";
import { unsubscribe } from "~/features/newsletter/newsletter.server";
import { pageMeta } from "~/lib/seo";
import { useShop } from "~/lib/shop";
import { readFormData } from "~/server/form-data.server";
import { Button, buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

/** The link every letter carries (docs/product/mail.md#mail-5). A GET only shows the button; the POST acts, so
 * that mail scanners following links cannot unsubscribe anyone. */
export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const token = form.get("token");
  // A missing, unknown or already used token is a 400 (the page says the link is not valid).
  const done = typeof token === "string" ? await unsubscribe(token) : false;
  return data({ done }, { status: done ? 200 : 400 });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, title: "newsletter.title", noindex: true });

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { href } = useShop();
  if (actionData) {
    return (
      <PageHeading
        title={actionData.done ? t("newsletter.unsubscribeTitle") : t("newsletter.title")}
        text={actionData.done ? t("newsletter.unsubscribeText") : t("newsletter.unsubscribeInvalid")}
      >
        <Link to={href("/")} className={buttonVariants({ variant: "secondary", className: "mt-10" })}>{t("common.home")}</Link>
      </PageHeading>
    );
  }
  return (
    <PageHeading title={t("newsletter.title")}>
      <form method="post" className="mt-10">
        <input type="hidden" name="token" value={loaderData.token} />
        <Button type="submit" variant="primary">{t("newsletter.unsubscribeButton")}</Button>
      </form>
    </PageHeading>
  );
}
