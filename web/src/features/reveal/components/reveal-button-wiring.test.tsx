/**
 * The reveal dialog where recruiters meet it: the 'Request Profile Reveal' button on
 * search cards and 'Request Identity Reveal' on the candidate page.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";

import { apiResponse } from "@/test/api-response";
import { candidateCard, candidateView, searchResponse } from "@/test/candidates";
import { employerProfile } from "@/test/employers";
import { sentRequest } from "@/test/reveal-requests";
import { errorResponse, mockFetch, renderApp, sessionBody } from "@/test/utils";

import { preloadRevealForm } from "./RevealRequestDialog";

const sent = sentRequest();

// The form's code is in, as once the browser is idle on a search or candidate page. (In
// jsdom, the first test's form never replaced the loading header when its code arrived
// after the dialog opened, while in Chromium it does: the e2e journeys open this dialog.)
beforeAll(() => preloadRevealForm());

function setup(entry: string, send: () => Response, { hasEmployerProfile = true } = {}) {
  let requested = false;
  const state = () =>
    requested ? { id: "r1", status: "pending" as const, createdAt: "2025-03-01T10:00:00Z", approvedAt: null } : null;
  const fetchMock = mockFetch({
    "/api/geo": () => apiResponse("GET /api/geo", { country: "AU", privateNetwork: false }),
    "GET /api/session": () => apiResponse("GET /api/session", sessionBody({ isRecruiter: true, hasEmployerProfile })),
    "GET /api/notifications": () => apiResponse("GET /api/notifications", { notifications: [], unreadCount: 0 }),
    "GET /api/employer": () => apiResponse("GET /api/employer", employerProfile({ companyName: "Acme Robotics" })),
    "GET /api/search": () => apiResponse("GET /api/search", searchResponse([candidateCard({ revealRequest: state() })])),
    "GET /api/search/history": () => apiResponse("GET /api/search/history", []),
    "GET /api/profile-views/recent": () => apiResponse("GET /api/profile-views/recent", []),
    "POST /api/profile-views": () => new Response(null, { status: 204 }),
    "GET /api/candidates/profile-1": () => apiResponse("GET /api/candidates/{profile_id}", candidateView({ revealRequest: state() })),
    "POST /api/reveal-requests": () => {
      const answer = send();
      if (answer.ok) requested = true;
      return answer;
    },
  });
  return { ...renderApp(entry), fetchMock };
}

async function sendWithTemplate() {
  const dialog = await screen.findByRole("dialog", { name: "Send Reveal Request" });
  await userEvent.click(within(dialog).getByRole("button", { name: /Skills match/ }));
  await userEvent.click(within(dialog).getByRole("button", { name: "Send Request" }));
}

describe("reveal requests from a search card", () => {
  it("sends a request and shows it as pending", async () => {
    setup("/search-candidates", () => apiResponse("POST /api/reveal-requests", sent, 201));
    await userEvent.click(await screen.findByRole("button", { name: "Request Profile Reveal" }));
    await sendWithTemplate();

    expect(await screen.findByText("Request Sent", { exact: true })).toBeInTheDocument();
    const card = screen.getByRole("article", { name: "Senior Rust Engineer" });
    await waitFor(() => expect(within(card).getByRole("button", { name: "Request Pending" })).toBeDisabled());
    expect(within(card).getByText("Pending")).toBeInTheDocument();
  });

  it("names an existing request's status", async () => {
    setup("/search-candidates", () => errorResponse(409, "request_already_approved", "Your request status is: approved"));
    await userEvent.click(await screen.findByRole("button", { name: "Request Profile Reveal" }));
    await sendWithTemplate();
    expect(await screen.findByText("Already Approved", { exact: true })).toBeInTheDocument();
  });
});

describe("reveal requests from the candidate page", () => {
  it("sends a request and shows 'Request Pending'", async () => {
    setup("/candidate/profile-1", () => apiResponse("POST /api/reveal-requests", sent, 201));
    await userEvent.click(await screen.findByRole("button", { name: "Request Identity Reveal" }));
    expect(await screen.findByRole("dialog", { name: "Send Reveal Request" })).toHaveTextContent(
      "Requesting to reveal: Senior Rust Engineer",
    );
    await sendWithTemplate();
    expect(await screen.findByText("Request Sent", { exact: true })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Request Pending" })).toBeDisabled();
  });

  it("says 'Request Already Sent' for a duplicate", async () => {
    setup("/candidate/profile-1", () => errorResponse(409, "request_already_pending", "Your request status is: pending"));
    await userEvent.click(await screen.findByRole("button", { name: "Request Identity Reveal" }));
    await sendWithTemplate();
    expect(await screen.findByText("Request Already Sent", { exact: true })).toBeInTheDocument();
    expect(screen.getByText("Your request status is: pending", { exact: true })).toBeInTheDocument();
  });

  it("keeps the button disabled for a recruiter without a company profile", async () => {
    setup("/candidate/profile-1", () => apiResponse("POST /api/reveal-requests", sent, 201), { hasEmployerProfile: false });
    const button = await screen.findByRole("button", { name: "Request Identity Reveal" });
    expect(button).toBeDisabled();
    expect(screen.getByText(/Complete your recruiter profile to send reveal requests/)).toBeInTheDocument();
  });
});
