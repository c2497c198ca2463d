import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiResponse } from "@/test/api-response";
import { errorResponse, mockFetch, renderApp, sessionBody } from "@/test/utils";

import type { AnonymousProfile, OwnProfile } from "@/api/profile";
import { anonymousProfile, ownProfile } from "@/test/profiles";

function server({
  anonymous = anonymousProfile(),
  own = ownProfile(),
}: { anonymous?: AnonymousProfile | null; own?: OwnProfile | null } = {}) {
  const notFound = () => errorResponse(404, "profile_not_found", "Profile Not Found");
  return mockFetch({
    "/api/geo": () => apiResponse("GET /api/geo", { country: "AU", privateNetwork: false }),
    "GET /api/session": () => apiResponse("GET /api/session", sessionBody({ isJobSeeker: true, hasSeekerProfile: true })),
    "GET /api/profile/anonymous": () => (anonymous ? apiResponse("GET /api/profile/anonymous", anonymous) : notFound()),
    "GET /api/profile": () => (own ? apiResponse("GET /api/profile", own) : notFound()),
  });
}

async function openAnonymous() {
  renderApp("/profile/anonymous");
  return screen.findByRole("heading", { level: 1 });
}

describe("/profile/anonymous", () => {
  it("shows what a recruiter sees before a reveal", async () => {
    server({ anonymous: anonymousProfile({ summary: "Ten years of data platforms." }) });
    expect(await openAnonymous()).toHaveTextContent("quiet-falcon");
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/job-seeker-dashboard");
    expect(screen.getByText("Senior Data Engineer")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Contact" })).toBeInTheDocument();
    expect(screen.getByText(/Contact details are hidden until a recruiter requests a reveal/)).toBeInTheDocument();
    expect(screen.getByText("A$120,000 - A$160,000")).toBeInTheDocument();
    expect(screen.getAllByText("Sydney, New South Wales, Australia").length).toBeGreaterThan(0);
    expect(screen.getByText("I build pipelines that never wake anyone at 3am.")).toBeInTheDocument();
    expect(screen.getByText("Ten years of data platforms.")).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Technical Skills" })).toHaveTextContent("PythonSQLAirflow");
    // Nothing of the person's identity is on the page.
    expect(screen.queryByText(/Lovelace/)).not.toBeInTheDocument();
    expect(screen.queryByText(/ada@example.com/)).not.toBeInTheDocument();
  });

  it.each([
    [0, 0, "", "Salary not specified"],
    [90000, 0, "United Kingdom", "From £90,000"],
    [0, 7000000, "Japan", "Up to ¥7,000,000"],
    [100000, 150000, "Atlantis", "$100,000 - $150,000"],
  ])("writes a salary of %i to %i in %s as %s", async (minSalary, maxSalary, country, text) => {
    server({ anonymous: anonymousProfile({ minSalary, maxSalary, country }) });
    await openAnonymous();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it("falls back when the location, pitch, summary and skills are empty", async () => {
    server({ anonymous: anonymousProfile({ location: " ", pitch: "", summary: "", skills: [] }) });
    await openAnonymous();
    expect(screen.getAllByText("Location not specified").length).toBeGreaterThan(0);
    expect(screen.getByText("No pitch provided")).toBeInTheDocument();
    expect(screen.getByText("No summary provided")).toBeInTheDocument();
    expect(screen.getByText("No skills specified")).toBeInTheDocument();
  });

  it.each([
    ["remote", "Remote", "green"],
    ["onsite", "Onsite", "blue"],
    ["hybrid", "Hybrid", "purple"],
    ["freelance", "Freelance", "purple"],
  ])("colours the %s job type badge", async (jobType, label, colour) => {
    server({ anonymous: anonymousProfile({ jobType }) });
    await openAnonymous();
    const badges = screen.getAllByText(label);
    expect(badges.length).toBeGreaterThan(0);
    for (const badge of badges) expect(badge.className).toContain(`bg-${colour}-100`);
  });

  it("offers to complete the profile when there is none", async () => {
    server({ anonymous: null });
    renderApp("/profile/anonymous");
    expect(await screen.findByRole("heading", { name: "Profile Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Complete Your Profile" })).toHaveAttribute("href", "/edit-profile");
  });
});

describe("/profile/revealed", () => {
  it("adds the name, initials, e-mail link and a greyed-out LinkedIn link when there is none", async () => {
    server();
    renderApp("/profile/revealed");
    expect(await screen.findByText("Ada Lovelace")).toBeInTheDocument();
    expect(screen.getByText("AL")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "ada@example.com" })).toHaveAttribute("href", "mailto:ada@example.com");
    expect(screen.queryByRole("link", { name: /LinkedIn/ })).not.toBeInTheDocument();
    expect(screen.getByText(/LinkedIn Profile/).closest("[aria-disabled]")).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("quiet-falcon");
  });

  it("links to LinkedIn when the person gave an address", async () => {
    server({
      own: ownProfile({
        identity: {
          firstName: "Ada",
          lastName: "Lovelace",
          email: "ada@example.com",
          linkedinUrl: "https://www.linkedin.com/in/ada",
          avatarUrl: null,
        },
      }),
    });
    renderApp("/profile/revealed");
    const link = await screen.findByRole("link", { name: /LinkedIn Profile/ });
    expect(link).toHaveAttribute("href", "https://www.linkedin.com/in/ada");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("offers to complete the profile when there is none", async () => {
    server({ own: null });
    renderApp("/profile/revealed");
    expect(await screen.findByRole("heading", { name: "Profile Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Complete Your Profile" })).toHaveAttribute("href", "/edit-profile");
  });
});
