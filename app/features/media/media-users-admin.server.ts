/**
 * What a domain gives the media library's "used by" (media-admin.server.ts): the records of its own
 * that name an image's address. Each domain declares its sources in its `contributions.server.ts`;
 * the registry (app/features/contributions.server.ts) collects them (docs/architecture.md,
 * "Contributions"). The library refuses to delete an image while any source names it.
 */
import type { SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database, Tx } from "~/server/db.server";
import type { Lang } from "~/lib/langs";
import type { MediaUserKind } from "~/schemas/admin/media";

export interface MediaUser {
  kind: MediaUserKind;
  id: string;
  name: string;
  /** Its page in the back office. */
  link: string;
}

export interface MediaUserSource {
  kind: MediaUserKind;
  /** The tables whose image addresses it reads (the registry's test checks every image-bearing table is some source's). */
  tables: readonly PgTable[];
  /**
   * SQL selecting the ids of its records that use `url` (an SQL value, possibly a column of the
   * outer query), its first select naming the column `id`: the library's count is the union of
   * every source's ids, each record counted once.
   */
  ids(url: SQL): SQL;
  /** Its records that use `url`, named in `lang` (French filling a gap), in the order the screen shows them. */
  users(url: string, lang: Lang, executor: Database | Tx): Promise<MediaUser[]>;
}
