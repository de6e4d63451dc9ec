/**
 * The footer's social links inside its form: a name and an https address each, added, removed,
 * moved earlier or later, or dragged by the handle. Posted as `social[i].name` and `social[i].url`
 * in the order shown; the inputs stay uncontrolled, and a form reset puts the loaded list back.
 */
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { arrayMove } from "@dnd-kit/sortable";
import { FieldError } from "~/components/admin/form/field-error";
import { SortableList, SortableRow } from "./sortable-list";
import { newRowUid, useFormList } from "./form-list";
import { Button, buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

type Link = { name: string; url: string };

/** A link added: its name first. */
const focusName = (uid: string) => document.getElementById(`${uid}-name`)?.focus();

export function SocialLinksField({ links, errors, max }: { links: Link[]; errors: Record<string, string | undefined>; max: number }) {
  const { t } = useTranslator();
  const { rows, anchor, update, add } = useFormList(links, focusName);
  const nameOf = (uid: string) => rows.find((row) => row.uid === uid)?.name || t("footer.social.unnamed");
  const iconButton = buttonVariants({ variant: "surface", size: "icon", className: "disabled:opacity-40 disabled:hover:bg-surface lg:min-h-9 lg:min-w-9" });

  return (
    <div ref={anchor} className="space-y-3">
      {rows.length === 0 ? (
        <p className="rounded-soft border border-dashed border-lines px-4 py-6 text-center text-sm text-muted">{t("footer.social.empty")}</p>
      ) : (
        <SortableList ids={rows.map((row) => row.uid)} label={t("footer.social.title")} nameOf={nameOf} onReorder={(ids) => update(ids.map((id) => rows.find((row) => row.uid === id)!))}>
          {rows.map((row, index) => {
            const name = row.name || t("footer.social.unnamed");
            const nameError = errors[`social[${index}].name`];
            const urlError = errors[`social[${index}].url`];
            return (
              <SortableRow key={row.uid} id={row.uid} handleLabel={t("pages.list.drag", { name })}>
                <div className="flex flex-wrap items-end gap-3">
                  <div className="min-w-0 flex-1 basis-36">
                    <label htmlFor={`${row.uid}-name`} className="mb-1 block text-sm font-medium">
                      {t("footer.social.name")}
                    </label>
                    <input
                      id={`${row.uid}-name`}
                      name={`social[${index}].name`}
                      defaultValue={row.name}
                      maxLength={40}
                      dir="auto"
                      aria-invalid={nameError ? true : undefined}
                      aria-describedby={nameError ? `${row.uid}-name-error` : undefined}
                      className="field"
                    />
                    <FieldError id={`${row.uid}-name-error`} message={nameError} />
                  </div>
                  <div className="min-w-0 flex-[2] basis-56">
                    <label htmlFor={`${row.uid}-url`} className="mb-1 block text-sm font-medium">
                      {t("footer.social.url")}
                    </label>
                    <input
                      id={`${row.uid}-url`}
                      name={`social[${index}].url`}
                      defaultValue={row.url}
                      type="url"
                      inputMode="url"
                      dir="ltr"
                      autoCapitalize="none"
                      spellCheck={false}
                      placeholder="https://"
                      aria-invalid={urlError ? true : undefined}
                      aria-describedby={urlError ? `${row.uid}-url-error` : undefined}
                      className="field font-mono text-sm"
                    />
                    <FieldError id={`${row.uid}-url-error`} message={urlError} />
                  </div>
                  <div className="flex gap-2">
                    <button type="button" disabled={index === 0} onClick={() => update(arrayMove(rows, index, index - 1))} aria-label={t("pages.list.up", { name })} className={iconButton}>
                      <ArrowUp aria-hidden="true" className="size-4" />
                    </button>
                    <button type="button" disabled={index === rows.length - 1} onClick={() => update(arrayMove(rows, index, index + 1))} aria-label={t("pages.list.down", { name })} className={iconButton}>
                      <ArrowDown aria-hidden="true" className="size-4" />
                    </button>
                    <button type="button" onClick={() => update(rows.filter((other) => other.uid !== row.uid))} aria-label={t("pages.list.remove", { name })} className={`${iconButton} text-accent-2`}>
                      <Trash2 aria-hidden="true" className="size-4" />
                    </button>
                  </div>
                </div>
              </SortableRow>
            );
          })}
        </SortableList>
      )}
      {rows.length < max && (
        <Button
          type="button"
          onClick={() => add({ uid: newRowUid("social"), name: "", url: "" })}
          variant="surface" size="md" inline
        >
          <Plus aria-hidden="true" className="size-4" />
          {t("footer.social.add")}
        </Button>
      )}
    </div>
  );
}
