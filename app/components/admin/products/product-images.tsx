/**
 * A product's photos (docs/product/admin-back-office.md#adm-16): added by upload (drag and drop or the picker) or from the
 * media library, reordered by drag (dnd-kit, with its keyboard sensor: space to lift, arrows to move)
 * or with the "earlier / later" buttons, each with its alt text in four languages. The first photo
 * is the main one (docs/product/catalogue.md#cat-18). The form posts `images[i].url` and `images[i].alt.<lang>` in order.
 */
import { useMemo, useRef, useState } from "react";
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, arrayMove, rectSortingStrategy, sortableKeyboardCoordinates, useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDown, ArrowUp, GripVertical, Images, X } from "lucide-react";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { FieldError } from "~/components/admin/form/field-error";
import { ImageUploader } from "~/components/admin/media/image-uploader";
import { MediaPicker, type MediaItem } from "~/components/admin/media/media-picker";
import { imageUrl } from "~/components/ui/responsive-image";
import { dirOf, LANG_NAMES, LANGS, perLang, type Lang } from "~/lib/langs";
import { PRODUCT_LIMITS } from "~/schemas/admin/product-form";
import { useFormChanged, useFormReset } from "./form-changed";
import { Button } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

interface Photo {
  key: string;
  url: string;
  alt: Record<Lang, string>;
}

let sequence = 0;
const photoOf = (url: string, alt?: Partial<Record<Lang, string>>): Photo => ({
  key: `photo-${++sequence}`,
  url,
  alt: perLang((lang) => alt?.[lang] ?? ""),
});

export function ProductImages({ initial, errors }: { initial: { url: string; alt: Partial<Record<Lang, string>> }[]; errors: Record<string, string[] | null> }) {
  const { t } = useTranslator();
  const { number } = useAdmin();
  const [photos, setPhotos] = useState<Photo[]>(() => initial.map((image) => photoOf(image.url, image.alt)));
  const [announcement, setAnnouncement] = useState("");
  const root = useRef<HTMLDivElement>(null);
  useFormChanged(root, photos);
  useFormReset(root, () => setPhotos(initial.map((image) => photoOf(image.url, image.alt))));

  const sensors = useSensors(
    // A small move before a drag starts, so that a tap on a phone still scrolls and clicks.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => photos.map((photo) => photo.key), [photos]);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= photos.length || from === to) return;
    setPhotos((current) => arrayMove(current, from, to));
    setAnnouncement(t("productEditor.images.moved", { n: number(to + 1) }));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  const add = (media: MediaItem[]) => {
    setPhotos((current) => {
      const known = new Set(current.map((photo) => photo.url));
      const added = media.filter((item) => !known.has(item.url)).map((item) => photoOf(item.url));
      if (added.length) setAnnouncement(t("productEditor.images.added", { count: number(added.length) }));
      return [...current, ...added].slice(0, PRODUCT_LIMITS.images);
    });
  };
  const listError = errors.images?.[0];

  return (
    <div ref={root} className="space-y-4">
      <p id="product-images-hint" className="text-sm text-muted">
        {t("productEditor.images.hint")}
      </p>
      {photos.length === 0 ? (
        <p className="rounded-soft border border-dashed border-lines px-4 py-6 text-center text-sm text-muted">{t("productEditor.images.empty")}</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements: {
              onDragStart: ({ active }) => t("productEditor.images.drag", { n: number(ids.indexOf(String(active.id)) + 1) }),
              onDragOver: ({ over }) => (over ? t("productEditor.images.moved", { n: number(ids.indexOf(String(over.id)) + 1) }) : undefined),
              onDragEnd: ({ over }) => (over ? t("productEditor.images.moved", { n: number(ids.indexOf(String(over.id)) + 1) }) : undefined),
              onDragCancel: () => undefined,
            },
            screenReaderInstructions: { draggable: t("productEditor.images.hint") },
          }}
        >
          <SortableContext items={ids} strategy={rectSortingStrategy}>
            <ol className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6" aria-describedby="product-images-hint">
              {photos.map((photo, index) => (
                <SortablePhoto
                  key={photo.key}
                  photo={photo}
                  index={index}
                  count={photos.length}
                  onMove={move}
                  onRemove={() => setPhotos((current) => current.filter((other) => other.key !== photo.key))}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      {photos.length > 0 && (
        <ol className="space-y-2">
          {photos.map((photo, index) => (
            <AltTexts key={photo.key} photo={photo} index={index} errors={errors} />
          ))}
        </ol>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <FieldError id="product-images-error" message={listError} />
      {photos.length < PRODUCT_LIMITS.images && (
        <div className="space-y-3">
          <ImageUploader onUploaded={add} />
          <MediaPicker multiple onPick={add}>
            <Button type="button" variant="outline" size="sm" inline>
              <Images aria-hidden="true" className="size-4" />
              {t("productEditor.images.choose")}
            </Button>
          </MediaPicker>
        </div>
      )}
    </div>
  );
}

function SortablePhoto({
  photo,
  index,
  count,
  onMove,
  onRemove,
}: {
  photo: Photo;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslator();
  const { number } = useAdmin();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: photo.key });
  const position = t("productEditor.images.position", { n: number(index + 1) });
  const small = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-soft";
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`min-w-0 rounded-soft border bg-surface p-1.5 ${isDragging ? "z-10 border-accent shadow-lg" : "border-lines"}`}
      aria-label={position}
      data-testid="product-photo"
    >
      <input type="hidden" name={`images[${index}].url`} value={photo.url} />
      <div className="relative">
        <img src={imageUrl(photo.url, 400, 1)} alt="" width={200} height={200} loading="lazy" className="aspect-square w-full rounded-soft object-cover" />
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t("productEditor.images.drag", { n: number(index + 1) })}
          className={`${small} absolute start-0 top-0 cursor-grab touch-none bg-surface/85 active:cursor-grabbing`}
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
        <button type="button" onClick={onRemove} aria-label={`${t("productEditor.images.remove")} (${position})`} className={`${small} absolute end-0 top-0 bg-surface/85 text-accent-2`}>
          <X aria-hidden="true" className="size-4" />
        </button>
        {index === 0 && <span className="absolute inset-x-1 bottom-1 truncate rounded-full bg-surface/90 px-2 py-0.5 text-center text-xs">{t("productEditor.images.main")}</span>}
      </div>
      <div className="mt-1 flex justify-between">
        <button type="button" onClick={() => onMove(index, index - 1)} disabled={index === 0} aria-label={`${t("productEditor.images.moveUp")} (${position})`} className={`${small} hover:bg-background disabled:opacity-30`}>
          <ArrowUp aria-hidden="true" className="size-4 -rotate-90 rtl:rotate-90" />
        </button>
        <button type="button" onClick={() => onMove(index, index + 1)} disabled={index === count - 1} aria-label={`${t("productEditor.images.moveDown")} (${position})`} className={`${small} hover:bg-background disabled:opacity-30`}>
          <ArrowDown aria-hidden="true" className="size-4 -rotate-90 rtl:rotate-90" />
        </button>
      </div>
    </li>
  );
}

/** One photo's alt texts in four languages, folded under its position so that the list stays short. */
function AltTexts({ photo, index, errors }: { photo: Photo; index: number; errors: Record<string, string[] | null> }) {
  const { t } = useTranslator();
  const { number } = useAdmin();
  const prefix = `images[${index}]`;
  const position = t("productEditor.images.position", { n: number(index + 1) });
  // How many languages have a text, as typed (the inputs keep their own values).
  const [filled, setFilled] = useState(() => LANGS.filter((lang) => photo.alt[lang]).length);
  return (
    <li
      data-testid="product-photo-alt"
      onInput={(event) => setFilled([...event.currentTarget.querySelectorAll("input")].filter((input) => input.value.trim()).length)}
    >
      <details className="rounded-soft border border-lines" open={LANGS.some((lang) => errors[`${prefix}.alt.${lang}`]) || undefined}>
        <summary className="flex min-h-11 cursor-pointer items-center gap-3 px-2 text-sm">
          <img src={imageUrl(photo.url, 400, 1)} alt="" width={32} height={32} loading="lazy" className="size-8 rounded object-cover" />
          <span className="font-medium">{position}</span>
          <span className="text-muted">
            {t("productEditor.images.alt")} ({number(filled)}/4)
          </span>
        </summary>
        <fieldset className="space-y-2 px-3 pb-3">
          <legend className="sr-only">
            {t("productEditor.images.alt")} — {position}
          </legend>
          <p className="text-xs text-muted">{t("productEditor.images.altHint")}</p>
          {LANGS.map((lang) => {
            const name = `${prefix}.alt.${lang}`;
            const id = `${photo.key}-alt-${lang}`;
            const message = errors[name]?.[0];
            return (
              <div key={lang} className="flex items-center gap-2">
                <label htmlFor={id} className="w-16 shrink-0 text-xs text-muted" lang={lang}>
                  {LANG_NAMES[lang]}
                </label>
                <input id={id} name={name} lang={lang} dir={dirOf(lang)} defaultValue={photo.alt[lang]} maxLength={PRODUCT_LIMITS.alt} className="field min-w-0 flex-1 text-sm" aria-invalid={message ? true : undefined} />
              </div>
            );
          })}
        </fieldset>
      </details>
    </li>
  );
}
