import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { apiResponse } from "@/test/api-response";
import { errorResponse, mockFetch, renderApp, sessionBody } from "@/test/utils";

const au = () => apiResponse("GET /api/geo", { country: "AU", privateNetwork: false });

type Roles = { isJobSeeker: boolean; isRecruiter: boolean };

/** A server that starts with no role and keeps whatever PUT /api/roles sets. */
function serverWithoutRole() {
  let roles: Roles = { isJobSeeker: false, isRecruiter: false };
  const sent: unknown[] = [];
  const fetchMock = mockFetch({
    "/api/geo": au,
    "GET /api/session": () => apiResponse("GET /api/session", sessionBody(roles)),
    "PUT /api/roles": (init) => {
      const body = JSON.parse(String(init?.body)) as { role: string };
      sent.push(body);
      roles = {
        isJobSeeker: body.role !== "recruiter",
        isRecruiter: body.role !== "job_seeker",
      };
      return apiResponse("PUT /api/roles", roles);
    },
  });
  return { fetchMock, sent };
}

describe("/onboarding-role", () => {
  it("offers the three choices", async () => {
    serverWithoutRole();
    renderApp("/onboarding-role");

    expect(await screen.findByRole("button", { name: "Continue as Job Seeker" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Continue as Recruiter" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "I want to do both" })).toBeEnabled();
  });

  it.each([
    ["Continue as Job Seeker", "job_seeker", "/onboarding-job-seeker", "Create your anonymous profile"],
    ["Continue as Recruiter", "recruiter", "/onboarding-recruiter", "Set up your recruiter profile"],
  ])("%s sets the role, says so and starts that onboarding", async (button, role, path, heading) => {
    const { sent } = serverWithoutRole();
    const { router } = renderApp("/onboarding-role");

    await userEvent.click(await screen.findByRole("button", { name: button }));

    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    expect(sent).toEqual([{ role }]);
    expect(screen.getByText("Role set successfully", { exact: true })).toBeInTheDocument();
  });

  it("'I want to do both' sets both roles and starts with the job seeker onboarding", async () => {
    const { sent } = serverWithoutRole();
    const { router } = renderApp("/onboarding-role");

    await userEvent.click(await screen.findByRole("button", { name: "I want to do both" }));

    expect(
      await screen.findByRole("heading", { level: 1, name: "Create your anonymous profile" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/onboarding-job-seeker");
    expect(sent).toEqual([{ role: "both" }]);
    expect(screen.getByText("Role set successfully", { exact: true })).toBeInTheDocument();
    expect(
      screen.getByText("You can now use the product as both a job seeker and recruiter.", { exact: true }),
    ).toBeInTheDocument();
    // Both roles show in the navigation at once.
    expect(screen.getByRole("link", { name: "Recruiter Dashboard" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Seeker Dashboard" })).toBeInTheDocument();
  });

  it("disables every choice and shows a spinner while saving", async () => {
    let answer: (response: Response) => void = () => {};
    mockFetch({
      "/api/geo": au,
      "GET /api/session": () => apiResponse("GET /api/session", sessionBody()),
      "PUT /api/roles": () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderApp("/onboarding-role");

    const recruiter = await screen.findByRole("button", { name: "Continue as Recruiter" });
    await userEvent.click(recruiter);

    expect(recruiter).toBeDisabled();
    expect(recruiter).toHaveAttribute("aria-busy", "true");
    expect(recruiter.querySelector("svg.animate-spin")).not.toBeNull();
    expect(screen.getByRole("button", { name: "Continue as Job Seeker" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "I want to do both" })).toBeDisabled();
    answer(apiResponse("PUT /api/roles", { isJobSeeker: false, isRecruiter: true }));
  });

  it("says so when the role cannot be set, and lets the person try again", async () => {
    mockFetch({
      "/api/geo": au,
      "GET /api/session": () => apiResponse("GET /api/session", sessionBody()),
      "PUT /api/roles": () => errorResponse(500, "internal", "Something went wrong on our side. Please try again."),
    });
    const { router } = renderApp("/onboarding-role");

    await userEvent.click(await screen.findByRole("button", { name: "Continue as Job Seeker" }));

    expect(await screen.findByText("Error", { exact: true })).toBeInTheDocument();
    expect(
      screen.getByText("There was a problem setting your role. Please try again.", { exact: true }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/onboarding-role");
    await waitFor(() => expect(screen.getByRole("button", { name: "Continue as Job Seeker" })).toBeEnabled());
  });

  it.each([
    ["a job seeker", { isJobSeeker: true }, "/job-seeker-dashboard"],
    ["a recruiter", { isRecruiter: true }, "/recruiter-dashboard"],
    ["a dual-role user without a seeker profile", { isJobSeeker: true, isRecruiter: true }, "/onboarding-job-seeker"],
    [
      "a dual-role user without an employer profile",
      { isJobSeeker: true, isRecruiter: true, hasSeekerProfile: true },
      "/onboarding-recruiter",
    ],
    [
      "a dual-role user with both profiles",
      { isJobSeeker: true, isRecruiter: true, hasSeekerProfile: true, hasEmployerProfile: true },
      "/job-seeker-dashboard",
    ],
  ])("sends %s on to %s", async (_who, overrides, destination) => {
    mockFetch({ "/api/geo": au, "GET /api/session": () => apiResponse("GET /api/session", sessionBody(overrides)) });
    const { router } = renderApp("/onboarding-role");

    await waitFor(() => expect(router.state.location.pathname).toBe(destination));
    expect(screen.queryByRole("button", { name: "Continue as Job Seeker" })).not.toBeInTheDocument();
  });
});
