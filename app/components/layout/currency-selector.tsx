import { useFetcher, useLocation } from "react-router";
import { useShop } from "~/lib/shop";
import { useTranslator } from "~/lib/request-context";

/**
 * The currency choice is a form posted to /api/preferences, which writes the cookie the server
 * reads (docs/product/languages-and-currencies.md#lang-7). Without JavaScript the small button submits it; with JavaScript a change
 * submits at once and the page's data reloads with the new prices. In the phone menu ("menu") it is
 * a full-size field with its label shown.
 */
export function CurrencySelector({ id = "currency", variant = "bar" }: { id?: string; variant?: "bar" | "menu" }) {
  const { t } = useTranslator();
  const { currency, currencies } = useShop();
  const location = useLocation();
  const fetcher = useFetcher();
  const pending = fetcher.state !== "idle";
  const menu = variant === "menu";
  const shown = (fetcher.formData?.get("currency") as string | null) ?? currency;
  return (
    <fetcher.Form method="post" action="/api/preferences" className={menu ? "grid gap-2" : "flex items-center gap-1"}>
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
      <label htmlFor={id} className={menu ? "eyebrow" : "sr-only"}>
        {t("nav.currency")}
      </label>
      <select
        id={id}
        name="currency"
        value={shown}
        onChange={(event) => {
          const fields = new FormData(event.currentTarget.form!);
          // The page stays and reloads its data (api/preferences.ts); without JavaScript it is sent back.
          fields.set("inPlace", "1");
          void fetcher.submit(fields, { method: "post", action: "/api/preferences" });
        }}
        aria-busy={pending}
        className={
          menu
            ? "field cursor-pointer text-base"
            : "cursor-pointer rounded border border-transparent bg-transparent py-1 pe-1 text-xs font-medium text-ink hover:border-lines"
        }
      >
        {currencies.map((code) => (
          <option key={code} value={code}>
            {t(`currency.${code}`, undefined, code)}
          </option>
        ))}
      </select>
      <noscript>
        {/* Without JavaScript the choice is saved by this button, in the page's language. */}
        <button type="submit" className="text-xs underline">
          {t("common.save")}
        </button>
      </noscript>
    </fetcher.Form>
  );
}
