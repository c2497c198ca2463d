import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { apiResponse } from "@/test/api-response";
import { toastRegion } from "@/test/toasts";
import { errorResponse, mockFetch, renderApp, sessionBody } from "@/test/utils";

type User = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  hasProfile: boolean;
  hasSkills: boolean;
  hasPitch: boolean;
};

function user(id: string, name: string, email: string, [hasProfile, hasSkills, hasPitch]: boolean[]): User {
  const [firstName, lastName] = name.split(" ");
  return { id, firstName, lastName, email, hasProfile, hasSkills, hasPitch };
}

const users: User[] = [
  user("u1", "Ada Lovelace", "ada@example.com", [true, true, true]),
  user("u2", "Grace Hopper", "grace@example.com", [false, false, false]),
  user("u3", "Alan Turing", "alan@example.com", [true, false, true]),
];
const counts = { total: 3, noProfile: 1, noSkills: 2, noPitch: 1 };

type Filters = { noProfile?: boolean; noSkills?: boolean; noPitch?: boolean };

function listFor(filters: Filters) {
  return users.filter(
    (u) =>
      (!filters.noProfile || !u.hasProfile) && (!filters.noSkills || !u.hasSkills) && (!filters.noPitch || !u.hasPitch),
  );
}

function setup(overrides: Record<string, (init: RequestInit | undefined) => Response | Promise<Response>> = {}) {
  const fetchMock = mockFetch({
    "/api/geo": () => apiResponse("GET /api/geo", { country: "AU", privateNetwork: false }),
    "GET /api/session": () => apiResponse("GET /api/session", sessionBody({ isAdmin: true, email: "admin@veil.test" })),
    "POST /api/admin/users": (init) => {
      const filters = JSON.parse(String(init?.body ?? "{}")) as Filters;
      return apiResponse("POST /api/admin/users", { data: listFor(filters), counts });
    },
    "POST /api/admin/emails": () => apiResponse("POST /api/admin/emails", { batchId: "b1", queued: 2, skipped: 0 }, 202),
    "GET /api/admin/emails/batches/b1": () =>
      apiResponse("GET /api/admin/emails/batches/{batchId}", { batchId: "b1", total: 2, queued: 0, sent: 0, captured: 2, failed: 0, done: true }),
    "GET /api/admin/outbox": () => apiResponse("GET /api/admin/outbox", { data: [] }),
    ...overrides,
  });
  const view = renderApp("/admin-email");
  return { ...view, fetchMock };
}

const rowCheckbox = (email: string) => screen.getByRole("checkbox", { name: `Select ${email}` });
const sendButton = () => screen.getByRole("button", { name: "Send Email" });
const subjectInput = () => screen.getByLabelText("Subject");
const contentInput = () => screen.getByLabelText("Content");

async function ready() {
  await screen.findByRole("heading", { level: 1, name: "Email Center" });
  await screen.findByText("ada@example.com");
}

function callsTo(fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), "http://localhost");
    return url.pathname === path && (init?.method ?? "GET").toUpperCase() === method;
  });
}

describe("/admin-email", () => {
  it("lists every user with what their profile holds, and the counts", async () => {
    setup();
    await ready();
    const table = screen.getByRole("table", { name: "Recipients" });
    const grace = within(table).getByText("grace@example.com").closest("tr")!;
    expect(within(grace).getByText("Grace")).toBeInTheDocument();
    expect(within(grace).getByText("Hopper")).toBeInTheDocument();
    expect(within(grace).getAllByText("No")).toHaveLength(3);
    expect(screen.getByRole("checkbox", { name: /Users without a profile/ })).not.toBeChecked();
    expect(screen.getByText("0 of 3 selected · 3 users in total")).toBeInTheDocument();
  });

  it("selects all and single rows, and a filter switched off clears the selection", async () => {
    const { fetchMock } = setup();
    await ready();

    await userEvent.click(screen.getByRole("checkbox", { name: "Select all users" }));
    expect(rowCheckbox("ada@example.com")).toBeChecked();
    expect(rowCheckbox("grace@example.com")).toBeChecked();
    expect(screen.getByText("3 recipients selected")).toBeInTheDocument();
    await userEvent.click(rowCheckbox("ada@example.com"));
    expect(screen.getByRole("checkbox", { name: "Select all users" })).toHaveAttribute("data-state", "indeterminate");

    // On: the list narrows and keeps only the selected users it still shows.
    await userEvent.click(screen.getByRole("checkbox", { name: /Users without skills/ }));
    await waitFor(() => expect(screen.queryByText("ada@example.com")).not.toBeInTheDocument());
    const body = JSON.parse(String(callsTo(fetchMock, "POST", "/api/admin/users").at(-1)?.[1]?.body));
    expect(body).toEqual({ noProfile: false, noSkills: true, noPitch: false });
    expect(rowCheckbox("grace@example.com")).toBeChecked();
    expect(rowCheckbox("alan@example.com")).toBeChecked();

    // Off: the selection is cleared.
    await userEvent.click(screen.getByRole("checkbox", { name: /Users without skills/ }));
    await screen.findByText("ada@example.com");
    expect(rowCheckbox("grace@example.com")).not.toBeChecked();
    expect(rowCheckbox("alan@example.com")).not.toBeChecked();
    expect(screen.getByText("No recipients selected")).toBeInTheDocument();
  });

  it("keeps Send disabled until recipients, subject and content are there, and counts the subject", async () => {
    setup();
    await ready();
    expect(sendButton()).toBeDisabled();
    expect(screen.getByText("0/150")).toBeInTheDocument();
    expect(subjectInput()).toHaveAttribute("maxLength", "150");

    await userEvent.click(rowCheckbox("ada@example.com"));
    expect(sendButton()).toBeDisabled();
    await userEvent.type(subjectInput(), "Hello");
    expect(screen.getByText("5/150")).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
    await userEvent.type(contentInput(), "Hi");
    expect(sendButton()).toBeEnabled();

    await userEvent.click(rowCheckbox("ada@example.com"));
    expect(sendButton()).toBeDisabled();
  });

  it("stops the subject at 150 characters", async () => {
    setup();
    await ready();
    await userEvent.click(subjectInput());
    await userEvent.paste("x".repeat(160));
    expect(subjectInput()).toHaveValue("x".repeat(150));
    expect(screen.getByText("150/150")).toBeInTheDocument();
  });

  it("says what is missing: a blank subject, blank content, or unmatched HTML", async () => {
    const { fetchMock } = setup();
    await ready();
    await userEvent.click(rowCheckbox("ada@example.com"));

    await userEvent.type(subjectInput(), "   ");
    await userEvent.type(contentInput(), "Hello");
    await userEvent.click(sendButton());
    expect(await toastRegion().findByText("Subject Required", { exact: true })).toBeInTheDocument();
    expect(toastRegion().getByText("Please enter an email subject.", { exact: true })).toBeInTheDocument();

    await userEvent.type(subjectInput(), "News");
    await userEvent.clear(contentInput());
    await userEvent.type(contentInput(), "   ");
    await userEvent.click(sendButton());
    expect(await toastRegion().findByText("Content Required", { exact: true })).toBeInTheDocument();
    expect(toastRegion().getByText("Please enter email content.", { exact: true })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("switch", { name: "HTML mode" }));
    await userEvent.clear(contentInput());
    await userEvent.type(contentInput(), "<div><p>Hi</div>");
    await userEvent.click(sendButton());
    expect(await toastRegion().findByText("Invalid HTML", { exact: true })).toBeInTheDocument();
    expect(
      toastRegion().getByText("Your HTML appears to have unmatched tags. Please check your HTML structure.", {
        exact: true,
      }),
    ).toBeInTheDocument();

    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(callsTo(fetchMock, "POST", "/api/admin/emails")).toHaveLength(0);
  });

  it("previews HTML in a sandboxed frame and plain text escaped with line breaks", async () => {
    setup();
    await ready();
    await userEvent.type(subjectInput(), "Preview me");
    await userEvent.type(contentInput(), "<b>Hi</b>{enter}there");
    await userEvent.click(screen.getByRole("button", { name: "Show Preview" }));

    const frame = screen.getByTitle("Email preview");
    expect(frame).toHaveAttribute("sandbox", "");
    expect(frame.getAttribute("srcdoc")).toContain("<body>&lt;b&gt;Hi&lt;/b&gt;<br>there</body>");
    expect(screen.getByText("Preview me")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("switch", { name: "HTML mode" }));
    expect(screen.getByTitle("Email preview").getAttribute("srcdoc")).toContain("<body><b>Hi</b>\nthere</body>");

    await userEvent.click(screen.getByRole("button", { name: "Hide Preview" }));
    expect(screen.queryByTitle("Email preview")).not.toBeInTheDocument();
  });

  it("confirms, sends, reports how many got it, and clears the draft", async () => {
    const { fetchMock } = setup();
    await ready();
    await userEvent.click(rowCheckbox("ada@example.com"));
    await userEvent.click(rowCheckbox("grace@example.com"));
    await userEvent.type(subjectInput(), "  Welcome  ");
    await userEvent.type(contentInput(), "Hello{enter}world");
    await userEvent.click(sendButton());

    const dialog = await screen.findByRole("alertdialog");
    expect(
      within(dialog).getByText(
        "You are about to send a plain text email to 2 recipients. This action cannot be undone.",
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Send Emails" }));

    expect(await toastRegion().findByText("Emails Sent Successfully", { exact: true })).toBeInTheDocument();
    expect(toastRegion().getByText("Sent to 2 recipients.", { exact: true })).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, "POST", "/api/admin/emails")[0];
    expect(JSON.parse(String(init?.body))).toEqual({
      userIds: ["u1", "u2"],
      subject: "Welcome",
      content: "Hello\nworld",
      isHtml: false,
    });
    expect(callsTo(fetchMock, "GET", "/api/admin/emails/batches/b1")).toHaveLength(1);

    await waitFor(() => expect(subjectInput()).toHaveValue(""));
    expect(contentInput()).toHaveValue("");
    expect(rowCheckbox("ada@example.com")).not.toBeChecked();
    expect(rowCheckbox("grace@example.com")).not.toBeChecked();
    expect(sendButton()).toBeDisabled();
  });

  it("names HTML mode in the confirmation, and cancelling sends nothing", async () => {
    const { fetchMock } = setup();
    await ready();
    await userEvent.click(rowCheckbox("alan@example.com"));
    await userEvent.type(subjectInput(), "Hi");
    await userEvent.click(screen.getByRole("switch", { name: "HTML mode" }));
    await userEvent.type(contentInput(), "<p>Hi<br>there</p>");
    await userEvent.click(sendButton());
    const dialog = await screen.findByRole("alertdialog");
    expect(
      within(dialog).getByText("You are about to send an HTML email to 1 recipient. This action cannot be undone."),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(callsTo(fetchMock, "POST", "/api/admin/emails")).toHaveLength(0);
    expect(subjectInput()).toHaveValue("Hi");
  });

  it("reports a failed send and keeps the draft", async () => {
    setup({ "POST /api/admin/emails": () => errorResponse(500, "internal", "Something went wrong on our side.") });
    await ready();
    await userEvent.click(rowCheckbox("ada@example.com"));
    await userEvent.type(subjectInput(), "Hello");
    await userEvent.type(contentInput(), "Hi");
    await userEvent.click(sendButton());
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Send Emails" }));

    expect(await toastRegion().findByText("Error Sending Emails", { exact: true })).toBeInTheDocument();
    expect(
      toastRegion().getByText("There was a problem sending your emails. Please try again.", { exact: true }),
    ).toBeInTheDocument();
    expect(subjectInput()).toHaveValue("Hello");
    expect(rowCheckbox("ada@example.com")).toBeChecked();
  });

  it("says so when the user list cannot be loaded", async () => {
    setup({ "POST /api/admin/users": () => errorResponse(500, "internal", "Something went wrong on our side.") });
    expect(
      await toastRegion().findByText("Failed to load users. Please try again.", { exact: true }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("shows the latest messages with their status on the Outbox tab", async () => {
    setup({
      "GET /api/admin/outbox": () =>
        apiResponse("GET /api/admin/outbox", {
          data: [
            {
              id: "m1",
              batchId: "b1",
              to: "ada@example.com",
              subject: "Welcome",
              isHtml: false,
              status: "captured",
              error: null,
              createdAt: "2025-03-05T10:00:00.000Z",
              sentAt: "2025-03-05T10:00:01.000Z",
            },
            {
              id: "m2",
              batchId: "b1",
              to: "refused@example.com",
              subject: "Welcome",
              isHtml: false,
              status: "failed",
              error: "permanent error (550): Mailbox unavailable",
              createdAt: "2025-03-05T10:00:00.000Z",
              sentAt: null,
            },
          ],
        }),
    });
    await ready();
    await userEvent.click(screen.getByRole("tab", { name: "Outbox" }));
    const table = await screen.findByRole("table", { name: "Outbox" });
    const ada = (await within(table).findByText("ada@example.com")).closest("tr")!;
    expect(within(ada).getByText("captured")).toBeInTheDocument();
    const refused = within(table).getByText("refused@example.com").closest("tr")!;
    expect(within(refused).getByText("failed")).toBeInTheDocument();
    expect(within(refused).getByText("permanent error (550): Mailbox unavailable")).toBeInTheDocument();
  });
});
