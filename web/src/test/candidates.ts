import { emptyScreening } from "@/api/screening";
import type { CandidateView } from "@/features/search/api/candidate";
import type { CandidateCard, SearchResponse } from "@/features/search/api/search";

/** An anonymous search card; override any field. */
export function candidateCard(overrides: Partial<CandidateCard> = {}): CandidateCard {
  return {
    id: "profile-1",
    codename: "quiet-falcon",
    headline: "Senior Rust Engineer",
    location: "Sydney, New South Wales, Australia",
    city: "Sydney",
    state: "New South Wales",
    country: "Australia",
    jobType: "remote",
    minSalary: 120000,
    maxSalary: 160000,
    skills: ["Rust", "Tokio", "PostgreSQL"],
    status: "active",
    pitch: "I build fast, reliable backends.",
    summary: "Ten years of systems work.",
    createdAt: "2025-01-10T09:00:00Z",
    screening: emptyScreening,
    revealRequest: null,
    revealed: null,
    matchedSkills: [],
    ...overrides,
  };
}

export function searchResponse(
  cards: CandidateCard[],
  pagination: Partial<SearchResponse["pagination"]> = {},
  widened: SearchResponse["widened"] = "none",
  relaxed = false,
): SearchResponse {
  return {
    hits: cards.map((document) => ({ document })),
    pagination: {
      currentPage: 1,
      perPage: 10,
      totalPages: cards.length ? 1 : 0,
      totalResults: cards.length,
      ...pagination,
    },
    widened,
    relaxed,
  };
}

export function candidateView(overrides: Partial<CandidateView> = {}): CandidateView {
  const { revealRequest: _r, revealed: _v, matchedSkills: _m, ...profile } = candidateCard();
  const requestPreferences = { withSalary: false, atOrAboveMinimum: false, myWorkMode: false, verifiedCompanies: false };
  return { profile, identity: null, revealRequest: null, isOwnProfile: false, requestPreferences, ...overrides };
}
