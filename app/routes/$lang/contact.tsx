import type { Route } from "./+types/contact";
import { StaticPage } from "~/components/content/static-page";
import { loadStaticPage } from "~/features/content/page-route.server";
import { pageMeta } from "~/lib/seo";
import { useShop } from "~/lib/shop";

export const loader = ({ params }: Route.LoaderArgs) => loadStaticPage("contact", params.lang);

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  pageMeta({ matches, location, title: data?.content.title ?? "meta.contact", description: data?.content.metaDescription });

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { t, contact } = useShop();
  return (
    <StaticPage content={loaderData.content}>
      <aside className="mt-14 rounded-soft bg-surface p-8" aria-labelledby="contact-details">
        <h2 id="contact-details" className="text-2xl">{t("contact.infoTitle")}</h2>
        <dl className="mt-4 space-y-2">
          <div><dt className="eyebrow">{t("contact.emailLabel")}</dt><dd><a href={`mailto:${contact.email}`} dir="ltr">{contact.email}</a></dd></div>
          <div><dt className="eyebrow">{t("contact.phone")}</dt><dd><a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`} dir="ltr">{contact.phone}</a></dd></div>
          <div><dt className="eyebrow">{t("contact.address")}</dt><dd>{contact.address}, {contact.city}</dd></div>
        </dl>
      </aside>
    </StaticPage>
  );
}
