/**
 * The signed-in person's server-sent events (GET /api/events): one EventSource per tab.
 * The stream carries ids and states only; what changed is fetched again through the
 * normal API. When the stream breaks, it is closed and reopened on our own timer with the
 * spec's back-off (docs/spec/core.md section 9: 1, 2, 5, then 10 s), not the browser's.
 */
import * as React from "react";

export const EVENTS_PATH = "/api/events";

/** Change events the server sends (besides 'ready' and heartbeats). */
export const SERVER_EVENTS = ["notification", "reveal_request", "reveal_message", "resync"] as const;
export type ServerEventName = (typeof SERVER_EVENTS)[number];

/** The spec's reconnect back-off, in milliseconds; the last one repeats. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

/** How long to wait before reconnect number `retry` (0 for the first after a break). */
export function reconnectDelayMs(retry: number): number {
  const step = Number.isFinite(retry) ? Math.max(0, Math.floor(retry)) : 0;
  const index = Math.min(step, RECONNECT_DELAYS_MS.length - 1);
  return RECONNECT_DELAYS_MS[index];
}

/** The small JSON payload of an event ({} when absent or unreadable). */
export function parseEventData(data: unknown): Record<string, unknown> {
  if (typeof data !== "string" || !data) return {};
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export type EventStreamHandlers = {
  /** A change event arrived. */
  onEvent: (name: ServerEventName, data: Record<string, unknown>) => void;
  /** The stream is open again after a break: events may have been missed meanwhile. */
  onReconnect?: () => void;
  /** The stream broke (or could not open); a reconnect is scheduled. */
  onError?: (retry: number) => void;
};

/** What the stream needs from its surroundings; tests pass fakes. */
export type EventStreamDeps = {
  createSource: (url: string) => EventSource;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
};

const browserDeps = (): EventStreamDeps => ({
  createSource: (url) => new EventSource(url),
  setTimer: (run, ms) => setTimeout(run, ms),
  clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
});

/**
 * Opens the stream and keeps it open until `close()`. 'ready' (the server's first event,
 * sent once it listens for this person) counts as connected and resets the back-off.
 */
export function openEventStream(handlers: EventStreamHandlers, deps: EventStreamDeps = browserDeps()) {
  let source: EventSource | null = null;
  let timer: unknown = null;
  let retry = 0;
  let connectedBefore = false;
  let closed = false;

  const connect = () => {
    timer = null;
    const current = deps.createSource(EVENTS_PATH);
    source = current;

    current.addEventListener("ready", () => {
      retry = 0;
      if (connectedBefore) handlers.onReconnect?.();
      connectedBefore = true;
    });
    for (const name of SERVER_EVENTS) {
      current.addEventListener(name, (event) => handlers.onEvent(name, parseEventData((event as MessageEvent).data)));
    }
    current.onerror = () => {
      // Our schedule, not the browser's: close and reopen on our own timer.
      current.close();
      if (source !== current || closed) return;
      source = null;
      const delay = reconnectDelayMs(retry);
      handlers.onError?.(retry);
      retry += 1;
      timer = deps.setTimer(connect, delay);
    };
  };

  connect();

  return {
    close() {
      closed = true;
      if (timer !== null) deps.clearTimer(timer);
      timer = null;
      source?.close();
      source = null;
    },
  };
}

/**
 * Keeps one event stream open while `enabled` (signed in), calling the latest handlers.
 * Does nothing where EventSource does not exist (tests without a fake).
 */
export function useEvents(enabled: boolean, handlers: EventStreamHandlers): void {
  const latest = React.useRef(handlers);
  React.useEffect(() => {
    latest.current = handlers;
  });

  React.useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    const stream = openEventStream({
      onEvent: (name, data) => latest.current.onEvent(name, data),
      onReconnect: () => latest.current.onReconnect?.(),
      onError: (retry) => latest.current.onError?.(retry),
    });
    return () => stream.close();
  }, [enabled]);
}
