import * as React from "react";
import type { QueryClient } from "@tanstack/react-query";
import { matchPath, useLocation, type Params, type RouteObject } from "react-router";

import { prefetchLinkedPagesWhenIdle } from "@/app/prefetch";

/** A page module as the router loads it: the page is the default export. */
export type PageModule = { default: React.ComponentType };
type PageLoader = () => Promise<PageModule>;

/** Loads a chunk once; a failed load (offline) is tried again next time. */
function once(load: PageLoader): PageLoader {
  let pending: Promise<PageModule> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/**
 * Starts the API calls a page makes on opening (`queryClient.prefetchQuery` with the
 * page's own query options), so that they run while the page's code downloads; settles
 * once the answers its first screen shows are in (prefetchQuery never rejects).
 */
export type PageData = (queryClient: QueryClient, page: { params: Params; search: URLSearchParams }) => Promise<unknown>;

/**
 * How long the page the app opens on waits for its first answers before it shows itself
 * with its own loading state: past this, the network is slow and a loading line is better
 * than a blank page.
 */
export const FIRST_DATA_WAIT_MS = 1_500;

const preloaders: { pattern: string; preload: PageLoader; data?: PageData; holdUntil: (ready: Promise<unknown>) => void }[] = [];

/**
 * A route whose page is lazily loaded code, loaded when first shown and registered so links
 * to it can fetch it ahead of the click (`preloadPageFor`), and so that opening the app on
 * it starts its code and its data at once (`startPage`).
 */
export function lazyRoute(path: string, load: PageLoader, data?: PageData): RouteObject {
  let loaded: React.ComponentType | undefined;
  let held: Promise<unknown> | undefined;
  const preload = once(() =>
    load().then(async (module) => {
      // The page the app opens on shows once its data is in too: rendered once, complete,
      // instead of its loading state first (the footer then jumps down as its content
      // arrives: a layout shift), and as a Suspense retry, which React renders in slices
      // that leave the main thread free, where an answer arriving later re-renders the page
      // in one long task.
      if (held) await held;
      loaded = module.default;
      return module;
    }),
  );
  const holdUntil = (ready: Promise<unknown>) => {
    held = ready;
  };
  preloaders.push({ pattern: path, preload, data, holdUntil });
  const LazyPage = React.lazy(preload);
  // Once loaded, the page renders without suspending even once: hydrating a prerendered
  // page (src/main.tsx loads it first) then adopts its HTML in a single pass, where a
  // suspension would make React render the page afresh if the layout updates meanwhile.
  function Page() {
    const Loaded = loaded;
    return (
      <>
        {Loaded ? <Loaded /> : <LazyPage />}
        <PrefetchLinkedPages />
      </>
    );
  }
  return { path, element: <Page /> };
}

/**
 * Beside each lazily loaded page, committed with it: once the browser is idle, fetches the
 * chunks of the pages it links to. Not before the page has shown: in the layout, beside a
 * guard's "checking" state, it started as the page's own code and answers were still on
 * their way, and took their bandwidth (the header's and footer's pages: 80 KiB).
 */
function PrefetchLinkedPages() {
  const { pathname } = useLocation();
  React.useEffect(() => prefetchLinkedPagesWhenIdle(preloadPageFor), [pathname]);
  return null;
}

/**
 * Starts loading the chunk of the page at `pathname`, if it is a lazy route; resolves
 * once it is in (or failed: the failure shows, with its error page, when it is rendered).
 */
export function preloadPageFor(pathname: string): Promise<void> {
  const page = preloaders.find(({ pattern }) => matchPath(pattern, pathname));
  return page ? page.preload().then(() => undefined, () => undefined) : Promise.resolve();
}

/**
 * Opening the app on `pathname`: fetches the page's code and starts its API calls together,
 * before the session is known and the route renders. Over a slow network each would
 * otherwise wait for the one before (session, then code, then data). The page then shows
 * once its answers are in too, or after FIRST_DATA_WAIT_MS. Someone the page is not for
 * is sent elsewhere by its guard; their answers are unused.
 */
export function startPage(queryClient: QueryClient, pathname: string, search: string): void {
  for (const { pattern, preload, data, holdUntil } of preloaders) {
    const match = matchPath(pattern, pathname);
    if (!match) continue;
    if (data) {
      const answers = data(queryClient, { params: match.params, search: new URLSearchParams(search) });
      holdUntil(Promise.race([answers, new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS))]));
    }
    void preload().catch(() => undefined);
    return;
  }
}
