import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { ErrorScreen } from "~/components/layout/error-screen";
import { logger } from "~/server/logger.server";
import { pageMeta } from "~/lib/seo";

/** Any other path: the 404 page inside the shop's layout; the path is logged (docs/product/overview.md#shop-7). */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  logger.warn({ path: pathname }, "page not found");
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, title: "errors.notFoundTitle", noindex: true });

export default function NotFound() {
  return <ErrorScreen kind="not-found" />;
}
