/**
 * The owner's order of a list (categories, hero slides): move one record a place, or set the whole
 * order after a drag and drop. Both run in one transaction that locks the rows, rewrite the order
 * as 0, 1, 2… (stored orders may hold ties) and audit the order before and after. A whole order
 * must name every record exactly once: one made before someone else added or deleted a record is
 * refused rather than guessed.
 */
import { db, type Tx } from "./db.server";
import { recordAudit } from "~/features/audit/audit.server";

export interface OrderedListConfig {
  /** Every record's id in the current order, locked for the rest of the transaction. */
  lockedOrder(tx: Tx): Promise<string[]>;
  /** Stores one record's position. */
  setPosition(tx: Tx, id: string, position: number): Promise<void>;
  audit: { action: string; entity: string };
  /** The service's own refusals, so its callers keep reading one error type. */
  notFound(): Error;
  staleOrder(): Error;
}

export function orderedList(config: OrderedListConfig) {
  async function write(tx: Tx, before: string[], after: string[], actor: { id: string; email: string }, subject: string | null) {
    for (const [position, id] of after.entries()) await config.setPosition(tx, id, position);
    await recordAudit(tx, { actorId: actor.id, actorEmail: actor.email, ...config.audit, entityId: subject, before: { order: before }, after: { order: after } });
  }

  return {
    /** Moves a record one place earlier (up) or later (down); false when it is already first (or last). */
    move(id: string, direction: "up" | "down", actor: { id: string; email: string }): Promise<boolean> {
      return db().transaction(async (tx) => {
        const before = await config.lockedOrder(tx);
        const index = before.indexOf(id);
        if (index < 0) throw config.notFound();
        const target = direction === "up" ? index - 1 : index + 1;
        if (target < 0 || target >= before.length) return false;
        const after = [...before];
        [after[index], after[target]] = [after[target], after[index]];
        await write(tx, before, after, actor, id);
        return true;
      });
    },

    /** Sets the whole order at once; false when it is the order already. */
    setOrder(ids: string[], actor: { id: string; email: string }): Promise<boolean> {
      return db().transaction(async (tx) => {
        const before = await config.lockedOrder(tx);
        if (ids.length !== before.length || new Set(ids).size !== ids.length || !ids.every((id) => before.includes(id))) throw config.staleOrder();
        if (ids.every((id, index) => before[index] === id)) return false;
        await write(tx, before, ids, actor, null);
        return true;
      });
    },
  };
}
