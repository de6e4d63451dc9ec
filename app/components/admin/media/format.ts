/**
 * A file's weight in the admin's language ("1,2 Mo", "340 KB", "1.2 МБ"): Intl's units, in
 * kilobytes under a megabyte, megabytes above.
 */
import { INTL_LOCALES, type Lang } from "~/lib/langs";

export function formatBytes(bytes: number, lang: Lang): string {
  const megabytes = bytes >= 1024 * 1024;
  const value = megabytes ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024));
  return new Intl.NumberFormat(INTL_LOCALES[lang], {
    style: "unit",
    unit: megabytes ? "megabyte" : "kilobyte",
    unitDisplay: "short",
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(value);
}
