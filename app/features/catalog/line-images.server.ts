/**
 * The picture of an order line, for screens outside the catalogue (the admin's order page and
 * delivery note): the variant's own image, else its product's. Lines whose product is gone get none.
 */
import { inArray } from "drizzle-orm";
import { db } from "~/server/db.server";
import { products, productVariants } from "../../../db/schema";

export async function lineImages(lines: { productId: string | null; variantId: string | null }[]): Promise<Map<string, string | null>> {
  const productIds = [...new Set(lines.map((line) => line.productId).filter((id): id is string => Boolean(id)))];
  const variantIds = [...new Set(lines.map((line) => line.variantId).filter((id): id is string => Boolean(id)))];
  const [productRows, variantRows] = await Promise.all([
    productIds.length ? db().select({ id: products.id, imageUrl: products.imageUrl }).from(products).where(inArray(products.id, productIds)) : [],
    variantIds.length ? db().select({ id: productVariants.id, imageUrl: productVariants.imageUrl }).from(productVariants).where(inArray(productVariants.id, variantIds)) : [],
  ]);
  const productImage = new Map(productRows.map((row) => [row.id, row.imageUrl]));
  const variantImage = new Map(variantRows.map((row) => [row.id, row.imageUrl]));
  return new Map(
    lines.map((line) => [
      lineImageKey(line),
      (line.variantId ? variantImage.get(line.variantId) : null) ?? (line.productId ? (productImage.get(line.productId) ?? null) : null),
    ]),
  );
}

export const lineImageKey = (line: { productId: string | null; variantId: string | null }) => `${line.productId ?? ""}:${line.variantId ?? ""}`;
