import type { Route } from "./+types/product-tools.export";
import { requireStaff } from "~/server/permissions.server";
import { csvResponse } from "~/features/admin/list.server";
import { productCsvRows, type ProductCsvRow } from "~/features/catalog/product-tools-admin.server";
import { PRODUCT_CSV_COLUMNS } from "~/schemas/admin/product-tools";
import { adminMiddleware } from "~/features/admin/admin-context.server";

/** Outside the admin's layout: it mounts the admin's request context itself (admin-context.server.ts). */
export const middleware: Route.MiddlewareFunction[] = adminMiddleware;

/**
 * The whole catalogue as CSV (docs/product/admin-back-office.md#adm-18), streamed: one row per variant, every text in four
 * languages, in the format the import reads back (app/schemas/admin/product-tools.ts). The column
 * names are the format's, the same in every admin language, so that a file goes back in whatever
 * language the admin is in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, "products:read");
  const date = new Date().toISOString().slice(0, 10);
  return csvResponse<ProductCsvRow>(
    `products-${date}.csv`,
    PRODUCT_CSV_COLUMNS.map((column) => ({ header: column, value: (row) => row[column] })),
    productCsvRows(),
  );
}
