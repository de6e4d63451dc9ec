import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/preferences";
import { currencyCookie, safeReturnPath } from "~/server/cookies.server";
import { getCurrencyConfig } from "~/features/content/settings.server";
import { readFormData } from "~/server/form-data.server";

const preferencesSchema = z.object({
  currency: z.string().trim().toUpperCase().length(3),
  returnTo: z.string().max(2000).optional(),
});

/** Writes the currency cookie on every change (SPEC.md §4), then returns to the page. */
export async function action({ request }: Route.ActionArgs) {
  const parsed = preferencesSchema.safeParse(Object.fromEntries(await readFormData(request)));
  const config = await getCurrencyConfig();
  if (!parsed.success || !config.supported.includes(parsed.data.currency as never)) {
    // A dictionary key, like the other actions' errors (issue 4 point 8).
    return data({ error: "validation.invalidRequest" }, { status: 400 });
  }
  return redirect(safeReturnPath(parsed.data.returnTo, "/"), {
    headers: { "Set-Cookie": await currencyCookie.serialize(parsed.data.currency) },
  });
}

export async function loader() {
  return redirect("/");
}
