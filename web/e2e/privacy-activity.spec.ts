/**
 * The privacy activity log, two people at once: a recruiter finds a
 * candidate in search, opens their profile and asks to see who they are; the job seeker
 * approves, and the recruiter's next look serves their identity. The job seeker's
 * dashboard sums up the week, and the "Privacy activity" page lists each step by company
 * and role (never the recruiter's name), filters it, and downloads it as CSV.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";

import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";

import { chooseRole, signInAsNewPerson } from "./support/accounts";
import { SYDNEY, uniqueKeyword } from "./support/candidates";
import { uniqueCodename } from "./support/seekers";

const origin = (baseURL: string) => ({ Origin: new URL(baseURL).origin });

/** A picture into test-results/screenshots/privacy-activity-<name>.png (VEIL_E2E_SCREENSHOTS elsewhere). */
async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const webRoot = path.dirname(testInfo.config.configFile ?? path.join(process.cwd(), "x"));
  const folder = process.env.VEIL_E2E_SCREENSHOTS ?? path.join(webRoot, "test-results", "screenshots");
  await page.screenshot({ path: path.join(folder, `privacy-activity-${name}.png`), fullPage: true, animations: "disabled" });
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test("each step a recruiter takes shows on the job seeker's privacy activity page", async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(150_000);
  const keyword = uniqueKeyword();
  const company = `Privacy Watchers ${keyword.slice(2)}`;
  const headline = `Staff Security Engineer ${keyword}`;

  const seeker = await newPage(browser);
  await signInAsNewPerson(seeker, { firstName: "Philippa", lastName: "Hidden" });
  await chooseRole(seeker, "Continue as Job Seeker");
  const saved = await seeker.request.put("/api/profile", {
    headers: origin(baseURL!),
    data: {
      codename: uniqueCodename("activity"),
      headline,
      skills: ["Cryptography", "Rust"],
      pitch: "Threat models that people actually read.",
      jobType: "remote",
      status: "active",
      minSalary: 0,
      maxSalary: 0,
      ...SYDNEY,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const profileId = ((await saved.json()) as { id: string }).id;

  const rita = await newPage(browser);
  await signInAsNewPerson(rita, { firstName: "Ottoline", lastName: "Scoutwell" });
  await chooseRole(rita, "Continue as Recruiter");
  const employer = await rita.request.put("/api/employer", {
    headers: origin(baseURL!),
    data: { companyName: company, website: "https://watchers.example", recruiterRole: "Head of Talent", ...SYDNEY },
  });
  expect(employer.status(), await employer.text()).toBe(200);

  // Nothing has happened yet.
  await seeker.goto("/privacy-activity");
  await expect(seeker.getByRole("heading", { level: 1, name: "Privacy activity" })).toBeVisible();
  await expect(seeker.getByText("No activity yet")).toBeVisible();

  // The recruiter searches, views and requests.
  await rita.goto(`/search-candidates?q=${keyword}`);
  const card = rita.getByRole("article", { name: headline });
  await expect(async () => {
    if (!(await card.isVisible())) await rita.reload();
    await expect(card).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await rita.goto(`/candidate/${profileId}`);
  await rita.getByRole("button", { name: "Request Identity Reveal" }).click();
  const dialog = rita.getByRole("dialog", { name: "Send Reveal Request" });
  await dialog.getByRole("button", { name: /Introduce your company/ }).click();
  await dialog.getByRole("button", { name: "Send Request" }).click();
  await expect(rita.getByText("Request Sent", { exact: true })).toBeVisible();

  // The job seeker approves; the recruiter's next look is served their identity.
  await seeker.goto("/reveal-requests");
  const request = seeker.getByRole("article", { name: company });
  await request.getByRole("button", { name: "Approve Request" }).click();
  await seeker.getByRole("alertdialog").getByRole("button", { name: "Approve and Reveal" }).click();
  await expect(request.getByRole("button", { name: "Switch to Declined" })).toBeVisible();
  await rita.reload();
  await expect(rita.getByRole("heading", { level: 1, name: "Philippa Hidden" })).toBeVisible();

  // The dashboard sums up the week and leads to the page.
  await seeker.goto("/job-seeker-dashboard");
  const summary = seeker.getByRole("heading", { name: "Privacy Activity" }).locator("xpath=ancestor::*[@data-slot='card']");
  await expect(summary).toContainText(
    /^.*This week: seen in \d+ search(es)? by 1 company, 1 profile view, identity shown to 1 recruiter/,
  );
  await shoot(seeker, testInfo, "dashboard-1280");
  await seeker.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Privacy activity" }).click();
  await expect(seeker).toHaveURL(/\/privacy-activity$/);

  const today = seeker.getByRole("region", { name: "Today" });
  const steps = today.getByRole("listitem");
  await expect(steps).toHaveCount(5);
  const labels = await steps.evaluateAll((items) => items.map((li) => li.querySelector("p")?.textContent ?? ""));
  expect(labels.map((l) => l.replace(/ · .*/, ""))).toEqual([
    "Identity shown",
    "Reveal approved",
    "Reveal requested",
    "Profile viewed",
    "Appeared in search results",
  ]);
  for (const step of await steps.all()) {
    await expect(step).toContainText(company);
    await expect(step).toContainText("Head of Talent");
  }
  await shoot(seeker, testInfo, "page-1280");
  await expect(today).not.toContainText("Ottoline");
  await expect(today).not.toContainText("Scoutwell");

  // Filtered to one kind, kept in the address.
  await seeker.getByLabel("Event").selectOption({ label: "Profile viewed" });
  await expect(seeker).toHaveURL(/kind=profile_viewed/);
  await expect(steps).toHaveCount(1);
  await expect(steps.first()).toContainText("Profile viewed");
  await seeker.getByLabel("Company").selectOption({ label: company });
  await expect(steps).toHaveCount(1);
  await seeker.getByLabel("Event").selectOption({ label: "All events" });
  await expect(steps).toHaveCount(5);

  // The CSV download holds every step.
  const [download] = await Promise.all([
    seeker.waitForEvent("download"),
    seeker.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("privacy-activity.csv");
  const csv = await readFile((await download.path())!, "utf8");
  const lines = csv.trim().split("\r\n");
  expect(lines[0]).toBe("Date,Time (UTC),Event,Company,Recruiter role,Count");
  expect(lines.slice(1).map((l) => l.split(",")[2])).toEqual([
    "Identity shown",
    "Reveal approved",
    "Reveal requested",
    "Profile viewed",
    "Appeared in search results",
  ]);
  expect(csv).toContain(`${company},Head of Talent`);
  expect(csv).not.toContain("Ottoline");

  // A phone-sized screen keeps everything reachable.
  await seeker.setViewportSize({ width: 375, height: 812 });
  await expect(seeker.getByRole("link", { name: "Download CSV" })).toBeVisible();
  const width = await seeker.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await shoot(seeker, testInfo, "page-375");
  await seeker.emulateMedia({ colorScheme: "dark" });
  await seeker.evaluate(() => document.documentElement.classList.add("dark"));
  await shoot(seeker, testInfo, "page-375-dark");
});
