/**
 * The shop's buttons, storefront and admin: the one place their look is written (shadcn/ui's
 * layout). `<Button>` is a <button>; a link that looks like a button takes `buttonVariants(…)` as
 * its className, so it stays the router's <Link> (or an <a>, a dialog's close) with nothing wrapped.
 *
 * Every size keeps a 44 px touch target (min-h-11) and the focus ring is the base layer's
 * :focus-visible outline in the accent colour (app/app.css), so no variant draws its own.
 * Spacing classes a screen adds through `className` are logical (ms-/me-/ps-) so Hebrew mirrors.
 *
 * No tailwind-merge: the storefront's first-load JavaScript has a budget (bench/bundle.mjs), so a
 * variant and a size never set the same property, and `className` only adds layout (margins, width,
 * flex) — it does not override a variant.
 */
import { cva, type VariantProps } from "class-variance-authority";
import type { ButtonHTMLAttributes } from "react";

export const buttonVariants = cva("", {
  variants: {
    variant: {
      // The storefront's large buttons: app.css `.btn` (its own height, padding and tracking).
      primary: "btn btn-primary",
      secondary: "btn btn-secondary",
      /** The `.btn` shape without colours, for a button over a picture (the colours come from className). */
      plain: "btn",
      /** A round icon button (app.css `.btn-round`, 44 px). */
      round: "btn-round",
      // The admin's and the account's compact buttons.
      /** The main action: the accent colour. */
      accent: "min-h-11 rounded-soft bg-accent font-medium text-on-accent hover:bg-accent-hover disabled:opacity-60",
      /** A second action beside it: a thin line. */
      outline: "min-h-11 rounded-soft border border-lines hover:bg-background",
      /** The same on a white ground (over the page's cream, or a toolbar). */
      surface: "min-h-11 rounded-soft border border-lines bg-surface hover:bg-background",
      /** A firmer second action: an ink line. */
      strong: "min-h-11 rounded-soft border border-ink font-medium hover:bg-background",
      /** A dark solid button (a confirmation, a current choice). */
      ink: "min-h-11 rounded-soft bg-ink font-medium text-background",
      /** Something that deletes or refuses: the second accent, outlined. */
      danger: "min-h-11 rounded-soft border border-accent-2 text-accent-2 hover:bg-accent-2/5",
      /** The last step of a deletion: the second accent, solid. */
      destructive: "min-h-11 rounded-soft bg-accent-2 font-medium text-on-accent hover:brightness-95",
      /** No frame until hovered (icon buttons, quiet actions). */
      ghost: "min-h-11 rounded-soft hover:bg-background",
    },
    /** A label with an icon: side by side, 0.5 rem apart. */
    inline: { true: "inline-flex items-center gap-2" },
    size: {
      sm: "px-3 text-sm",
      md: "px-4 text-sm",
      lg: "px-5 text-sm",
      /** A square icon button: 44 × 44 px at least. */
      icon: "inline-flex min-w-11 items-center justify-center",
    },
  },
});

export type ButtonVariants = VariantProps<typeof buttonVariants>;

/** A <button> in one of the shop's looks. Its `type` is the browser's default unless given. */
export function Button({ variant, size, inline, className, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants & { ref?: React.Ref<HTMLButtonElement> }) {
  return <button className={buttonVariants({ variant, size, inline, className })} {...props} />;
}
