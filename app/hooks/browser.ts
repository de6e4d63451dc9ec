/**
 * Browser hooks. State is read through useSyncExternalStore, so the server render and the first
 * client render agree (false / no match) and React updates once hydrated, without effects that set
 * state.
 */
import { useEffect, useRef, useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** True once the page runs in the browser with React hydrated. */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Whether a media query matches, kept up to date; false on the server. */
export function useMediaQuery(query: string) {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * Runs `announce` once for each new answer from the server (an action's or a fetcher's data),
 * however often the component renders again: a toast or a navigation must not repeat. Pass
 * undefined while the answer is not final (for example while a fetcher is still submitting).
 */
export function useEachAnswer<Answer>(answer: Answer | null | undefined, announce: (answer: Answer) => void) {
  const seen = useRef<unknown>(null);
  useEffect(() => {
    if (answer === null || answer === undefined || seen.current === answer) return;
    seen.current = answer;
    announce(answer);
  }, [answer, announce]);
}
