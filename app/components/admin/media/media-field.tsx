/**
 * A form field for ONE image (a category, a hero slide, a page): a preview, a hidden input `name`
 * holding the chosen "/media/..." address ("" when there is none), and three buttons: choose from
 * the library (MediaPicker), upload a new one (ImageUploader) and remove it. A change fires an
 * `input` event on the hidden input, so the admin form's unsaved-changes tracking sees it.
 *
 *   <MediaField name="imageUrl" label="Image" defaultValue={category.imageUrl} error={errors.imageUrl} />
 */
import { ImageOff, ImageUp, Images, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { FieldError } from "~/components/admin/form/field-error";
import { imageUrl } from "~/components/ui/responsive-image";
import { IMAGE_WIDTHS } from "~/lib/image-variants";
import type { MediaItem } from "~/schemas/admin/media";
import { ImageUploader } from "./image-uploader";
import { MediaPicker } from "./media-picker";
import { Button } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

export type { MediaItem };

/** The file's name in an address ("/media/uploads/2026/05/ab12.jpg" → "ab12.jpg"). */
const fileName = (url: string) => decodeURIComponent(url.split("?")[0].split("/").pop() ?? url);

export function MediaField({
  name,
  label,
  defaultValue,
  description,
  error,
  aspect,
}: {
  name: string;
  label: string;
  defaultValue?: string | null;
  description?: string;
  /** The action's message for this field, already in the admin's words. */
  error?: string;
  /** Height ÷ width of the preview (1 for a square, 5/12 for a banner); the picture's own shape when left out. */
  aspect?: number;
}) {
  const { t } = useTranslator();
  const { can } = useAdmin();
  const [value, setValue] = useState(defaultValue ?? "");
  const [chosenName, setChosenName] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const hidden = useRef<HTMLInputElement>(null);
  const changed = useRef(false);
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;

  // A reset of the surrounding form puts the loaded image back.
  useEffect(() => {
    const form = hidden.current?.form;
    if (!form) return;
    const onReset = () => {
      setValue(defaultValue ?? "");
      setChosenName(null);
    };
    form.addEventListener("reset", onReset);
    return () => form.removeEventListener("reset", onReset);
  }, [defaultValue]);

  // Tell the form (its dirty tracking listens to input events) once the hidden value has changed.
  useEffect(() => {
    if (!changed.current) return;
    changed.current = false;
    hidden.current?.dispatchEvent(new Event("input", { bubbles: true }));
  }, [value]);

  const choose = (item: MediaItem | undefined) => {
    changed.current = true;
    setValue(item?.url ?? "");
    setChosenName(item?.originalName ?? null);
    setUploading(false);
  };

  const shown = value ? (chosenName ?? fileName(value)) : "";
  const preview = value.startsWith("/media/") ? imageUrl(value, IMAGE_WIDTHS[0], aspect ?? 0) : value;
  const describedBy = [description ? descriptionId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;

  return (
    <fieldset aria-describedby={describedBy} className="min-w-0 space-y-2">
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      {description && (
        <p id={descriptionId} className="text-xs text-muted">
          {description}
        </p>
      )}
      <input ref={hidden} type="hidden" name={name} value={value} />
      <div className="flex flex-wrap items-start gap-3">
        <div className="flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-soft border border-lines bg-background">
          {value ? (
            <img src={preview} alt="" width={112} height={112} loading="lazy" decoding="async" className="size-full object-cover" />
          ) : (
            <ImageOff aria-hidden="true" className="size-6 text-muted" />
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <p className="truncate text-sm" aria-live="polite">
            {value ? (
              <>
                <span className="sr-only">{t("media.field.current", { name: "" })}</span>
                <bdi>{shown}</bdi>
              </>
            ) : (
              <span className="text-muted">{t("media.field.none")}</span>
            )}
          </p>
          <div className="flex flex-wrap gap-2">
            <MediaPicker onPick={(items) => choose(items[0])}>
              <Button type="button" variant="surface" size="sm" inline>
                <Images aria-hidden="true" className="size-4" />
                {t("media.picker.open")}
              </Button>
            </MediaPicker>
            {can("products:write") && (
              <Button
                type="button"
                aria-expanded={uploading}
                onClick={() => setUploading((open) => !open)}
                variant="surface" size="sm" inline
              >
                <ImageUp aria-hidden="true" className="size-4" />
                {uploading ? t("media.field.closeUpload") : t("media.field.upload")}
              </Button>
            )}
            {value && (
              <Button type="button" onClick={() => choose(undefined)} variant="surface" size="sm" inline className="text-accent-2">
                <Trash2 aria-hidden="true" className="size-4" />
                {t("media.field.remove")}
              </Button>
            )}
          </div>
        </div>
      </div>
      {uploading && <ImageUploader multiple={false} label={t("media.field.upload")} onUploaded={(items) => choose(items[0])} />}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
