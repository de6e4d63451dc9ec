/**
 * The submit of an admin form, disabled and announced busy while its post is under way, with its
 * label saying so ("Enregistrement…"). The primary one is the accent button; a form's second save
 * beside it (a draft, a second form on the page) is the quieter `secondary`.
 */
import type { ButtonHTMLAttributes } from "react";

const VARIANTS = {
  primary: "bg-accent text-on-accent hover:bg-accent-hover",
  secondary: "border border-lines bg-surface hover:bg-background",
} as const;

export function SaveButton({
  busy,
  label,
  busyLabel,
  variant = "primary",
  className = "",
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children"> & { busy: boolean; label: string; busyLabel: string; variant?: keyof typeof VARIANTS }) {
  return (
    <button
      type="submit"
      {...props}
      disabled={busy || props.disabled}
      aria-busy={busy || undefined}
      className={`min-h-11 rounded-soft px-5 text-sm font-medium disabled:opacity-60 ${VARIANTS[variant]} ${className}`.trim()}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
