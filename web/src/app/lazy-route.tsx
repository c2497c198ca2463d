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
 * A route whose page is its own chunk (DESIGN.md section 8), loaded when first shown and
 * registered so links to it can fetch it ahead of the click (`preloadPageFor`).
 */
export function lazyRoute(path: string, load: PageLoader): RouteObject {
  const preload = once(load);
  preloaders.push({ pattern: path, preload });
  const Page = React.lazy(preload);
  return { path, element: <Page /> };
}

/** Starts loading the chunk of the page at `pathname`, if it is a lazy route. */
export function preloadPageFor(pathname: string): void {
  const page = preloaders.find(({ pattern }) => matchPath(pattern, pathname));
  // A failure shows up (with its error page) when the person actually navigates.
  page?.preload().catch(() => undefined);
}
