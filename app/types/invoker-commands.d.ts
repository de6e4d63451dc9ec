import "react";

/**
 * HTML invoker commands (`<button commandfor="id" command="show-modal">`): the browser opens or
 * closes a dialog by itself, before any JavaScript has loaded (Chromium 135, Firefox 144,
 * Safari 26.2). React passes the lower-case attributes through; its types do not list them yet.
 */
declare module "react" {
  // Merging with React's interface needs its type parameter, unused here.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover" | `--${string}`;
    commandfor?: string;
  }
}
