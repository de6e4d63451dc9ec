/**
 * The blocks of a landing page in its editor (docs/product/admin-back-office.md#adm-22): add a block of any kind, remove
 * one (asked first), reorder them with the up and down buttons (the keyboard's way) or by dragging
 * a block by its handle (dnd-kit). Each block's fields are named `blocks[i].<field>` in the page
 * order, its texts `blocks[i].texts.<lang>.<field>` in the four languages (TranslatedFields), so the
 * form posts the blocks as one array that the shared zod schema checks.
 *
 * The inputs are uncontrolled and keyed by the block's own id: moving a block moves its typed
 * values with it. A change of the list fires an `input` event so that the admin form's
 * unsaved-changes tracking sees it; the form's reset puts the loaded blocks back.
 */
import { useEffect, useId, useRef, useState } from "react";
import { ArrowDown, ArrowUp, ChevronDown, GripVertical, Image as ImageIcon, LayoutGrid, Mail, Plus, Sparkles, Trash2, Type } from "lucide-react";
import { closestCenter, DndContext, PointerSensor, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { LandingBlock } from "../../../../db/schema/content";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { ConfirmDialog } from "~/components/admin/shell/confirm-dialog";
import { FieldError } from "~/components/admin/form/field-error";
import { TranslatedFields, type TranslatedErrors } from "~/components/admin/form/translated-fields";
import { MediaField } from "~/components/admin/media/media-field";
import { BLOCK_TEXT_FIELDS, LANDING_BLOCK_TYPES, LANDING_DEFAULT_GRID_LIMIT, LANDING_LIMITS, PRODUCT_BADGES, type LandingBlockType } from "~/schemas/admin/landing-pages";
import { ProductPicker, type PickableProduct } from "./product-picker";
import { Button, buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

export interface GridOptions {
  categories: { slug: string; name: string; isActive: boolean }[];
  products: PickableProduct[];
}

/** A block as the editor starts it: what was stored, or what a failed save sent back. */
export type EditorBlock = { id: string; type: LandingBlockType } & Partial<Omit<LandingBlock, "id" | "type">> & Record<string, unknown>;

const ICONS: Record<LandingBlockType, typeof Type> = { hero: Sparkles, richText: Type, products: LayoutGrid, imageText: ImageIcon, newsletter: Mail };

function newBlockId() {
  return `b${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

function emptyBlock(type: LandingBlockType): EditorBlock {
  switch (type) {
    case "hero":
      return { id: newBlockId(), type, imageUrl: null, ctaLink: "/shop", texts: {} };
    case "products":
      return { id: newBlockId(), type, source: "category", limit: LANDING_DEFAULT_GRID_LIMIT, texts: {} };
    case "imageText":
      return { id: newBlockId(), type, imageUrl: null, imageSide: "start", texts: {} };
    default:
      return { id: newBlockId(), type, texts: {} };
  }
}

export function BlocksEditor({ initial, errors, options }: { initial: EditorBlock[]; errors: Record<string, string[] | null | undefined>; options: GridOptions }) {
  const { t } = useTranslator();
  const [blocks, setBlocks] = useState(initial);
  // Blocks added in this visit open unfolded; the stored ones too when there are few.
  const [opened, setOpened] = useState<Set<string>>(() => new Set(initial.length <= 2 ? initial.map((block) => block.id) : []));
  const [removing, setRemoving] = useState<EditorBlock | null>(null);
  const signal = useRef<HTMLInputElement>(null);
  const [changes, setChanges] = useState(0);
  const [announce, setAnnounce] = useState("");

  // Tell the form its fields changed (after the change is drawn).
  useEffect(() => {
    if (changes === 0) return;
    signal.current?.dispatchEvent(new Event("input", { bubbles: true }));
  }, [changes]);

  useEffect(() => {
    const form = signal.current?.form;
    if (!form) return;
    const onReset = () => setBlocks(initial);
    form.addEventListener("reset", onReset);
    return () => form.removeEventListener("reset", onReset);
  }, [initial]);

  const update = (next: EditorBlock[]) => {
    setBlocks(next);
    setChanges((count) => count + 1);
  };
  const typeName = (type: LandingBlockType) => t(`landingPages.block.${type}`);
  const add = (type: LandingBlockType) => {
    const block = emptyBlock(type);
    update([...blocks, block]);
    setOpened((current) => new Set(current).add(block.id));
    setAnnounce(t("landingPages.blocks.added", { type: typeName(type) }));
    // The new block's first field takes the focus once drawn.
    window.setTimeout(() => document.getElementById(`block-${block.id}`)?.querySelector<HTMLElement>("summary")?.focus(), 50);
  };
  const move = (index: number, target: number) => {
    if (target < 0 || target >= blocks.length) return;
    update(arrayMove(blocks, index, target));
    setAnnounce(t("landingPages.blocks.moved", { type: typeName(blocks[index].type), position: target + 1 }));
  };

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = blocks.map((block) => block.id);
    move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  const hasNewsletter = blocks.some((block) => block.type === "newsletter");
  const listError = errors.blocks?.[0];

  return (
    <section aria-labelledby="landing-blocks-title" className="space-y-3">
      <input ref={signal} type="hidden" name="blocksCount" value={blocks.length} />
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="landing-blocks-title" className="font-sans text-base font-semibold">
          {t("landingPages.blocks.title")}
        </h2>
        <p className="text-xs text-muted">{t("landingPages.blocks.hint")}</p>
      </div>
      <p aria-live="polite" className="sr-only">
        {announce}
      </p>
      <FieldError id="landing-blocks-error" message={listError ? t(listError) : undefined} />

      {blocks.length === 0 ? (
        <p className="rounded-soft border border-dashed border-lines bg-surface px-4 py-8 text-center text-sm text-muted">{t("landingPages.blocks.empty")}</p>
      ) : (
        <DndContext
          id="landing-blocks"
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ screenReaderInstructions: { draggable: t("landingPages.blocks.hint") }, announcements: silent }}
        >
          <SortableContext items={blocks.map((block) => block.id)} strategy={verticalListSortingStrategy}>
            <ol className="space-y-3" aria-label={t("landingPages.blocks.title")}>
              {blocks.map((block, index) => (
                <BlockCard
                  key={block.id}
                  block={block}
                  index={index}
                  count={blocks.length}
                  errors={errors}
                  options={options}
                  open={opened.has(block.id)}
                  onToggle={(open) =>
                    setOpened((current) => {
                      const next = new Set(current);
                      if (open) next.add(block.id);
                      else next.delete(block.id);
                      return next;
                    })
                  }
                  onMove={(target) => move(index, target)}
                  onRemove={() => setRemoving(block)}
                  onChange={() => setChanges((count) => count + 1)}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}

      <div role="group" aria-labelledby="landing-add-block" className="rounded-soft border border-lines bg-surface p-3">
        <p id="landing-add-block" className="mb-2 text-sm font-medium">
          {t("landingPages.blocks.add")}
        </p>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          {LANDING_BLOCK_TYPES.map((type) => {
            const Icon = ICONS[type];
            const disabled = type === "newsletter" && hasNewsletter;
            return (
              <Button
                key={type}
                type="button"
                onClick={() => add(type)}
                disabled={disabled || blocks.length >= LANDING_LIMITS.blocks}
                title={disabled ? t("landingPages.errors.oneNewsletter") : undefined}
                variant="outline" size="sm" inline className="disabled:opacity-50"
              >
                <Plus aria-hidden="true" className="size-4" />
                <Icon aria-hidden="true" className="size-4 text-muted" />
                {typeName(type)}
              </Button>
            );
          })}
        </div>
      </div>

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t("landingPages.blocks.removeTitle", { type: removing ? typeName(removing.type) : "" })}
        lost={t("landingPages.blocks.removeLost")}
        confirmLabel={t("landingPages.blocks.remove")}
        onConfirm={() => {
          if (!removing) return;
          update(blocks.filter((block) => block.id !== removing.id));
          setAnnounce(t("landingPages.blocks.removed", { type: typeName(removing.type) }));
          setRemoving(null);
        }}
      />
    </section>
  );
}

const silent = { onDragStart: () => undefined, onDragOver: () => undefined, onDragEnd: () => undefined, onDragCancel: () => undefined };

function BlockCard({
  block,
  index,
  count,
  errors,
  options,
  open,
  onToggle,
  onMove,
  onRemove,
  onChange,
}: {
  block: EditorBlock;
  index: number;
  count: number;
  errors: Record<string, string[] | null | undefined>;
  options: GridOptions;
  open: boolean;
  onToggle: (open: boolean) => void;
  onMove: (target: number) => void;
  onRemove: () => void;
  onChange: () => void;
}) {
  const { t } = useTranslator();
  const { number } = useAdmin();
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const { setNodeRef, setActivatorNodeRef, listeners, transform, transition, isDragging } = useSortable({ id: block.id });
  const prefix = `blocks[${index}]`;
  const typeName = t(`landingPages.block.${block.type}`);
  const Icon = ICONS[block.type];
  const message = (field: string) => {
    const first = errors[`${prefix}.${field}`]?.[0];
    return first ? t(first) : undefined;
  };
  const blockErrors = Object.keys(errors).filter((key) => key.startsWith(`${prefix}.`) && errors[key]?.length);
  const hasError = blockErrors.length > 0;
  // Errors of this block's texts, under the names TranslatedFields gives its inputs.
  const textErrors: TranslatedErrors = Object.fromEntries(blockErrors.filter((key) => key.startsWith(`${prefix}.texts.`)).map((key) => [key, errors[key]]));
  const texts = (block.texts ?? {}) as Record<string, Record<string, string> | undefined>;
  const summary = texts.fr?.title || texts.fr?.markdown?.slice(0, 60) || "";
  const iconButton = buttonVariants({ variant: "surface", size: "icon", className: "disabled:opacity-40 lg:min-h-9 lg:min-w-9" });

  return (
    <li
      ref={setNodeRef}
      id={`block-${block.id}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`rounded-soft border bg-surface ${hasError ? "border-accent-2" : "border-lines"} ${isDragging ? "relative z-10 shadow-lg" : ""}`}
      data-testid="landing-block"
    >
      <input type="hidden" name={`${prefix}.id`} value={block.id} />
      <input type="hidden" name={`${prefix}.type`} value={block.type} />
      <div className="flex items-center gap-2 p-2">
        <span
          ref={setActivatorNodeRef}
          {...listeners}
          aria-hidden="true"
          title={t("landingPages.blocks.drag")}
          className="inline-flex min-h-11 w-7 shrink-0 cursor-grab touch-none items-center justify-center text-muted active:cursor-grabbing"
        >
          <GripVertical className="size-4" />
        </span>
        <Button
          type="button"
          aria-expanded={open}
          aria-controls={`${uid}-body`}
          onClick={() => onToggle(!open)}
          variant="ghost" className="flex min-w-0 flex-1 items-center gap-2 px-1 text-start"
        >
          <Icon aria-hidden="true" className="size-4 shrink-0 text-muted" />
          <span className="min-w-0">
            <span className="block text-sm font-medium">
              {number(index + 1)}. {typeName}
            </span>
            {summary && (
              <span dir="auto" className="block truncate text-xs text-muted">
                {summary}
              </span>
            )}
            {hasError && <span className="block text-xs font-medium text-accent-2">{t("landingPages.blocks.hasErrors")}</span>}
          </span>
          <ChevronDown aria-hidden="true" className={`ms-auto size-4 shrink-0 text-muted transition-transform ${open ? "rotate-180" : ""}`} />
        </Button>
        <div className="flex shrink-0 gap-1">
          <button type="button" className={iconButton} disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={t("landingPages.blocks.moveUp", { type: typeName, position: number(index + 1) })}>
            <ArrowUp aria-hidden="true" className="size-4" />
          </button>
          <button type="button" className={iconButton} disabled={index === count - 1} onClick={() => onMove(index + 1)} aria-label={t("landingPages.blocks.moveDown", { type: typeName, position: number(index + 1) })}>
            <ArrowDown aria-hidden="true" className="size-4" />
          </button>
          <button type="button" className={`${iconButton} text-accent-2`} onClick={onRemove} aria-label={t("landingPages.blocks.removeLabel", { type: typeName, position: number(index + 1) })}>
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
      {/* Folded, the fields stay in the form (hidden, not removed): they are posted all the same. */}
      <div id={`${uid}-body`} hidden={!open && !hasError} className="space-y-4 border-t border-lines p-3 sm:p-4">
        {(block.type === "hero" || block.type === "imageText") && (
          <MediaField
            name={`${prefix}.imageUrl`}
            label={t("landingPages.field.image")}
            defaultValue={(block.imageUrl as string | null | undefined) ?? null}
            error={message("imageUrl")}
            aspect={block.type === "hero" ? 9 / 16 : 1}
          />
        )}
        {block.type === "hero" && (
          <div>
            <label htmlFor={`${uid}-link`} className="mb-1 block text-sm font-medium">
              {t("landingPages.field.ctaLink")}
            </label>
            <input
              id={`${uid}-link`}
              name={`${prefix}.ctaLink`}
              dir="ltr"
              defaultValue={(block.ctaLink as string | undefined) ?? ""}
              maxLength={LANDING_LIMITS.link}
              aria-describedby={`${uid}-link-hint ${uid}-link-error`}
              aria-invalid={message("ctaLink") ? true : undefined}
              className="field max-w-md font-mono text-sm"
            />
            <p id={`${uid}-link-hint`} className="mt-1 text-xs text-muted">
              {t("landingPages.field.ctaLinkHint")}
            </p>
            <FieldError id={`${uid}-link-error`} message={message("ctaLink")} />
          </div>
        )}
        {block.type === "imageText" && (
          <fieldset>
            <legend className="mb-1 text-sm font-medium">{t("landingPages.field.imageSide")}</legend>
            <div className="flex flex-wrap gap-2">
              {(["start", "end"] as const).map((side) => (
                <label key={side} className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-soft border border-lines px-3 text-sm has-[:checked]:border-ink">
                  <input type="radio" name={`${prefix}.imageSide`} value={side} defaultChecked={(block.imageSide ?? "start") === side} className="accent-accent" />
                  {t(`landingPages.field.imageSide.${side}`)}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {block.type === "products" && <ProductsSource block={block} prefix={prefix} uid={uid} message={message} options={options} onChange={onChange} />}
        {block.type === "newsletter" && <p className="text-xs text-muted">{t("landingPages.field.newsletterHint")}</p>}
        <TranslatedFields
          legend={t("landingPages.blocks.texts")}
          namePrefix={`${prefix}.texts`}
          fields={BLOCK_TEXT_FIELDS[block.type].map((field) => ({
            name: field.name,
            label: t(`landingPages.field.${field.name}`),
            kind: field.kind,
            maxLength: field.max,
            rows: field.name === "markdown" ? 8 : 3,
            description: field.name === "markdown" ? t("landingPages.field.markdownHint") : undefined,
            required: (block.type === "hero" && field.name === "title") || (block.type === "richText" && field.name === "markdown"),
          }))}
          values={texts}
          errors={textErrors}
        />
      </div>
    </li>
  );
}

function ProductsSource({
  block,
  prefix,
  uid,
  message,
  options,
  onChange,
}: {
  block: EditorBlock;
  prefix: string;
  uid: string;
  message: (field: string) => string | undefined;
  options: GridOptions;
  onChange: () => void;
}) {
  const { t } = useTranslator();
  const [source, setSource] = useState((block.source as string | undefined) ?? "category");
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="mb-1 text-sm font-medium">{t("landingPages.field.source")}</legend>
        <div className="flex flex-wrap gap-2">
          {(["category", "badge", "picked"] as const).map((value) => (
            <label key={value} className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-soft border border-lines px-3 text-sm has-[:checked]:border-ink">
              <input type="radio" name={`${prefix}.source`} value={value} checked={source === value} onChange={() => setSource(value)} className="accent-accent" />
              {t(`landingPages.field.source.${value}`)}
            </label>
          ))}
        </div>
        <FieldError id={`${uid}-source-error`} message={message("source")} />
      </fieldset>
      <div hidden={source !== "category"}>
        <label htmlFor={`${uid}-category`} className="mb-1 block text-sm font-medium">
          {t("landingPages.field.category")}
        </label>
        <select
          id={`${uid}-category`}
          name={`${prefix}.categorySlug`}
          defaultValue={(block.categorySlug as string | undefined) ?? ""}
          aria-invalid={message("categorySlug") ? true : undefined}
          aria-describedby={`${uid}-category-error`}
          className="field max-w-md"
        >
          <option value="">{t("landingPages.field.choose")}</option>
          {options.categories.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.isActive ? category.name : t("landingPages.field.hiddenCategory", { name: category.name })}
            </option>
          ))}
        </select>
        <FieldError id={`${uid}-category-error`} message={message("categorySlug")} />
      </div>
      <div hidden={source !== "badge"}>
        <label htmlFor={`${uid}-badge`} className="mb-1 block text-sm font-medium">
          {t("landingPages.field.badge")}
        </label>
        <select
          id={`${uid}-badge`}
          name={`${prefix}.badge`}
          defaultValue={(block.badge as string | undefined) ?? ""}
          aria-invalid={message("badge") ? true : undefined}
          aria-describedby={`${uid}-badge-error`}
          className="field max-w-md"
        >
          <option value="">{t("landingPages.field.choose")}</option>
          {PRODUCT_BADGES.map((badge) => (
            <option key={badge} value={badge}>
              {t(`landingPages.badge.${badge}`)}
            </option>
          ))}
        </select>
        <FieldError id={`${uid}-badge-error`} message={message("badge")} />
      </div>
      <div hidden={source !== "picked"}>
        <ProductPicker name={`${prefix}.productIds`} initial={(block.productIds as string[] | undefined) ?? []} products={options.products} error={message("productIds")} onChange={onChange} />
      </div>
      <div>
        <label htmlFor={`${uid}-limit`} className="mb-1 block text-sm font-medium">
          {t("landingPages.field.limit")}
        </label>
        <input
          id={`${uid}-limit`}
          name={`${prefix}.limit`}
          type="number"
          inputMode="numeric"
          min={1}
          max={LANDING_LIMITS.productsPerGrid}
          defaultValue={String(block.limit ?? LANDING_DEFAULT_GRID_LIMIT)}
          aria-invalid={message("limit") ? true : undefined}
          aria-describedby={`${uid}-limit-error`}
          className="field w-28"
        />
        <FieldError id={`${uid}-limit-error`} message={message("limit")} />
      </div>
    </div>
  );
}
