/**
 * A file's weight in the admin's language ("1,2 Mo", "340 ko", "1,2 МБ"), in kilobytes under a
 * megabyte, megabytes above. The unit comes from the dictionary and the figure from the admin's
 * number format, not from Intl's unit style: that style's spacing is locale data, which differs
 * between Node and the browser, and the page's server render must read the same as its hydration.
 */
import type { AdminContextValue } from "~/components/admin/shell/admin-context";
import type { Translator } from "~/lib/i18n";

export function formatBytes(bytes: number, { t, number }: Pick<AdminContextValue, "number"> & { t: Translator }): string {
  const megabytes = bytes >= 1024 * 1024;
  const value = megabytes ? Math.round((bytes / (1024 * 1024)) * 10) / 10 : Math.max(1, Math.round(bytes / 1024));
  return t(megabytes ? "media.size.megabytes" : "media.size.kilobytes", { value: number(value) });
}
