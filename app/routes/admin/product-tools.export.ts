import type { Route } from "./+types/product-tools.export";
import { requireStaff } from "~/server/permissions.server";
import { csvResponse } from "~/features/admin/list.server";
import { productCsvRows, type ProductCsvRow } from "~/features/catalog/product-tools-admin.server";
import { PRODUCT_CSV_COLUMNS } from "~/schemas/admin/product-tools";

/**
 * The whole catalogue as CSV (issue 11 point 8), streamed: one row per variant, every text in four
 * languages, in the format the import reads back (app/schemas/admin/product-tools.ts). The column
 * names are the format's, the same in every admin language, so that a file goes back in whatever
 * language the admin is in.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "products:read");
  const date = new Date().toISOString().slice(0, 10);
  return csvResponse<ProductCsvRow>(
    `products-${date}.csv`,
    PRODUCT_CSV_COLUMNS.map((column) => ({ header: column, value: (row) => row[column] })),
    productCsvRows(),
  );
}
