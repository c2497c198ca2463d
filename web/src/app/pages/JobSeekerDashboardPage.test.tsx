import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiResponse } from "@/test/api-response";
import { errorResponse, mockFetch, renderApp, sessionBody } from "@/test/utils";

import type { OwnProfile } from "@/api/profile";
import { ownProfile } from "@/test/profiles";

function server(answer: () => Response | Promise<Response>) {
  return mockFetch({
    "/api/geo": () => apiResponse("GET /api/geo", { country: "AU", privateNetwork: false }),
    "GET /api/session": () => apiResponse("GET /api/session", sessionBody({ isJobSeeker: true, hasSeekerProfile: true })),
    "GET /api/profile": answer,
    "GET /api/reveal-requests/received": () =>
      apiResponse("GET /api/reveal-requests/received", { requests: [], stats: { total: 0, pending: 0, approved: 0, declined: 0, expired: 0, withdrawn: 0 } }),
    "GET /api/profile-views/total": () => apiResponse("GET /api/profile-views/total", { total: 42 }),
    "GET /api/profile-views/viewers": () => apiResponse("GET /api/profile-views/viewers", []),
  });
}

const withProfile = (overrides: Partial<OwnProfile> = {}) => server(() => apiResponse("GET /api/profile", ownProfile(overrides)));

describe("/job-seeker-dashboard", () => {
  it("shows 'Loading your dashboard...' while the profile loads", async () => {
    let answer: (response: Response) => void = () => {};
    server(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp("/job-seeker-dashboard");
    expect(await screen.findByText("Loading your dashboard...")).toBeInTheDocument();
    answer(apiResponse("GET /api/profile", ownProfile()));
    expect(await screen.findByRole("heading", { level: 1, name: "Your Anonymous Profile" })).toBeInTheDocument();
  });

  it("offers to create a profile when there is none", async () => {
    server(() => errorResponse(404, "profile_not_found", "Profile Not Found"));
    renderApp("/job-seeker-dashboard");
    expect(await screen.findByRole("heading", { name: "Profile Not Found" })).toBeInTheDocument();
    expect(screen.getByText("You need to create a profile first.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create Profile" })).toHaveAttribute("href", "/onboarding-job-seeker");
  });

  it("says when the profile cannot be loaded", async () => {
    server(() => errorResponse(500, "internal", "Boom"));
    renderApp("/job-seeker-dashboard");
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load profile data. Please try again.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeEnabled();
  });

  it("shows the profile, its status, the actions and the stats", async () => {
    withProfile();
    renderApp("/job-seeker-dashboard");
    expect(await screen.findByRole("heading", { level: 1, name: "Your Anonymous Profile" })).toBeInTheDocument();
    expect(screen.getByText("quiet-falcon")).toBeInTheDocument();
    expect(screen.getByText(/Codename:/)).toBeInTheDocument();
    expect(screen.getAllByText("Active").length).toBeGreaterThan(0);

    const overview = screen.getByRole("heading", { name: "Profile Overview" }).closest("[data-slot=card]") as HTMLElement;
    expect(within(overview).getByText("Senior Data Engineer")).toBeInTheDocument();
    expect(within(overview).getByText("Sydney, New South Wales, Australia")).toBeInTheDocument();
    expect(within(overview).getByRole("list", { name: "Skills" })).toHaveTextContent("PythonSQLAirflow");
    expect(within(overview).getByText("I build pipelines that never wake anyone at 3am.")).toBeInTheDocument();

    expect(screen.getByRole("link", { name: "Edit Profile" })).toHaveAttribute("href", "/edit-profile");
    expect(screen.getByRole("link", { name: "View Anonymous Profile" })).toHaveAttribute("href", "/profile/anonymous");
    // No approved reveal request yet: no revealed view to look at.
    expect(screen.queryByRole("link", { name: "View Revealed Profile" })).not.toBeInTheDocument();

    const visibility = screen.getByRole("heading", { name: "Profile Visibility" }).closest("[data-slot=card]") as HTMLElement;
    expect(within(visibility).getByText("Active")).toBeInTheDocument();
    expect(within(visibility).getByText("open to opportunities")).toBeInTheDocument();

    const stats = screen.getByRole("heading", { name: "Stats Overview" }).closest("[data-slot=card]") as HTMLElement;
    const figure = (label: string) => within(stats).getByText(label).closest("div")?.querySelector("dd");
    expect(await within(stats).findByText("42")).toBeInTheDocument();
    expect(figure("Total Profile Views")).toHaveTextContent("42");
    expect(figure("Reveal Requests")).toHaveTextContent("0");
    expect(figure("Pending Requests")).toHaveTextContent("0");

    expect(screen.getByText("No reveal requests yet")).toBeInTheDocument();
    expect(
      screen.getByText("When recruiters are interested in your profile, their requests will appear here."),
    ).toBeInTheDocument();
  });

  it.each([
    ["passive", "Passive"],
    ["hidden", "Hidden"],
    ["paused", "Unknown"],
  ])("shows the status %s as %s", async (status, label) => {
    withProfile({ status });
    renderApp("/job-seeker-dashboard");
    await screen.findByRole("heading", { level: 1, name: "Your Anonymous Profile" });
    expect(screen.getAllByText(label).length).toBeGreaterThanOrEqual(2);
  });

  it("falls back when fields are empty", async () => {
    withProfile({ codename: "", location: "", skills: [], pitch: "" });
    renderApp("/job-seeker-dashboard");
    expect(await screen.findByText("Manage your stealth job seeking presence")).toBeInTheDocument();
    expect(screen.getByText("Location not specified")).toBeInTheDocument();
    expect(screen.getByText("No skills specified")).toBeInTheDocument();
    expect(screen.queryByText("Pitch")).not.toBeInTheDocument();
  });
});
