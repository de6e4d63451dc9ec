/**
 * The hero editor's preview (docs/product/admin-back-office.md#adm-19): the slide as the home page draws it (the shop's own
 * HeroSlideView), with the form's current image and texts, at a phone's and a desktop's width, in
 * the language chosen above it. A language without a title shows the French texts, as the shop does.
 */
import { useState } from "react";
import { HeroSlideView } from "~/components/home/hero-slider";
import { useAdmin } from "~/components/admin/shell/admin-context";
import type { Lang } from "~/lib/langs";
import { PreviewLanguages, ScaledFrame, useFormValues } from "./preview-frame";
import { useTranslator } from "~/lib/request-context";

type Texts = { title: string; subtitle: string; ctaText: string };

export function HeroPreview({ formId, initial }: { formId: string; initial: { imageUrl: string; translations: Partial<Record<Lang, Texts>> } }) {
  const { t } = useTranslator();
  const { lang: adminLang } = useAdmin();
  const [lang, setLang] = useState<Lang>(adminLang);
  const values = useFormValues(formId);
  const read = (of: Lang, field: keyof Texts) => (values ? (values[`translations.${of}.${field}`] ?? "") : (initial.translations[of]?.[field] ?? "")).trim();
  // The shop's fallback (content.server.ts): each text in the language, else in French.
  const text = (field: keyof Texts) => read(lang, field) || read("fr", field);
  const slide = {
    title: text("title") || t("hero.preview.untitled"),
    subtitle: text("subtitle"),
    ctaText: text("ctaText"),
    imageUrl: (values ? values.imageUrl : initial.imageUrl) ?? "",
  };
  const frame = (
    <section className="@container relative h-full overflow-hidden bg-ink text-start">
      <HeroSlideView slide={slide} heading="p" href={null} eager />
    </section>
  );
  return (
    <div className="space-y-4">
      <PreviewLanguages value={lang} onChange={setLang} label={t("hero.preview.language")} name="hero-preview-lang" />
      <div className="grid items-start gap-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
        <ScaledFrame width={390} height={680} label={t("hero.preview.phone")} lang={lang} maxWidth={224}>
          {frame}
        </ScaledFrame>
        <ScaledFrame width={1440} height={720} label={t("hero.preview.desktop")} lang={lang}>
          {frame}
        </ScaledFrame>
      </div>
      <p className="text-xs text-muted">{t("hero.preview.hint")}</p>
    </div>
  );
}
