import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { detectMessageLeaks } from "@/lib/identity-leaks";
import { jsonResponse, mockFetch, renderInRouter } from "@/test/utils";

import type { Thread } from "../api/thread";
import { RequestThread } from "./RequestThread";

const REQUEST = "0190a000-0000-7000-8000-000000000001";
const PATH = `/api/reveal-requests/${REQUEST}/messages`;

function thread(overrides: Partial<Thread> = {}): Thread {
  return {
    requestId: REQUEST,
    you: "job_seeker",
    status: "pending",
    otherSide: "Northwind Labs",
    canWrite: true,
    closedReason: null,
    maxChars: 2000,
    messages: [
      {
        id: "m1",
        from: "recruiter",
        mine: false,
        body: "Details at https://northwind.example/jobs/7 if you like.",
        createdAt: "2027-01-15T08:00:00.000Z",
      },
    ],
    ...overrides,
  };
}

const me = { firstName: "Ada", lastName: "Quill", email: "ada.quill@example.com" };

describe("RequestThread", () => {
  it("shows a recruiter's link as text with 'Copy link' and the warning, never as a link", async () => {
    mockFetch({
      [`GET ${PATH}`]: () => jsonResponse(thread()),
      "/api/reveal-requests/unread": () => jsonResponse({ total: 0, threads: [] }),
    });
    renderInRouter(<RequestThread requestId={REQUEST} defaultOpen />);
    const log = await screen.findByRole("log", { name: "Messages with Northwind Labs" });
    expect(within(log).getByText("https://northwind.example/jobs/7")).toBeInTheDocument();
    expect(within(log).queryByRole("link")).not.toBeInTheDocument();
    expect(within(log).getByRole("button", { name: "Copy link https://northwind.example/jobs/7" })).toBeInTheDocument();
    expect(screen.getByText("Links are shown as text. Opening a link can tell the sender who you are.")).toBeInTheDocument();
  });

  it("warns before sending what may reveal the job seeker, and 'Edit' sends nothing", async () => {
    const fetchMock = mockFetch({
      [`GET ${PATH}`]: () => jsonResponse(thread()),
      "/api/reveal-requests/unread": () => jsonResponse({ total: 0, threads: [] }),
    });
    renderInRouter(
      <RequestThread requestId={REQUEST} defaultOpen checkLeaks={(text) => detectMessageLeaks(text, me, ["Initech"])} />,
    );
    const box = await screen.findByRole("textbox", { name: "Write a message" });
    await userEvent.type(box, "Mail me at ada.quill@example.com, I am at Initech");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    const warning = await screen.findByRole("alertdialog", { name: "This may reveal who you are" });
    expect(warning).toHaveTextContent("Your e-mail address in your message");
    expect(warning).toHaveTextContent("Initech, a company on your employer shield, in your message");
    await userEvent.click(within(warning).getByRole("button", { name: "Edit" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(box).toHaveValue("Mail me at ada.quill@example.com, I am at Initech");
    expect(fetchMock).not.toHaveBeenCalledWith(PATH, expect.objectContaining({ method: "POST" }));
  });

  it("says why the box is closed instead of offering it", async () => {
    const reason = "You can send up to 2 messages in a row. You can write again when the candidate answers.";
    mockFetch({
      [`GET ${PATH}`]: () =>
        jsonResponse(thread({ you: "recruiter", otherSide: "quiet-harbour", canWrite: false, closedReason: reason })),
      "/api/reveal-requests/unread": () => jsonResponse({ total: 0, threads: [] }),
    });
    renderInRouter(<RequestThread requestId={REQUEST} defaultOpen />);
    expect(await screen.findByText(reason)).toHaveAttribute("role", "status");
    expect(screen.queryByRole("textbox", { name: "Write a message" })).not.toBeInTheDocument();
    expect(screen.getByText(/^Conversation with/)).toHaveTextContent("Conversation with quiet-harbour");
  });

  it("shows the unread count on the closed card and loads nothing until opened", async () => {
    const fetchMock = mockFetch({
      [`GET ${PATH}`]: () => jsonResponse(thread()),
      "/api/reveal-requests/unread": () => jsonResponse({ total: 2, threads: [{ requestId: REQUEST, unread: 2 }] }),
    });
    renderInRouter(<RequestThread requestId={REQUEST} />);
    const toggle = await screen.findByRole("button", { name: /Messages/ });
    expect(await within(toggle).findByText("2 unread")).toBeInTheDocument();
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(fetchMock).not.toHaveBeenCalledWith(PATH, expect.anything());
  });
});
