/**
 * Reveal requests on both dashboards: the job seeker's latest requests, counts and the
 * revealed-profile flag; the recruiter's latest five sent.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { ownProfile } from "@/test/profiles";
import { jsonResponse, mockFetch, renderApp, sessionBody } from "@/test/utils";

import type { ReceivedRequest } from "../api/received-requests";
import type { SentRequest } from "../api/sent-requests";

function received(id: string, status: ReceivedRequest["status"], company: string): ReceivedRequest {
  return {
    id,
    status,
    message: `A message from ${company}.`,
    createdAt: "2025-03-01T10:00:00Z",
    approvedAt: status === "approved" ? "2025-03-05T12:00:00Z" : null,
    company: { name: company, website: null, logoUrl: null, location: "Sydney", recruiterRole: "Talent Partner" },
    recruiter: { firstName: "Rita", lastName: "Recruiter", linkedinUrl: null, avatarUrl: null },
  };
}

function seekerDashboard(requests: ReceivedRequest[]) {
  const stored = [...requests];
  const count = (status: string) => stored.filter((r) => r.status === status).length;
  const fetchMock = mockFetch({
    "/api/geo": () => jsonResponse({ country: "AU" }),
    "GET /api/session": () => jsonResponse(sessionBody({ isJobSeeker: true, hasSeekerProfile: true })),
    "GET /api/notifications": () => jsonResponse({ notifications: [], unreadCount: 0 }),
    "GET /api/profile": () => jsonResponse(ownProfile()),
    "GET /api/profile-views/total": () => jsonResponse({ total: 0 }),
    "GET /api/profile-views/viewers": () => jsonResponse([]),
    "GET /api/profile-views/recent": () => jsonResponse([]),
    "GET /api/reveal-requests/received": () =>
      jsonResponse({
        requests: stored,
        stats: { total: stored.length, pending: count("pending"), approved: count("approved"), declined: count("declined") },
      }),
    "PATCH /api/reveal-requests/a": (init) => {
      const { status } = JSON.parse(String(init?.body)) as { status: ReceivedRequest["status"] };
      stored[0] = { ...stored[0], status, approvedAt: status === "approved" ? "2025-03-06T09:00:00Z" : null };
      return jsonResponse(stored[0]);
    },
  });
  renderApp("/job-seeker-dashboard");
  return fetchMock;
}

const statsCard = () => screen.getByRole("heading", { name: "Stats Overview" }).closest<HTMLElement>("[data-slot=card]")!;
const figure = (label: string) => within(statsCard()).getByText(label).closest("div")?.querySelector("dd");

describe("the job seeker dashboard", () => {
  it("shows the latest requests, the counts, and approves after a confirmation", async () => {
    seekerDashboard([
      received("a", "pending", "Acme Robotics"),
      received("b", "declined", "Globex"),
      received("c", "declined", "Initech"),
      received("d", "declined", "Umbrella"),
    ]);

    expect(await screen.findByText("Acme Robotics")).toBeInTheDocument();
    expect(screen.getByText("Initech")).toBeInTheDocument();
    expect(screen.queryByText("Umbrella")).not.toBeInTheDocument();
    expect(screen.getAllByText("Talent Partner").length).toBe(3);
    await waitFor(() => expect(figure("Reveal Requests")).toHaveTextContent("4"));
    expect(figure("Pending Requests")).toHaveTextContent("1");
    expect(screen.queryByRole("link", { name: "View Revealed Profile" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Approve Request" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Reveal your identity to Acme Robotics?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Approve and Reveal" }));

    expect(await screen.findByText("Request Approved", { exact: true })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "View Revealed Profile" })).toHaveAttribute("href", "/profile/revealed");
    await waitFor(() => expect(figure("Pending Requests")).toHaveTextContent("0"));
    expect(screen.queryByRole("button", { name: "Approve Request" })).not.toBeInTheDocument();
  });

  it("declines from the dashboard", async () => {
    seekerDashboard([received("a", "pending", "Acme Robotics")]);
    await userEvent.click(await screen.findByRole("button", { name: "Decline Request" }));
    expect(await screen.findByText("Request Declined", { exact: true })).toBeInTheDocument();
    expect(screen.getByText("The recruiter will not be able to see your identity", { exact: true })).toBeInTheDocument();
  });
});

function sent(id: string, status: SentRequest["status"], revealed: SentRequest["revealed"] = null): SentRequest {
  return {
    id,
    profileId: `profile-${id}`,
    status,
    message: "Hello",
    createdAt: "2025-03-01T10:00:00Z",
    approvedAt: status === "approved" ? "2025-03-05T12:00:00Z" : null,
    candidate: { codename: `codename-${id}`, headline: "Engineer", location: "Sydney", jobType: "remote" },
    revealed,
  };
}

describe("the recruiter dashboard", () => {
  it("lists the latest five requests, naming only approved candidates", async () => {
    const fetchMock = mockFetch({
      "/api/geo": () => jsonResponse({ country: "AU" }),
      "GET /api/session": () => jsonResponse(sessionBody({ isRecruiter: true, hasEmployerProfile: true })),
      "GET /api/notifications": () => jsonResponse({ notifications: [], unreadCount: 0 }),
      "GET /api/employer": () =>
        jsonResponse({ companyName: "Acme", recruiterRole: "Head of Talent", website: "", location: "Sydney", logoUrl: null }),
      "GET /api/reveal-requests/sent": () =>
        jsonResponse([
          sent("1", "approved", { firstName: "Grace", lastName: "Hopper", email: "grace@example.com", avatarUrl: null }),
          sent("2", "pending"),
          sent("3", "declined"),
        ]),
    });
    renderApp("/recruiter-dashboard");

    const grace = (await screen.findByText("Grace Hopper")).closest("li")!;
    expect(within(grace).getByText("Approved")).toBeInTheDocument();
    expect(within(grace).getByText("Requested on Mar 1, 2025")).toBeInTheDocument();
    expect(within(grace).getByRole("link", { name: "View Profile" })).toHaveAttribute("href", "/candidate/profile-1");

    const anonymous = screen.getAllByText("Anonymous Candidate").map((name) => name.closest("li")!);
    expect(anonymous).toHaveLength(2);
    expect(within(anonymous[0]).getByText("Pending")).toBeInTheDocument();
    expect(within(anonymous[1]).getByText("Declined")).toBeInTheDocument();

    const [url] = fetchMock.mock.calls.find(([input]) => String(input).startsWith("/api/reveal-requests/sent"))!;
    expect(String(url)).toBe("/api/reveal-requests/sent?limit=5");
  });
});
