/**
 * What opening a page costs, as the browser saw it: each same-origin request with its kind,
 * whether the cache answered it, and the request that caused it (Chromium's initiator), so
 * a test can count bytes and scripts and follow chains of requests. Deterministic: counts
 * and structure, never timings.
 */
import type { BrowserContext, Page } from "@playwright/test";

import { fetchAsSent } from "./wire-bytes";

export type LoadedRequest = {
  url: string;
  /** Chromium's id, and the order in which the request was sent. */
  id: string;
  sent: number;
  /** For a script or stylesheet: how many had finished loading before this one was sent. */
  finishedBefore: LoadedRequest[];
  method: string;
  /** Chromium's resource type: Document, Script, Stylesheet, Fetch, Image, Font, ... */
  type: string;
  /** The URL of the document, script or stylesheet that made the request. */
  initiator: string | undefined;
  fromCache: boolean;
};

type Initiator = {
  type: string;
  url?: string;
  stack?: StackTrace;
};
type StackTrace = { callFrames: { url: string }[]; parent?: StackTrace };

/**
 * The script or document that caused a request: the parser's document or stylesheet, or
 * the script at the top of the call stack (following async stacks to the first frame that
 * has a URL).
 */
function initiatorUrl(initiator: Initiator): string | undefined {
  if (initiator.url?.startsWith("http")) return initiator.url;
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames.find((f) => f.url);
    if (frame) return frame.url;
  }
  return undefined;
}

/**
 * Records the same-origin requests `page` makes while `run` runs. With `saveData`, Chromium
 * tells the app the visitor saves data, so it skips prefetching the pages it links to (that
 * is speculative, not what the page needs).
 */
export async function recordRequests(
  context: BrowserContext,
  page: Page,
  origin: string,
  run: () => Promise<void>,
  { saveData = true } = {},
): Promise<LoadedRequest[]> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Debugger.enable");
  await cdp.send("Debugger.setAsyncCallStackDepth", { maxDepth: 32 });
  if (saveData) await cdp.send("Emulation.setDataSaverOverride", { dataSaverEnabled: true });
  const requests = new Map<string, LoadedRequest>();
  const finished: LoadedRequest[] = [];
  cdp.on("Network.requestWillBeSent", (event) => {
    if (new URL(event.request.url).origin !== origin) return;
    requests.set(event.requestId, {
      url: event.request.url,
      id: event.requestId,
      sent: requests.size,
      finishedBefore: [...finished],
      method: event.request.method,
      type: event.type ?? "Other",
      initiator: initiatorUrl(event.initiator as Initiator),
      fromCache: false,
    });
  });
  cdp.on("Network.loadingFinished", (event) => {
    const request = requests.get(event.requestId);
    if (request && (request.type === "Script" || request.type === "Document")) finished.push(request);
  });
  cdp.on("Network.requestServedFromCache", (event) => {
    const request = requests.get(event.requestId);
    if (request) request.fromCache = true;
  });
  cdp.on("Network.responseReceived", (event) => {
    const request = requests.get(event.requestId);
    if (request && (event.response.fromDiskCache || event.response.fromPrefetchCache)) request.fromCache = true;
  });
  try {
    await run();
  } finally {
    await cdp.detach();
  }
  return [...requests.values()];
}

/**
 * How deep each request sits in its chain: the document is 1, what it loads 2, and so on.
 * A request's parent is its initiator; a module preload that a script added to the page
 * (Chromium names no script for those) sits below the deepest script that had finished
 * loading when it was sent, as only such a script can have added it.
 */
export function chainDepths(requests: LoadedRequest[]): Map<LoadedRequest, number> {
  const byUrl = new Map<string, LoadedRequest>();
  for (const request of requests) if (!byUrl.has(request.url)) byUrl.set(request.url, request);
  const depths = new Map<LoadedRequest, number>();
  const depthOf = (request: LoadedRequest): number => {
    const known = depths.get(request);
    if (known !== undefined) return known;
    depths.set(request, 1); // a cycle (none expected) ends here
    let depth = 1;
    if (request.type !== "Document") {
      const parent = request.initiator ? byUrl.get(request.initiator) : undefined;
      const candidates = parent ? [parent] : request.finishedBefore;
      depth = 1 + Math.max(0, ...candidates.map(depthOf));
    }
    depths.set(request, depth);
    return depth;
  };
  for (const request of requests) depthOf(request);
  return depths;
}

/** The event stream never ends: it is not part of what a page costs to open. */
export const isEventStream = (request: LoadedRequest) => new URL(request.url).pathname === "/api/events";

/**
 * The bytes of each request as the server sends them with brotli (a GET fetched again with
 * the page's cookies; node's client, unlike a browser, hands back the body still compressed).
 */
export async function bytesAsSent(requests: LoadedRequest[], cookie: string): Promise<{ url: string; bytes: number }[]> {
  return Promise.all(
    requests
      .filter((request) => request.method === "GET" && !isEventStream(request))
      .map(async (request) => {
        const sent = await fetchAsSent(request.url, "br", { Cookie: cookie });
        if (sent.status >= 400) throw new Error(`${request.url} answered ${sent.status} when fetched again`);
        return { url: request.url, bytes: sent.bytes };
      }),
  );
}

/** The `Cookie` header a context sends to `origin`. */
export async function cookieHeader(context: BrowserContext, origin: string): Promise<string> {
  return (await context.cookies(origin)).map(({ name, value }) => `${name}=${value}`).join("; ");
}
