import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";

import { pageData } from "@/app/page-data";
import { apiResponse } from "@/test/api-response";
import { ownProfile } from "@/test/profiles";
import { mockFetch, sessionBody } from "@/test/utils";

const none = { withSalary: false, atOrAboveMinimum: false, myWorkMode: false, verifiedCompanies: false };

/** Opens the account page's data as the entry does, for `roles`; the paths it asked for. */
async function accountAsks(roles: Parameters<typeof sessionBody>[0]): Promise<string[]> {
  const fetchMock = mockFetch({
    "/api/session": () => apiResponse("GET /api/session", sessionBody(roles)),
    "GET /api/profile": () => apiResponse("GET /api/profile", ownProfile()),
    "GET /api/profile/request-preferences": () => apiResponse("GET /api/profile/request-preferences", none),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await pageData.account(queryClient);
  return fetchMock.mock.calls.map(([url]) => new URL(String(url), "http://localhost").pathname);
}

describe("the account page's data", () => {
  it("includes a job seeker's request preferences and profile, once the session says there is a profile", async () => {
    const asked = await accountAsks({ isJobSeeker: true, hasSeekerProfile: true });
    expect(asked).toEqual(expect.arrayContaining(["/api/session", "/api/profile/request-preferences", "/api/profile"]));
  });

  it("asks for neither without a profile, nor for a recruiter", async () => {
    for (const roles of [{ isJobSeeker: true, hasSeekerProfile: false }, { isRecruiter: true }]) {
      const asked = await accountAsks(roles);
      expect(asked).toContain("/api/session");
      expect(asked.filter((path) => path.startsWith("/api/profile"))).toEqual([]);
    }
  });
});
