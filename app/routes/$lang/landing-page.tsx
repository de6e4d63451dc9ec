/**
 * /{lang}/p/{slug} (docs/product/admin-back-office.md#adm-22): a landing page built in the back office. A published page is
 * everyone's; a draft is shown only with `?preview=1` to a signed-in staff member who can edit
 * content (the editor's preview link), marked as a draft and kept out of search engines and caches.
 * Anybody else gets the shop's 404 for it.
 */
import { data } from "react-router";
import type { Route } from "./+types/landing-page";
import { getLandingPage } from "~/features/content/landing-pages.server";
import { LandingBlocks } from "~/components/landing/landing-blocks";
import { can } from "~/lib/permissions";
import { pageMeta, socialImageUrl } from "~/lib/seo";
import { env } from "~/server/env.server";
import { requestContext } from "~/server/request-context.server";
import { useTranslator } from "~/lib/request-context";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, pricing, visitor } = requestContext(context);
  const wantsPreview = new URL(request.url).searchParams.get("preview") === "1";
  const preview = wantsPreview && can(visitor.user, "content:write");
  const page = await getLandingPage(params.slug, lang, pricing, { preview });
  if (!page) throw data(null, { status: 404 });
  const headers = new Headers();
  // A draft seen by staff must never be kept by a cache for someone else.
  if (page.status !== "published") headers.set("Cache-Control", "private, no-store");
  return data({ page, image: socialImageUrl(env().publicUrl, page.socialImageUrl) ?? null }, { headers });
}

/** A draft's "private, no-store" reaches the page's own answer, not only its data requests. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers();
  const cacheControl = loaderHeaders.get("Cache-Control");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  return headers;
};

export const meta: Route.MetaFunction = ({ data: loaded, matches, location }) =>
  loaded
    ? pageMeta({
        matches,
        location,
        title: loaded.page.seoTitle || loaded.page.title,
        description: loaded.page.seoDescription || undefined,
        image: loaded.image ?? undefined,
        noindex: loaded.page.status !== "published",
      })
    : [];

export default function LandingPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const { t } = useTranslator();
  return (
    <>
      {page.status !== "published" && (
        <p role="status" className="bg-accent-2 px-6 py-2 text-center text-sm font-medium text-background">
          {t("landing.draftPreview", undefined, "Brouillon : seule l'équipe voit cette page.")}
        </p>
      )}
      <LandingBlocks title={page.title} blocks={page.blocks} />
    </>
  );
}
