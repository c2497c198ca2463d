import type { EmployerProfile } from "@/api/employer";

/** A complete company profile as GET /api/employer answers, with overrides. */
export function employerProfile(overrides: Partial<EmployerProfile> = {}): EmployerProfile {
  return {
    id: "user-1",
    companyName: "Acme",
    website: "https://acme.example",
    recruiterRole: "Head of Talent",
    logoUrl: null,
    location: "Sydney, New South Wales, Australia",
    city: "Sydney",
    state: "New South Wales",
    country: "Australia",
    companySize: "11-50",
    industry: "Software",
    linkedinVerified: true,
    emailDomain: "acme.example",
    websiteDomain: "acme.example",
    verifiedDomains: [],
    detailsLockedUntil: null,
    createdAt: "2025-01-01T00:00:00Z",
    ...overrides,
  };
}
