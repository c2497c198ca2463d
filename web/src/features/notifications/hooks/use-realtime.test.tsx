import { act, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { FakeEventSource } from "@/test/event-source";
import { jsonResponse, mockFetch, renderApp, sessionBody } from "@/test/utils";

const gets = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => new URL(String(url), "http://localhost").pathname === path && (init?.method ?? "GET") === "GET",
  ).length;

function setup() {
  let unread = 0;
  const fetchMock = mockFetch({
    "/api/geo": () => jsonResponse({ country: "AU" }),
    "GET /api/session": () => jsonResponse(sessionBody({ isJobSeeker: true })),
    "GET /api/notifications": () => jsonResponse({ notifications: [], unreadCount: unread }),
  });
  const app = renderApp("/about");
  return { ...app, fetchMock, setUnread: (n: number) => (unread = n) };
}

describe("useRealtime", () => {
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

    act(() => stream.fail());
    expect(stream.closed).toBe(true);
    // The first retry comes after 1 s.
    await waitFor(() => expect(FakeEventSource.open()).toHaveLength(1), { timeout: 2000 });
    act(() => FakeEventSource.open()[0].emit("ready"));
    await waitFor(() => expect(gets(fetchMock, "/api/notifications")).toBe(2));
  });

  it("closes the stream when signed out", async () => {
    const { queryClient } = setup();
    await waitFor(() => expect(FakeEventSource.open()).toHaveLength(1));
    act(() => queryClient.setQueryData(["session"], null));
    await waitFor(() => expect(FakeEventSource.open()).toHaveLength(0));
  });
});
