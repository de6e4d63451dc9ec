import { data, redirect } from "react-router";
import { redirectBack } from "~/server/redirect.server";
import { z } from "zod";
import type { Route } from "./+types/preferences";
import { currencyCookie } from "~/server/cookies.server";
import { getCurrencyConfig } from "~/features/content/settings.server";
import { readFormData } from "~/server/form-data.server";

const preferencesSchema = z.object({
  currency: z.string().trim().toUpperCase().length(3),
  returnTo: z.string().max(2000).optional(),
  /** Set by the page's script (currency-selector.tsx): the page stays and reloads its data itself. */
  inPlace: z.literal("1").optional(),
});

/**
 * Writes the currency cookie on every change (docs/product/languages-and-currencies.md#lang-7). A page without JavaScript is sent back
 * where it was; a page with it stays, and React Router reloads its data after the post. (Answering
 * a script's post with a redirect made a navigation race the page's other requests, such as the
 * search suggestions: CI saw the error screen after a currency change, now and then.)
 */
export async function action({ request }: Route.ActionArgs) {
  const parsed = preferencesSchema.safeParse(Object.fromEntries(await readFormData(request)));
  const config = await getCurrencyConfig();
  if (!parsed.success || !config.supported.includes(parsed.data.currency as never)) {
    // A dictionary key, like the other actions' errors (docs/product/security-rules.md#sec-7).
    return data({ error: "validation.invalidRequest" }, { status: 400 });
  }
  const headers = { "Set-Cookie": await currencyCookie.serialize(parsed.data.currency) };
  if (parsed.data.inPlace) return data({ currency: parsed.data.currency }, { headers });
  return redirectBack(parsed.data.returnTo, "/", { headers });
}

export async function loader() {
  return redirect("/");
}
