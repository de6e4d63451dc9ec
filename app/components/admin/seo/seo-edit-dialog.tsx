/**
 * The seo screen's dialog (docs/product/admin-back-office.md#adm-31): one product's, page's or landing page's search texts
 * in the four languages, with the product editor's fields, counters and preview (SeoFields), posted
 * by a fetcher to the screen's action. It closes on a successful save; a refused one keeps what was
 * typed and shows each message at its field.
 */
import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { X } from "lucide-react";
import { SeoFields, type SeoFallback, type SeoValues } from "~/components/admin/products/seo-dialog";
import { toast } from "~/components/ui/toast";
import { useEachAnswer } from "~/hooks/browser";
import { SEO_LIMITS, type SeoKind } from "~/schemas/admin/seo";
import { Button } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

export interface SeoDialogEntry {
  kind: SeoKind;
  id: string;
  name: string;
  path: string;
  values: SeoValues;
  fallback: SeoFallback;
}

export type SeoSaveAnswer = { ok?: string; error?: string; errors?: Record<string, string[] | null> };

export function SeoEditDialog({ entry, onClose }: { entry: SeoDialogEntry | null; onClose: () => void }) {
  const { t } = useTranslator();
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<SeoSaveAnswer>({ key: "seo-save" });
  const saving = fetcher.state !== "idle";

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (entry && !element.open) element.showModal();
    if (!entry && element.open) element.close();
  }, [entry]);

  useEachAnswer(fetcher.state === "idle" ? fetcher.data : undefined, (answer) => {
    if (answer.ok) {
      toast.success(answer.ok);
      onClose();
    } else if (answer.error) toast.error(answer.error);
  });
  // The answer's messages belong to the record they were made for.
  const errors = fetcher.data?.errors && fetcher.formData === undefined ? fetcher.data.errors : {};

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby={`${uid}-title`}
      aria-describedby={`${uid}-hint`}
      className="m-0 mt-auto max-h-[90dvh] w-full max-w-none overflow-y-auto rounded-t-soft bg-surface p-4 text-ink shadow-xl backdrop:bg-ink/40 sm:m-auto sm:w-[min(44rem,calc(100vw-2rem))] sm:rounded-soft sm:p-6"
    >
      {entry && (
        <fetcher.Form method="post" key={`${entry.kind}-${entry.id}`} noValidate>
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="kind" value={entry.kind} />
          <input type="hidden" name="id" value={entry.id} />
          <div className="flex items-start justify-between gap-3">
            <h2 id={`${uid}-title`} dir="auto" className="font-sans text-lg font-semibold">
              {t("seo.dialog.title", { name: entry.name })}
            </h2>
            <Button type="button" onClick={onClose} aria-label={t("shell.confirm.cancel")} variant="ghost" size="icon">
              <X aria-hidden="true" className="size-4" />
            </Button>
          </div>
          <p id={`${uid}-hint`} className="mt-1 text-sm text-muted">
            {entry.kind === "page" ? t("seo.dialog.pageHint") : entry.kind === "landing" ? t("seo.dialog.landingHint") : t("productEditor.seo.hint")}
          </p>
          <SeoFields
            initial={entry.values}
            fallback={entry.fallback}
            path={entry.path}
            origin={typeof window === "undefined" ? "" : window.location.origin}
            errors={errors}
            titleMax={SEO_LIMITS.title}
            descriptionMax={SEO_LIMITS.description}
          />
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Button type="button" onClick={onClose} variant="outline" size="md">
              {t("shell.confirm.cancel")}
            </Button>
            <Button type="submit" disabled={saving} aria-busy={saving || undefined} variant="accent" size="md">
              {saving ? t("seo.dialog.saving") : t("seo.dialog.save")}
            </Button>
          </div>
        </fetcher.Form>
      )}
    </dialog>
  );
}
