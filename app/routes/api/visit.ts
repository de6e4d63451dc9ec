/**
 * The after-load beacon of the storefront's pages (docs/product/performance-and-operations.md#ops-2, docs/decisions/0010). Pages
 * are cached for anonymous visitors, and a cached answer may set no cookie: the page sends this
 * instead, once loaded. It remembers the language (docs/product/languages-and-currencies.md#lang-2), and on a product page gives the
 * visitor an anonymous id, counts the view and answers with the "people viewing" count
 * (docs/product/reviews.md#rev-5), this visitor included.
 */
import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/visit";
import { LANGS } from "~/lib/langs";
import { langCookie, readCookie, visitorCookie } from "~/server/cookies.server";
import { countViewers, recordProductView } from "~/features/catalog/catalog.server";
import { UUID } from "~/lib/uuid";

const visitSchema = z.object({
  lang: z.enum(LANGS),
  // A product's id (a uuid; the database refuses one that is no product).
  productId: z.string().regex(UUID).optional(),
});

const VISITOR_ID = /^[0-9a-f-]{36}$/;

export async function action({ request }: Route.ActionArgs) {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    body = undefined;
  }
  const parsed = visitSchema.safeParse(body);
  if (!parsed.success) return data({ error: "validation.invalidRequest" }, { status: 400, headers: { "Cache-Control": "no-store" } });
  const { lang, productId } = parsed.data;
  const headers = new Headers({ "Cache-Control": "no-store" });
  // Only when it changes, as the layout did before.
  if ((await readCookie(langCookie, request)) !== lang) headers.append("Set-Cookie", await langCookie.serialize(lang));
  if (!productId) return data({ viewers: null }, { headers });

  let visitorId = await readCookie(visitorCookie, request);
  if (!visitorId || !VISITOR_ID.test(visitorId)) {
    visitorId = randomUUID();
    headers.append("Set-Cookie", await visitorCookie.serialize(visitorId));
  }
  recordProductView(productId, visitorId);
  return data({ viewers: await countViewers(productId, visitorId) }, { headers });
}

export async function loader() {
  return redirect("/");
}
