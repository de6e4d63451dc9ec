/** The one list query of the back office: bad values fall back to defaults, never an error. */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { DEFAULT_PAGE_SIZE, listHref, parseListQuery, yesNoFilter } from "~/schemas/admin/list-query";

const spec = {
  sorts: ["name", "createdAt", "spent"] as const,
  defaultSort: "createdAt" as const,
  defaultDir: "desc" as const,
  filters: { newsletter: yesNoFilter, level: z.enum(["bronze", "gold"]) },
};
const parse = (search: string) => parseListQuery(spec, new URLSearchParams(search));

describe("listQuery", () => {
  it("gives the defaults for an empty URL", () => {
    expect(parse("")).toEqual({ page: 1, pageSize: DEFAULT_PAGE_SIZE, q: "", sort: "createdAt", dir: "desc", filters: {} });
    expect(DEFAULT_PAGE_SIZE).toBe(25);
  });

  it("reads valid values", () => {
    expect(parse("page=3&pageSize=50&q=%20L%C3%A9a%20&sort=name&dir=desc&newsletter=yes&level=gold")).toEqual({
      page: 3,
      pageSize: 50,
      q: "Léa",
      sort: "name",
      dir: "desc",
      filters: { newsletter: "yes", level: "gold" },
    });
  });

  it.each([
    ["page=-3", { page: 1 }],
    ["page=abc", { page: 1 }],
    ["page=2.5", { page: 1 }],
    ["page=99999999999", { page: 1 }],
    ["pageSize=10000", { pageSize: 25 }],
    ["pageSize=0", { pageSize: 25 }],
    ["sort=password", { sort: "createdAt", dir: "desc" }],
    ["sort=name", { sort: "name", dir: "asc" }],
    ["dir=sideways", { dir: "desc" }],
    ["q=" + "x".repeat(500), { q: "x".repeat(200) }],
    ["q=%00a%07b", { q: "a b" }],
  ])("falls back for %s", (search, expected) => {
    expect(parse(search)).toMatchObject(expected);
  });

  it("drops an invalid filter and keeps the valid ones", () => {
    expect(parse("newsletter=maybe&level=gold").filters).toEqual({ level: "gold" });
    expect(parse("newsletter=&level=").filters).toEqual({});
    expect(parse("unknown=1").filters).toEqual({});
  });

  it("reads the first value of a repeated parameter", () => {
    expect(parse("page=2&page=7").page).toBe(2);
  });

  it("builds links that keep the state and reset the page", () => {
    const query = parse("page=3&q=ambre&sort=name&dir=asc&newsletter=yes");
    expect(listHref(query, { page: 4 }, "/admin/customers")).toBe("/admin/customers?q=ambre&newsletter=yes&sort=name&dir=asc&page=4");
    expect(listHref(query, { sort: "spent", dir: "desc" })).toBe("?q=ambre&newsletter=yes&sort=spent&dir=desc");
    expect(listHref(query, { filters: { newsletter: undefined } })).toBe("?q=ambre&sort=name&dir=asc");
    // A link round-trips to the same query.
    expect(parse(listHref(query, { page: 3 }).slice(1))).toEqual(query);
  });
});
