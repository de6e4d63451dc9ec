/**
 * The note the demo shop's first stock movements carry (reason "seed"). It is stored as this marker
 * and shown in the admin's language ("stock.note.demo"), like every other word of the back office.
 */
export const DEMO_STOCK_NOTE = "Demo stock";

/** A movement's note as the admin reads it: the demo's marker in words of `demoText`, any other note as written. */
export function stockNoteText(movement: { reason: string; note: string | null }, demoText: string): string | null {
  return movement.reason === "seed" && movement.note === DEMO_STOCK_NOTE ? demoText : movement.note;
}
