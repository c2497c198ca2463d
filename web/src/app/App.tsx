import * as React from "react";
import type { QueryClient } from "@tanstack/react-query";
import { RouterProvider, type createBrowserRouter } from "react-router";

import { AppProviders } from "@/app/providers";
import { createAppRouter } from "@/app/router";

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The whole app. The prerender (app/prerender.tsx) passes a memory router for one path, so
 * the HTML it writes comes from the very tree the browser hydrates.
 */
export function App({
  createRouter = createAppRouter,
  queryClient,
}: {
  createRouter?: () => AppRouter;
  /** The entry's, which started the first page's API calls. */
  queryClient?: QueryClient;
}) {
  const [router] = React.useState(createRouter);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
