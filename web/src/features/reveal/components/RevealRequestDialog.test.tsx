import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { Toaster } from "@/components/ui/toaster";
import { apiResponse } from "@/test/api-response";
import { employerProfile } from "@/test/employers";
import { sentRequest } from "@/test/reveal-requests";
import { createTestQueryClient, errorResponse, mockFetch, TestProviders } from "@/test/utils";

import type { RevealScreen } from "../lib/send-errors";
import type { RevealDialogCandidate } from "../lib/dialog-candidate";
import { RevealRequestDialog } from "./RevealRequestDialog";

const candidate: RevealDialogCandidate = { id: "profile-1", codename: "quiet-falcon", headline: "Senior Rust Engineer" };

const sent = sentRequest();

const noPreferences = { withSalary: false, atOrAboveMinimum: false, myWorkMode: false, verifiedCompanies: false };

const budget = { weekly: 30, used: 18, left: 12, renewsAt: "2026-12-14T00:00:00.000Z", reduced: null };

function setup({
  send = () => apiResponse("POST /api/reveal-requests", sent, 201),
  screen: where = "card",
  who = candidate,
  left = 12,
  verified = true,
}: {
  send?: () => Response | Promise<Response>;
  screen?: RevealScreen;
  who?: RevealDialogCandidate;
  left?: number;
  verified?: boolean;
} = {}) {
  const fetchMock = mockFetch({
    "GET /api/employer": () =>
      apiResponse("GET /api/employer", employerProfile({ companyName: "Acme Robotics", linkedinVerified: verified })),
    "GET /api/reveal-requests/budget": () =>
      apiResponse("GET /api/reveal-requests/budget", { ...budget, left, used: budget.weekly - left }),
    "POST /api/reveal-requests": send,
  });
  const onClose = vi.fn();
  const queryClient = createTestQueryClient();
  render(
    <TestProviders queryClient={queryClient}>
      <RevealRequestDialog candidate={who} screen={where} onClose={onClose} />
      <Toaster />
    </TestProviders>,
  );
  const sends = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");
  return { fetchMock, onClose, sends, queryClient };
}

/** A toast's text (the open dialog hides the toast region from the accessibility tree). */
const toastText = (text: string) => screen.findByText(text, { exact: true });

const dialog = () => screen.getByRole("dialog", { name: "Send Reveal Request" });
const message = () => screen.getByRole("textbox", { name: "Your message" });

async function pickTemplate(name: RegExp = /Skills match/) {
  await userEvent.click(within(dialog()).getByRole("button", { name }));
}

describe("RevealRequestDialog", () => {
  it("names the candidate and offers five templates, one with the company's name", async () => {
    setup();
    expect(dialog()).toHaveTextContent("Requesting to reveal: Senior Rust Engineer");
    // The form's code arrives on demand (the first test waits for it).
    const templates = within(await waitFor(() => within(dialog()).getByRole("list"))).getAllByRole("button");
    expect(templates).toHaveLength(5);
    await waitFor(() => expect(templates[0]).toHaveTextContent("I'm a recruiter at Acme Robotics."));
  });

  it("shows what is left of this week's budget", async () => {
    setup();
    expect(await within(dialog()).findByText("12 of 30 requests left this week, renews Monday")).toBeInTheDocument();
  });

  it("at zero, says when the budget renews and lets nothing be written or sent", async () => {
    const { sends } = setup({ left: 0 });
    expect(await within(dialog()).findByRole("alert")).toHaveTextContent(
      "You have used all 30 reveal requests for this week. Your budget renews Monday.",
    );
    const templates = within(within(dialog()).getByRole("list")).getAllByRole("button");
    expect(templates).toHaveLength(5);
    for (const template of templates) expect(template).toBeDisabled();
    expect(within(dialog()).getByRole("button", { name: "Write your own" })).toBeDisabled();
    expect(sends()).toHaveLength(0);
  });

  it("falls back to the codename without a headline", () => {
    setup({ who: { ...candidate, headline: " " } });
    expect(dialog()).toHaveTextContent("Requesting to reveal: quiet-falcon");
  });

  it("puts the chosen template in an editable message, with a way back", async () => {
    setup();
    await waitFor(() => expect(within(dialog()).getAllByText(/Acme Robotics/).length).toBeGreaterThan(0));
    await pickTemplate(/Introduce your company/);
    expect(message()).toHaveValue(
      "Hello, I'm a recruiter at Acme Robotics. Your experience stands out for a role we are hiring for, and I believe it could be a strong fit. If you're open to it, I'd appreciate the chance to see your full profile and start a conversation.",
    );
    expect(screen.getByText(`${[...(message() as HTMLTextAreaElement).value].length}/500`)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeEnabled();

    await userEvent.click(screen.getByRole("button", { name: "Choose Different Template" }));
    expect(within(within(dialog()).getByRole("list")).getAllByRole("button")).toHaveLength(5);
  });

  it("counts characters as code points, so an emoji is one", async () => {
    setup();
    await userEvent.click(screen.getByRole("button", { name: "Write your own" }));
    await userEvent.type(message(), "Hi 😀😀");
    expect(screen.getByText("5/500")).toBeInTheDocument();

    fireEvent.change(message(), { target: { value: "😀".repeat(500) } });
    expect(screen.getByText("500/500")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send Request" })).toBeEnabled();
  });

  it("says 'Message is too long' past 500 characters and will not send", async () => {
    const { sends } = setup();
    await pickTemplate();
    fireEvent.change(message(), { target: { value: "a".repeat(501) } });
    expect(screen.getByRole("alert")).toHaveTextContent("Message is too long");
    expect(screen.getByText("501/500")).toBeInTheDocument();
    expect(message()).toHaveAttribute("aria-invalid", "true");
    const send = screen.getByRole("button", { name: "Send Request" });
    expect(send).toBeDisabled();
    fireEvent.submit(send.closest("form")!);
    expect(sends()).toHaveLength(0);
  });

  it("asks for a message when it is empty", async () => {
    const { sends } = setup();
    await userEvent.click(screen.getByRole("button", { name: "Write your own" }));
    await userEvent.type(message(), "   ");
    await userEvent.click(screen.getByRole("button", { name: "Send Request" }));
    expect(await toastText("Message Required")).toBeInTheDocument();
    expect(screen.getByText("Please select or enter a message", { exact: true })).toBeInTheDocument();
    expect(sends()).toHaveLength(0);
  });

  it("sends the trimmed message once, then says so and closes", async () => {
    let answer: (response: Response) => void = () => {};
    const { sends, onClose } = setup({ send: () => new Promise<Response>((resolve) => (answer = resolve)) });
    await userEvent.click(screen.getByRole("button", { name: "Write your own" }));
    await userEvent.type(message(), "  We are hiring a Rust engineer.  ");
    const send = screen.getByRole("button", { name: "Send Request" });
    await userEvent.click(send);
    await userEvent.click(send);

    await waitFor(() => expect(send).toBeDisabled());
    expect(sends()).toHaveLength(1);
    expect(JSON.parse(String(sends()[0][1]?.body))).toEqual({
      profileId: "profile-1",
      message: "We are hiring a Rust engineer.",
    });

    answer(apiResponse("POST /api/reveal-requests", sent, 201));
    expect(await toastText("Request Sent")).toBeInTheDocument();
    expect(screen.getByText("Your profile reveal request has been sent", { exact: true })).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the new request on the card and the candidate page at once", async () => {
    const { queryClient } = setup();
    queryClient.setQueryData(["candidate", "profile-1"], { profile: { id: "profile-1" }, revealRequest: null });
    await pickTemplate();
    await userEvent.click(screen.getByRole("button", { name: "Send Request" }));
    await waitFor(() =>
      expect(queryClient.getQueryData(["candidate", "profile-1"])).toMatchObject({
        revealRequest: { id: "r1", status: "pending" },
      }),
    );
  });

  it.each([
    ["request_already_approved", "approved", "Already Approved"],
    ["request_already_pending", "pending", "Request Pending"],
    ["request_already_declined", "declined", "Request Declined"],
  ])("on a search card, names the existing request's status (%s)", async (code, status, title) => {
    const { onClose } = setup({ send: () => errorResponse(409, code, `Your request status is: ${status}`) });
    await pickTemplate();
    await userEvent.click(screen.getByRole("button", { name: "Send Request" }));
    expect(await toastText(title)).toBeInTheDocument();
    expect(screen.getByText(`Your request status is: ${status}`, { exact: true })).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("on the candidate screen, says 'Request Already Sent' as information", async () => {
    setup({
      screen: "profile",
      send: () => errorResponse(409, "request_already_pending", "Your request status is: pending"),
    });
    await pickTemplate();
    await userEvent.click(screen.getByRole("button", { name: "Send Request" }));
    const title = await toastText("Request Already Sent");
    expect(screen.getByText("Your request status is: pending", { exact: true })).toBeInTheDocument();
    expect(title.closest("li")).not.toHaveClass("destructive");
  });

  it.each([
    [
      () => errorResponse(403, "forbidden", "Please complete your recruiter profile before sending reveal requests."),
      "Profile Required",
      "Please complete your recruiter profile before sending reveal requests.",
    ],
    [
      () => errorResponse(422, "invalid_action", "You cannot send a reveal request to yourself"),
      "Invalid Action",
      "You cannot send a reveal request to yourself",
    ],
    [
      () =>
        errorResponse(
          429,
          "request_budget_spent",
          "You have used all 30 reveal requests for this week. Your budget renews on Monday, Dec 14, 2026.",
        ),
      "Weekly Budget Used",
      "You have used all 30 reveal requests for this week. Your budget renews on Monday, Dec 14, 2026.",
    ],
    [() => errorResponse(500, "internal", "Boom"), "Error", "Failed to send profile reveal request"],
  ])("explains a refusal (%#)", async (answer, title, description) => {
    setup({ send: answer });
    await pickTemplate();
    await userEvent.click(screen.getByRole("button", { name: "Send Request" }));
    expect(await toastText(title)).toBeInTheDocument();
    expect(screen.getByText(description, { exact: true })).toBeInTheDocument();
  });

  it("names the candidate's preference that stops the request: a company not verified may not write at all", async () => {
    const { sends } = setup({
      verified: false,
      who: { ...candidate, requestPreferences: { ...noPreferences, verifiedCompanies: true } },
    });
    const note = await within(dialog()).findByText("This candidate accepts requests only from verified companies.");
    expect(note).toHaveAttribute("role", "status");
    for (const template of within(within(dialog()).getByRole("list")).getAllByRole("button")) expect(template).toBeDisabled();
    expect(within(dialog()).getByRole("button", { name: "Write your own" })).toBeDisabled();
    expect(sends()).toHaveLength(0);
  });

  it("names a preference the draft does not meet yet, and lets it be sent once it does", async () => {
    setup({ who: { ...candidate, requestPreferences: { ...noPreferences, withSalary: true } } });
    await pickTemplate();
    const note = await within(dialog()).findByText("This candidate accepts requests only with a salary.");
    expect(screen.getByRole("button", { name: "Send Request" })).toBeDisabled();

    await userEvent.click(screen.getByRole("button", { name: "Job details (optional)" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Salary to" }), "150000");
    expect(note).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send Request" })).toBeEnabled();
  });

  it("says nothing of preferences the candidate has not switched on", async () => {
    setup({ verified: false, who: { ...candidate, requestPreferences: noPreferences } });
    await pickTemplate();
    expect(within(dialog()).queryByText(/This candidate accepts requests only/)).not.toBeInTheDocument();
  });

  it("keeps the message for another try after a failure", async () => {
    const { onClose } = setup({ send: () => errorResponse(500, "internal", "Boom") });
    await pickTemplate();
    await userEvent.click(screen.getByRole("button", { name: "Send Request" }));
    await toastText("Failed to send profile reveal request");
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Send Request" })).toBeEnabled();
  });
});
