/** The bounds on what a form body may turn into (app/server/submission.server.ts), name by name. */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { FORM_REFUSED, FORM_SHAPE_LIMITS, formShapeProblem, parseSubmission } from "../../app/server/submission.server";

const body = (text: string) => {
  const form = new FormData();
  for (const [name, value] of new URLSearchParams(text)) form.append(name, value);
  return form;
};

describe("formShapeProblem", () => {
  it("lets the shop's own forms through: nested names, lists up to the largest index, pushes", () => {
    expect(formShapeProblem(body("name=L%C3%A9a&email=a@b.co"))).toBeUndefined();
    expect(formShapeProblem(body(`translations.fr.name=x&images[19].alt.ru=y&variants[${FORM_SHAPE_LIMITS.index}].sku=z`))).toBeUndefined();
    expect(formShapeProblem(body("ids=a&ids=b&tags[]=x&tags[]=y"))).toBeUndefined();
    expect(formShapeProblem(body(`a${"[0]".repeat(FORM_SHAPE_LIMITS.depth - 1)}=x`))).toBeUndefined();
  });

  it("names the bound a body passes", () => {
    expect(formShapeProblem(body("name[100000000]=x&email=a@b.co"))).toBe("index");
    expect(formShapeProblem(body(`variants[${FORM_SHAPE_LIMITS.index + 1}].sku=z`))).toBe("index");
    expect(formShapeProblem(body(`a${"[0]".repeat(FORM_SHAPE_LIMITS.depth)}=x`))).toBe("depth");
    expect(formShapeProblem(body(`${"n".repeat(FORM_SHAPE_LIMITS.nameLength + 1)}=x`))).toBe("name");
    expect(formShapeProblem(body("x=1&".repeat(FORM_SHAPE_LIMITS.fields + 1)))).toBe("fields");
    expect(formShapeProblem(body(Array.from({ length: 6 }, (_, n) => `l${n}[999]=x`).join("&")))).toBe("slots");
    expect(formShapeProblem(body("tags[]=x&".repeat(FORM_SHAPE_LIMITS.index + 2)))).toBe("index");
    // A key on a list would set its length.
    expect(formShapeProblem(body("list[0]=x&list.length=100000000"))).toBe("mixed");
    expect(formShapeProblem(body("__intent__=%7B%7D"))).toBe("reserved");
  });

  it("tells `a.b` from `ab` (each container by its own path)", () => {
    expect(formShapeProblem(body("a.b[0]=x&ab.c=y"))).toBeUndefined();
  });
});

describe("parseSubmission", () => {
  const schema = z.object({ name: z.string({ error: "required" }), tags: z.array(z.string()).default([]) });

  it("refuses a body past the bounds before the schema reads it, and echoes nothing", () => {
    const submission = parseSubmission(body("name[100000000]=x"), { schema });
    expect(submission.status).toBe("error");
    expect(submission.refused).toBe(true);
    expect(submission.reply({ formErrors: ["other"] })).toEqual({ status: "error", initialValue: null, error: { "": [FORM_REFUSED] } });
  });

  it("replies with the schema's fields only, and without Conform's client state", () => {
    const submission = parseSubmission(body("name=&tags[0]=a&other[3]=x&more.deep=y"), { schema });
    expect(submission.refused).toBe(false);
    expect(submission.reply()).toEqual({ status: "error", error: { name: ["required"] }, initialValue: { tags: ["a"] } });
    const accepted = parseSubmission(body("name=Léa"), { schema });
    expect(accepted.status === "success" && accepted.value).toEqual({ name: "Léa", tags: [] });
    expect(accepted.reply({ resetForm: true })).toEqual({ initialValue: null });
  });
});
