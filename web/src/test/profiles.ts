import { emptyScreening } from "@/api/screening";

import type { AnonymousProfile, OwnProfile } from "../api/profile";

/** A complete profile as GET /api/profile answers, with overrides. */
export function ownProfile(overrides: Partial<OwnProfile> = {}): OwnProfile {
  return {
    id: "user-1",
    codename: "quiet-falcon",
    headline: "Senior Data Engineer",
    location: "Sydney, New South Wales, Australia",
    city: "Sydney",
    state: "New South Wales",
    country: "Australia",
    locationPrecision: "city",
    jobType: "remote",
    minSalary: 120000,
    maxSalary: 160000,
    skills: ["Python", "SQL", "Airflow"],
    status: "active",
    pitch: "I build pipelines that never wake anyone at 3am.",
    summary: "",
    createdAt: "2025-03-05T10:00:00Z",
    screening: emptyScreening,
    updatedAt: "2025-03-06T10:00:00Z",
    viewCount: 42,
    identity: {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      linkedinUrl: null,
      avatarUrl: null,
      phoneNumber: null,
      phoneCountryCode: null,
    },
    anonymity: null,
    ...overrides,
  };
}

/** The anonymous fields only, as GET /api/profile/anonymous answers. */
export function anonymousProfile(overrides: Partial<AnonymousProfile> = {}): AnonymousProfile {
  const {
    identity: _identity,
    viewCount: _views,
    updatedAt: _updated,
    locationPrecision: _precision,
    anonymity: _anonymity,
    ...anonymous
  } = ownProfile();
  return { ...anonymous, ...overrides };
}
