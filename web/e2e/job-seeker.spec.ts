/**
 * The job seeker's journey: the onboarding wizard with its helpers, the profile
 * success page, the dashboard, editing (a codename someone else holds is refused), both
 * profile previews, and the warning when the anonymous texts give the person away.
 * Screenshots for people to look at: test-results/screenshots/job-seeker-<screen>-<width>.png.
 */
import path from "node:path";

import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";

import { chooseRole, signInAsNewPerson } from "./support/accounts";
import { uniqueEmail } from "./support/helpers";
import { COUNTRY_HEADER } from "./support/server";

test.describe.configure({ timeout: 120_000 });

const widths = [1280, 375] as const;

function screenshotPath(testInfo: TestInfo, name: string): string {
  const webRoot = path.dirname(testInfo.config.configFile ?? path.join(process.cwd(), "x"));
  return path.join(webRoot, "test-results", "screenshots", `job-seeker-${name}.png`);
}

/** The current screen at each width (full page unless a dialog is open), then back to 1280 px. */
async function shoot(page: Page, testInfo: TestInfo, name: string, fullPage = true): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: screenshotPath(testInfo, `${name}-${width}`), fullPage, animations: "disabled" });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Exact text: a Radix toast also renders a hidden "Notification ..." announcement. */
function toastText(page: Page, text: string) {
  return page.getByText(text, { exact: true }).first();
}

/**
 * Someone else, with a profile of their own: signed in through the provider in a separate
 * browser context, their profile created through that page's `request` (the API the web
 * app uses).
 */
async function anotherJobSeekerWithCodename(browser: Browser, baseURL: string, codename: string): Promise<void> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { [COUNTRY_HEADER]: "AU" } });
  try {
    const page = await context.newPage();
    await signInAsNewPerson(page, { email: uniqueEmail("rival"), firstName: "Rival", lastName: "Person" });
    const headers = { Origin: new URL(baseURL).origin };
    const role = await page.request.put("/api/roles", { data: { role: "job_seeker" }, headers });
    expect(role.ok()).toBe(true);
    const profile = await page.request.put("/api/profile", {
      data: { codename, headline: "Product Designer", skills: ["Figma"] },
      headers,
    });
    expect(profile.ok()).toBe(true);
  } finally {
    await context.close();
  }
}

test("a new job seeker creates, checks, edits and previews an anonymous profile", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const me = await signInAsNewPerson(page, { firstName: "Robin", lastName: "Quillfeather" });
  await chooseRole(page, "Continue as Job Seeker");

  // Step 1: Basic Information, with a generated codename and a chosen place.
  await expect(page.getByRole("heading", { level: 2, name: "Basic Information" })).toBeVisible();
  const continueButton = page.getByRole("button", { name: "Continue", exact: true });
  await expect(continueButton).toBeDisabled();
  await page.getByRole("textbox", { name: "Professional Headline" }).fill("Senior Data Engineer");
  await page.getByRole("button", { name: "Generate codenames" }).click();
  const codenames = page.getByRole("group", { name: "Pick a codename" });
  await expect(codenames.getByRole("button").first()).toBeVisible();
  const chosenCodename = (await codenames.getByRole("button").first().textContent())!.trim();
  await codenames.getByRole("button", { name: chosenCodename }).click();
  await expect(page.getByRole("textbox", { name: "Codename" })).toHaveValue(chosenCodename);

  const location = page.getByRole("combobox", { name: "Location" });
  await location.fill("Sydney");
  await page.getByRole("option", { name: /^Sydney, .*Australia/ }).first().click();
  await expect(location).toHaveValue(/^Sydney, .*Australia$/);
  await shoot(page, testInfo, "wizard-basic");
  await continueButton.click();

  // Step 2: Job Preferences; salaries keep only digits and show separators.
  await expect(page.getByRole("heading", { level: 2, name: "Job Preferences" })).toBeVisible();
  await page.getByRole("radio", { name: /Hybrid/ }).check();
  await page.getByLabel("Minimum salary").pressSequentially("120000");
  await expect(page.getByLabel("Minimum salary")).toHaveValue("120,000");
  await page.getByLabel("Maximum salary").fill("160000");
  await expect(page.getByLabel("Maximum salary")).toHaveValue("160,000");
  await shoot(page, testInfo, "wizard-preferences");
  await continueButton.click();

  // Step 3: Skills & Experience, with suggestions from the headline.
  await expect(page.getByRole("heading", { level: 2, name: "Skills & Experience" })).toBeVisible();
  const skills = page.getByRole("textbox", { name: "Skills" });
  await skills.fill("SQL");
  await page.getByRole("button", { name: "Suggest skills" }).click();
  await expect(toastText(page, "Skills Generated")).toBeVisible();
  const suggested = page.getByRole("group", { name: "Suggested skills" });
  const firstSuggestion = suggested.getByRole("button", { pressed: false }).first();
  const suggestionName = (await firstSuggestion.textContent())!.trim();
  await firstSuggestion.click();
  await suggested.getByRole("button", { name: "Add selected skills" }).click();
  await expect(skills).toHaveValue(`SQL, ${suggestionName}`);
  await page.getByRole("textbox", { name: "Your Pitch" }).fill("I turn messy data into calm, reliable pipelines.");
  await shoot(page, testInfo, "wizard-skills");
  await continueButton.click();

  // Step 4: Profile Visibility, then create.
  await expect(page.getByRole("heading", { level: 2, name: "Profile Visibility" })).toBeVisible();
  await expect(page.getByRole("radio", { name: /Active/ })).toBeChecked();
  await shoot(page, testInfo, "wizard-visibility");
  await page.getByRole("button", { name: "Complete Profile" }).click();

  await expect(page).toHaveURL(/\/profile-success$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your anonymous profile is live!" })).toBeVisible();
  await expect(toastText(page, "Profile Created")).toBeVisible();
  await shoot(page, testInfo, "success");

  // The dashboard shows what was entered.
  await page.getByRole("link", { name: "Go to Dashboard" }).click();
  await expect(page).toHaveURL(/\/job-seeker-dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your Anonymous Profile" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByText(chosenCodename, { exact: true })).toBeVisible();
  await expect(main.getByText("Senior Data Engineer", { exact: true })).toBeVisible();
  await expect(main.getByText(/^Sydney, .*Australia$/)).toBeVisible();
  await expect(main.getByRole("list", { name: "Skills" })).toContainText(suggestionName);
  await expect(main.getByText("No reveal requests yet")).toBeVisible();
  await expect(main.getByRole("link", { name: "View Revealed Profile" })).toHaveCount(0);
  await shoot(page, testInfo, "dashboard");

  // Edit: a codename someone else holds is refused, a free one accepted.
  const rivalCodename = `rival-${Date.now().toString(36)}`;
  await anotherJobSeekerWithCodename(browser, baseURL!, rivalCodename);

  await main.getByRole("link", { name: "Edit Profile" }).click();
  await expect(page).toHaveURL(/\/edit-profile$/);
  const codename = page.getByRole("textbox", { name: "Codename" });
  await expect(codename).toHaveValue(chosenCodename);
  await expect(page.getByText(/^A\$120,000 - A\$160,000/)).toBeVisible();
  await codename.fill(rivalCodename);
  await expect(page.getByText("Checking availability...")).toBeVisible();
  const takenMessage = "This codename is already taken. Please choose another.";
  await expect(page.getByRole("main").getByText(takenMessage)).toBeVisible();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toastText(page, "Invalid Codename")).toBeVisible();
  await expect(page).toHaveURL(/\/edit-profile$/);
  await shoot(page, testInfo, "edit-taken");

  const freeCodename = `${chosenCodename.slice(0, 20)}-2`;
  await codename.fill(freeCodename);
  await expect(page.getByText("This codename is available")).toBeVisible();

  // The identity warning: the pitch carries the person's own e-mail.
  const pitch = page.getByRole("textbox", { name: "Your Pitch" });
  await pitch.fill(`Happy to talk: ${me.email}`);
  await page.getByRole("button", { name: "Save Changes" }).click();
  const warning = page.getByRole("alertdialog", { name: "This may reveal who you are" });
  await expect(warning).toBeVisible();
  await expect(warning.getByText("Your e-mail address in your pitch")).toBeVisible();
  await shoot(page, testInfo, "identity-warning", false);
  await warning.getByRole("button", { name: "Edit" }).click();
  await expect(warning).toBeHidden();
  await expect(pitch).toBeFocused();
  await pitch.fill("I turn messy data into calm, reliable pipelines, and I document them.");
  await page.getByRole("button", { name: "Save Changes" }).click();

  await expect(toastText(page, "Profile Updated")).toBeVisible();
  await expect(page).toHaveURL(/\/job-seeker-dashboard$/);
  await expect(main.getByText(freeCodename, { exact: true })).toBeVisible();

  // Both previews.
  await main.getByRole("link", { name: "View Anonymous Profile" }).click();
  await expect(page).toHaveURL(/\/profile\/anonymous$/);
  await expect(page.getByRole("heading", { level: 1, name: freeCodename })).toBeVisible();
  await expect(page.getByText(/Contact details are hidden/)).toBeVisible();
  await expect(page.getByText(/^A\$120,000 - A\$160,000$/)).toBeVisible();
  await expect(main.getByText("Hybrid").first()).toBeVisible();
  await expect(main.getByText(me.email)).toHaveCount(0);
  await expect(main.getByText(me.lastName)).toHaveCount(0);
  await shoot(page, testInfo, "anonymous");

  await page.goto("/profile/revealed");
  await expect(page.getByText(`${me.firstName} ${me.lastName}`)).toBeVisible();
  await expect(page.getByRole("link", { name: me.email })).toHaveAttribute("href", `mailto:${me.email}`);
  await expect(page.getByRole("heading", { level: 1, name: freeCodename })).toBeVisible();
  await shoot(page, testInfo, "revealed");

  // Dark mode, mobile: the dashboard.
  await page.goto("/job-seeker-dashboard");
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your Anonymous Profile" })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: screenshotPath(testInfo, "dashboard-375-dark"), fullPage: true, animations: "disabled" });
  await page.goto("/edit-profile");
  await expect(page.getByRole("heading", { level: 1, name: "Edit Profile" })).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: screenshotPath(testInfo, "edit-375-dark"), fullPage: true, animations: "disabled" });
});

test("the wizard keeps its draft across a reload and returns to step 1 when the codename is taken", async ({
  page,
  browser,
  baseURL,
}) => {
  const rivalCodename = `held-${Date.now().toString(36)}`;
  await anotherJobSeekerWithCodename(browser, baseURL!, rivalCodename);

  await signInAsNewPerson(page, { firstName: "Kim", lastName: "Draftly" });
  await chooseRole(page, "Continue as Job Seeker");
  await page.getByRole("textbox", { name: "Professional Headline" }).fill("Backend Engineer");
  await page.getByRole("textbox", { name: "Codename" }).fill(rivalCodename);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Job Preferences" })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "Job Preferences" })).toBeVisible();
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await page.getByRole("textbox", { name: "Skills" }).fill("Go, PostgreSQL");
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await page.getByRole("button", { name: "Complete Profile" }).click();

  await expect(page.getByRole("heading", { level: 2, name: "Basic Information" })).toBeVisible();
  await expect(page.getByText("This codename is already taken. Please choose another.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Professional Headline" })).toHaveValue("Backend Engineer");
  await page.getByRole("textbox", { name: "Codename" }).fill(`${rivalCodename}-b`);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByRole("textbox", { name: "Skills" })).toHaveValue("Go, PostgreSQL");
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await page.getByRole("button", { name: "Complete Profile" }).click();
  await expect(page).toHaveURL(/\/profile-success$/);
});
