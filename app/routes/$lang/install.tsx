import type { Route } from "./+types/install";
import { StaticPage } from "~/components/content/static-page";
import { loadStaticPage } from "~/features/content/page-route.server";
import { pageMeta } from "~/lib/seo";

export const loader = ({ params }: Route.LoaderArgs) => loadStaticPage("install", params.lang);

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  pageMeta({ matches, location, title: data?.content.title ?? "meta.install", description: data?.content.metaDescription });

export default function InstallPage({ loaderData }: Route.ComponentProps) {
  return <StaticPage content={loaderData.content} />;
}
