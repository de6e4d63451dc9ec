/**
 * Live updates (docs/architecture.md#arch-20): the database announces changes to settings tables on the
 * 'shop_changes' channel (migration 0002); every server copy listens and drops the matching cache,
 * so an admin edit shows on the next page without a restart.
 */
import type { DatabaseHandle } from "./db.server";
import { logger } from "./logger.server";

type Listener = (table: string) => void;

/**
 * Announced when changes may have been missed (the database's listening connection dropped, or came
 * back): every table's listeners run, so every cache drops what it holds and the order alerts look
 * for orders placed meanwhile.
 */
export const ANY_TABLE = "*";
const listeners = new Set<Listener>();

/** Runs `onChange` whenever one of `tables` changes. */
export function onTableChange(tables: string[], onChange: () => void) {
  const listener: Listener = (table) => {
    if (table === ANY_TABLE || tables.includes(table)) onChange();
  };
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceChange(table: string) {
  for (const listener of listeners) listener(table);
}

/** The database whose changes this process hears, if any (see `hearsChanges`). */
let listening: DatabaseHandle | undefined;

/**
 * True while this process hears the changes of `handle`: a cache that is only dropped by those
 * announcements must not keep anything without them (catalog-cache.server.ts).
 */
export function hearsChanges(handle: DatabaseHandle) {
  return listening === handle;
}

export async function startLiveUpdates(handle: DatabaseHandle) {
  let stopped = false;
  try {
    const stop = await handle.listen(
      (table) => announceChange(table),
      (connected) => {
        if (stopped) return;
        // While the connection is down nothing is heard: the catalogue caches keep nothing
        // (hearsChanges), and what they and the pages held is dropped on both edges.
        listening = connected ? handle : undefined;
        if (connected) logger.info("live updates: the database connection is back");
        else logger.warn("live updates: the database connection dropped; caches are off until it is back");
        announceChange(ANY_TABLE);
      },
    );
    listening = handle;
    return async () => {
      stopped = true;
      if (listening === handle) listening = undefined;
      await stop();
    };
  } catch (error) {
    logger.warn({ err: error }, "live updates unavailable; settings refresh on restart only");
    return async () => {};
  }
}

/** A value loaded once and kept until one of its tables changes. */
export function cachedQuery<T>(tables: string[], load: () => Promise<T>) {
  let value: Promise<T> | undefined;
  onTableChange(tables, () => {
    value = undefined;
  });
  return {
    get(): Promise<T> {
      if (!value) {
        value = load().catch((error) => {
          value = undefined;
          throw error;
        });
      }
      return value;
    },
    clear() {
      value = undefined;
    },
  };
}
