/**
 * Reveal requests on both dashboards: the job seeker's latest requests, counts and the
 * revealed-profile flag; the recruiter's latest five sent.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { apiResponse } from "@/test/api-response";
import { employerProfile } from "@/test/employers";
import { ownProfile } from "@/test/profiles";
import { mockFetch, renderApp, sessionBody } from "@/test/utils";

import type { ReceivedRequest } from "../api/received-requests";
import type { SentRequest } from "../api/sent-requests";

function received(id: string, status: ReceivedRequest["status"], company: string): ReceivedRequest {
  return {
    id,
    status,
    message: `A message from ${company}.`,
    createdAt: "2025-03-01T10:00:00Z",
    approvedAt: status === "approved" ? "2025-03-05T12:00:00Z" : null,
    company: { name: company, website: null, logoUrl: null, location: "Sydney", recruiterRole: "Talent Partner", verified: false },
    recruiterRecord: { requestsLast30Days: 4, approved: 1 },
    recruiter: { firstName: "Rita", lastName: "Recruiter", linkedinUrl: null, avatarUrl: null },
  };
}

function seekerDashboard(requests: ReceivedRequest[]) {
  const stored = [...requests];
  const count = (status: string) => stored.filter((r) => r.status === status).length;
  const fetchMock = mockFetch({
    "/api/geo": () => apiResponse("GET /api/geo", { country: "AU", privateNetwork: false }),
    "GET /api/session": () => apiResponse("GET /api/session", sessionBody({ isJobSeeker: true, hasSeekerProfile: true })),
    "GET /api/notifications": () => apiResponse("GET /api/notifications", { notifications: [], unreadCount: 0 }),
    "GET /api/profile": () => apiResponse("GET /api/profile", ownProfile()),
    "GET /api/profile-views/total": () => apiResponse("GET /api/profile-views/total", { total: 0 }),
    "GET /api/profile-views/viewers": () => apiResponse("GET /api/profile-views/viewers", []),
    "GET /api/profile-views/recent": () => apiResponse("GET /api/profile-views/recent", []),
    "GET /api/reveal-requests/received": () =>
      apiResponse("GET /api/reveal-requests/received", {
        requests: stored,
        stats: { total: stored.length, pending: count("pending"), approved: count("approved"), declined: count("declined"), expired: count("expired"), withdrawn: count("withdrawn") },
      }),
    "PATCH /api/reveal-requests/a": (init) => {
      const { status } = JSON.parse(String(init?.body)) as { status: ReceivedRequest["status"] };
      stored[0] = { ...stored[0], status, approvedAt: status === "approved" ? "2025-03-06T09:00:00Z" : null };
      return apiResponse("PATCH /api/reveal-requests/{id}", stored[0]);
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
    const dialog = await screen.findByRole("alertdialog", { name: "Decline the request from Acme Robotics?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Decline Request" }));
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
      "/api/geo": () => apiResponse("GET /api/geo", { country: "AU", privateNetwork: false }),
      "GET /api/session": () => apiResponse("GET /api/session", sessionBody({ isRecruiter: true, hasEmployerProfile: true })),
      "GET /api/notifications": () => apiResponse("GET /api/notifications", { notifications: [], unreadCount: 0 }),
      "GET /api/employer": () =>
        apiResponse("GET /api/employer", employerProfile({ website: "", location: "Sydney" })),
      "GET /api/reveal-requests/sent": () =>
        apiResponse("GET /api/reveal-requests/sent", [
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
