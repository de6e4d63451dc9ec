/**
 * What an admin editor says after its action answers, the same way on every screen: the success
 * message as a toast, the action's own error as a toast, and, when the form came back with errors
 * at its fields, one toast asking to check them (the fields show each message). A create redirects
 * to the new record with ?created=1, which `useCreatedToast` turns into its toast once and removes;
 * a delete redirects to the list with ?deleted=…, which `useDeletedToast` does the same with.
 */
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { toast } from "~/components/ui/toast";

/** The part of an action's answer these toasts read; answers without a field may leave it out. */
export interface EditorAnswer {
  ok?: string;
  error?: string;
  result?: { error?: Record<string, unknown> | null };
}

/** Toasts `answer` as it arrives; `checkMessage` is the "check the fields" text, already translated. */
export function useAnswerToasts(answer: EditorAnswer | undefined, checkMessage: string) {
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) toast.success(answer.ok);
    else if (answer.error) toast.error(answer.error);
    else if (Object.keys(answer.result?.error ?? {}).length) toast.error(checkMessage);
  }, [answer, checkMessage]);
}

/** After a create's redirect: the "created" toast, then ?created=1 leaves the address. */
export function useCreatedToast(message: string) {
  const [search] = useSearchParams();
  useNoticeParam("created", search.get("created") ? message : null);
}

/**
 * On a list after its editor's delete redirected there with ?deleted=…: the toast `messageOf`
 * gives for the parameter's value (how many products were moved, say), then it leaves the address.
 */
export function useDeletedToast(messageOf: (deleted: string) => string) {
  const [search] = useSearchParams();
  const deleted = search.get("deleted");
  useNoticeParam("deleted", deleted === null ? null : messageOf(deleted));
}

/** Toasts `message` once while the address carries `param`, then removes it from the address. */
function useNoticeParam(param: string, message: string | null) {
  const [, setSearch] = useSearchParams();
  useEffect(() => {
    if (message === null) return;
    toast.success(message);
    setSearch(
      (params) => {
        params.delete(param);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [param, message, setSearch]);
}
