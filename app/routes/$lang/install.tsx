import type { Route } from "./+types/install";
import { PageSectionView, StaticPage } from "~/components/content/static-page";
import { InstallPrompt } from "~/components/content/install-prompt";
import { loadStaticPage } from "~/features/content/page-route.server";
import { pageMeta } from "~/lib/seo";
import { requestContext } from "~/server/request-context.server";

export const loader = ({ context }: Route.LoaderArgs) => loadStaticPage("install", requestContext(context).lang);

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  pageMeta({ matches, location, title: data?.content.title ?? "meta.install", description: data?.content.metaDescription });

/** The manual steps live in the page content (sections "iphone" and "android") so the admin edits them. */
const MANUAL_SECTIONS = new Set(["iphone", "android"]);

export default function InstallPage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const manual = content.sections.filter((s) => MANUAL_SECTIONS.has(s.id));
  const installed = content.sections.find((s) => s.id === "installed");
  const rest = content.sections.filter((s) => !MANUAL_SECTIONS.has(s.id) && s.id !== "installed");
  return (
    <StaticPage content={{ ...content, sections: rest }}>
      <InstallPrompt
        manual={manual.map((section) => <PageSectionView key={section.id} section={section} level={3} />)}
        installedText={installed ? <p className="mt-2 text-muted">{installed.body.join(" ")}</p> : undefined}
      />
    </StaticPage>
  );
}
