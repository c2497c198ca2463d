import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { RecentRevealRequests } from "@/features/recruiters/components/RecentRevealRequests";
import { apiResponse } from "@/test/api-response";
import { employerProfile } from "@/test/employers";
import { toastRegion } from "@/test/toasts";
import { errorResponse, mockFetch, renderApp, renderInRouter, sessionBody } from "@/test/utils";

const au = () => apiResponse("GET /api/geo", { country: "AU", privateNetwork: false });

const employer = employerProfile({ website: "acme.example" });

const reducedBudget = {
  weekly: 10,
  used: 6,
  left: 4,
  renewsAt: "2026-12-14T00:00:00.000Z",
  reduced: { fullWeekly: 30, approved: 1, judged: 20, needed: 2 },
};

function setup(employerAnswer: () => Response) {
  const fetchMock = mockFetch({
    "/api/geo": au,
    "GET /api/session": () => apiResponse("GET /api/session", sessionBody({ isRecruiter: true, hasEmployerProfile: true })),
    "GET /api/employer": employerAnswer,
    "GET /api/reveal-requests/sent": () => apiResponse("GET /api/reveal-requests/sent", []),
    "GET /api/reveal-requests/budget": () => apiResponse("GET /api/reveal-requests/budget", reducedBudget),
  });
  return { ...renderApp("/recruiter-dashboard"), fetchMock };
}

describe("/recruiter-dashboard", () => {
  it("shows the company, the two cards, the requests and four tips", async () => {
    setup(() => apiResponse("GET /api/employer", employer));

    expect(await screen.findByRole("heading", { level: 1, name: "Recruiter Dashboard" })).toBeInTheDocument();
    expect(screen.getByText("Acme")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "acme.example" })).toHaveAttribute("href", "https://acme.example/");
    expect(screen.getByRole("heading", { name: "Find Candidates" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Search Now" })).toHaveAttribute("href", "/search-candidates");
    expect(screen.getByRole("heading", { name: "Company Profile" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Update Profile" })).toHaveAttribute("href", "/edit-recruiter-profile");
    expect(await screen.findByText("No reveal requests yet")).toBeInTheDocument();
    expect(screen.getByText("When you send reveal requests to candidates, they'll appear here.")).toBeInTheDocument();

    // The tips load as a chunk of their own, beside the page's.
    const tips = (await screen.findByRole("heading", { name: "Recruiter Tips" })).closest<HTMLElement>("[data-slot=card]")!;
    expect(within(tips).getAllByRole("listitem")).toHaveLength(4);
  });

  it("shows this week's request budget, and why it is smaller and how to earn it back", async () => {
    setup(() => apiResponse("GET /api/employer", employer));
    const card = (await screen.findByRole("heading", { name: "Requests This Week" })).closest<HTMLElement>(
      "[data-slot=card]",
    )!;
    expect(await within(card).findByText("4 of 10 requests left this week, renews Monday")).toBeInTheDocument();
    expect(card).toHaveTextContent("Only 1 of your last 20 requests that ended were approved");
    expect(card).toHaveTextContent("Once 2 of your last 20 are approved, your full budget returns");
  });

  it("asks a recruiter without a company profile to create one", async () => {
    setup(() => errorResponse(404, "employer_not_found", "Complete Your Recruiter Profile"));
    expect(await screen.findByRole("heading", { name: "Complete Your Recruiter Profile" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create Recruiter Profile" })).toHaveAttribute(
      "href",
      "/onboarding-recruiter",
    );
  });

  it("shows 'Something Went Wrong' and tries again", async () => {
    let fail = true;
    setup(() => (fail ? errorResponse(403, "forbidden", "Recruiters only.") : apiResponse("GET /api/employer", employer)));

    expect(await screen.findByRole("heading", { name: "Something Went Wrong" })).toBeInTheDocument();
    expect(await toastRegion().findByText("Error", { exact: true })).toBeInTheDocument();
    expect(toastRegion().getByText("Recruiters only.", { exact: true })).toBeInTheDocument();

    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    await waitFor(() => expect(screen.getByRole("heading", { name: "Find Candidates" })).toBeInTheDocument());
  });
});

describe("RecentRevealRequests", () => {
  it("shows the newest five, with the name only once approved", () => {
    const requests = Array.from({ length: 6 }, (_, i) => ({
      id: `r${i}`,
      profileId: `p${i}`,
      status: i === 0 ? "approved" : i === 1 ? "declined" : "pending",
      createdAt: "2025-03-05T12:00:00Z",
      candidate: i === 0 ? { firstName: "Grace", lastName: "Hopper" } : null,
    }));
    renderInRouter(<RecentRevealRequests requests={requests} />);
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(5);
    expect(within(items[0]).getByText("Grace Hopper")).toBeInTheDocument();
    expect(within(items[0]).getByText("Approved")).toBeInTheDocument();
    expect(within(items[1]).getByText("Anonymous Candidate")).toBeInTheDocument();
    expect(within(items[1]).getByText("Declined")).toBeInTheDocument();
    expect(within(items[2]).getByText("Requested on Mar 5, 2025")).toBeInTheDocument();
    expect(within(items[2]).getByRole("link", { name: "View Profile" })).toHaveAttribute("href", "/candidate/p2");
  });

  it("lists saved searches with their new matches, and opening one runs it", async () => {
    const saved = {
      id: "0190a1b2-c3d4-7e5f-8a6b-0c1d2e3f4a5b",
      name: "Rust in Sydney",
      keyword: "rust",
      jobType: "remote" as const,
      city: "Sydney",
      state: "New South Wales",
      country: "Australia",
      flexible: true,
      alerts: false,
      newCount: 2,
      openedAt: "2026-11-27T06:00:00.000Z",
      checkedAt: "2026-11-27T06:10:00.000Z",
      createdAt: "2026-11-27T06:00:00.000Z",
      filters: {},
    };
    const fetchMock = mockFetch({
      "/api/geo": au,
      "GET /api/session": () => apiResponse("GET /api/session", sessionBody({ isRecruiter: true, hasEmployerProfile: true })),
      "GET /api/employer": () => apiResponse("GET /api/employer", employer),
      "GET /api/reveal-requests/sent": () => apiResponse("GET /api/reveal-requests/sent", []),
      "GET /api/saved-searches": () =>
        apiResponse("GET /api/saved-searches", { savedSearches: [saved], maxSavedSearches: 50 }),
      [`POST /api/saved-searches/${saved.id}/open`]: () =>
        apiResponse(`POST /api/saved-searches/{saved_search_id}/open`, { ...saved, newCount: 0 }),
    });
    const { router } = renderApp("/recruiter-dashboard");
    const user = userEvent.setup();

    const card = await screen.findByRole("region", { name: "Saved Searches" });
    const item = await within(card).findByRole("listitem");
    expect(within(item).getByText("Rust in Sydney")).toBeInTheDocument();
    expect(within(item).getByText("2 new profiles")).toBeInTheDocument();
    expect(within(item).getByText("“rust” · Remote · Sydney, New South Wales, Australia")).toBeInTheDocument();
    expect(within(item).getByRole("switch", { name: "Alerts" })).not.toBeChecked();

    await user.click(within(item).getByRole("button", { name: "Open Rust in Sydney" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/search-candidates"));
    expect(router.state.location.search).toBe(
      "?q=rust&jobType=remote&city=Sydney&state=New+South+Wales&country=Australia",
    );
    expect(fetchMock.mock.calls.some(([input, init]) => init?.method === "POST" && String(input).endsWith("/open"))).toBe(
      true,
    );
  });

  it("says when there are no saved searches yet", async () => {
    mockFetch({
      "/api/geo": au,
      "GET /api/session": () => apiResponse("GET /api/session", sessionBody({ isRecruiter: true, hasEmployerProfile: true })),
      "GET /api/employer": () => apiResponse("GET /api/employer", employer),
      "GET /api/reveal-requests/sent": () => apiResponse("GET /api/reveal-requests/sent", []),
      "GET /api/saved-searches": () => apiResponse("GET /api/saved-searches", { savedSearches: [], maxSavedSearches: 50 }),
    });
    renderApp("/recruiter-dashboard");
    expect(await screen.findByText("No saved searches yet")).toBeInTheDocument();
  });
});
