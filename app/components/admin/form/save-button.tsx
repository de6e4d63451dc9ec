/**
 * The primary submit of an admin form: the accent button, disabled and announced busy while its
 * post is under way, with its label saying so ("Enregistrement…").
 */
import type { ButtonHTMLAttributes } from "react";

export function SaveButton({
  busy,
  label,
  busyLabel,
  className = "",
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children"> & { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button
      type="submit"
      {...props}
      disabled={busy || props.disabled}
      aria-busy={busy || undefined}
      className={`min-h-11 rounded-soft bg-accent px-5 text-sm font-medium text-on-accent hover:bg-accent-hover disabled:opacity-60 ${className}`.trim()}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
