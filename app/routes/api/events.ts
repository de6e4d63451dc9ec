/**
 * POST /api/events: the storefront's first-party analytics (docs/product/analytics-and-consent.md#ana-4). The tracker sends one
 * event per beacon (navigator.sendBeacon, so a text/plain or JSON body). Known bots are dropped
 * without a word (isbot); a visitor past the per-address limit gets 429; a bad event gets 400 with
 * the schema's message. A stored event answers 204.
 */
import { data, redirect } from "react-router";
import { isbot } from "isbot";
import type { Route } from "./+types/events";
import { analyticsEventSchema } from "~/schemas/analytics";
import { recordEvent } from "~/features/analytics/events.server";
import { limitClient, retryHeaders } from "~/server/rate-limit.server";

const NO_STORE = { "Cache-Control": "no-store" };

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: "Méthode non autorisée" }, { status: 405, headers: NO_STORE });
  const userAgent = request.headers.get("user-agent");
  if (isbot(userAgent)) return new Response(null, { status: 204, headers: NO_STORE });

  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    return data({ error: "Événement illisible" }, { status: 400, headers: NO_STORE });
  }
  const parsed = analyticsEventSchema.safeParse(body);
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? "Événement invalide" }, { status: 400, headers: NO_STORE });

  // Only valid events count against the limit, like the shop's forms.
  const decision = await limitClient(request, "/shop/events");
  if (!decision.allowed) {
    return data({ error: "Trop d'événements, réessayez plus tard" }, { status: 429, headers: retryHeaders(decision, new Headers(NO_STORE)) });
  }
  await recordEvent(parsed.data, userAgent);
  return new Response(null, { status: 204, headers: NO_STORE });
}

export async function loader() {
  return redirect("/");
}
