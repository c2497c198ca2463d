import * as React from "react";

const noSubscription = () => () => undefined;

/**
 * False while React hydrates the prerendered HTML of a public page (and on the server),
 * true from the render after. What only the browser knows (localStorage, sessionStorage,
 * history state) must wait for it, so the hydrating render matches the HTML exactly; a
 * page rendered on the client alone sees true at once.
 */
export function useHydrated(): boolean {
  return React.useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
