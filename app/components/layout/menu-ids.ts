/** The phone menu's id, which its button opens, and the header's round icon buttons' style. */
export const MENU_ID = "site-menu";

/** The phone's round icon buttons, the same as the header's. */
export const ICON_BUTTON =
  "relative inline-flex h-11 w-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-accent-soft";
