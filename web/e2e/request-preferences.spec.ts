/**
 * Request preferences, set in the browser: a job seeker switches on "Only from verified
 * companies" on their account page and saves; a recruiter whose company is not verified
 * opens their candidate page, and the reveal dialog says which preference stops the
 * request before anything is written; the server refuses it too. Screenshots of the
 * section go to test-results/screenshots/request-preferences-<1280|375>[-dark].png.
 */
import path from "node:path";

import { expect, test, type Browser, type Locator, type Page, type TestInfo } from "@playwright/test";

import { chooseRole, signInAsNewPerson } from "./support/accounts";
import { SYDNEY } from "./support/candidates";
import { uniqueCodename } from "./support/seekers";

const origin = (baseURL: string) => ({ Origin: new URL(baseURL).origin });

async function shoot(section: Locator, testInfo: TestInfo, name: string): Promise<void> {
  const webRoot = path.dirname(testInfo.config.configFile ?? path.join(process.cwd(), "x"));
  // VEIL_E2E_SCREENSHOTS: somewhere else (another run empties test-results/ when it starts).
  const folder = process.env.VEIL_E2E_SCREENSHOTS ?? path.join(webRoot, "test-results", "screenshots");
  // In the middle of the screen, clear of the sticky header.
  await section.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await section.page().waitForTimeout(300);
  await section.screenshot({ path: path.join(folder, `request-preferences-${name}.png`), animations: "disabled" });
}

/** The section at 1280 and 375 px, in the theme the page has now. */
async function shootBoth(page: Page, section: Locator, testInfo: TestInfo, suffix = ""): Promise<void> {
  await shoot(section, testInfo, `1280${suffix}`);
  await page.setViewportSize({ width: 375, height: 812 });
  await shoot(section, testInfo, `375${suffix}`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function jobSeeker(browser: Browser, baseURL: string) {
  const page = await (await browser.newContext()).newPage();
  await signInAsNewPerson(page, { firstName: "Henrietta", lastName: "Oyelaran" });
  await chooseRole(page, "Continue as Job Seeker");
  const codename = uniqueCodename("prefs");
  const saved = await page.request.put("/api/profile", {
    headers: origin(baseURL),
    data: {
      codename,
      headline: "Senior Platform Engineer",
      skills: ["Go", "Kubernetes"],
      jobType: "hybrid",
      status: "active",
      minSalary: 140000,
      maxSalary: 180000,
      ...SYDNEY,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { page, codename, profileId: ((await saved.json()) as { id: string }).id };
}

/** A recruiter with a company profile and nothing verified. */
async function unverifiedRecruiter(browser: Browser, baseURL: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAsNewPerson(page, { firstName: "Casimir", lastName: "Recruits" });
  await chooseRole(page, "Continue as Recruiter");
  const saved = await page.request.put("/api/employer", {
    headers: origin(baseURL),
    data: { companyName: "Unproven Talent", website: "https://unproven.example", recruiterRole: "Sourcer", ...SYDNEY },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return page;
}

test("only verified companies: the recruiter of an unverified one is told before writing, and refused", async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const seeker = await jobSeeker(browser, baseURL!);

  // The job seeker switches the preference on, on their account page, and saves.
  await seeker.page.goto("/user-profile");
  const section = seeker.page.getByRole("region", { name: "Request preferences" });
  const verified = section.getByRole("switch", { name: "Only from verified companies" });
  await expect(verified).not.toBeChecked();
  await expect(section).toContainText("minimum of A$140,000 a year");
  await expect(section).toContainText("The job must be hybrid, as on your profile.");
  await verified.focus();
  await seeker.page.keyboard.press("Space");
  await expect(verified).toBeChecked();
  await section.getByRole("button", { name: "Save preferences" }).click();
  await expect(section.getByRole("status")).toHaveText("Saved. They apply to new requests.");
  await shootBoth(seeker.page, section, testInfo);
  await seeker.page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(seeker.page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
  await shootBoth(seeker.page, section, testInfo, "-dark");

  // Saved: a fresh visit shows it on.
  await seeker.page.reload();
  await expect(section.getByRole("switch", { name: "Only from verified companies" })).toBeChecked();

  // The recruiter's dialog names the preference and offers nothing to write.
  const recruiter = await unverifiedRecruiter(browser, baseURL!);
  await recruiter.goto(`/candidate/${seeker.profileId}`);
  await expect(recruiter.getByRole("heading", { level: 1, name: seeker.codename })).toBeVisible();
  await recruiter.getByRole("button", { name: "Request Identity Reveal" }).click();
  const dialog = recruiter.getByRole("dialog", { name: "Send Reveal Request" });
  await expect(dialog.getByText("This candidate accepts requests only from verified companies.")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Write your own" })).toBeDisabled();

  // The server refuses the request all the same, naming the preference.
  const refused = await recruiter.request.post("/api/reveal-requests", {
    headers: origin(baseURL!),
    data: { profileId: seeker.profileId, message: "We are hiring a platform engineer." },
  });
  expect(refused.status()).toBe(422);
  expect(await refused.json()).toMatchObject({
    error: { code: "preference_verified_company", message: "This candidate accepts requests only from verified companies." },
  });
  await recruiter.context().close();
  await seeker.page.context().close();
});
