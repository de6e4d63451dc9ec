/**
 * A Suspense boundary around a part of the page that is below the first screen (footer, reviews).
 * Nothing in it suspends: the server renders it in place, with the rest of the page. What it
 * changes is hydration: React hydrates each boundary as its own unit and yields to the browser
 * between them, so a phone's main thread gets no single long task for the whole page (issue 14
 * point 6, Total Blocking Time), and a tap on the first screen is handled first.
 */
import { Suspense, type ReactNode } from "react";

export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
