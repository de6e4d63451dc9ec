/**
 * The product SEO dialog (docs/product/admin-back-office.md#adm-31 "seo (with a product SEO dialog)"; docs/product/admin-back-office.md#adm-14): a search
 * result's title and description in each language, with counters against the lengths a search
 * engine shows, and a preview of the result. Empty fields fall back to the product's name and
 * description, which the preview shows too.
 *
 * The fields belong to the product form: a native <dialog> inside the form keeps them in it, open
 * or closed, so that they are posted with the rest (a portal would take them out of the form). The
 * browser gives the modal its focus trap, Escape and the inert page behind.
 *
 * `SeoFields` (the language choice, the preview, the fields and their counters) is shared with the
 * seo screen (docs/product/admin-back-office.md#adm-31), which edits products, pages and landing pages in its own dialog.
 */
import { useId, useRef, useState } from "react";
import { Search, X } from "lucide-react";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { FieldError } from "~/components/admin/form/field-error";
import { dirOf, LANG_NAMES, LANGS, type Lang } from "~/lib/langs";
import { PRODUCT_LIMITS, SEO_DESCRIPTION_ADVISED, SEO_TITLE_ADVISED } from "~/schemas/admin/product-form";
import { Button, buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

type Texts = Record<Lang, { seoTitle: string; seoDescription: string; name: string; description: string }>;

export function SeoDialog({ translations, productId, errors }: { translations: Texts; productId: string | null; errors: Record<string, string[] | null> }) {
  const { t } = useTranslator();
  const { number } = useAdmin();
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const dialog = useRef<HTMLDialogElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const hasError = LANGS.some((l) => errors[`translations.${l}.seoTitle`] || errors[`translations.${l}.seoDescription`]);
  const [filled, setFilled] = useState(() => LANGS.filter((l) => translations[l].seoTitle.trim()).length);

  // The product's name and description as typed when the dialog opens: the preview's fallback.
  const [typed, setTyped] = useState(() => Object.fromEntries(LANGS.map((l) => [l, { name: translations[l].name, description: translations[l].description }])) as SeoFallback);
  const [origin, setOrigin] = useState("");
  const open = () => {
    const form = root.current?.closest("form");
    const read = (l: Lang, field: "name" | "description") =>
      (form?.elements.namedItem(`translations.${l}.${field}`) as HTMLInputElement | HTMLTextAreaElement | null)?.value ?? translations[l][field];
    setTyped(Object.fromEntries(LANGS.map((l) => [l, { name: read(l, "name"), description: read(l, "description") }])) as SeoFallback);
    setOrigin(window.location.origin);
    dialog.current?.showModal();
  };

  return (
    <div ref={root} className="mt-5 border-t border-lines pt-4">
      <h3 className="font-sans text-base font-semibold">{t("productEditor.section.seo")}</h3>
      <p className="mt-1 text-sm text-muted">{t("productEditor.seo.summary", { filled: number(filled) })}</p>
      <button
        type="button"
        onClick={open}
        aria-haspopup="dialog"
        className={buttonVariants({ variant: "ghost", size: "sm", inline: true, className: `mt-2 border ${hasError ? "border-accent-2 text-accent-2" : "border-lines"}` })}
      >
        <Search aria-hidden="true" className="size-4" />
        {t("productEditor.seo.open")}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`${uid}-title`}
        aria-describedby={`${uid}-hint`}
        className="m-0 mt-auto max-h-[90dvh] w-full max-w-none overflow-y-auto rounded-t-soft bg-surface p-4 text-ink shadow-xl backdrop:bg-ink/40 sm:m-auto sm:w-[min(44rem,calc(100vw-2rem))] sm:rounded-soft sm:p-6"
      >
          <div className="flex items-start justify-between gap-3">
            <h2 id={`${uid}-title`} className="font-sans text-lg font-semibold">{t("productEditor.section.seo")}</h2>
            <Button type="button" onClick={() => dialog.current?.close()} aria-label={t("productEditor.seo.close")} variant="ghost" size="icon">
              <X aria-hidden="true" className="size-4" />
            </Button>
          </div>
          <p id={`${uid}-hint`} className="mt-1 text-sm text-muted">
            {t("productEditor.seo.hint")}
          </p>
          <SeoFields
            initial={Object.fromEntries(LANGS.map((l) => [l, { title: translations[l].seoTitle, description: translations[l].seoDescription }])) as SeoValues}
            fallback={typed}
            path={`/product/${productId ?? "…"}`}
            origin={origin}
            errors={errors}
            onFilledChange={setFilled}
          />
          <div className="mt-5 flex justify-end">
            <Button type="button" onClick={() => dialog.current?.close()} variant="accent" size="md">
              {t("productEditor.seo.close")}
            </Button>
          </div>
      </dialog>
    </div>
  );
}

export type SeoValues = Record<Lang, { title: string; description: string }>;
export type SeoFallback = Record<Lang, { name: string; description: string }>;

/**
 * The SEO texts of one record in the four languages: a language choice, a search-result preview
 * (empty fields show `fallback`, as the shop does), and the fields named
 * `translations.<lang>.seoTitle|seoDescription` with their counters.
 */
export function SeoFields({
  initial,
  fallback,
  path,
  origin,
  errors,
  onFilledChange,
  titleMax = PRODUCT_LIMITS.seoTitle,
  descriptionMax = PRODUCT_LIMITS.seoDescription,
}: {
  initial: SeoValues;
  fallback: SeoFallback;
  /** The page's path without its language ("/product/<id>"). */
  path: string;
  origin: string;
  errors: Record<string, string[] | null | undefined>;
  /** Told how many languages have a title, as it changes. */
  onFilledChange?: (filled: number) => void;
  titleMax?: number;
  descriptionMax?: number;
}) {
  const { t } = useTranslator();
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const firstWithError = LANGS.find((l) => errors[`translations.${l}.seoTitle`] || errors[`translations.${l}.seoDescription`]);
  const [lang, setLang] = useState<Lang>(firstWithError ?? "fr");
  const [texts, setTexts] = useState(initial);
  const change = (l: Lang, field: "title" | "description", value: string) =>
    setTexts((current) => {
      const next = { ...current, [l]: { ...current[l], [field]: value } };
      onFilledChange?.(LANGS.filter((other) => next[other].title.trim()).length);
      return next;
    });
  const previewTitle = texts[lang].title.trim() || fallback[lang].name || fallback.fr.name;
  const previewDescription = (texts[lang].description.trim() || fallback[lang].description || fallback.fr.description).slice(0, SEO_DESCRIPTION_ADVISED + 20);

  return (
    <>
          <div role="radiogroup" aria-label={t("productEditor.seo.preview")} className="mt-4 flex flex-wrap gap-1">
            {LANGS.map((l) => (
              <label key={l} className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-lines px-3 text-sm has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-background">
                <input type="radio" name={`${uid}-lang`} form="__none" checked={lang === l} onChange={() => setLang(l)} className="sr-only" />
                <span lang={l}>{LANG_NAMES[l]}</span>
              </label>
            ))}
          </div>

          <figure className="mt-3 rounded-soft border border-lines bg-background p-3" aria-label={t("productEditor.seo.preview")}>
            <figcaption className="mb-2 text-xs text-muted">{t("productEditor.seo.preview")}</figcaption>
            <div lang={lang} dir={dirOf(lang)}>
              <p dir="ltr" className="truncate text-xs text-muted">
                {origin}/{lang}{path}
              </p>
              <p className="truncate text-lg text-[#1a0dab]">{previewTitle || "—"}</p>
              <p className="line-clamp-2 text-sm text-ink/80">{previewDescription}</p>
            </div>
          </figure>

          {LANGS.map((l) => {
            const titleName = `translations.${l}.seoTitle`;
            const descriptionName = `translations.${l}.seoDescription`;
            const titleId = `${uid}-${l}-title`;
            const descriptionId = `${uid}-${l}-description`;
            const titleLength = [...texts[l].title].length;
            const descriptionLength = [...texts[l].description].length;
            const titleError = errors[titleName]?.[0];
            const descriptionError = errors[descriptionName]?.[0];
            return (
              <fieldset key={l} className={`mt-4 space-y-3 ${lang === l ? "" : "hidden"}`}>
                <legend className="sr-only" lang={l}>
                  {LANG_NAMES[l]}
                </legend>
                <div>
                  <label htmlFor={titleId} className="mb-1 block text-sm font-medium">
                    {t("productEditor.seo.title")} <span className="sr-only">({LANG_NAMES[l]})</span>
                  </label>
                  <input
                    id={titleId}
                    name={titleName}
                    lang={l}
                    dir={dirOf(l)}
                    value={texts[l].title}
                    onChange={(event) => change(l, "title", event.target.value)}
                    maxLength={titleMax}
                    className="field"
                    aria-describedby={`${titleId}-count ${titleId}-error`}
                    aria-invalid={titleError ? true : undefined}
                  />
                  <Counter id={`${titleId}-count`} count={titleLength} advised={SEO_TITLE_ADVISED} />
                  <FieldError id={`${titleId}-error`} message={titleError ? t(titleError) : undefined} />
                </div>
                <div>
                  <label htmlFor={descriptionId} className="mb-1 block text-sm font-medium">
                    {t("productEditor.seo.description")} <span className="sr-only">({LANG_NAMES[l]})</span>
                  </label>
                  <textarea
                    id={descriptionId}
                    name={descriptionName}
                    lang={l}
                    dir={dirOf(l)}
                    rows={3}
                    value={texts[l].description}
                    onChange={(event) => change(l, "description", event.target.value)}
                    maxLength={descriptionMax}
                    className="field"
                    aria-describedby={`${descriptionId}-count ${descriptionId}-error`}
                    aria-invalid={descriptionError ? true : undefined}
                  />
                  <Counter id={`${descriptionId}-count`} count={descriptionLength} advised={SEO_DESCRIPTION_ADVISED} />
                  <FieldError id={`${descriptionId}-error`} message={descriptionError ? t(descriptionError) : undefined} />
                </div>
              </fieldset>
            );
          })}
    </>
  );
}

/** "42 / 60 advised characters", amber past the advised length. */
function Counter({ id, count, advised }: { id: string; count: number; advised: number }) {
  const { t } = useTranslator();
  const { number } = useAdmin();
  const over = count > advised;
  return (
    <p id={id} className={`mt-1 text-xs tabular-nums ${over ? "font-medium text-accent-2" : "text-muted"}`}>
      {t("productEditor.seo.counter", { count: number(count), max: number(advised) })}
      {over && <> — {t("productEditor.seo.tooLong")}</>}
    </p>
  );
}
