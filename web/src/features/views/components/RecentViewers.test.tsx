import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { apiResponse } from "@/test/api-response";
import { ownProfile } from "@/test/profiles";
import { toastRegion } from "@/test/toasts";
import { errorResponse, mockFetch, renderApp, sessionBody } from "@/test/utils";

import type { Viewer } from "../api/types";

function setup({ total, viewers }: { total: () => Response; viewers: Viewer[] }) {
  return mockFetch({
    "/api/geo": () => apiResponse("GET /api/geo", { country: "AU", privateNetwork: false }),
    "GET /api/session": () => apiResponse("GET /api/session", sessionBody({ isJobSeeker: true, hasSeekerProfile: true })),
    "GET /api/profile": () => apiResponse("GET /api/profile", ownProfile()),
    "GET /api/reveal-requests/received": () =>
      apiResponse("GET /api/reveal-requests/received", { requests: [], stats: { total: 0, pending: 0, approved: 0, declined: 0, expired: 0, withdrawn: 0 } }),
    "GET /api/profile-views/total": total,
    "GET /api/profile-views/viewers": () => apiResponse("GET /api/profile-views/viewers", viewers),
  });
}

describe("profile views on /job-seeker-dashboard", () => {
  it("lists recent viewers, with 'Unknown Company' when the name is missing", async () => {
    const fetchMock = setup({
      total: () => apiResponse("GET /api/profile-views/total", { total: 3 }),
      viewers: [
        { viewId: "0190a000-0000-7000-8000-0000000000a1", viewedAt: new Date().toISOString(), companyName: "Acme Robotics", companyLogoUrl: null, companyLocation: "Sydney", recruiterRole: "Talent Partner", companyVerified: true },
        { viewId: "0190a000-0000-7000-8000-0000000000a2", viewedAt: "2020-01-01T00:00:00Z", companyName: null, companyLogoUrl: null, companyLocation: null, recruiterRole: null, companyVerified: false },
      ],
    });
    renderApp("/job-seeker-dashboard");
    const list = await screen.findByRole("list", { name: "Recent viewers" }, { timeout: 5000 });
    expect(within(list).getByText("Acme Robotics")).toBeInTheDocument();
    expect(within(list).getByText("Talent Partner")).toBeInTheDocument();
    expect(within(list).getByText("just now")).toBeInTheDocument();
    expect(within(list).getByText("Unknown Company")).toBeInTheDocument();
    // A job seeker only: no recently viewed list, and it is not even asked for.
    expect(screen.queryByRole("heading", { name: "Recently Viewed" })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes("/api/profile-views/recent"))).toBe(false);
  });

  it("blocks a viewer's recruiter by the view, after asking", async () => {
    const acme: Viewer = {
      viewId: "0190a000-0000-7000-8000-0000000000a1",
      viewedAt: new Date().toISOString(),
      companyName: "Acme Robotics",
      companyLogoUrl: null,
      companyLocation: null,
      recruiterRole: "Talent Partner",
      companyVerified: true,
    };
    const fetchMock = setup({ total: () => apiResponse("GET /api/profile-views/total", { total: 1 }), viewers: [acme] });
    const blocked = { blocks: [{ id: "b1", companyName: "Acme Robotics", recruiterRole: "Talent Partner", blockedAt: acme.viewedAt }] };
    const posts: unknown[] = [];
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith("/api/blocks") && init?.method === "POST") {
        posts.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify(blocked), { status: 201, headers: { "Content-Type": "application/json" } });
      }
      return base(input, init);
    });
    renderApp("/job-seeker-dashboard");
    await userEvent.click(await screen.findByRole("button", { name: "Block the recruiter at Acme Robotics" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("alertdialog", { name: "Block the recruiter at Acme Robotics?" });
    expect(dialog).toHaveTextContent("They are not told.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Block" }));
    await waitFor(() => expect(posts).toEqual([{ viewId: acme.viewId }]));
    expect(await toastRegion().findByText("Recruiter blocked")).toBeInTheDocument();
  });

  it("says when the analytics cannot load, and shows the empty viewers text", async () => {
    setup({ total: () => errorResponse(500, "internal", "Boom"), viewers: [] });
    renderApp("/job-seeker-dashboard");
    expect(await toastRegion().findByText("Could not load profile view analytics")).toBeInTheDocument();
    expect(screen.getByText("No one has viewed your profile yet.")).toBeInTheDocument();
  });
});
