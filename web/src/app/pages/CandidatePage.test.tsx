import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import type { CandidateView } from "@/features/search/api/candidate";
import { apiResponse } from "@/test/api-response";
import { candidateView } from "@/test/candidates";
import { FakeEventSource } from "@/test/event-source";
import { toastRegion } from "@/test/toasts";
import { errorResponse, mockFetch, renderApp, sessionBody, signedOut } from "@/test/utils";

const au = () => apiResponse("GET /api/geo", { country: "AU", privateNetwork: false });

function setup(candidate: () => Response, { hasEmployerProfile = true } = {}) {
  mockFetch({
    "/api/geo": au,
    "GET /api/session": () => apiResponse("GET /api/session", sessionBody({ isRecruiter: true, hasEmployerProfile })),
    "GET /api/candidates/profile-1": candidate,
    "POST /api/profile-views": () => apiResponse("POST /api/profile-views", { recorded: true }),
  });
  return renderApp("/candidate/profile-1");
}

const view = (overrides: Partial<CandidateView> = {}) => () => apiResponse("GET /api/candidates/{profile_id}", candidateView(overrides));

const identity = {
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@example.com",
  linkedinUrl: "https://www.linkedin.com/in/grace",
  avatarUrl: null,
  phoneNumber: "412 345 678",
  phoneCountryCode: "+61",
};

describe("/candidate/:profileId", () => {
  it("shows the anonymous profile with contact details hidden", async () => {
    // What the API answers a recruiter whose request is not approved: no identity at all.
    setup(view({ revealRequest: { id: "r1", status: "pending", createdAt: "2025-03-01T10:00:00Z" } }));

    expect(await screen.findByRole("heading", { level: 1, name: "quiet-falcon" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Senior Rust Engineer" })).toBeInTheDocument();
    expect(screen.getByText("Sydney, New South Wales, Australia")).toBeInTheDocument();
    expect(screen.getByText("Remote")).toBeInTheDocument();
    expect(screen.getByText("I build fast, reliable backends.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Professional Summary" })).toBeInTheDocument();
    expect(screen.getByText("Ten years of systems work.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Salary Expectations" })).toBeInTheDocument();
    expect(screen.getByText("A$120,000 - A$160,000")).toBeInTheDocument();
    expect(
      screen.getByText("Contact details are hidden until the candidate approves your reveal request."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Search" })).toHaveAttribute("href", "/search-candidates");
  });

  it("takes the identity off the page as soon as the reveal ends", async () => {
    FakeEventSource.reset();
    vi.stubGlobal("EventSource", FakeEventSource);
    const approved = view({
      identity,
      revealRequest: {
        id: "r1",
        status: "approved",
        createdAt: "2025-03-01T10:00:00Z",
        approvedAt: "2025-03-05T12:00:00Z",
      },
    });
    // Once the job seeker revokes, the server answers without the identity.
    const revoked = view({ revealRequest: { id: "r1", status: "declined", createdAt: "2025-03-01T10:00:00Z" } });
    let answer = approved;
    setup(() => answer());
    expect(await screen.findByRole("heading", { level: 1, name: "Grace Hopper" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "grace@example.com" })).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.open()).toHaveLength(1));

    answer = revoked;
    act(() => FakeEventSource.open()[0].emit("reveal_request", { requestId: "r1" }));

    expect(await screen.findByRole("heading", { level: 1, name: "quiet-falcon" })).toBeInTheDocument();
    expect(
      screen.getByText("Contact details are hidden until the candidate approves your reveal request."),
    ).toBeInTheDocument();
    const main = screen.getByRole("main");
    for (const value of ["Grace", "Hopper", "grace@example.com", "412 345 678", "Identity revealed on"]) {
      expect(main).not.toHaveTextContent(value);
    }
    expect(screen.queryByRole("link", { name: "LinkedIn Profile" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Request Declined" })).toBeDisabled();
  });

  it("goes back to the search it was opened from", async () => {
    mockFetch({
      "/api/geo": au,
      "GET /api/session": () => apiResponse("GET /api/session", sessionBody({ isRecruiter: true, hasEmployerProfile: true })),
      "GET /api/candidates/profile-1": view(),
      "POST /api/profile-views": () => apiResponse("POST /api/profile-views", { recorded: true }),
    });
    renderApp({ pathname: "/candidate/profile-1", state: { fromSearch: "?q=rust&page=2" } });
    expect(await screen.findByRole("link", { name: "Back to Search" })).toHaveAttribute(
      "href",
      "/search-candidates?q=rust&page=2",
    );
  });

  it("says 'No skills listed' without skills", async () => {
    setup(() => {
      const body = candidateView();
      return apiResponse("GET /api/candidates/{profile_id}", { ...body, profile: { ...body.profile, skills: [] } });
    });
    expect(await screen.findByText("No skills listed")).toBeInTheDocument();
  });

  it("shows the identity, the revealed button and the footer once approved", async () => {
    setup(
      view({
        identity,
        revealRequest: {
          id: "r1",
          status: "approved",
          createdAt: "2025-03-01T10:00:00Z",
          approvedAt: "2025-03-05T12:00:00Z",
        },
      }),
    );

    expect(await screen.findByRole("heading", { level: 1, name: "Grace Hopper" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "grace@example.com" })).toHaveAttribute("href", "mailto:grace@example.com");
    expect(screen.getByRole("link", { name: "LinkedIn Profile" })).toHaveAttribute(
      "href",
      "https://www.linkedin.com/in/grace",
    );
    expect(screen.getByRole("link", { name: "+61 412 345 678" })).toHaveAttribute("href", "tel:+61412345678");
    const button = screen.getByRole("button", { name: /Identity Revealed/ });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent("Mar 5, 2025");
    expect(screen.getByText("Identity revealed on Mar 5, 2025")).toBeInTheDocument();
  });

  it("shows a pending request as a disabled 'Request Pending'", async () => {
    setup(view({ revealRequest: { id: "r1", status: "pending", createdAt: "2025-03-01T10:00:00Z" } }));
    expect(await screen.findByRole("button", { name: "Request Pending" })).toBeDisabled();
  });

  it("points a recruiter without a company profile to onboarding", async () => {
    setup(view(), { hasEmployerProfile: false });
    expect(await screen.findByRole("button", { name: "Request Identity Reveal" })).toBeDisabled();
    expect(screen.getByText(/Complete your recruiter profile to send reveal requests/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create Profile" })).toHaveAttribute("href", "/onboarding-recruiter");
  });

  it("treats the viewer's own profile as revealed", async () => {
    setup(view({ identity, isOwnProfile: true }));
    expect(await screen.findByRole("heading", { level: 1, name: "Grace Hopper" })).toBeInTheDocument();
    expect(screen.getByText("This is your profile")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "grace@example.com" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Request/ })).not.toBeInTheDocument();
  });

  it("shows 'Profile Not Found' for an unknown or hidden profile", async () => {
    setup(() => errorResponse(404, "candidate_not_found", "Profile not found"));
    expect(await screen.findByRole("heading", { name: "Profile Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Search" })).toHaveAttribute("href", "/search-candidates");
  });

  it("says 'Failed to load profile' when loading fails", async () => {
    setup(() => errorResponse(403, "forbidden", "Recruiters only."));
    expect(await toastRegion().findByText("Failed to load profile", { exact: true })).toBeInTheDocument();
    expect(toastRegion().getByText("Error", { exact: true })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });

  it("sends a visitor whose session ended to /signin", async () => {
    const { router } = setup(signedOut);
    expect(
      await toastRegion().findByText("You need to sign in to view candidate profiles", { exact: true }),
    ).toBeInTheDocument();
    expect(toastRegion().getByText("Authentication Required", { exact: true })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/signin"));
  });

  it("sends a missing profile id back to the search", async () => {
    mockFetch({
      "/api/geo": au,
      "GET /api/session": () => apiResponse("GET /api/session", sessionBody({ isRecruiter: true, hasEmployerProfile: true })),
    });
    const { router } = renderApp("/candidate/%20");
    await waitFor(() => expect(router.state.location.pathname).toBe("/search-candidates"));
    expect(within(toastRegion().getByText("Profile ID is missing", { exact: true }).closest("li")!).getByText("Error"))
      .toBeInTheDocument();
  });
});
