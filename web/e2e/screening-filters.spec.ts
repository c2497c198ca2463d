/**
 * Screening at 375 and 1280 px: a job seeker adds a seniority band, an availability and
 * "needs sponsorship in Germany" on Edit Profile; a recruiter searching for them sees each
 * choice's count move, filters by the three (on phones in the sheet the "Filters" button
 * opens), finds the profile, and the filters stay in the address bar.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";

import { chooseRole, signInAsNewPerson } from "./support/accounts";
import { SYDNEY, uniqueKeyword } from "./support/candidates";
import { signInAsJobSeekerWithProfile } from "./support/seekers";

const viewports = [
  { label: "phone", viewport: { width: 375, height: 800 }, phone: true },
  { label: "desktop", viewport: { width: 1280, height: 900 }, phone: false },
];

async function recruiter(browser: Browser, baseURL: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext({ baseURL, viewport })).newPage();
  await signInAsNewPerson(page, { firstName: "Sasha", lastName: "Screens" });
  await chooseRole(page, "Continue as Recruiter");
  const saved = await page.request.put("/api/employer", {
    headers: { Origin: new URL(baseURL).origin },
    data: { companyName: "Lantern Robotics", website: "https://lantern.example", recruiterRole: "Talent Lead", ...SYDNEY },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return page;
}

for (const { label, viewport, phone } of viewports) {
  test.describe(`screening filters on a ${label}`, () => {
    test.use({ viewport });

    test("a job seeker's seniority, availability and sponsorship are counted and filtered by", async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const tag = uniqueKeyword();
      const seeker = await signInAsJobSeekerWithProfile(page, baseURL!, { headline: `${tag} Platform Engineer` });
      const rita = await recruiter(browser, baseURL!, viewport);

      /** The filters: in the side column, or in the sheet the "Filters" button opens on a phone. */
      const openFilters = async () => {
        if (!phone) return rita.locator("aside");
        await rita.getByRole("button", { name: /^Filters/ }).click();
        const sheet = rita.getByRole("dialog", { name: "Filters" });
        await expect(sheet).toBeVisible();
        return sheet;
      };
      const closeFilters = async () => {
        if (phone) await rita.getByRole("dialog", { name: "Filters" }).getByRole("button", { name: /^Show/ }).click();
      };

      await rita.goto(`/search-candidates?q=${tag}`);
      await expect(rita.getByRole("heading", { name: `${tag} Platform Engineer` })).toBeVisible();
      let filters = await openFilters();
      await expect(filters.getByLabel("Seniority").locator("option", { hasText: "Senior (0)" })).toHaveCount(1);
      await closeFilters();

      // The job seeker adds the three on Edit Profile, each with why it is coarse.
      await page.goto("/edit-profile");
      await expect(page.getByText("A band, not your years of experience")).toBeVisible();
      await page.getByLabel("Seniority").selectOption("senior");
      await page.getByLabel("Availability").selectOption("now");
      await page.getByRole("button", { name: "Add a country" }).click();
      await page.getByRole("combobox", { name: "Country 1", exact: true }).selectOption("DE");
      await page.getByRole("combobox", { name: "Status in country 1" }).selectOption("needs_sponsorship");
      await page.getByRole("button", { name: "Save Changes" }).click();
      await expect(page).toHaveURL(/\/job-seeker-dashboard/);

      // The recruiter's counts move.
      await rita.reload();
      filters = await openFilters();
      const seniority = filters.getByLabel("Seniority");
      await expect(seniority.locator("option", { hasText: "Senior (1)" })).toHaveCount(1);
      await expect(filters.getByLabel("Availability").locator("option", { hasText: "Now (1)" })).toHaveCount(1);
      await seniority.selectOption("senior");
      await expect(rita).toHaveURL(/seniority=senior/);
      filters = phone ? rita.getByRole("dialog", { name: "Filters" }) : filters;
      await filters.getByLabel("Availability").selectOption("now");
      await filters.getByRole("combobox", { name: "Work authorization country" }).selectOption("DE");
      const status = filters.getByRole("combobox", { name: "Work authorization status" });
      await expect(status.locator("option", { hasText: "Needs sponsorship (1)" })).toHaveCount(1);
      await expect(status.locator("option", { hasText: "Authorized to work (0)" })).toHaveCount(1);
      await status.selectOption("needs_sponsorship");
      await expect(rita).toHaveURL(/work=DE%3Aneeds_sponsorship/);
      await closeFilters();

      await expect(rita.getByText("Showing page 1 of 1 (1 total results)")).toBeVisible();
      const card = rita.getByRole("article", { name: `${tag} Platform Engineer` });
      await expect(card).toContainText("Needs sponsorship in Germany");
      await expect(card).toContainText("Available: Now");

      // The other band finds nobody; back returns to the filtered search.
      filters = await openFilters();
      await filters.getByLabel("Seniority").selectOption("mid");
      await closeFilters();
      await expect(rita.getByText("Showing page 1 of 1 (1 total results)")).toBeHidden();
      await rita.goBack();
      await expect(rita).toHaveURL(/seniority=senior/);
      await expect(rita.getByRole("article", { name: `${tag} Platform Engineer` })).toBeVisible();
      expect(seeker.codename).toBeTruthy();
      await rita.context().close();
    });
  });
}
