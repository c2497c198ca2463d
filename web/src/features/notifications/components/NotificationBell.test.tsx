import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";

import { apiResponse } from "@/test/api-response";
import { toastRegion } from "@/test/toasts";
import { errorResponse, mockFetch, renderApp, sessionBody } from "@/test/utils";

import type { Notification, NotificationList } from "../api/notifications";

beforeAll(() => {
  // Radix measures the panel's arrow with a ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const hourAgo = () => new Date(Date.now() - 60 * 60 * 1000).toISOString();

function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: "n1",
    title: "New Reveal Request",
    message: "Acme would like to see who you are.",
    read: false,
    actionUrl: "/contact",
    createdAt: hourAgo(),
    ...overrides,
  };
}

type Handlers = Parameters<typeof mockFetch>[0];

function setup(list: NotificationList, handlers: Handlers = {}) {
  const fetchMock = mockFetch({
    "/api/geo": () => apiResponse("GET /api/geo", { country: "AU", privateNetwork: false }),
    "GET /api/session": () => apiResponse("GET /api/session", sessionBody({ isJobSeeker: true })),
    "GET /api/notifications": () => apiResponse("GET /api/notifications", list),
    ...handlers,
  });
  const app = renderApp("/about");
  return { ...app, fetchMock };
}

const bell = () => screen.findByRole("button", { name: /^Notifications/ });
const panel = () => screen.findByRole("dialog", { name: "Notifications" });
const posts = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url) === path && init?.method === "POST");

/** A POST that answers only when told to. */
function heldAnswer() {
  let release: (response: Response) => void = () => {};
  const answer = () => new Promise<Response>((resolve) => (release = resolve));
  return { answer, release: (response: Response) => release(response) };
}

describe("NotificationBell", () => {
  it("shows the unread count and lists the notifications with tags and times", async () => {
    setup({
      notifications: [notification(), notification({ id: "n2", title: "Reveal Request Approved", read: true })],
      unreadCount: 1,
    });

    const button = await bell();
    await waitFor(() => expect(button).toHaveAccessibleName("Notifications (1 unread)"));
    expect(within(button).getByText("1")).toBeInTheDocument();

    await userEvent.click(button);
    const list = await panel();
    expect(within(list).getByRole("heading", { name: "Notifications" })).toBeInTheDocument();
    expect(within(list).getByRole("button", { name: "Mark all as read" })).toBeInTheDocument();
    const [first, second] = within(list).getAllByRole("listitem");
    expect(first).toHaveTextContent("New Reveal Request");
    expect(within(first).getByText("New")).toBeInTheDocument();
    expect(first).toHaveTextContent("Acme would like to see who you are.");
    expect(first).toHaveTextContent("about 1 hour ago");
    expect(within(second).getByText("Read")).toBeInTheDocument();
  });

  it("says 'No notifications' and offers no 'Mark all as read' when there are none", async () => {
    setup({ notifications: [], unreadCount: 0 });
    const button = await bell();
    expect(button).toHaveAccessibleName("Notifications");
    await userEvent.click(button);
    const list = await panel();
    expect(within(list).getByText("No notifications")).toBeInTheDocument();
    expect(within(list).queryByRole("button", { name: "Mark all as read" })).not.toBeInTheDocument();
  });

  it("opens with the keyboard and closes with Escape", async () => {
    setup({ notifications: [notification()], unreadCount: 1 });
    const button = await bell();
    button.focus();
    await userEvent.keyboard("{Enter}");
    expect(await panel()).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Notifications" })).not.toBeInTheDocument());
    // The bell is the panel's trigger now (its code came with the first opening): focus is back on it.
    expect(await bell()).toHaveFocus();
  });

  it("marks an unread notification read, lowers the count and follows its link", async () => {
    const { fetchMock, router } = setup(
      { notifications: [notification()], unreadCount: 1 },
      { "POST /api/notifications/n1/read": () => apiResponse("POST /api/notifications/{id}/read", notification({ read: true })) },
    );
    await userEvent.click(await bell());
    await userEvent.click(within(await panel()).getByRole("button", { name: /New Reveal Request/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/contact"));
    expect(posts(fetchMock, "/api/notifications/n1/read")).toHaveLength(1);
    expect(await bell()).toHaveAccessibleName("Notifications");
    expect(screen.queryByTestId("notification-count")).not.toBeInTheDocument();
  });

  it("never counts below 0", async () => {
    setup(
      { notifications: [notification(), notification({ id: "n2", actionUrl: null })], unreadCount: 1 },
      {
        "POST /api/notifications/n1/read": () => apiResponse("POST /api/notifications/{id}/read", notification({ read: true })),
        "POST /api/notifications/n2/read": () => apiResponse("POST /api/notifications/{id}/read", notification({ id: "n2", read: true })),
      },
    );
    await userEvent.click(await bell());
    const list = await panel();
    const [, second] = within(list).getAllByRole("button", { name: /New Reveal Request/ });
    await userEvent.click(second);
    await waitFor(() => expect(within(second).getByText("Read")).toBeInTheDocument());
    expect(await bell()).toHaveAccessibleName("Notifications");

    // Still open (no link to follow): the other one read too, and still 0.
    await userEvent.click(within(list).getAllByRole("button", { name: /New Reveal Request/ })[0]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await bell()).toHaveAccessibleName("Notifications");
  });

  it("opens a read notification without updating it again", async () => {
    const { fetchMock, router } = setup({ notifications: [notification({ read: true })], unreadCount: 0 });
    await userEvent.click(await bell());
    await userEvent.click(within(await panel()).getByRole("button", { name: /New Reveal Request/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/contact"));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("runs one update at a time and ignores clicks meanwhile", async () => {
    const held = heldAnswer();
    const { fetchMock } = setup(
      { notifications: [notification(), notification({ id: "n2", actionUrl: null })], unreadCount: 2 },
      {
        "POST /api/notifications/n1/read": held.answer,
        "POST /api/notifications/n2/read": () => apiResponse("POST /api/notifications/{id}/read", notification({ id: "n2", read: true })),
        "POST /api/notifications/read-all": () => apiResponse("POST /api/notifications/read-all", { updated: 2 }),
      },
    );
    await userEvent.click(await bell());
    const list = await panel();
    const [first, second] = within(list).getAllByRole("button", { name: /New Reveal Request/ });

    await userEvent.click(first);
    await userEvent.click(first);
    await userEvent.click(second);
    await userEvent.click(within(list).getByRole("button", { name: "Mark all as read" }));

    expect(posts(fetchMock, "/api/notifications/n1/read")).toHaveLength(1);
    expect(posts(fetchMock, "/api/notifications/n2/read")).toHaveLength(0);
    expect(posts(fetchMock, "/api/notifications/read-all")).toHaveLength(0);

    held.release(apiResponse("POST /api/notifications/{id}/read", notification({ read: true })));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await bell()).toHaveAccessibleName("Notifications (1 unread)");
  });

  it("marks all as read, showing 'Processing...' meanwhile, and the count becomes 0", async () => {
    const held = heldAnswer();
    setup(
      { notifications: [notification(), notification({ id: "n2" })], unreadCount: 2 },
      { "POST /api/notifications/read-all": held.answer },
    );
    await userEvent.click(await bell());
    const list = await panel();
    await userEvent.click(within(list).getByRole("button", { name: "Mark all as read" }));
    expect(within(list).getByRole("button", { name: "Processing..." })).toBeInTheDocument();

    held.release(apiResponse("POST /api/notifications/read-all", { updated: 2 }));
    await waitFor(() => expect(within(list).queryByRole("button", { name: /Processing|Mark all/ })).not.toBeInTheDocument());
    expect(within(list).getAllByText("Read")).toHaveLength(2);
    expect(await bell()).toHaveAccessibleName("Notifications");
  });

  it.each([
    ["a notification that is not theirs", "POST /api/notifications/n1/read", () => errorResponse(404, "notification_not_found", "Could not access notification"), "Could not access notification"],
    ["a failed mark", "POST /api/notifications/n1/read", () => errorResponse(500, "internal", "Boom"), "Failed to mark notification as read"],
    ["no answer at all", "POST /api/notifications/n1/read", () => Promise.reject(new TypeError("offline")), "An unexpected error occurred"],
  ])("says so for %s", async (_name, route, answer, text) => {
    const { router } = setup({ notifications: [notification()], unreadCount: 1 }, { [route]: answer });
    await userEvent.click(await bell());
    await userEvent.click(within(await panel()).getByRole("button", { name: /New Reveal Request/ }));

    expect(await toastRegion().findByText(text, { exact: true })).toBeInTheDocument();
    expect(toastRegion().getByText("Error", { exact: true })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/about");
    expect(await bell()).toHaveAccessibleName("Notifications (1 unread)");
  });

  it("says so when marking all fails", async () => {
    setup(
      { notifications: [notification()], unreadCount: 1 },
      { "POST /api/notifications/read-all": () => errorResponse(500, "internal", "Boom") },
    );
    await userEvent.click(await bell());
    await userEvent.click(within(await panel()).getByRole("button", { name: "Mark all as read" }));
    expect(await toastRegion().findByText("Failed to mark all notifications as read", { exact: true })).toBeInTheDocument();
    expect(await bell()).toHaveAccessibleName("Notifications (1 unread)");
  });

  it("keeps quiet when the list cannot be loaded", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    setup({ notifications: [], unreadCount: 0 }, { "GET /api/notifications": () => errorResponse(500, "internal", "Boom") });
    await userEvent.click(await bell());
    expect(within(await panel()).getByText("No notifications")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: /Notifications/ })).not.toHaveTextContent("Error");
    log.mockRestore();
  });
});
