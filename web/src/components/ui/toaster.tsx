import * as React from "react";

import { useToast } from "@/components/ui/use-toast";
import { prefetchWhenIdle } from "@/lib/prefetch-when-idle";

type ToastList = typeof import("@/components/ui/toast-list").default;

let loaded: ToastList | undefined;
let loading: Promise<void> | undefined;

/** Fetches the toasts' code once; a failed fetch (offline) is tried again next time. */
export function loadToaster(): Promise<void> {
  loading ??= import("@/components/ui/toast-list").then(
    (module) => {
      loaded = module.default;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The toasts. Their code (Radix Toast, a tenth of what the entry would otherwise carry)
 * arrives when the browser is idle or with the first toast, not with every page's first
 * load; until then there is nothing to show. Once in, it renders at once, so a page that
 * rendered with it renders the same when hydrated.
 */
export function Toaster() {
  const { toasts } = useToast();
  const [, showLoaded] = React.useReducer((count: number) => count + 1, 0);
  const load = React.useCallback(() => void loadToaster().then(showLoaded, () => undefined), []);
  React.useEffect(() => prefetchWhenIdle(load), [load]);
  const waiting = toasts.length > 0 && !loaded;
  React.useEffect(() => {
    if (waiting) load();
  }, [waiting, load]);
  const List = loaded;
  return List ? <List /> : null;
}
