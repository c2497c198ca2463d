import * as React from "react";

import { useToast } from "@/components/ui/use-toast";
import { prefetchWhenIdle } from "@/lib/prefetch-when-idle";

const loadToaster = () => import("@/components/ui/toaster").then((module) => ({ default: module.Toaster }));
const Toaster = React.lazy(loadToaster);

/**
 * The toast viewport, mounted with the first toast (and kept from then on): Radix Toast is
 * a chunk of its own that first loads skip. It is fetched when the browser is idle, so a
 * toast raised later (offline included) finds it loaded.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [mounted, setMounted] = React.useState(false);
  if (toasts.length > 0 && !mounted) setMounted(true);

  React.useEffect(() => prefetchWhenIdle(() => void loadToaster().catch(() => undefined)), []);

  if (!mounted) return null;
  return (
    <React.Suspense fallback={null}>
      <Toaster />
    </React.Suspense>
  );
}
