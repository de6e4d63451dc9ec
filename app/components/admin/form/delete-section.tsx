/**
 * The delete at the foot of a record's editor (hero slide, landing page): a warning section whose
 * button asks first, in the shell's confirmation dialog, then posts intent=delete. Its texts are the
 * area's `<area>.delete.*` keys: title, text, button, deleting, confirmTitle and lost ({name}).
 */
import { useRef, useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { ConfirmDialog } from "~/components/admin/shell/confirm-dialog";
import { Button } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

export function DeleteSection({ area, name, editorFormId }: { area: string; name: string; editorFormId: string }) {
  const { t } = useTranslator();
  const submit = useSubmit();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const [asking, setAsking] = useState(false);
  const deleting = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete";
  const titleId = `${area}-delete-title`;
  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded-soft border border-accent-2/30 bg-surface p-4">
      <h2 id={titleId} className="font-sans text-base font-semibold">
        {t(`${area}.delete.title`)}
      </h2>
      <p className="text-sm">{t(`${area}.delete.text`)}</p>
      <Form ref={form} method="post">
        <input type="hidden" name="intent" value="delete" />
        <Button
          type="submit"
          disabled={deleting}
          aria-busy={deleting || undefined}
          onClick={(event) => {
            event.preventDefault();
            setAsking(true);
          }}
          variant="danger" size="md" className="font-medium disabled:opacity-60"
        >
          {deleting ? t(`${area}.delete.deleting`) : t(`${area}.delete.button`)}
        </Button>
      </Form>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t(`${area}.delete.confirmTitle`, { name })}
        lost={t(`${area}.delete.lost`, { name })}
        confirmLabel={t(`${area}.delete.button`)}
        onConfirm={() => {
          // What the editor holds goes with the record: its unsaved-changes guard must not stop the way out.
          (document.getElementById(editorFormId) as HTMLFormElement | null)?.reset();
          window.setTimeout(() => form.current && submit(form.current, { method: "post" }), 30);
        }}
      />
    </section>
  );
}
