/**
 * The submit of an admin form, disabled and announced busy while its post is under way, with its
 * label saying so ("Enregistrement…"). The primary one is the accent button; a form's second save
 * beside it (a draft, a second form on the page) is the quieter `secondary`.
 */
import type { ButtonHTMLAttributes } from "react";
import { Button } from "~/components/ui/button";

const VARIANTS = {
  primary: { variant: "accent", className: "" },
  secondary: { variant: "surface", className: "font-medium disabled:opacity-60" },
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
    <Button
      type="submit"
      {...props}
      disabled={busy || props.disabled}
      aria-busy={busy || undefined}
      variant={VARIANTS[variant].variant}
      size="lg"
      className={`${VARIANTS[variant].className} ${className}`.trim() || undefined}
    >
      {busy ? busyLabel : label}
    </Button>
  );
}
