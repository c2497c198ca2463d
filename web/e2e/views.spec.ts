/**
 * Profile views (docs/spec/features.md sections 2 and 4): a recruiter's visits to a candidate are
 * recorded once per 30 s, and the candidate sees the count and the recruiter's company.
 */
import { randomUUID } from "node:crypto";

import { expect, test, type Page } from "@playwright/test";

import { signInAsNewPerson } from "./support/accounts";
import { signInAsJobSeekerWithProfile } from "./support/seekers";

/** Signs in as a new recruiter and saves their company through the API (as onboarding does). */
async function signInAsRecruiter(page: Page, baseURL: string, companyName: string): Promise<void> {
  await signInAsNewPerson(page, { firstName: "Val", lastName: "Viewer" });
  const headers = { Origin: new URL(baseURL).origin };
  const role = await page.request.put("/api/roles", { data: { role: "recruiter" }, headers });
  expect(role.status(), await role.text()).toBe(200);
  const employer = await page.request.put("/api/employer", {
    headers,
    data: {
      companyName,
      website: "https://viewers.example",
      recruiterRole: "Talent Scout",
      location: "Sydney, New South Wales, Australia",
      city: "Sydney",
      state: "New South Wales",
      country: "Australia",
    },
  });
  expect(employer.status(), await employer.text()).toBe(200);
}

test("a recruiter's two visits within 30 s count once on the candidate's dashboard", async ({ browser, page, baseURL }) => {
  test.setTimeout(90_000);
  const seekerContext = await browser.newContext();
  const seekerPage = await seekerContext.newPage();
  try {
    const seeker = await signInAsJobSeekerWithProfile(seekerPage, baseURL!, { headline: "Views journey engineer" });
    const own = await seekerPage.request.get("/api/profile");
    const profileId = ((await own.json()) as { id: string }).id;

    const company = `Viewers ${randomUUID().slice(0, 6)}`;
    await signInAsRecruiter(page, baseURL!, company);

    // Counted as they happen: reading a body here would race the next navigation.
    let recordCalls = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/profile-views") recordCalls += 1;
    });

    // First visit: recorded.
    const recorded = page.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/profile-views",
    );
    await page.goto(`/candidate/${profileId}`);
    await expect(page.getByRole("heading", { level: 1, name: seeker.codename })).toBeVisible();
    const first = await recorded;
    expect(first.status()).toBe(200);
    expect(((await first.json()) as { recorded: boolean }).recorded).toBe(true);

    // It appears under Recently Viewed, which leads back to the profile: the second visit.
    await page.goto("/search-candidates");
    const recent = page.getByRole("list", { name: "Recently viewed profiles" });
    const link = recent.getByRole("link", { name: new RegExp(seeker.codename) });
    await expect(link).toHaveAttribute("href", `/candidate/${profileId}`);
    await page.goto(`/candidate/${profileId}`);
    await expect(page.getByRole("heading", { level: 1, name: seeker.codename })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: seeker.codename })).toBeVisible();
    // Within 30 s the client does not even ask again.
    expect(recordCalls).toBe(1);

    await seekerPage.goto("/job-seeker-dashboard");
    const stats = seekerPage.getByRole("heading", { name: "Stats Overview" }).locator("xpath=ancestor::*[@data-slot='card']");
    await expect(stats.getByText("Total Profile Views").locator("xpath=following-sibling::dd")).toHaveText("1");
    const viewers = seekerPage.getByRole("list", { name: "Recent viewers" });
    await expect(viewers.getByText(company)).toBeVisible();
    await expect(viewers.getByText("Talent Scout")).toBeVisible();
  } finally {
    await seekerContext.close();
  }
});
