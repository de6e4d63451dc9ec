/**
 * GET /api/design: the design settings as CSS variables ({ "--color-accent": "#9a5f24", … }), for
 * open storefront pages that heard a `design` event on /api/live (components/layout/live-updates.tsx)
 * and restyle themselves without a reload. Public and cookie-free: the same values every page's
 * <style> already carries.
 */
import { getDesignVariables } from "~/features/content/settings.server";

export async function loader() {
  const variables = await getDesignVariables();
  return Response.json({ variables }, { headers: { "Cache-Control": "no-store" } });
}
