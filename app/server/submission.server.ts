/**
 * Every form's parse, storefront and admin (docs/decisions/0006-forms-validate-on-the-server.md):
 * Conform's `parseWithZod`, behind bounds on what the body may turn into, and a reply that sends
 * back only what the form has.
 *
 * Conform reads field names as paths: `variants[2].sku` is `{ variants: [, , { sku }] }`. So a
 * name alone decides how much memory its value takes: `name[100000000]=x` (17 bytes) is an array
 * of a hundred million slots, that the schema walks (a list schema checks every slot) and that
 * `submission.reply()` used to send back as `initialValue`: one anonymous post held the server
 * for half a minute, then killed it (heap out of memory). A body is therefore checked first,
 * name by name, without building anything (`formShapeProblem`); one past a bound is refused as a
 * whole with 'validation.formRefused', echoes nothing, and never reaches the schema. The bounds
 * are far above the largest form the shop sends (the product editor with a hundred variants:
 * about 1,300 fields, 4 levels, indexes up to 99).
 *
 * A reply keeps its status and errors, and as `initialValue` only the top-level fields the schema
 * knows; Conform's own `fields`, `intent` and `state` (for its client, which the shop does not
 * use: app/lib/form.ts) are dropped, and so are its reserved names in a body.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { Submission, SubmissionResult } from "@conform-to/react";
import type { $ZodType, input, output } from "zod/v4/core";

export const FORM_SHAPE_LIMITS = {
  /** Fields in one body (each `name=value` pair, a repeated name counting each time). */
  fields: 5000,
  /** Characters in one field's name. */
  nameLength: 200,
  /** Segments of one name's path: `images[0].alt.ru` has 4. */
  depth: 8,
  /** The largest list index: `variants[999]`. */
  index: 999,
  /** The slots of every list the body makes, added up (a list's slots: its largest index + 1). */
  slots: 5000,
} as const;

/** The form-level message of a refused body (the honeypot's too: app/schemas/fields.ts). */
export const FORM_REFUSED = "validation.formRefused";

/** Conform's reserved names: its client's intents and state, which no form of the shop sends. */
const RESERVED = new Set(["__intent__", "__state__"]);

export type FormShapeProblem = "fields" | "name" | "depth" | "index" | "slots" | "mixed" | "reserved";

/** Conform's path syntax (@conform-to/dom's parsePath): keys, `[n]` indexes and `[]` pushes. */
const SEGMENT = /([^.[\]]+)|\[(\d*)\]/g;

/**
 * What is wrong with the body's shape, or undefined when it is within FORM_SHAPE_LIMITS. Reads
 * the names only. Every container a name goes through is a list (indexes) or an object (keys),
 * never both: a key on a list (`list.length=100000000`) would set the list's length.
 */
export function formShapeProblem(form: FormData | URLSearchParams): FormShapeProblem | undefined {
  const limits = FORM_SHAPE_LIMITS;
  /** Per container path: whether it is a list, and its slots so far. */
  const containers = new Map<string, { list: boolean; slots: number }>();
  let fields = 0;
  let slots = 0;
  for (const name of form.keys()) {
    if (RESERVED.has(name)) return "reserved";
    if (++fields > limits.fields) return "fields";
    if (name.length > limits.nameLength) return "name";
    let depth = 0;
    let path = "";
    for (const match of name.matchAll(SEGMENT)) {
      if (++depth > limits.depth) return "depth";
      const [token, key, index] = match;
      if (depth > 1) {
        const list = key === undefined;
        const container = containers.get(path) ?? { list, slots: 0 };
        if (container.list !== list) return "mixed";
        if (list) {
          const wanted = index === "" ? container.slots + 1 : Number(index) + 1;
          if (wanted - 1 > limits.index) return "index";
          if (wanted > container.slots) {
            slots += wanted - container.slots;
            container.slots = wanted;
            if (slots > limits.slots) return "slots";
          }
        }
        containers.set(path, container);
      }
      path += key === undefined ? token : `.${key}`;
    }
  }
  return undefined;
}

/** A submission as Conform gives it, and whether the body was refused before the schema read it. */
export type BoundedSubmission<Schema extends $ZodType> = Submission<input<Schema>, string[], output<Schema>> & { refused: boolean };

type Options<Schema extends $ZodType> = { schema: Schema; disableAutoCoercion?: boolean };

/**
 * `parseWithZod` for every form: the body's shape checked first (a refused one is an error of the
 * whole form, `refused: true`), and replies that echo only what the schema knows.
 */
export function parseSubmission<Schema extends $ZodType>(form: FormData, options: Options<Schema>): BoundedSubmission<Schema> {
  if (formShapeProblem(form)) return refusedSubmission<Schema>();
  const submission = parseWithZod(form, { schema: options.schema, disableAutoCoercion: options.disableAutoCoercion });
  const known = knownFields(options.schema);
  return { ...submission, refused: false, reply: (replyOptions) => boundedReply(submission.reply(replyOptions), known) };
}

function refusedSubmission<Schema extends $ZodType>(): BoundedSubmission<Schema> {
  return {
    status: "error",
    refused: true,
    payload: {},
    error: { "": [FORM_REFUSED] },
    // The refusal stays the form's message whatever the action adds; nothing sent comes back.
    reply: () => ({ status: "error", initialValue: null, error: { "": [FORM_REFUSED] } }),
  };
}

function boundedReply(result: SubmissionResult<string[]>, known: Set<string> | undefined): SubmissionResult<string[]> {
  const { initialValue, error, status } = result;
  const kept =
    initialValue && known ? Object.fromEntries(Object.entries(initialValue).filter(([name]) => known.has(name))) : initialValue;
  return { ...(status === undefined ? {} : { status }), ...(error === undefined ? {} : { error }), initialValue: kept };
}

/** The top-level keys of an object schema (through pipes, defaults and unions); undefined for another. */
function knownFields(schema: $ZodType): Set<string> | undefined {
  const def = schema._zod.def as unknown as {
    type: string;
    shape?: Record<string, unknown>;
    in?: $ZodType;
    innerType?: $ZodType;
    options?: $ZodType[];
  };
  if (def.type === "object" && def.shape) return new Set(Object.keys(def.shape));
  if (def.type === "pipe" && def.in) return knownFields(def.in);
  if (def.innerType) return knownFields(def.innerType);
  if (def.type === "union" && def.options) {
    const keys = def.options.map(knownFields);
    return keys.every(Boolean) ? new Set(keys.flatMap((set) => [...set!])) : undefined;
  }
  return undefined;
}
