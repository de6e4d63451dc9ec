/**
 * The one confirmation before anything destructive (docs/product/admin-back-office.md#adm-1, docs/product/look.md): a Radix
 * AlertDialog that names what will be lost, with the safe choice focused first.
 *
 *   <ConfirmDialog title="Supprimer le produit ?" lost="Le produit « Ambre » et ses 3 variantes"
 *     confirmLabel="Supprimer" onConfirm={() => submit(...)}>
 *     <button>Supprimer</button>
 *   </ConfirmDialog>
 */
import * as AlertDialog from "@radix-ui/react-alert-dialog";
import type { ReactNode } from "react";
import { useAdmin } from "./admin-context";
import { buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

export function ConfirmDialog({
  title,
  lost,
  confirmLabel,
  onConfirm,
  children,
  open,
  onOpenChange,
  cancelLabel,
  description,
}: {
  title: string;
  /** What will be lost, named (never just "are you sure?"). */
  lost: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** The trigger; leave out and control `open` instead. */
  children?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  cancelLabel?: string;
  description?: string;
}) {
  const { t } = useTranslator();
  const { dir } = useAdmin();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {children && <AlertDialog.Trigger asChild>{children}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <AlertDialog.Content
          dir={dir}
          className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md rounded-soft bg-surface p-5 shadow-xl sm:inset-x-0 sm:bottom-auto sm:top-[20vh]"
        >
          <AlertDialog.Title className="font-sans text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 space-y-2 text-[0.9375rem]">
              {description && <p>{description}</p>}
              <p className="rounded-soft border border-accent-2/40 bg-accent-2/5 px-3 py-2">{t("shell.confirm.lost", { what: lost })}</p>
            </div>
          </AlertDialog.Description>
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: "outline", size: "md", className: "font-medium" })}>
              {cancelLabel ?? t("shell.confirm.cancel")}
            </AlertDialog.Cancel>
            <AlertDialog.Action onClick={onConfirm} className={buttonVariants({ variant: "destructive", size: "md" })}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
