/**
 * The admin's language, chosen per person and kept in the `admin_lang` cookie. A plain form, so it
 * works before JavaScript; the action sends the browser back where it was.
 */
import { Form, useLocation } from "react-router";
import { LANG_NAMES, LANGS } from "~/lib/langs";
import { useAdmin } from "./admin-context";
import { useTranslator } from "~/lib/request-context";

export function LanguageSwitch() {
  const { t } = useTranslator();
  const { lang } = useAdmin();
  const location = useLocation();
  return (
    <Form method="post" action="/admin/api/lang" className="px-3" reloadDocument>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <fieldset>
        <legend className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted">{t("shell.language")}</legend>
        <div className="flex flex-wrap gap-1">
          {LANGS.map((code) => (
            <button
              key={code}
              type="submit"
              name="lang"
              value={code}
              lang={code}
              aria-pressed={code === lang}
              className={`min-h-11 min-w-11 rounded-soft border px-2 text-sm ${code === lang ? "border-accent bg-accent-soft font-medium" : "border-lines hover:bg-background"}`}
            >
              {LANG_NAMES[code]}
            </button>
          ))}
        </div>
      </fieldset>
    </Form>
  );
}
