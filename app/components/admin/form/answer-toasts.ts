/**
 * What an admin editor says after its action answers, the same way on every screen: the success
 * message as a toast, the action's own error as a toast, and, when the form came back with errors
 * at its fields, one toast asking to check them (the fields show each message). A create redirects
 * to the new record with ?created=1, which `useCreatedToast` turns into its toast once and removes.
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
  const [search, setSearch] = useSearchParams();
  const created = search.get("created");
  useEffect(() => {
    if (!created) return;
    toast.success(message);
    setSearch(
      (params) => {
        params.delete("created");
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [created, setSearch, message]);
}
