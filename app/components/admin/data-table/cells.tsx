/**
 * The data table's cells (docs/product/admin-back-office.md#adm-1): text, money, date, status and image, formatted in the
 * admin's language. Numbers, amounts, e-mails and phones stay left to right in Hebrew (docs/product/look.md#look-6).
 */
import { imageUrl } from "~/components/ui/responsive-image";
import { IMAGE_WIDTHS } from "~/lib/image-variants";
import type { ReactNode } from "react";
import type { Currency } from "~/lib/money";
import { useAdmin } from "~/components/admin/shell/admin-context";

export function TextCell({ children, ltr = false, muted = false }: { children: ReactNode; ltr?: boolean; muted?: boolean }) {
  if (children === null || children === undefined || children === "") return <span className="text-muted" aria-label="—">—</span>;
  const className = muted ? "text-muted" : undefined;
  return ltr ? (
    <bdi dir="ltr" className={`whitespace-nowrap tabular-nums ${className ?? ""}`.trim()}>
      {children}
    </bdi>
  ) : (
    <span className={className}>{children}</span>
  );
}

export function NumberCell({ value }: { value: number }) {
  const { number } = useAdmin();
  return (
    <bdi dir="ltr" className="tabular-nums">
      {number(value)}
    </bdi>
  );
}

export function MoneyCell({ minor, currency }: { minor: number; currency: Currency }) {
  const { money } = useAdmin();
  return (
    <bdi dir="ltr" className="whitespace-nowrap tabular-nums">
      {money(minor, currency)}
    </bdi>
  );
}

export function DateCell({ value, withTime = false }: { value: Date | string; withTime?: boolean }) {
  const { date } = useAdmin();
  const iso = new Date(value).toISOString();
  return (
    <time dateTime={iso} className="whitespace-nowrap tabular-nums">
      {date(value, withTime ? "dateTime" : "date")}
    </time>
  );
}

export type StatusTone = "neutral" | "info" | "success" | "warning" | "danger";

const TONES: Record<StatusTone, string> = {
  neutral: "bg-[#efeae4] text-ink before:bg-[#8a8078]",
  info: "bg-[#e5eef6] text-[#1f4a6e] before:bg-[#2f6da3]",
  success: "bg-[#e4f1e6] text-[#1e5630] before:bg-[#2f8a4a]",
  warning: "bg-[#fbefd9] text-[#6e4612] before:bg-[#c27c1a]",
  danger: "bg-[#f8e3de] text-[#7a2817] before:bg-[#b4553a]",
};

/** A status is a word with a colour, never a colour alone. */
export function StatusCell({ label, tone }: { label: string; tone: StatusTone }) {
  return (
    <span className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium before:size-1.5 before:rounded-full before:content-[''] ${TONES[tone]}`}>
      {label}
    </span>
  );
}

/** A square thumbnail: the smallest variant the image endpoint makes, the one the shop's cards use. */
export function ImageCell({ src, alt }: { src: string | null | undefined; alt: string }) {
  if (!src) return <span className="block size-10 shrink-0 rounded bg-background" aria-hidden="true" />;
  return <img src={imageUrl(src, IMAGE_WIDTHS[0], 1)} alt={alt} width={40} height={40} loading="lazy" decoding="async" className="size-10 shrink-0 rounded object-cover" />;
}
