import * as React from "react";
import { matchPath, type RouteObject } from "react-router";

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

const preloaders: { pattern: string; preload: PageLoader }[] = [];

/**
 * A route whose page is its own chunk (so a public page loads no signed-in code), loaded when first shown and
 * registered so links to it can fetch it ahead of the click (`preloadPageFor`).
 */
export function lazyRoute(path: string, load: PageLoader): RouteObject {
  let loaded: React.ComponentType | undefined;
  const preload = once(() =>
    load().then((module) => {
      loaded = module.default;
      return module;
    }),
  );
  preloaders.push({ pattern: path, preload });
  const LazyPage = React.lazy(preload);
  // Once loaded, the page renders without suspending even once: hydrating a prerendered
  // page (src/main.tsx loads it first) then adopts its HTML in a single pass, where a
  // suspension would make React render the page afresh if the layout updates meanwhile.
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <LazyPage />;
  }
  return { path, element: <Page /> };
}

/**
 * Starts loading the chunk of the page at `pathname`, if it is a lazy route; resolves
 * once it is in (or failed: the failure shows, with its error page, when it is rendered).
 */
export function preloadPageFor(pathname: string): Promise<void> {
  const page = preloaders.find(({ pattern }) => matchPath(pattern, pathname));
  return page ? page.preload().then(() => undefined, () => undefined) : Promise.resolve();
}
