import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

import { App } from "@/app/App";
import { preloadPageFor, startPage } from "@/app/lazy-route";
import { createQueryClient } from "@/app/providers";
import "@/index.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

// Public pages arrive prerendered for their path alone (web/build/prerender.ts): hydrate
// them. A query string can change what a page shows (?error=, ?showCookieBanner=), which
// the HTML does not reflect, so such a visit renders afresh, as every other page does.
// The page's chunk is fetched first, so hydration adopts the whole page in one pass: a
// page still loading when the layout re-renders (session, consent) would be rendered
// afresh, replacing its HTML. Hydrating in a transition lets React yield to the browser
// every few milliseconds instead of holding the main thread for the whole page (a long
// task on a slow phone, which Lighthouse counts as blocking time).
const { pathname, search } = window.location;
if (root.dataset.prerendered === pathname && search === "") {
  void preloadPageFor(pathname).then(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  startPage(queryClient, pathname, search);
  // In a transition too: React renders the layout in slices rather than in the task that
  // has just run the entry's code.
  const page = createRoot(root);
  startTransition(() => page.render(app));
}
