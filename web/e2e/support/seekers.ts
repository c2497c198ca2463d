/** Job seeker set-up for journeys that start after onboarding (the wizard has its own). */
import { randomUUID } from "node:crypto";

import { expect, type Page } from "@playwright/test";

import { chooseRole, signInAsNewPerson } from "./accounts";

export type SeekerProfile = {
  codename: string;
  headline: string;
  skills: string[];
  location?: string;
  city?: string;
  state?: string;
  country?: string;
};

/** A codename no other journey uses. */
export function uniqueCodename(label = "seeker"): string {
  return `e2e-${label}-${randomUUID().slice(0, 8)}`;
}

/**
 * Signs in as a new person, chooses the job seeker role and creates the profile through
 * the API from the page (the same call the wizard makes), with the page's own cookies.
 */
export async function signInAsJobSeekerWithProfile(
  page: Page,
  baseURL: string,
  profile: Partial<SeekerProfile> = {},
): Promise<SeekerProfile> {
  await signInAsNewPerson(page);
  await chooseRole(page, "Continue as Job Seeker");
  const saved: SeekerProfile = {
    codename: profile.codename ?? uniqueCodename(),
    headline: profile.headline ?? "Backend developer",
    skills: profile.skills ?? ["Go"],
    location: profile.location ?? "Sydney, New South Wales, Australia",
    city: profile.city ?? "Sydney",
    state: profile.state ?? "New South Wales",
    country: profile.country ?? "Australia",
  };
  const response = await page.request.put("/api/profile", {
    data: { ...saved, jobType: "remote", status: "active", minSalary: 0, maxSalary: 0 },
    headers: { Origin: new URL(baseURL).origin },
  });
  expect(response.status(), await response.text()).toBe(200);
  return saved;
}

export type OwnProfile = { codename: string; headline: string; skills: string[]; pitch: string; location: string };

/** GET /api/profile with the page's session. */
export async function fetchOwnProfile(page: Page): Promise<OwnProfile> {
  const response = await page.request.get("/api/profile");
  expect(response.status()).toBe(200);
  return (await response.json()) as OwnProfile;
}
