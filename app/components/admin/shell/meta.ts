/** A page title in the admin's language, from the layout's texts: "Clients | Administration". */
import type { FlatMessages } from "~/lib/i18n";

interface MatchLike {
  id: string;
  data?: unknown;
  loaderData?: unknown;
}

export function adminTitle(matches: readonly (MatchLike | undefined)[], key: string) {
  const layout = matches.find((match) => match?.id === "routes/admin/layout");
  const messages = ((layout?.loaderData ?? layout?.data) as { messages?: FlatMessages } | undefined)?.messages ?? {};
  return [
    { title: `${messages[key] ?? ""} | ${messages["shell.admin"] ?? "Administration"}` },
    { name: "robots", content: "noindex" },
  ];
}
