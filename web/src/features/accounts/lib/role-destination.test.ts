import { describe, expect, it } from "vitest";

import type { Session } from "@/api/session";
import { choiceDestination, existingRoleDestination } from "@/features/accounts/lib/role-destination";

function session(
  roles: { isJobSeeker: boolean; isRecruiter: boolean },
  profiles: { hasSeekerProfile?: boolean; hasEmployerProfile?: boolean } = {},
): Session {
  return {
    user: { id: "u", email: "a@b.co", firstName: "A", lastName: "B", provider: "development" },
    roles,
    isAdmin: false,
    hasSeekerProfile: profiles.hasSeekerProfile ?? false,
    hasEmployerProfile: profiles.hasEmployerProfile ?? false,
  };
}

describe("existingRoleDestination", () => {
  it("lets someone without a role choose", () => {
    expect(existingRoleDestination(session({ isJobSeeker: false, isRecruiter: false }))).toBeNull();
  });

  it("sends a job seeker to their dashboard, a recruiter to theirs", () => {
    expect(existingRoleDestination(session({ isJobSeeker: true, isRecruiter: false }))).toBe("/job-seeker-dashboard");
    expect(existingRoleDestination(session({ isJobSeeker: false, isRecruiter: true }))).toBe("/recruiter-dashboard");
  });

  it("sends a dual-role person to the first missing profile, else the seeker dashboard", () => {
    const both = { isJobSeeker: true, isRecruiter: true };
    expect(existingRoleDestination(session(both))).toBe("/onboarding-job-seeker");
    expect(existingRoleDestination(session(both, { hasEmployerProfile: true }))).toBe("/onboarding-job-seeker");
    expect(existingRoleDestination(session(both, { hasSeekerProfile: true }))).toBe("/onboarding-recruiter");
    expect(existingRoleDestination(session(both, { hasSeekerProfile: true, hasEmployerProfile: true }))).toBe(
      "/job-seeker-dashboard",
    );
  });
});

describe("choiceDestination", () => {
  it("starts the wizard of the chosen role (both starts with the job seeker one)", () => {
    expect(choiceDestination("job_seeker")).toBe("/onboarding-job-seeker");
    expect(choiceDestination("both")).toBe("/onboarding-job-seeker");
    expect(choiceDestination("recruiter")).toBe("/onboarding-recruiter");
  });
});
