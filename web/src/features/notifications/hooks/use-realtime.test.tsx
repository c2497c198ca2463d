import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { apiResponse } from "@/test/api-response";
import { useTestClock } from "@/test/clock";
import { FakeEventSource } from "@/test/event-source";
import { mockFetch, renderApp, sessionBody } from "@/test/utils";

const gets = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => new URL(String(url), "http://localhost").pathname === path && (init?.method ?? "GET") === "GET",
  ).length;

function setup() {
  let unread = 0;
  const fetchMock = mockFetch({
    "/api/geo": () => apiResponse("GET /api/geo", { country: "AU", privateNetwork: false }),
    "GET /api/session": () => apiResponse("GET /api/session", sessionBody({ isJobSeeker: true })),
    "GET /api/notifications": () => apiResponse("GET /api/notifications", { notifications: [], unreadCount: unread }),
  });
  const app = renderApp("/about");
  return { ...app, fetchMock, setUnread: (n: number) => (unread = n) };
}

describe("useRealtime", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  beforeEach(() => {
    FakeEventSource.reset();
    vi.stubGlobal("EventSource", FakeEventSource);
  });

  it("opens one stream when signed in and refreshes the bell on a notification", async () => {
    const { fetchMock, setUnread } = setup();
    await waitFor(() => expect(FakeEventSource.open()).toHaveLength(1));
    expect(FakeEventSource.open()[0].url).toBe("/api/events");
    await waitFor(() => expect(gets(fetchMock, "/api/notifications")).toBe(1));

    setUnread(1);
    act(() => FakeEventSource.open()[0].emit("notification", { id: "n1" }));
    expect(await screen.findByRole("button", { name: "Notifications (1 unread)" })).toBeInTheDocument();
  });

  it("refreshes the session on a reveal request change, and everything after a reconnect", async () => {
    const { fetchMock } = setup();
    await waitFor(() => expect(FakeEventSource.open()).toHaveLength(1));
    const stream = FakeEventSource.open()[0];
    act(() => stream.emit("ready"));
    await waitFor(() => expect(gets(fetchMock, "/api/notifications")).toBe(1));
    const sessions = gets(fetchMock, "/api/session");

    act(() => stream.emit("reveal_request", { id: "r1", profileId: "p1", status: "approved" }));
    await waitFor(() => expect(gets(fetchMock, "/api/session")).toBe(sessions + 1));
    expect(gets(fetchMock, "/api/notifications")).toBe(1);

    useTestClock();
    act(() => stream.fail());
    expect(stream.closed).toBe(true);
    // The first retry comes after 1 s (on the test's clock, not the wall's).
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(FakeEventSource.open()).toHaveLength(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(FakeEventSource.open()).toHaveLength(1);
    act(() => FakeEventSource.open()[0].emit("ready"));
    await waitFor(() => expect(gets(fetchMock, "/api/notifications")).toBe(2));
  });

  it("closes the stream when signed out", async () => {
    const { queryClient } = setup();
    await waitFor(() => expect(FakeEventSource.open()).toHaveLength(1));
    act(() => {
      queryClient.setQueryData(["session"], null);
    });
    await waitFor(() => expect(FakeEventSource.open()).toHaveLength(0));
  });
});
