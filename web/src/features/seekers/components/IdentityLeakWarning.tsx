import * as React from "react";

import type { IdentityLeakDialog } from "./IdentityLeakDialog";

const LazyIdentityLeakDialog = React.lazy(() =>
  import("./IdentityLeakDialog").then((module) => ({ default: module.IdentityLeakDialog })),
);

/**
 * The warning before saving texts that may give the person away, its code (a modal dialog)
 * fetched the first time something is found: most saves find nothing, and the form's page
 * loads without it. Once there it stays mounted, so closing keeps the dialog's focus rules.
 */
export function IdentityLeakWarning(props: React.ComponentProps<typeof IdentityLeakDialog>) {
  const [needed, setNeeded] = React.useState(false);
  if (!needed && props.leaks.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <React.Suspense fallback={null}>
      <LazyIdentityLeakDialog {...props} />
    </React.Suspense>
  );
}
