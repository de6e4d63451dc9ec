import type { Route } from "./+types/static-page";
import { StaticPage } from "~/components/content/static-page";
import { loadStaticPage } from "~/features/content/page-route.server";
import { pageMeta } from "~/lib/seo";
import { requestContext } from "~/server/request-context.server";

/** About, terms and privacy: one module, the page's slug is the last segment of the path. */
export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadStaticPage(new URL(request.url).pathname.split("/").filter(Boolean)[1] ?? "", requestContext(context).lang);

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  pageMeta({ matches, location, title: data?.content.title ?? "meta.about", description: data?.content.metaDescription });

export default function StaticPageRoute({ loaderData }: Route.ComponentProps) {
  return <StaticPage content={loaderData.content} />;
}
