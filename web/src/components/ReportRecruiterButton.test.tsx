import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import type { ReportTarget } from "@/api/reports";
import { jsonResponse, mockFetch, renderInRouter } from "@/test/utils";

import { ReportRecruiterButton } from "./ReportRecruiterButton";

async function openDialog(target: ReportTarget = { requestId: "r1" }) {
  renderInRouter(<ReportRecruiterButton target={target} companyName="Northwind Labs" what="request" />);
  await userEvent.click(screen.getByRole("button", { name: "Report this request from Northwind Labs" }));
  return screen.findByRole("dialog", { name: "Report the recruiter at Northwind Labs" });
}

function postedBody(fetchMock: ReturnType<typeof mockFetch>) {
  const call = fetchMock.mock.calls.find(([url]) => url === "/api/reports");
  return call ? JSON.parse(String((call[1] as RequestInit).body)) : undefined;
}

describe("ReportRecruiterButton", () => {
  it("asks for a reason, then reports and blocks by default", async () => {
    const fetchMock = mockFetch({ "POST /api/reports": () => jsonResponse({ blocked: true }, 201) });
    await openDialog();
    expect(screen.getByRole("checkbox", { name: /Also block this recruiter/ })).toBeChecked();

    await userEvent.click(screen.getByRole("button", { name: "Send report" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please choose a reason");
    expect(postedBody(fetchMock)).toBeUndefined();

    await userEvent.click(screen.getByRole("radio", { name: "Harassment or abuse" }));
    await userEvent.type(screen.getByLabelText("What happened (optional)"), "  Rude twice  ");
    await userEvent.click(screen.getByRole("button", { name: "Send report" }));
    await vi.waitFor(() =>
      expect(postedBody(fetchMock)).toEqual({ requestId: "r1", reason: "harassment", note: "Rude twice", block: true }),
    );
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("reports without blocking when unticked, and shows the server's refusal", async () => {
    const fetchMock = mockFetch({
      "POST /api/reports": () =>
        jsonResponse({ error: { code: "recruiter_not_found", message: "Recruiter not found" } }, 404),
    });
    await openDialog({ messageId: "m1" });
    await userEvent.click(screen.getByRole("radio", { name: "Spam" }));
    await userEvent.click(screen.getByRole("checkbox", { name: /Also block this recruiter/ }));
    await userEvent.click(screen.getByRole("button", { name: "Send report" }));
    await vi.waitFor(() => expect(postedBody(fetchMock)).toEqual({ messageId: "m1", reason: "spam", block: false }));
    expect(await screen.findByText("Recruiter not found")).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("refuses a note over 1,000 characters", async () => {
    mockFetch({});
    await openDialog();
    const note = screen.getByLabelText("What happened (optional)");
    await userEvent.click(note);
    await userEvent.paste("n".repeat(1001));
    expect(screen.getByText("The note must be 1,000 characters or fewer")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send report" })).toBeDisabled();
  });
});
