import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { FakeEventSource } from "@/test/event-source";

import { EVENTS_PATH, openEventStream, parseEventData, reconnectDelayMs, type EventStreamDeps } from "./events";

describe("reconnectDelayMs", () => {
  it("backs off 1, 2, 5, then 10 s and stays at 10 s", () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(reconnectDelayMs)).toEqual([1000, 2000, 5000, 10000, 10000, 10000, 10000]);
  });

  it("treats odd input as the first retry", () => {
    expect(reconnectDelayMs(-3)).toBe(1000);
    expect(reconnectDelayMs(Number.NaN)).toBe(1000);
  });
});

describe("parseEventData", () => {
  it("reads a JSON object and ignores anything else", () => {
    expect(parseEventData('{"id":"r1","status":"approved"}')).toEqual({ id: "r1", status: "approved" });
    expect(parseEventData("heartbeat")).toEqual({});
    expect(parseEventData("[1]")).toEqual({});
    expect(parseEventData(undefined)).toEqual({});
  });
});

describe("openEventStream", () => {
  const deps: EventStreamDeps = {
    createSource: (url) => new FakeEventSource(url) as unknown as EventSource,
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  };

  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.reset();
  });
  afterEach(() => vi.useRealTimers());

  const latest = () => FakeEventSource.instances.at(-1)!;

  it("opens /api/events and passes change events on with their data", () => {
    const onEvent = vi.fn();
    openEventStream({ onEvent }, deps);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(latest().url).toBe(EVENTS_PATH);

    latest().emit("ready");
    latest().emit("notification", { id: "n1" });
    latest().emit("reveal_request", { id: "r1", profileId: "p1", status: "approved" });
    latest().emit("resync");

    expect(onEvent.mock.calls).toEqual([
      ["notification", { id: "n1" }],
      ["reveal_request", { id: "r1", profileId: "p1", status: "approved" }],
      ["resync", {}],
    ]);
  });

  it("closes a broken stream and reopens it on the spec's schedule", () => {
    const onError = vi.fn();
    openEventStream({ onEvent: vi.fn(), onError }, deps);

    const waits: number[] = [];
    for (let failure = 0; failure < 5; failure += 1) {
      const broken = latest();
      broken.fail();
      expect(broken.closed).toBe(true);
      const before = FakeEventSource.instances.length;
      // Not a moment before the delay...
      let waited = 0;
      while (FakeEventSource.instances.length === before) {
        vi.advanceTimersByTime(500);
        waited += 500;
        if (waited > 20_000) throw new Error("never reconnected");
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 5000, 10000, 10000]);
    expect(onError.mock.calls.map(([retry]) => retry)).toEqual([0, 1, 2, 3, 4]);
    expect(FakeEventSource.open()).toHaveLength(1);
  });

  it("starts the back-off again once a stream is open, and says it reconnected", () => {
    const onReconnect = vi.fn();
    openEventStream({ onEvent: vi.fn(), onReconnect }, deps);
    latest().emit("ready");
    expect(onReconnect).not.toHaveBeenCalled();

    latest().fail();
    vi.advanceTimersByTime(1000);
    latest().fail();
    vi.advanceTimersByTime(2000);
    latest().emit("ready");
    expect(onReconnect).toHaveBeenCalledTimes(1);

    // Connected again: the next break waits 1 s, not 5 s.
    const count = FakeEventSource.instances.length;
    latest().fail();
    vi.advanceTimersByTime(1000);
    expect(FakeEventSource.instances).toHaveLength(count + 1);
  });

  it("stops for good on close, even with a reconnect pending", () => {
    const stream = openEventStream({ onEvent: vi.fn() }, deps);
    latest().fail();
    stream.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);

    const other = openEventStream({ onEvent: vi.fn() }, deps);
    const open = latest();
    other.close();
    expect(open.closed).toBe(true);
    open.fail();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(2);
  });
});
