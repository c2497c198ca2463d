import * as React from "react";

import { useDepartedThreads, type DepartedThread } from "../api/departed-threads";

// Few people ever have one: the list's code loads only when there is something to show,
// so the pages it sits on do not carry it.
const DepartedThreads = React.lazy(() =>
  import("./DepartedThreads").then((module) => ({ default: module.DepartedThreads })),
);

/** "People who left Veil" on a page, when the reader has such a conversation on `side`. */
export function DepartedThreadsSlot({ side }: { side: DepartedThread["you"] }) {
  const threads = useDepartedThreads(side);
  if (!threads.data?.length) return null;
  return (
    <React.Suspense fallback={null}>
      <DepartedThreads side={side} />
    </React.Suspense>
  );
}
