/**
 * A key group's texts as a file (app/lib/dictionary.ts, docs/product/performance-and-operations.md#ops-3): cached for a year under
 * its hashed address; an old address answers today's texts, uncached.
 */
import { readDictionaryFile } from "~/features/i18n/dictionary-file.server";
import type { Route } from "./+types/i18n";

export async function loader({ params }: Route.LoaderArgs) {
  const file = await readDictionaryFile(params.lang, params.file);
  if (!file) return Response.json({ error: "not found" }, { status: 404, headers: { "Cache-Control": "no-store" } });
  return Response.json(file.messages, {
    headers: { "Cache-Control": file.current ? "public, max-age=31536000, immutable" : "no-cache" },
  });
}
