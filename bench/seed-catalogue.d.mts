// Types for the tests that reuse the benchmark's generated catalogue (tests/integration/search-index.test.ts).
import type { DatabaseHandle } from "../app/server/db.server";

export const PRODUCTS: number;
/** Adds `products` generated demo products (SKU "DEMO-BENCH-…") with texts in the four languages. */
export function seedCatalogue(handle: DatabaseHandle, products?: number, log?: (line: string) => void): Promise<void>;
