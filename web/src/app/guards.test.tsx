import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { RETURN_TO_KEY } from "@/features/accounts/hooks/use-return-to";
import { apiResponse } from "@/test/api-response";
import { mockFetch, renderApp, sessionBody, signedOut } from "@/test/utils";

const au = () => apiResponse("GET /api/geo", { country: "AU", privateNetwork: false });

describe("route guards", () => {
  it("shows 'Checking authorization...' while the session loads", async () => {
    mockFetch({ "/api/session": () => new Promise<Response>(() => {}), "/api/geo": au });
    renderApp("/job-seeker-dashboard");
    expect(await screen.findByText("Checking authorization...")).toBeInTheDocument();
  });

  it("sends a signed-out visitor to /signin and remembers where they were going", async () => {
    mockFetch({ "/api/session": signedOut, "/api/geo": au });
    const { router } = renderApp("/reveal-requests?tab=pending");

    expect(await screen.findByText("Please sign in to access the requested page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/signin");
    expect(router.state.location.state).toEqual({ from: "/reveal-requests?tab=pending" });
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBe("/reveal-requests?tab=pending");
  });

  it("sends a signed-in user without the recruiter role to role onboarding", async () => {
    mockFetch({ "/api/session": () => apiResponse("GET /api/session", sessionBody()), "/api/geo": au });
    const { router } = renderApp("/recruiter-dashboard");

    expect(await screen.findByRole("button", { name: "Continue as Recruiter" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/onboarding-role");
    expect(screen.queryByText("Please sign in to access the requested page")).not.toBeInTheDocument();
  });

  it("sends a signed-in user without the job seeker role to role onboarding", async () => {
    mockFetch({ "/api/session": () => apiResponse("GET /api/session", sessionBody()), "/api/geo": au });
    const { router } = renderApp("/onboarding-job-seeker");

    expect(await screen.findByRole("button", { name: "Continue as Job Seeker" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/onboarding-role");
  });

  it("passes a job seeker on a recruiter page through role onboarding to their dashboard", async () => {
    mockFetch({ "/api/session": () => apiResponse("GET /api/session", sessionBody({ isJobSeeker: true })), "/api/geo": au });
    const { router } = renderApp("/search-candidates");

    await waitFor(() => expect(router.state.location.pathname).toBe("/job-seeker-dashboard"));
  });

  it.each([
    ["a recruiter", { isRecruiter: true }],
    ["someone without a role", {}],
  ])("sends %s away from /ai-assistant to /", async (_who, roles) => {
    mockFetch({ "/api/session": () => apiResponse("GET /api/session", sessionBody(roles)), "/api/geo": au });
    const { router } = renderApp("/ai-assistant");

    expect(
      await screen.findByRole("heading", { level: 1, name: "Welcome to passive job searching" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });

  it("sends a recruiter-only user from /reveal-requests to the recruiter dashboard", async () => {
    mockFetch({ "/api/session": () => apiResponse("GET /api/session", sessionBody({ isRecruiter: true })), "/api/geo": au });
    const { router } = renderApp("/reveal-requests");

    expect(await screen.findByRole("heading", { level: 1, name: "Recruiter Dashboard" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/recruiter-dashboard");
  });

  it("sends someone without a role from /reveal-requests to role onboarding", async () => {
    mockFetch({ "/api/session": () => apiResponse("GET /api/session", sessionBody()), "/api/geo": au });
    const { router } = renderApp("/reveal-requests");

    expect(await screen.findByRole("button", { name: "Continue as Job Seeker" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/onboarding-role");
  });

  it.each(["/reveal-requests", "/ai-assistant", "/job-seeker-dashboard"])(
    "lets a job seeker into %s",
    async (path) => {
      mockFetch({ "/api/session": () => apiResponse("GET /api/session", sessionBody({ isJobSeeker: true })), "/api/geo": au });
      const { router } = renderApp(path);

      expect(await screen.findByRole("heading", { level: 1 })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it("lets a user with the role in", async () => {
    mockFetch({ "/api/session": () => apiResponse("GET /api/session", sessionBody({ isRecruiter: true })), "/api/geo": au });
    renderApp("/recruiter-dashboard");
    expect(await screen.findByRole("heading", { level: 1, name: "Recruiter Dashboard" })).toBeInTheDocument();
  });

  it("turns a non-admin away from the admin page with a toast", async () => {
    mockFetch({ "/api/session": () => apiResponse("GET /api/session", sessionBody({ isJobSeeker: true })), "/api/geo": au });
    const { router } = renderApp("/admin-email");

    expect(await screen.findByText("Access Denied", { exact: true })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page.", { exact: true })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });

  it("lets the admin in", async () => {
    mockFetch({ "/api/session": () => apiResponse("GET /api/session", sessionBody({ isAdmin: true })), "/api/geo": au });
    renderApp("/admin-email");
    expect(await screen.findByRole("heading", { level: 1, name: "Email Center" })).toBeInTheDocument();
  });
});

describe("not-found screen", () => {
  it("answers an unknown path with a way home", async () => {
    mockFetch({ "/api/session": signedOut, "/api/geo": au });
    renderApp("/no-such-page");

    expect(
      await screen.findByRole("heading", { name: "Oops! This page is hiding too well, even from us." }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go Back Home" })).toHaveAttribute("href", "/");
  });
});
