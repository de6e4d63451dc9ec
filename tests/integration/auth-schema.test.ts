/** Our Drizzle tables must hold every field better-auth asks for (so an upgrade fails here, not at sign-in). */
import { describe, expect, it } from "vitest";
import { getAuthTables } from "better-auth/db";
import { getTableColumns } from "drizzle-orm";
import * as schema from "../../db/schema";
import { twoFactor } from "better-auth/plugins";

describe("better-auth tables", () => {
  it("covers the core, two-factor and rate-limit fields", () => {
    const tables = getAuthTables({ plugins: [twoFactor()], rateLimit: { storage: "database" } });
    const ours: Record<string, Record<string, unknown>> = {
      user: getTableColumns(schema.user),
      session: getTableColumns(schema.session),
      account: getTableColumns(schema.account),
      verification: getTableColumns(schema.verification),
      twoFactor: getTableColumns(schema.twoFactor),
      rateLimit: getTableColumns(schema.rateLimit),
    };
    for (const [model, table] of Object.entries(tables)) {
      expect(ours[model], `no table for ${model}`).toBeDefined();
      for (const [key, field] of Object.entries(table.fields)) {
        const name = field.fieldName ?? key;
        expect(Object.keys(ours[model]), `${model}.${name}`).toContain(name);
      }
    }
  });
});
