/**
 * A product's variants (docs/product/admin-back-office.md#adm-14). The owner lists the values of each option axis (size,
 * colour, scent variant), each translated once, a colour with its swatch (docs/product/catalogue.md#cat-2); the generator
 * adds every missing combination; the grid edits each variant's SKU, supplement, stock, its own weight,
 * dimensions and burn time (empty: the product's) and whether it is on sale. The grid moves by arrow keys (Enter goes down), and pasting several lines into a cell
 * fills its column downwards, as a spreadsheet does.
 *
 * The form posts `axes.<axis>[i].<lang|swatch>` and `variants[i].<field>`, a variant naming its value
 * on each axis by position (app/schemas/admin/product-form.ts).
 */
import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from "react";
import { Plus, Sparkles, Trash2 } from "lucide-react";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { FieldError } from "~/components/admin/form/field-error";
import { dirOf, LANG_NAMES, LANGS, perLang, type Lang } from "~/lib/langs";
import { NEUTRAL_SWATCH, SWATCH_NAMES, swatchOf } from "~/lib/swatches";
import { PRODUCT_LIMITS, VARIANT_AXES, type VariantAxis } from "~/schemas/admin/product-form";
import { useFormChanged, useFormReset } from "./form-changed";
import { Button } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

type AxisValue = { key: string; swatch: string } & Record<Lang, string>;
type Axes = Record<VariantAxis, AxisValue[]>;
interface Row {
  key: string;
  id?: string;
  sku: string;
  size?: number;
  color?: number;
  scentVariant?: number;
  priceAdjustment: string;
  stock: string;
  stockLoaded?: number;
  isActive: boolean;
  weight: string;
  dimensions: string;
  burnHours: string;
}

type InitialAxes = Partial<Record<VariantAxis, Partial<Record<Lang | "swatch", string>>[]>>;
type InitialVariant = {
  id?: string;
  sku: string;
  size?: unknown;
  color?: unknown;
  scentVariant?: unknown;
  priceAdjustment?: unknown;
  stock?: unknown;
  stockLoaded?: unknown;
  isActive?: unknown;
  weight?: unknown;
  dimensions?: unknown;
  burnHours?: unknown;
};

let sequence = 0;
const nextKey = (prefix: string) => `${prefix}-${++sequence}`;
const blankValue = (): AxisValue => ({ key: nextKey("value"), ...perLang(() => ""), swatch: "" });
const asIndex = (value: unknown) => (typeof value === "number" ? value : undefined);

/** The columns the grid moves through, in reading order. */
const COLUMNS = ["sku", "priceAdjustment", "stock", "weight", "dimensions", "burnHours", "isActive"] as const;
type Column = (typeof COLUMNS)[number];

/** A value as it reads in a SKU: "Blanc Crème" → "BLANCCREME". */
const skuPart = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "")
    .toUpperCase()
    .slice(0, 12);

export function VariantEditor({
  initialAxes,
  initialVariants,
  productSku,
  orderedVariantIds,
  errors,
}: {
  initialAxes: InitialAxes | undefined;
  initialVariants: InitialVariant[];
  productSku: string;
  orderedVariantIds: readonly string[];
  errors: Record<string, string[] | null>;
}) {
  const { t } = useTranslator();
  const { number } = useAdmin();
  const loadedAxes = (): Axes => ({
    size: (initialAxes?.size ?? []).map((value) => ({ ...blankValue(), ...value })),
    color: (initialAxes?.color ?? []).map((value) => ({ ...blankValue(), ...value })),
    scentVariant: (initialAxes?.scentVariant ?? []).map((value) => ({ ...blankValue(), ...value })),
  });
  const loadedRows = (): Row[] =>
    initialVariants.map((variant) => ({
      key: nextKey("variant"),
      id: variant.id,
      sku: variant.sku,
      size: asIndex(variant.size),
      color: asIndex(variant.color),
      scentVariant: asIndex(variant.scentVariant),
      priceAdjustment: String(variant.priceAdjustment ?? "0"),
      stock: String(variant.stock ?? "0"),
      stockLoaded: asIndex(variant.stockLoaded),
      isActive: variant.isActive !== false,
      weight: String(variant.weight ?? ""),
      dimensions: String(variant.dimensions ?? ""),
      burnHours: String(variant.burnHours ?? ""),
    }));
  const [axes, setAxes] = useState<Axes>(loadedAxes);
  const [rows, setRows] = useState<Row[]>(loadedRows);
  const [message, setMessage] = useState("");
  const root = useRef<HTMLDivElement>(null);
  useFormChanged(root, [axes, rows]);
  useFormReset(root, () => {
    setAxes(loadedAxes());
    setRows(loadedRows());
    setMessage("");
  });
  const ordered = new Set(orderedVariantIds);

  const setValue = (axis: VariantAxis, index: number, field: Lang | "swatch", value: string) =>
    setAxes((current) => ({ ...current, [axis]: current[axis].map((item, i) => (i === index ? { ...item, [field]: value } : item)) }));
  const addValue = (axis: VariantAxis) => setAxes((current) => ({ ...current, [axis]: [...current[axis], blankValue()] }));
  /** A value leaves with the variants that use it; the others' positions close the gap. */
  const removeValue = (axis: VariantAxis, index: number) => {
    setAxes((current) => ({ ...current, [axis]: current[axis].filter((_, i) => i !== index) }));
    setRows((current) =>
      current
        .filter((row) => row[axis] !== index)
        .map((row) => (row[axis] !== undefined && row[axis]! > index ? { ...row, [axis]: row[axis]! - 1 } : row)),
    );
  };
  const usedByOrdered = (axis: VariantAxis, index: number) => rows.some((row) => row[axis] === index && row.id && ordered.has(row.id));

  const labelOf = (row: Row) =>
    VARIANT_AXES.flatMap((axis) => {
      const chosen = row[axis];
      return chosen === undefined ? [] : [axes[axis][chosen]?.fr || "?"];
    }).join(" · ");

  const generate = () => {
    const used = VARIANT_AXES.filter((axis) => axes[axis].some((value) => value.fr.trim()));
    if (used.length === 0) {
      setMessage(t("productEditor.variants.nothingToGenerate"));
      return;
    }
    // Every combination of the axes that have values, in the axes' order.
    let combinations: Partial<Record<VariantAxis, number>>[] = [{}];
    for (const axis of used) {
      combinations = combinations.flatMap((partial) => axes[axis].flatMap((value, index) => (value.fr.trim() ? [{ ...partial, [axis]: index }] : [])));
    }
    const exists = (combination: Partial<Record<VariantAxis, number>>) => rows.some((row) => VARIANT_AXES.every((axis) => row[axis] === combination[axis]));
    const base = ((document.getElementById("product-sku") as HTMLInputElement | null)?.value || productSku || "SKU").trim().toUpperCase();
    const added = combinations.filter((combination) => !exists(combination)).slice(0, PRODUCT_LIMITS.variants - rows.length);
    if (added.length === 0) {
      setMessage(t("productEditor.variants.nothingToGenerate"));
      return;
    }
    setRows((current) => [
      ...current,
      ...added.map((combination) => ({
        key: nextKey("variant"),
        sku: [base, ...used.map((axis) => skuPart(axes[axis][combination[axis]!].fr))].join("-").slice(0, PRODUCT_LIMITS.sku),
        ...combination,
        priceAdjustment: "0",
        stock: "0",
        isActive: true,
        weight: "",
        dimensions: "",
        burnHours: "",
      })),
    ]);
    setMessage(t("productEditor.variants.generated", { count: number(added.length) }));
  };

  const setCell = (index: number, column: Column, value: string | boolean) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, [column]: value } : row)));

  /** Arrow keys and Enter move through the grid; left and right only once the caret is at the text's edge. */
  const onGridKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number, column: Column) => {
    const input = event.currentTarget;
    const columnIndex = COLUMNS.indexOf(column);
    const rtl = getComputedStyle(input).direction === "rtl";
    const atStart = input.type === "checkbox" || (input.selectionStart === 0 && input.selectionEnd === 0);
    const atEnd = input.type === "checkbox" || (input.selectionStart === input.value.length && input.selectionEnd === input.value.length);
    let target: [number, number] | undefined;
    if (event.key === "ArrowDown" || (event.key === "Enter" && input.type !== "checkbox")) target = [index + 1, columnIndex];
    else if (event.key === "ArrowUp") target = [index - 1, columnIndex];
    else if (event.key === (rtl ? "ArrowLeft" : "ArrowRight") && atEnd) target = [index, columnIndex + 1];
    else if (event.key === (rtl ? "ArrowRight" : "ArrowLeft") && atStart) target = [index, columnIndex - 1];
    if (!target) return;
    const next = root.current?.querySelector<HTMLInputElement>(`[data-grid-row="${target[0]}"][data-grid-col="${COLUMNS[target[1]]}"]`);
    if (!next) return;
    event.preventDefault();
    next.focus();
    if (next.type !== "checkbox") next.select();
  };

  /** Several lines pasted into a cell fill its column from there down. */
  const onGridPaste = (event: ClipboardEvent<HTMLInputElement>, index: number, column: Exclude<Column, "isActive">) => {
    const lines = event.clipboardData
      .getData("text")
      .split(/\r?\n/)
      .map((line) => line.split("\t")[0].trim());
    while (lines.length && lines[lines.length - 1] === "") lines.pop();
    if (lines.length < 2) return;
    event.preventDefault();
    setRows((current) => current.map((row, i) => (i >= index && i - index < lines.length ? { ...row, [column]: lines[i - index] } : row)));
  };

  const error = (name: string) => errors[name]?.[0] ?? undefined;

  return (
    <div ref={root} className="space-y-5">
      <p className="text-sm text-muted">{t("productEditor.variants.hint")}</p>

      <div className="grid gap-4 xl:grid-cols-3">
        {VARIANT_AXES.map((axis) => (
          <fieldset key={axis} className="min-w-0 rounded-soft border border-lines p-3">
            <legend className="px-1 text-sm font-semibold">{t(`productEditor.axis.${axis}`)}</legend>
            {axes[axis].length === 0 && <p className="text-xs text-muted">{t("productEditor.axis.empty")}</p>}
            <ol className="space-y-3">
              {axes[axis].map((value, index) => {
                const label = t("productEditor.axis.value", { axis: t(`productEditor.axis.${axis}`), n: number(index + 1) });
                const locked = usedByOrdered(axis, index);
                return (
                  <li key={value.key} className="space-y-2 rounded-soft bg-background/60 p-2">
                    <div className="flex items-center justify-between gap-2">
                      <span className="flex items-center gap-2 text-sm font-medium">
                        {axis === "color" && <span aria-hidden="true" className="size-4 rounded-full border border-lines" style={{ background: value.swatch ? swatchOf(value.swatch) : NEUTRAL_SWATCH }} />}
                        {label}
                      </span>
                      <button
                        type="button"
                        onClick={() => removeValue(axis, index)}
                        disabled={locked}
                        title={locked ? t("productEditor.variants.ordered") : undefined}
                        aria-label={t("productEditor.axis.removeValue", { value: value.fr || label })}
                        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-soft text-accent-2 hover:bg-surface disabled:opacity-40"
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </button>
                    </div>
                    <div className="grid grid-cols-2 gap-2">
                      {LANGS.map((lang) => {
                        const name = `axes.${axis}[${index}].${lang}`;
                        const id = `${value.key}-${lang}`;
                        return (
                          <div key={lang} className="min-w-0">
                            <label htmlFor={id} className="block text-xs text-muted">
                              <span lang={lang}>{LANG_NAMES[lang]}</span>
                              <span className="sr-only"> — {label}</span>
                            </label>
                            <input
                              id={id}
                              name={name}
                              lang={lang}
                              dir={dirOf(lang)}
                              value={value[lang]}
                              onChange={(event) => setValue(axis, index, lang, event.target.value)}
                              maxLength={PRODUCT_LIMITS.axisValue}
                              aria-required={lang === "fr" ? true : undefined}
                              aria-invalid={error(name) ? true : undefined}
                              aria-describedby={`${id}-error`}
                              className="field text-sm"
                            />
                            <FieldError id={`${id}-error`} message={error(name)} />
                          </div>
                        );
                      })}
                    </div>
                    {axis === "color" && (
                      <div>
                        <label htmlFor={`${value.key}-swatch`} className="block text-xs text-muted">
                          {t("productEditor.axis.swatch")}
                          <span className="sr-only"> — {label}</span>
                        </label>
                        <select id={`${value.key}-swatch`} name={`axes.color[${index}].swatch`} value={value.swatch} onChange={(event) => setValue(axis, index, "swatch", event.target.value)} className="field text-sm">
                          <option value="">{t("productEditor.axis.swatchNeutral")}</option>
                          {SWATCH_NAMES.map((swatch) => (
                            <option key={swatch} value={swatch}>
                              {swatch}
                            </option>
                          ))}
                        </select>
                      </div>
                    )}
                  </li>
                );
              })}
            </ol>
            {axes[axis].length < PRODUCT_LIMITS.axisValues && (
              <Button type="button" onClick={() => addValue(axis)} variant="outline" size="sm" inline className="mt-3">
                <Plus aria-hidden="true" className="size-4" />
                {t("productEditor.axis.addValue")}
                <span className="sr-only"> — {t(`productEditor.axis.${axis}`)}</span>
              </Button>
            )}
          </fieldset>
        ))}
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" onClick={generate} variant="strong" size="md" inline>
          <Sparkles aria-hidden="true" className="size-4" />
          {t("productEditor.variants.generate")}
        </Button>
        <p aria-live="polite" className="text-sm text-muted">
          {message}
        </p>
      </div>
      <FieldError id="variants-error" message={error("variants")} />

      {rows.length === 0 ? (
        <p className="rounded-soft border border-dashed border-lines px-4 py-6 text-center text-sm text-muted">{t("productEditor.variants.none")}</p>
      ) : (
        // On a desktop the grid scrolls sideways rather than squeezing a column: a SKU keeps room for
        // its whole reference.
        <div className="md:overflow-x-auto">
          <p id="variant-grid-hint" className="mb-2 text-xs text-muted">
            {t("productEditor.variants.gridHint")} {t("productEditor.variants.sameAsProduct")}
          </p>
          <table className="w-full text-sm max-md:block" aria-describedby="variant-grid-hint">
            <thead className="max-md:sr-only">
              <tr className="border-b border-lines text-start">
                <th scope="col" className="py-2 pe-3 text-start font-medium">{t("productEditor.variants.col.options")}</th>
                <th scope="col" className="py-2 pe-3 text-start font-medium">{t("productEditor.variants.col.sku")}</th>
                <th scope="col" className="py-2 pe-3 text-start font-medium">{t("productEditor.variants.col.adjustment")}</th>
                <th scope="col" className="py-2 pe-3 text-start font-medium">{t("productEditor.variants.col.stock")}</th>
                <th scope="col" className="py-2 pe-3 text-start font-medium">{t("productEditor.variants.col.weight")}</th>
                <th scope="col" className="py-2 pe-3 text-start font-medium">{t("productEditor.variants.col.dimensions")}</th>
                <th scope="col" className="py-2 pe-3 text-start font-medium">{t("productEditor.variants.col.burnHours")}</th>
                <th scope="col" className="py-2 pe-3 text-start font-medium">{t("productEditor.variants.col.active")}</th>
                <th scope="col" className="py-2 text-start font-medium"><span className="sr-only">{t("productEditor.variants.col.actions")}</span></th>
              </tr>
            </thead>
            <tbody className="max-md:block max-md:space-y-3">
              {rows.map((row, index) => {
                const prefix = `variants[${index}]`;
                const label = labelOf(row);
                const isOrdered = Boolean(row.id && ordered.has(row.id));
                const cell = (column: Exclude<Column, "isActive">, extra: { inputMode?: "numeric" | "decimal"; width: string; placeholder?: string }) => {
                  const name = `${prefix}.${column}`;
                  const id = `${row.key}-${column}`;
                  return (
                    <td className="py-1 pe-3 align-top max-md:block max-md:py-1">
                      <label htmlFor={id} className="block text-xs text-muted md:sr-only">
                        {t(`productEditor.variants.col.${column === "priceAdjustment" ? "adjustment" : column}`)} — {label}
                      </label>
                      <input
                        id={id}
                        name={name}
                        value={row[column]}
                        onChange={(event) => setCell(index, column, event.target.value)}
                        onKeyDown={(event) => onGridKeyDown(event, index, column)}
                        onPaste={(event) => onGridPaste(event, index, column)}
                        data-grid-row={index}
                        data-grid-col={column}
                        dir="ltr"
                        inputMode={extra.inputMode}
                        placeholder={extra.placeholder}
                        autoComplete="off"
                        spellCheck={false}
                        aria-label={`${t(`productEditor.variants.col.${column === "priceAdjustment" ? "adjustment" : column}`)} — ${label}`}
                        aria-invalid={error(name) ? true : undefined}
                        aria-describedby={`${id}-error`}
                        className={`field tabular-nums ${extra.width}`}
                      />
                      <FieldError id={`${id}-error`} message={error(name)} />
                    </td>
                  );
                };
                return (
                  <tr key={row.key} className="border-b border-lines max-md:block max-md:rounded-soft max-md:border max-md:p-3" data-testid="variant-row">
                    <th scope="row" className="py-2 pe-3 text-start align-top font-medium max-md:block">
                      {row.id && <input type="hidden" name={`${prefix}.id`} value={row.id} />}
                      {row.stockLoaded !== undefined && <input type="hidden" name={`${prefix}.stockLoaded`} value={row.stockLoaded} />}
                      {VARIANT_AXES.map((axis) => (row[axis] === undefined ? null : <input key={axis} type="hidden" name={`${prefix}.${axis}`} value={row[axis]} />))}
                      <span className="flex items-center gap-2">
                        {row.color !== undefined && <span aria-hidden="true" className="size-4 shrink-0 rounded-full border border-lines" style={{ background: swatchOf(axes.color[row.color]?.swatch) }} />}
                        {label}
                      </span>
                      {isOrdered && <span className="block text-xs font-normal text-muted">{t("productEditor.variants.ordered")}</span>}
                    </th>
                    {cell("sku", { width: "min-w-32 md:min-w-56" })}
                    {cell("priceAdjustment", { inputMode: "decimal", width: "w-28" })}
                    {cell("stock", { inputMode: "numeric", width: "w-24" })}
                    {cell("weight", { inputMode: "numeric", width: "w-20", placeholder: "—" })}
                    {cell("dimensions", { width: "w-24", placeholder: "—" })}
                    {cell("burnHours", { inputMode: "numeric", width: "w-20", placeholder: "—" })}
                    <td className="py-1 pe-3 align-middle max-md:inline-block">
                      <label className="inline-flex min-h-11 items-center gap-2">
                        <input
                          type="checkbox"
                          name={`${prefix}.isActive`}
                          value="on"
                          checked={row.isActive}
                          onChange={(event) => setCell(index, "isActive", event.target.checked)}
                          onKeyDown={(event) => onGridKeyDown(event, index, "isActive")}
                          data-grid-row={index}
                          data-grid-col="isActive"
                          className="size-5 accent-accent"
                        />
                        <span className="md:sr-only">
                          {t("productEditor.variants.col.active")}
                          <span className="sr-only"> — {label}</span>
                        </span>
                      </label>
                    </td>
                    <td className="py-1 align-middle max-md:inline-block max-md:float-end">
                      {!isOrdered && (
                        <Button type="button" onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))} aria-label={t("productEditor.variants.remove", { sku: row.sku || label })} variant="ghost" size="icon" className="text-accent-2">
                          <Trash2 aria-hidden="true" className="size-4" />
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
