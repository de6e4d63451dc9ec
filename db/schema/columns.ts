/** Helpers the tables of several domains share. */
import { sql } from "drizzle-orm";
import { LANGS } from "../../app/lib/langs";

/** A CHECK that a language column holds one of the four storefront languages. */
export const langCheck = (column: string) =>
  sql.raw(`${column} in (${LANGS.map((l) => `'${l}'`).join(", ")})`);
