/**
 * Hand-picking a grid's products (docs/product/admin-back-office.md#adm-22): search the catalogue by name or SKU, add a
 * product, remove one; the chosen ones keep their order and are posted as one comma-separated
 * hidden field. The search box is left out of the form (form="__none").
 */
import { useId, useMemo, useState } from "react";
import { Plus, X } from "lucide-react";
import { FieldError } from "~/components/admin/form/field-error";
import { LANDING_LIMITS } from "~/schemas/admin/landing-pages";
import { Button } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

export interface PickableProduct {
  id: string;
  name: string;
  sku: string;
  isActive: boolean;
}

const fold = (value: string) =>
  value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

export function ProductPicker({ name, initial, products, error, onChange }: { name: string; initial: string[]; products: PickableProduct[]; error?: string; onChange: () => void }) {
  const { t } = useTranslator();
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const [chosen, setChosen] = useState(initial);
  const [term, setTerm] = useState("");
  const byId = useMemo(() => new Map(products.map((product) => [product.id, product])), [products]);
  const matches = useMemo(() => {
    const wanted = fold(term.trim());
    if (!wanted) return [];
    return products.filter((product) => !chosen.includes(product.id) && (fold(product.name).includes(wanted) || fold(product.sku).includes(wanted))).slice(0, 8);
  }, [term, products, chosen]);
  const set = (next: string[]) => {
    setChosen(next);
    onChange();
  };
  const full = chosen.length >= LANDING_LIMITS.productsPerGrid;

  return (
    <div className="space-y-2">
      <input type="hidden" name={name} value={chosen.join(",")} />
      <p id={`${uid}-label`} className="text-sm font-medium">
        {t("landingPages.picker.chosen", { count: chosen.length })}
      </p>
      {chosen.length > 0 && (
        <ol aria-labelledby={`${uid}-label`} className="divide-y divide-lines rounded-soft border border-lines">
          {chosen.map((id) => {
            const product = byId.get(id);
            return (
              <li key={id} className="flex items-center gap-2 px-3 py-1">
                <span dir="auto" className="min-w-0 flex-1 truncate text-sm">
                  {product?.name ?? t("landingPages.picker.unknown")}
                  {product && !product.isActive && <span className="ms-2 text-xs text-accent-2">{t("landingPages.picker.notSold")}</span>}
                </span>
                <Button
                  type="button"
                  onClick={() => set(chosen.filter((other) => other !== id))}
                  aria-label={t("landingPages.picker.remove", { name: product?.name ?? id })}
                  variant="ghost" size="icon"
                >
                  <X aria-hidden="true" className="size-4" />
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      <label htmlFor={`${uid}-search`} className="block text-sm font-medium">
        {t("landingPages.picker.search")}
      </label>
      <input
        id={`${uid}-search`}
        type="search"
        form="__none"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        disabled={full}
        aria-describedby={`${uid}-error`}
        aria-invalid={error ? true : undefined}
        className="field max-w-md"
      />
      <FieldError id={`${uid}-error`} message={error} />
      {term.trim() && (
        <ul aria-label={t("landingPages.picker.results")} className="max-w-md divide-y divide-lines rounded-soft border border-lines">
          {matches.length === 0 ? (
            <li className="px-3 py-2 text-sm text-muted">{t("landingPages.picker.none")}</li>
          ) : (
            matches.map((product) => (
              <li key={product.id}>
                <button
                  type="button"
                  onClick={() => {
                    set([...chosen, product.id]);
                    setTerm("");
                  }}
                  className="flex min-h-11 w-full items-center gap-2 px-3 text-start text-sm hover:bg-background"
                >
                  <Plus aria-hidden="true" className="size-4 shrink-0" />
                  <span dir="auto" className="min-w-0 flex-1 truncate">
                    {product.name}
                  </span>
                  <span dir="ltr" className="text-xs text-muted">
                    {product.sku}
                  </span>
                </button>
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
