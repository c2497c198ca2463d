import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import type { CandidateReportTarget } from "@/api/reports";
import { jsonResponse, mockFetch, renderInRouter } from "@/test/utils";

import { ReportCandidateButton } from "./ReportCandidateButton";

async function openDialog(target: CandidateReportTarget, what: string) {
  renderInRouter(<ReportCandidateButton target={target} codename="quiet-harbour" what={what} />);
  await userEvent.click(screen.getByRole("button", { name: `Report this ${what} of quiet-harbour` }));
  return screen.findByRole("dialog", { name: "Report candidate quiet-harbour" });
}

function postedBody(fetchMock: ReturnType<typeof mockFetch>) {
  const call = fetchMock.mock.calls.find(([url]) => url === "/api/candidate-reports");
  return call ? JSON.parse(String((call[1] as RequestInit).body)) : undefined;
}

describe("ReportCandidateButton", () => {
  it("reports a profile with a reason and a note, and offers no block", async () => {
    const fetchMock = mockFetch({ "POST /api/candidate-reports": () => new Response(null, { status: 204 }) });
    const dialog = await openDialog({ profileId: "p1" }, "profile");
    expect(dialog).toHaveTextContent("the candidate is not told");
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Send report" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please choose a reason");
    await userEvent.click(screen.getByRole("radio", { name: "Fake company or scam" }));
    await userEvent.type(screen.getByLabelText("What happened (optional)"), " Copied ");
    await userEvent.click(screen.getByRole("button", { name: "Send report" }));
    await vi.waitFor(() => expect(postedBody(fetchMock)).toEqual({ profileId: "p1", reason: "fake_company", note: "Copied" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("reports a message, and shows the server's refusal in its words", async () => {
    const fetchMock = mockFetch({
      "POST /api/candidate-reports": () =>
        jsonResponse({ error: { code: "request_not_found", message: "Request not found" } }, 404),
    });
    await openDialog({ messageId: "m1" }, "message");
    await userEvent.click(screen.getByRole("radio", { name: "Spam" }));
    await userEvent.click(screen.getByRole("button", { name: "Send report" }));
    await vi.waitFor(() => expect(postedBody(fetchMock)).toEqual({ messageId: "m1", reason: "spam" }));
    expect(await screen.findByText("Request not found")).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});
