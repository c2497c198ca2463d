/**
 * Waiting on the app's event stream (GET /api/events) instead of on the clock: the server
 * sends 'ready' once it listens for the person, so an event sent after that is delivered.
 */
import type { Page } from "@playwright/test";

declare global {
  interface Window {
    /** How many 'ready' events this document's streams received. */
    __veilStreamReady?: number;
    /** Set by `markDocument`; a reload or navigation to a new document loses it. */
    __veilSameDocument?: boolean;
  }
}

/** Counts the 'ready' events of every stream the page opens (call before it loads the app). */
export async function countStreamReadiness(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Native = window.EventSource;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        this.addEventListener("ready", () => {
          window.__veilStreamReady = (window.__veilStreamReady ?? 0) + 1;
        });
      }
    };
  });
}

/** Waits until the current document's event stream is ready (see `countStreamReadiness`). */
export async function waitForEventStream(page: Page): Promise<void> {
  await page.waitForFunction(() => (window.__veilStreamReady ?? 0) > 0);
}

/** Marks the current document, so `isSameDocument` can tell that nothing reloaded it. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__veilSameDocument = true;
  });
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => window.__veilSameDocument === true);
}
