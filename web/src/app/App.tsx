import * as React from "react";
import { RouterProvider, type createBrowserRouter } from "react-router";

import { AppProviders } from "@/app/providers";
import { createAppRouter } from "@/app/router";

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The whole app. The prerender (app/prerender.tsx) passes a memory router for one path, so
 * the HTML it writes comes from the very tree the browser hydrates.
 */
export function App({ createRouter = createAppRouter }: { createRouter?: () => AppRouter }) {
  const [router] = React.useState(createRouter);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
