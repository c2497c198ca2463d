/**
 * The reveal request journey with two people at once, each in a browser context
 * of their own: a recruiter finds a candidate and asks to see who they are; the job
 * seeker is told live (the bell), approves, and the recruiter's open candidate page shows
 * the real name without a reload; then the job seeker switches to declined and the name
 * goes again. Screenshots go to test-results/screenshots/reveal-<screen>-<width>.png.
 */
import path from "node:path";

import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";

import { chooseRole, signInAsNewPerson } from "./support/accounts";
import { SYDNEY, uniqueKeyword } from "./support/candidates";
import { countStreamReadiness, isSameDocument, markDocument, waitForEventStream } from "./support/event-stream";
import { uniqueCodename } from "./support/seekers";

/** Exact text: a Radix toast also renders a hidden "Notification ..." announcement. */
function toastText(page: Page, text: string) {
  return page.getByText(text, { exact: true });
}

async function shoot(page: Page, testInfo: TestInfo, name: string, fullPage = true): Promise<void> {
  const webRoot = path.dirname(testInfo.config.configFile ?? path.join(process.cwd(), "x"));
  // VEIL_E2E_SCREENSHOTS: somewhere else (another run empties test-results/ when it starts).
  const folder = process.env.VEIL_E2E_SCREENSHOTS ?? path.join(webRoot, "test-results", "screenshots");
  await page.waitForTimeout(300);
  await page.screenshot({
    path: path.join(folder, `reveal-${name}.png`),
    fullPage,
    animations: "disabled",
  });
}

/** Both widths of one screen: desktop first, then a phone, then back. */
async function shootBoth(page: Page, testInfo: TestInfo, name: string, fullPage = true): Promise<void> {
  await shoot(page, testInfo, `${name}-1280`, fullPage);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  await shoot(page, testInfo, `${name}-375`, fullPage);
  if (size) await page.setViewportSize(size);
}

const origin = (baseURL: string) => ({ Origin: new URL(baseURL).origin });

type Seeker = { page: Page; profileId: string; fullName: string; codename: string; headline: string };

/** A job seeker with a distinctive name and a profile, on their dashboard with the event stream open. */
async function jobSeeker(browser: Browser, baseURL: string, keyword: string): Promise<Seeker> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await countStreamReadiness(page);
  const lastName = `Quintrell${keyword.slice(2, 6)}`;
  await signInAsNewPerson(page, { firstName: "Marguerite", lastName });
  await chooseRole(page, "Continue as Job Seeker");

  const codename = uniqueCodename("reveal");
  const headline = `Principal Rust Engineer ${keyword}`;
  const saved = await page.request.put("/api/profile", {
    headers: origin(baseURL),
    data: {
      codename,
      headline,
      skills: ["Rust", "Tokio", "PostgreSQL"],
      pitch: "I make distributed systems calm and predictable.",
      summary: `Twelve years of backend work. ${keyword}`,
      jobType: "remote",
      status: "active",
      minSalary: 150000,
      maxSalary: 190000,
      ...SYDNEY,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const profileId = ((await saved.json()) as { id: string }).id;

  await page.goto("/job-seeker-dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Your Anonymous Profile" })).toBeVisible();
  await waitForEventStream(page);
  await expect(page.getByText("No reveal requests yet")).toBeVisible();
  return { page, profileId, fullName: `Marguerite ${lastName}`, codename, headline };
}

/** A recruiter with a company profile (saved through the API, as the onboarding page does). */
async function recruiter(browser: Browser, baseURL: string, company: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await countStreamReadiness(page);
  await signInAsNewPerson(page, { firstName: "Rita", lastName: "Recruiter" });
  await chooseRole(page, "Continue as Recruiter");
  const saved = await page.request.put("/api/employer", {
    headers: origin(baseURL),
    data: {
      companyName: company,
      website: "https://acme-robotics.example",
      recruiterRole: "Head of Talent",
      ...SYDNEY,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return page;
}

test.describe("reveal requests", () => {
  test("a recruiter asks, the job seeker approves live, then switches to declined", async ({ browser, baseURL }, testInfo) => {
    test.setTimeout(150_000);
    const keyword = uniqueKeyword();
    const company = `Acme Robotics ${keyword.slice(2)}`;
    const seeker = await jobSeeker(browser, baseURL!, keyword);
    const rita = await recruiter(browser, baseURL!, company);
    await markDocument(seeker.page);

    // The recruiter finds the candidate by a word only their profile holds.
    await rita.goto(`/search-candidates?q=${keyword}`);
    const card = rita.getByRole("article", { name: seeker.headline });
    await expect(async () => {
      if (!(await card.isVisible())) await rita.reload();
      await expect(card).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(card).not.toContainText(seeker.fullName);

    // The dialog: a template with the company's name, then edit and send.
    await card.getByRole("button", { name: "Request Profile Reveal" }).click();
    const dialog = rita.getByRole("dialog", { name: "Send Reveal Request" });
    await expect(dialog).toContainText(`Requesting to reveal: ${seeker.headline}`);
    // A new recruiter's weekly budget, whole.
    await expect(dialog.getByText("30 of 30 requests left this week, renews Monday")).toBeVisible();
    const companyTemplate = dialog.getByRole("button", { name: /Introduce your company/ });
    await expect(companyTemplate).toContainText(company);
    await shootBoth(rita, testInfo, "dialog-templates", false);
    await companyTemplate.click();
    const message = dialog.getByRole("textbox", { name: "Your message" });
    await expect(message).toHaveValue(new RegExp(`I'm a recruiter at ${company}\\.`));
    await message.press("ControlOrMeta+End");
    await message.pressSequentially(" 🚀");
    const length = [...(await message.inputValue())].length;
    await expect(dialog.getByText(`${length}/500`, { exact: true })).toBeVisible();
    await shootBoth(rita, testInfo, "dialog-message", false);
    await dialog.getByRole("button", { name: "Send Request" }).click();
    await expect(toastText(rita, "Request Sent")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole("button", { name: "Request Pending" })).toBeDisabled();

    // The job seeker is told without reloading.
    const bell = seeker.page.getByRole("button", { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName("Notifications (1 unread)");
    await expect(seeker.page.getByTestId("notification-count")).toHaveText("1");
    // The dashboard's requests and counts follow too.
    await expect(seeker.page.getByRole("heading", { name: company, exact: true })).toBeVisible();

    // The recruiter opens the candidate's page and keeps it open.
    await rita.goto(`/candidate/${seeker.profileId}`);
    await expect(rita.getByRole("heading", { level: 1, name: seeker.codename })).toBeVisible();
    await expect(rita.getByRole("button", { name: "Request Pending" })).toBeDisabled();
    expect(await isSameDocument(seeker.page)).toBe(true);
    // From here on the candidate page hears of changes: its stream listens for the recruiter.
    await waitForEventStream(rita);
    await markDocument(rita);

    await bell.click();
    const panel = seeker.page.getByRole("dialog", { name: "Notifications" });
    await expect(panel.getByText("New", { exact: true })).toBeVisible();
    await expect(panel).toContainText(`${company} would like to see who you are.`);
    await shootBoth(seeker.page, testInfo, "notifications", false);
    await panel.getByRole("button", { name: /New Reveal Request/ }).click();
    await expect(seeker.page).toHaveURL(/\/reveal-requests$/);
    await expect(seeker.page.getByTestId("notification-count")).toBeHidden();

    // Approve, after a confirmation naming the company.
    const request = seeker.page.getByRole("article", { name: company });
    await expect(request).toContainText("Rita Recruiter");
    await expect(request).toContainText("Head of Talent");
    // Unanswered, it expires after 14 days: the card says by when.
    await expect(request).toContainText(/Answer by [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await shootBoth(seeker.page, testInfo, "requests-pending");
    await request.getByRole("button", { name: "Approve Request" }).click();
    const confirm = seeker.page.getByRole("alertdialog", { name: `Reveal your identity to ${company}?` });
    await expect(confirm).toBeVisible();
    await shoot(seeker.page, testInfo, "approve-confirm-1280", false);
    await confirm.getByRole("button", { name: "Approve and Reveal" }).click();
    await expect(toastText(seeker.page, "Request Approved")).toBeVisible();
    await expect(request.getByRole("button", { name: "Switch to Declined" })).toBeVisible();

    // The recruiter's open page shows who it is, without a reload.
    await expect(rita.getByRole("heading", { level: 1, name: seeker.fullName })).toBeVisible();
    await expect(rita.getByRole("button", { name: /Identity Revealed/ })).toBeDisabled();
    await expect(rita.getByText(/^Identity revealed on [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(rita.getByTestId("notification-count")).toHaveText("1");
    await shootBoth(rita, testInfo, "candidate-revealed");
    await shootBoth(seeker.page, testInfo, "requests-approved");

    // Switched to declined: the name goes again.
    await request.getByRole("button", { name: "Switch to Declined" }).click();
    // A reason is optional: declined without one.
    await seeker.page
      .getByRole("alertdialog", { name: `Decline the request from ${company}?` })
      .getByRole("button", { name: "Decline Request" })
      .click();
    await expect(toastText(seeker.page, "Request Declined")).toBeVisible();
    await expect(rita.getByRole("heading", { level: 1, name: seeker.codename })).toBeVisible();
    await expect(rita.getByText(seeker.fullName)).toHaveCount(0);
    // Both changes arrived live: the candidate page was never reloaded.
    expect(await isSameDocument(rita)).toBe(true);
    await expect(rita.getByRole("button", { name: "Request Declined" })).toBeDisabled();

    // The recruiter's dashboard lists the request, anonymous again.
    await rita.goto("/recruiter-dashboard");
    const sent = rita.getByRole("listitem").filter({ hasText: "Anonymous Candidate" });
    await expect(sent).toContainText("Requested on");
    await expect(sent).toContainText("Declined");
    await expect(sent.getByRole("link", { name: "View Profile" })).toHaveAttribute("href", `/candidate/${seeker.profileId}`);
    // The request came out of this week's budget.
    await expect(rita.getByText("29 of 30 requests left this week, renews Monday")).toBeVisible();
    await shootBoth(rita, testInfo, "recruiter-dashboard");

    // The job seeker's dashboard: the request and the counts.
    await seeker.page.goto("/job-seeker-dashboard");
    await expect(seeker.page.getByRole("heading", { name: company, exact: true })).toBeVisible();
    await shootBoth(seeker.page, testInfo, "seeker-dashboard");

    await seeker.page.context().close();
    await rita.context().close();
  });
});
