import type { Schemas } from "@/api/client";

/** A pending request to quiet-falcon as POST /api/reveal-requests answers it, with overrides. */
export function sentRequest(overrides: Partial<Schemas["SentRequest"]> = {}): Schemas["SentRequest"] {
  return {
    id: "r1",
    profileId: "profile-1",
    status: "pending",
    message: "Hello",
    createdAt: "2025-03-01T10:00:00Z",
    approvedAt: null,
    candidate: { codename: "quiet-falcon", headline: "Senior Rust Engineer", location: "Sydney", jobType: "remote" },
    revealed: null,
    ...overrides,
  };
}
