/**
 * The home page's blocks in the back office (docs/product/admin-back-office.md#adm-20): their order, whether each shows, the
 * limited edition's picture, and every text of every block in four languages. The texts are the
 * dictionary's keys (HOMEPAGE_BLOCK_TEXTS), overridden through saveOverrides, which keeps their
 * rules (known keys, placeholders kept, "equal to the dictionary" or empty = no override). Each
 * write runs in one transaction with its audit row; the tables' triggers tell every server copy.
 */
import { asc, eq } from "drizzle-orm";
import { homepageBlocks } from "../../../db/schema";
import { db, type Tx } from "~/server/db.server";
import { recordAudit } from "~/features/audit/audit.server";
import { dictionaryText, overridesFor, saveOverrides, type Actor } from "~/features/i18n/static-translations-admin.server";
import { completeBlocks, type HomepageBlock } from "~/features/content/homepage.server";
import { LANGS, type Lang } from "~/lib/langs";
import { HOMEPAGE_BLOCK_TEXTS, HOMEPAGE_BLOCKS, type HomepageBlockInput, type HomepageBlockKey } from "~/schemas/admin/homepage";

export const HOMEPAGE_AUDIT_ENTITY = "homepage_blocks";

export class HomepageAdminError extends Error {
  constructor(public code: "stale_order") {
    super(`Homepage ${code}`);
  }
}

/** One text of a block as the screen shows it: the dictionary's in each language, and the owner's. */
export interface HomepageText {
  key: string;
  dictionary: Partial<Record<Lang, string>>;
  override: Partial<Record<Lang, string>>;
}

export interface HomepageBlockEditor extends HomepageBlock {
  texts: HomepageText[];
  /** How many texts (key × language) the owner has changed. */
  changed: number;
}

async function storedBlocks(executor: Tx | ReturnType<typeof db> = db()): Promise<HomepageBlock[]> {
  const rows = await executor
    .select({ key: homepageBlocks.key, isVisible: homepageBlocks.isVisible, imageUrl: homepageBlocks.imageUrl })
    .from(homepageBlocks)
    .orderBy(asc(homepageBlocks.displayOrder), asc(homepageBlocks.key));
  return completeBlocks(rows);
}

/**
 * Dictionary texts as the screens that edit them show them (homepage, content): each key's own
 * text in every language the dictionary has, and the owner's overrides.
 */
export async function textsForEdit(keys: readonly string[]): Promise<HomepageText[]> {
  const overrides = await overridesFor([...keys]);
  return keys.map((key) => ({
    key,
    dictionary: Object.fromEntries(LANGS.flatMap((lang) => (dictionaryText(key, lang) === undefined ? [] : [[lang, dictionaryText(key, lang)!]]))),
    override: overrides[key] ?? {},
  }));
}

/** How many texts (key × language) the owner has changed. */
export const changedCount = (texts: HomepageText[]) => texts.reduce((sum, text) => sum + Object.keys(text.override).length, 0);

/** The six blocks in the shop's order, each with its texts. */
export async function getHomepageForEdit(): Promise<HomepageBlockEditor[]> {
  const blocks = await storedBlocks();
  const all = await textsForEdit(HOMEPAGE_BLOCKS.flatMap((key) => [...HOMEPAGE_BLOCK_TEXTS[key]]));
  return blocks.map((block) => {
    const texts = all.filter((text) => HOMEPAGE_BLOCK_TEXTS[block.key].includes(text.key));
    return { ...block, texts, changed: changedCount(texts) };
  });
}

/**
 * Writes the blocks' rows as `next` (order 1…6, visibility, picture) when they differ from the
 * stored ones, with one audit row; the rows are locked for the transaction. Returns whether it wrote.
 */
async function writeBlocks(tx: Tx, next: HomepageBlock[], actor: Actor, action: "homepage.update" | "homepage.reorder", subject: string | null) {
  await tx.select({ key: homepageBlocks.key }).from(homepageBlocks).for("update");
  const before = await storedBlocks(tx);
  if (JSON.stringify(before) === JSON.stringify(next)) return false;
  const now = new Date();
  for (const [index, block] of next.entries()) {
    await tx
      .insert(homepageBlocks)
      .values({ key: block.key, isVisible: block.isVisible, imageUrl: block.imageUrl, displayOrder: index + 1, updatedAt: now })
      .onConflictDoUpdate({ target: homepageBlocks.key, set: { isVisible: block.isVisible, imageUrl: block.imageUrl, displayOrder: index + 1, updatedAt: now } });
  }
  await recordAudit(tx, { actorId: actor.id, actorEmail: actor.email, action, entity: HOMEPAGE_AUDIT_ENTITY, entityId: subject, before: { blocks: before }, after: { blocks: next } });
  return true;
}

/** Moves a block one place up or down; false when it is already first (or last). */
export async function moveHomepageBlock(key: HomepageBlockKey, direction: "up" | "down", actor: Actor): Promise<boolean> {
  return db().transaction(async (tx) => {
    const blocks = await storedBlocks(tx);
    const index = blocks.findIndex((block) => block.key === key);
    const target = direction === "up" ? index - 1 : index + 1;
    if (index < 0 || target < 0 || target >= blocks.length) return false;
    const next = [...blocks];
    [next[index], next[target]] = [next[target], next[index]];
    return writeBlocks(tx, next, actor, "homepage.reorder", key);
  });
}

/** Sets the whole order at once (a drop): the six keys, each once (the schema checks it). */
export async function setHomepageOrder(keys: HomepageBlockKey[], actor: Actor): Promise<boolean> {
  return db().transaction(async (tx) => {
    const blocks = await storedBlocks(tx);
    if (keys.length !== blocks.length || !keys.every((key) => blocks.some((block) => block.key === key))) throw new HomepageAdminError("stale_order");
    const next = keys.map((key) => blocks.find((block) => block.key === key)!);
    return writeBlocks(tx, next, actor, "homepage.reorder", null);
  });
}

/** Shows or hides a block on the home page; false when it already was. */
export async function setHomepageBlockVisible(key: HomepageBlockKey, visible: boolean, actor: Actor): Promise<boolean> {
  return db().transaction(async (tx) => {
    const blocks = await storedBlocks(tx);
    return writeBlocks(tx, blocks.map((block) => (block.key === key ? { ...block, isVisible: visible } : block)), actor, "homepage.update", key);
  });
}

/**
 * Saves one block's picture and texts in one transaction: the block's row (audited as
 * homepage.update when its picture changed) and the texts' overrides (homepage.texts). A text that
 * breaks a rule (a lost placeholder) throws StaticTranslationError before anything is written.
 */
export async function saveHomepageBlock(input: HomepageBlockInput, actor: Actor): Promise<{ changed: number }> {
  return db().transaction(async (tx) => {
    const { changed: texts } = await saveOverrides(input.texts, actor, { tx, action: "homepage.texts" });
    const blocks = await storedBlocks(tx);
    const imageChanged = await writeBlocks(tx, blocks.map((block) => (block.key === input.key ? { ...block, imageUrl: input.imageUrl } : block)), actor, "homepage.update", input.key);
    return { changed: texts + (imageChanged ? 1 : 0) };
  });
}

/** For tests and the screen's first render: the stored row of one block. */
export async function homepageBlock(key: HomepageBlockKey) {
  const [row] = await db().select().from(homepageBlocks).where(eq(homepageBlocks.key, key));
  return row;
}

/**
 * A refused text (StaticTranslationError) as the message at its field, for the screens that save
 * dictionary texts (homepage, footer, content): `fieldName` names the input of a key in a language.
 */
export function overrideFieldError(
  error: { code: string; key: string; lang: Lang; missing: string[] },
  fieldName: (key: string, lang: Lang) => string,
  t: (key: string, params?: Record<string, string | number>) => string,
): Record<string, string[]> {
  const message =
    error.code === "placeholder_missing"
      ? t("contentTexts.errors.placeholder", { placeholders: error.missing.join(" ") })
      : error.code === "too_long"
        ? t("contentTexts.errors.tooLong")
        : t("contentTexts.errors.unknownKey");
  return { [fieldName(error.key, error.lang)]: [message] };
}
