/**
 * The home page's blocks as the owner arranged them (docs/product/admin-back-office.md#adm-20): their order, which ones
 * show, and each block's picture. Read once and kept until homepage_blocks changes (its trigger,
 * migration 0013, tells every server copy). Without rows, or when the read fails, the home page
 * shows every block in docs/product/overview.md#shop-11's order, as before the back office existed.
 */
import { asc } from "drizzle-orm";
import { db } from "~/server/db.server";
import { cachedQuery } from "~/server/live.server";
import { logger } from "~/server/logger.server";
import { HOMEPAGE_BLOCKS, homepageBlocks, type HomepageBlockKey } from "../../../db/schema";

export interface HomepageBlock {
  key: HomepageBlockKey;
  isVisible: boolean;
  /** A media-library address, or null for the block's own picture. */
  imageUrl: string | null;
}

/** Every block in docs/product/overview.md#shop-6's order, shown, with its own picture. */
export const DEFAULT_HOMEPAGE_BLOCKS: HomepageBlock[] = HOMEPAGE_BLOCKS.map((key) => ({ key, isVisible: true, imageUrl: null }));

/**
 * Every block once, in the stored order; a block the table lacks (a newer kind of block) goes at
 * the end, shown, so that adding one to the code never hides it.
 */
export function completeBlocks(rows: HomepageBlock[]): HomepageBlock[] {
  const known = rows.filter((row) => (HOMEPAGE_BLOCKS as readonly string[]).includes(row.key));
  const missing = DEFAULT_HOMEPAGE_BLOCKS.filter((block) => !known.some((row) => row.key === block.key));
  return [...known, ...missing];
}

const blocksCache = cachedQuery(["homepage_blocks"], async (): Promise<HomepageBlock[]> => {
  const rows = await db()
    .select({ key: homepageBlocks.key, isVisible: homepageBlocks.isVisible, imageUrl: homepageBlocks.imageUrl })
    .from(homepageBlocks)
    .orderBy(asc(homepageBlocks.displayOrder), asc(homepageBlocks.key));
  return completeBlocks(rows);
});

/** The blocks in the owner's order, hidden ones included (the caller skips them). */
export async function getHomepageBlocks(): Promise<HomepageBlock[]> {
  try {
    return await blocksCache.get();
  } catch (error) {
    logger.error({ err: error }, "homepage blocks could not be loaded");
    return DEFAULT_HOMEPAGE_BLOCKS;
  }
}
