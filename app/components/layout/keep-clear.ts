/**
 * What the floating click-to-call button (click-to-call.tsx) must never hide, wherever the page is
 * scrolled: a page spreads this on its actions and its totals (the product page's add-to-cart and
 * 'Prix dégressif' lines, the cart's and the checkout's totals and buttons, the consent banner's
 * answers), and the button steps aside while one of them passes under it. A module of its own, so
 * that pages mark their parts without importing the button's code, which loads apart
 * (hydrate-apart.tsx).
 */
export const KEEP_CLEAR = { "data-keep-clear": "" } as const;
export const KEEP_CLEAR_SELECTOR = "[data-keep-clear]";
