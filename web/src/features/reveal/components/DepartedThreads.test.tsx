import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { jsonResponse, mockFetch, renderInRouter } from "@/test/utils";

import type { DepartedThread } from "../api/departed-threads";
import { DepartedThreads } from "./DepartedThreads";

const ID = "0190a000-0000-7000-8000-000000000009";

function departed(overrides: Partial<DepartedThread> = {}): DepartedThread {
  return {
    id: ID,
    you: "recruiter",
    startedAt: "2027-01-10T08:00:00.000Z",
    leftAt: "2027-01-20T08:00:00.000Z",
    messages: [
      { id: "m1", mine: true, body: "Is a remote role of interest?", createdAt: "2027-01-10T09:00:00.000Z" },
      { id: "m2", mine: false, body: null, createdAt: "2027-01-11T09:00:00.000Z" },
    ],
    ...overrides,
  };
}

describe("DepartedThreads", () => {
  it("shows one's own messages and 'This person has left Veil' in place of the other's", async () => {
    mockFetch({ "GET /api/departed-threads": () => jsonResponse({ threads: [departed()] }) });
    renderInRouter(<DepartedThreads side="recruiter" />);
    const section = await screen.findByRole("region", { name: "People who left Veil" });
    const messages = within(section).getByRole("list", { name: "Messages" });
    const items = within(messages).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("You");
    expect(items[0]).toHaveTextContent("Is a remote role of interest?");
    expect(items[1]).toHaveTextContent(/^This person has left Veil$/);
  });

  it("shows nothing on the other side's page, or when nobody left", async () => {
    const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const fetchMock = mockFetch({ "GET /api/departed-threads": () => jsonResponse({ threads: [departed()] }) });
    const { unmount } = renderInRouter(<DepartedThreads side="job_seeker" />);
    await settle();
    expect(fetchMock).toHaveBeenCalled();
    expect(screen.queryByRole("region", { name: "People who left Veil" })).not.toBeInTheDocument();
    unmount();
    mockFetch({ "GET /api/departed-threads": () => jsonResponse({ threads: [] }) });
    renderInRouter(<DepartedThreads side="recruiter" />);
    await settle();
    expect(screen.queryByRole("region", { name: "People who left Veil" })).not.toBeInTheDocument();
  });

  it("deletes a conversation after asking, and only then", async () => {
    const fetchMock = mockFetch({
      "GET /api/departed-threads": () => jsonResponse({ threads: [departed()] }),
      [`DELETE /api/departed-threads/${ID}`]: () => new Response(null, { status: 204 }),
    });
    renderInRouter(<DepartedThreads side="recruiter" />);
    await userEvent.click(await screen.findByRole("button", { name: "Delete this conversation" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this conversation?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(fetchMock).not.toHaveBeenCalledWith(`/api/departed-threads/${ID}`, expect.anything());
    await userEvent.click(screen.getByRole("button", { name: "Delete this conversation" }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }),
    );
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(`/api/departed-threads/${ID}`, expect.objectContaining({ method: "DELETE" })),
    );
    await vi.waitFor(() => expect(screen.queryByRole("region", { name: "People who left Veil" })).not.toBeInTheDocument());
  });
});
