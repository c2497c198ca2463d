import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { apiResponse } from "@/test/api-response";
import { ownProfile } from "@/test/profiles";
import { errorResponse, expectSingleH1, mockFetch, renderApp, sessionBody } from "@/test/utils";

import type { ActivityEvent, ActivityPage } from "../api/types";

const kinds = [
  { kind: "appeared_in_search", label: "Appeared in search results" },
  { kind: "profile_viewed", label: "Profile viewed" },
] as const;

function event(overrides: Partial<ActivityEvent>): ActivityEvent {
  return {
    id: "e1",
    kind: "profile_viewed",
    label: "Profile viewed",
    occurredAt: new Date().toISOString(),
    companyName: "Acme Robotics",
    recruiterRole: "Talent Partner",
    count: 1,
    ...overrides,
  };
}

function page(events: ActivityEvent[], hasMore = false, number = 1): ActivityPage {
  return { days: events.length ? [{ day: "2027-01-15", events }] : [], page: number, hasMore };
}

function setup(log: () => Response) {
  return mockFetch({
    "/api/geo": () => apiResponse("GET /api/geo", { country: "AU", privateNetwork: false }),
    "GET /api/session": () => apiResponse("GET /api/session", sessionBody({ isJobSeeker: true, hasSeekerProfile: true })),
    "GET /api/privacy-activity/filters": () =>
      apiResponse("GET /api/privacy-activity/filters", { kinds: [...kinds], companies: ["Acme Robotics"] }),
    "GET /api/privacy-activity": log,
  });
}

describe("/privacy-activity", () => {
  it("lists events by day with company and role, 'Unknown Company' when it has none", async () => {
    const fetchMock = setup(() =>
      apiResponse(
        "GET /api/privacy-activity",
        page([
          event({ id: "a", kind: "appeared_in_search", label: "Appeared in search results", count: 3 }),
          event({ id: "b", companyName: null, recruiterRole: null }),
        ]),
      ),
    );
    renderApp("/privacy-activity");
    const today = await screen.findByRole("region", { name: "Today" }, { timeout: 5000 });
    expectSingleH1("Privacy activity");
    const rows = within(today).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("Appeared in search results · 3 searches");
    expect(rows[0]).toHaveTextContent("Acme Robotics · Talent Partner");
    expect(rows[1]).toHaveTextContent("Unknown Company");
    expect(screen.getByRole("link", { name: "Download CSV" })).toHaveAttribute("href", "/api/privacy-activity/csv");
    expect(fetchMock).toHaveBeenCalled();
  });

  it("filters by kind through the address and the download follows", async () => {
    const fetchMock = setup(() => apiResponse("GET /api/privacy-activity", page([event({})])));
    renderApp("/privacy-activity");
    await screen.findByRole("region", { name: "Today" });
    await userEvent.selectOptions(screen.getByLabelText("Event"), "profile_viewed");
    expect(screen.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
      "href",
      "/api/privacy-activity/csv?kind=profile_viewed",
    );
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls.some((u) => u.includes("/api/privacy-activity?kind=profile_viewed"))).toBe(true);
  });

  it("says when there is nothing yet, and when filters match nothing", async () => {
    setup(() => apiResponse("GET /api/privacy-activity", page([])));
    renderApp("/privacy-activity?company=Acme%20Robotics");
    expect(await screen.findByText("No activity matches these filters")).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText("Company"), "");
    expect(await screen.findByText("No activity yet")).toBeInTheDocument();
  });

  it("loads more pages on request", async () => {
    const fetchMock = mockFetch({
      "/api/geo": () => apiResponse("GET /api/geo", { country: "AU", privateNetwork: false }),
      "GET /api/session": () => apiResponse("GET /api/session", sessionBody({ isJobSeeker: true, hasSeekerProfile: true })),
      "GET /api/privacy-activity/filters": () =>
        apiResponse("GET /api/privacy-activity/filters", { kinds: [...kinds], companies: [] }),
      "GET /api/privacy-activity": () => {
        const asked = String(fetchMock.mock.calls[fetchMock.mock.calls.length - 1]?.[0] ?? "");
        return asked.includes("page=2")
          ? apiResponse("GET /api/privacy-activity", page([event({ id: "second" })], false, 2))
          : apiResponse("GET /api/privacy-activity", page([event({ id: "first" })], true));
      },
    });
    renderApp("/privacy-activity");
    const today = await screen.findByRole("region", { name: "Today" });
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await within(today).findAllByRole("listitem")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("offers a retry when the log cannot load", async () => {
    setup(() => errorResponse(500, "internal", "Boom"));
    renderApp("/privacy-activity");
    const alert = await screen.findByRole("alert", {}, { timeout: 5000 });
    expect(alert).toHaveTextContent("Could not load your privacy activity");
    expect(within(alert).getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });
});

describe("the dashboard's weekly summary", () => {
  it("shows the server's sentence and leads to the page", async () => {
    mockFetch({
      "/api/geo": () => apiResponse("GET /api/geo", { country: "AU", privateNetwork: false }),
      "GET /api/session": () => apiResponse("GET /api/session", sessionBody({ isJobSeeker: true, hasSeekerProfile: true })),
      "GET /api/profile": () => apiResponse("GET /api/profile", ownProfile()),
      "GET /api/privacy-activity/summary": () =>
        apiResponse("GET /api/privacy-activity/summary", {
          searches: 14,
          companies: 6,
          profileViews: 3,
          identityRecruiters: 1,
          text: "This week: seen in 14 searches by 6 companies, 3 profile views, identity shown to 1 recruiter",
        }),
    });
    renderApp("/job-seeker-dashboard");
    expect(
      await screen.findByText(
        "This week: seen in 14 searches by 6 companies, 3 profile views, identity shown to 1 recruiter",
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See everything" })).toHaveAttribute("href", "/privacy-activity");
  });
});
