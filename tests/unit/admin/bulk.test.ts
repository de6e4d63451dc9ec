/** Bulk actions answer row by row: one refused row does not block the others (docs/product/admin-back-office.md#adm-1). */
import { describe, expect, it } from "vitest";
import { runBulk } from "~/features/admin/list.server";

describe("runBulk", () => {
  it("reports each row on its own, once per id", async () => {
    const done: string[] = [];
    const outcomes = await runBulk(
      ["a", "b", "c", "a"],
      async (id) => {
        if (id === "b") throw new Error("déjà livrée");
        done.push(id);
      },
      (error) => (error instanceof Error ? error.message : "?"),
    );
    expect(outcomes).toEqual([
      { id: "a", ok: true },
      { id: "b", ok: false, reason: "déjà livrée" },
      { id: "c", ok: true },
    ]);
    expect(done).toEqual(["a", "c"]);
  });
});
