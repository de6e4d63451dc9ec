/**
 * The action of a list the owner orders by hand (categories, hero slides): move one record up or
 * down, set the whole order after a drag and drop, show or hide one. Each list posts the same
 * intents (schemas/admin/ordered-list.ts) and answers in its own area's words with the same keys:
 * `<area>.moved`, `<area>.orderSaved`, `<area>.shown`, `<area>.hidden` and `<area>.errors.*`.
 *
 * The route checks the permission itself (requireStaff) and passes the staff member here, with its
 * `{ request, context }`: the language and the translator come from the admin's request context
 * (docs/decisions/0015-one-request-context.md).
 */
import { data } from "react-router";
import type { orderedListSchemas } from "~/schemas/admin/ordered-list";
import type { StaffUser } from "~/server/permissions.server";
import { requestContext } from "~/server/request-context.server";
import type { FormArgs } from "~/server/form-action.server";
import { readFormData } from "~/server/form-data.server";
import { logger } from "~/server/logger.server";
import type { Lang } from "~/lib/langs";

/** What the list's fetcher reads back: the toast's text, and which row it was about. */
export type OrderedListAnswer = { intent: string; id?: string; ok?: string; error?: string };

type Actor = { id: string; email: string };

export interface OrderedListActionConfig<Row extends { id: string }> {
  /** The dictionary's area: "hero", "categories". */
  area: string;
  schemas: ReturnType<typeof orderedListSchemas>;
  /** The list in the shop's order, to name a record and say its new place. */
  list(lang: Lang): Promise<Row[]>;
  nameOf(row: Row): string;
  move(id: string, direction: "up" | "down", actor: Actor): Promise<unknown>;
  setOrder(ids: string[], actor: Actor): Promise<unknown>;
  setActive(id: string, active: boolean, actor: Actor): Promise<unknown>;
  /** The service's own refusal as `<area>.errors.<code>` and its values; undefined for anything else. */
  refusal(error: unknown): { code: string; values?: Record<string, string | number> } | undefined;
  /** The log line of an unexpected failure. */
  failure: string;
}

export async function orderedListAction<Row extends { id: string }>({ request, context }: FormArgs, user: StaffUser, config: OrderedListActionConfig<Row>) {
  const { area, schemas } = config;
  const { t, lang } = requestContext(context);
  const values = Object.fromEntries(await readFormData(request));
  const intent = String(values.intent ?? "");
  const actor = { id: user.id, email: user.email };
  const invalid = () => data<OrderedListAnswer>({ intent, error: t(`${area}.errors.invalid`) }, { status: 400 });
  const placeOf = async (id: string) => {
    const rows = await config.list(lang);
    const index = rows.findIndex((row) => row.id === id);
    return { name: index < 0 ? "" : config.nameOf(rows[index]), position: index + 1 };
  };
  try {
    switch (intent) {
      case "move": {
        const parsed = schemas.move.safeParse(values);
        if (!parsed.success) return invalid();
        await config.move(parsed.data.id, parsed.data.direction, actor);
        return data<OrderedListAnswer>({ intent, id: parsed.data.id, ok: t(`${area}.moved`, await placeOf(parsed.data.id)) });
      }
      case "order": {
        const parsed = schemas.order.safeParse(values);
        if (!parsed.success) return invalid();
        await config.setOrder(parsed.data.ids, actor);
        return data<OrderedListAnswer>({ intent, ok: t(`${area}.orderSaved`) });
      }
      case "activate":
      case "deactivate": {
        const parsed = schemas.active.safeParse(values);
        if (!parsed.success) return invalid();
        await config.setActive(parsed.data.id, intent === "activate", actor);
        const { name } = await placeOf(parsed.data.id);
        return data<OrderedListAnswer>({ intent, id: parsed.data.id, ok: t(intent === "activate" ? `${area}.shown` : `${area}.hidden`, { name }) });
      }
      default:
        return invalid();
    }
  } catch (error) {
    const refusal = config.refusal(error);
    if (refusal) return data<OrderedListAnswer>({ intent, error: t(`${area}.errors.${refusal.code}`, refusal.values) }, { status: refusal.code === "not_found" ? 404 : 409 });
    logger.error({ err: error }, config.failure);
    return data<OrderedListAnswer>({ intent, error: t(`${area}.errors.generic`) }, { status: 500 });
  }
}
