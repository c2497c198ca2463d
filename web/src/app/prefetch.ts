import { prefetchWhenIdle } from "@/lib/prefetch-when-idle";

/** Starts loading the code of the page at a path (`preloadPageFor`). */
type PreloadPage = (pathname: string) => Promise<void>;

/** The same-origin path an element's link leads to, or null. */
export function linkedPath(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest("a[href]");
  if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin) return null;
  return anchor.pathname;
}

/**
 * Fetches a page's chunk as soon as a link to it is pointed at, touched or focused, so
 * the click that follows finds it loaded. Returns the clean-up.
 */
export function prefetchOnIntent(preload: PreloadPage, root: Document = document): () => void {
  const preloadLinkedPage = (event: Event) => {
    const path = linkedPath(event.target);
    if (path) void preload(path);
  };
  const events = ["pointerover", "touchstart", "focusin"] as const;
  for (const type of events) root.addEventListener(type, preloadLinkedPage, { passive: true });
  return () => {
    for (const type of events) root.removeEventListener(type, preloadLinkedPage);
  };
}

/** The distinct same-origin paths the links under `root` lead to. */
export function linkedPaths(root: ParentNode): Set<string> {
  const paths = new Set<string>();
  for (const anchor of root.querySelectorAll("a[href]")) {
    const path = linkedPath(anchor);
    if (path) paths.add(path);
  }
  return paths;
}

/**
 * When the browser is idle, fetches the chunks of the pages the current page links to,
 * one page per idle period: starting every fetch at once (each adds a module preload per
 * file the page needs) made one long task on a phone, right as the page became
 * interactive. Returns the cancel.
 */
export function prefetchLinkedPagesWhenIdle(preload: PreloadPage, root: ParentNode = document): () => void {
  let pending: string[] | undefined;
  let cancel = prefetchWhenIdle(next);
  function next() {
    pending ??= [...linkedPaths(root)];
    const path = pending.shift();
    if (path === undefined) return;
    void preload(path);
    cancel = prefetchWhenIdle(next);
  }
  return () => cancel();
}
