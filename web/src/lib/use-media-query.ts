import * as React from "react";

/**
 * Whether the page matches a CSS media query, following it as the window changes.
 * `fallback` where the platform cannot say (no `matchMedia`, as in unit tests).
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  const subscribe = React.useCallback(
    (onChange: () => void) => {
      if (typeof window === "undefined" || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  const read = () => (typeof window !== "undefined" && window.matchMedia ? window.matchMedia(query).matches : fallback);
  return React.useSyncExternalStore(subscribe, read, () => fallback);
}
