import { describe, expect, it } from "vitest";

import {
  avatarCacheKey,
  clearUserStorage,
  recruiterOnboardingDraftKey,
  recruiterProfileDraftKey,
  storeAvatarUrl,
} from "@/lib/user-storage";

describe("per-person browser storage", () => {
  it("names the drafts and the avatar cache by user id", () => {
    expect(recruiterOnboardingDraftKey("u1")).toBe("veil.recruiterOnboardingDraft.u1");
    expect(recruiterProfileDraftKey("u1")).toBe("veil.recruiterProfileDraft.u1");
    expect(avatarCacheKey("u1")).toBe("avatar_u1");
  });

  it("clears one person's entries and nobody else's", () => {
    localStorage.setItem(recruiterOnboardingDraftKey("u1"), "a");
    localStorage.setItem(recruiterProfileDraftKey("u1"), "b");
    localStorage.setItem("veil.someLaterDraft.u1", "c");
    localStorage.setItem(recruiterProfileDraftKey("u2"), "d");
    localStorage.setItem("theme", "dark");
    storeAvatarUrl("u1", "/files/profile-photos/u1/avatar.jpg");
    storeAvatarUrl("u2", "/files/profile-photos/u2/avatar.jpg");
    sessionStorage.setItem("veil.jobSeekerOnboardingDraft.u1", "wizard");

    clearUserStorage("u1");

    expect(localStorage.getItem(recruiterOnboardingDraftKey("u1"))).toBeNull();
    expect(localStorage.getItem(recruiterProfileDraftKey("u1"))).toBeNull();
    expect(localStorage.getItem("veil.someLaterDraft.u1")).toBeNull();
    expect(localStorage.getItem(recruiterProfileDraftKey("u2"))).toBe("d");
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(sessionStorage.getItem(avatarCacheKey("u1"))).toBeNull();
    expect(sessionStorage.getItem(avatarCacheKey("u2"))).toBe("/files/profile-photos/u2/avatar.jpg");
    expect(sessionStorage.getItem("veil.jobSeekerOnboardingDraft.u1")).toBeNull();
  });

  it("forgets the cached avatar when the photo is gone", () => {
    storeAvatarUrl("u1", "/x");
    storeAvatarUrl("u1", null);
    expect(sessionStorage.getItem(avatarCacheKey("u1"))).toBeNull();
  });
});
