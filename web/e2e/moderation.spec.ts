/**
 * Reports and moderation, at a phone's width and a desktop's: a recruiter asks two job
 * seekers; the first reports the request (and blocks, as the dialog does by default);
 * the admin sees the report in /admin-reports without the reporter, suspends the
 * recruiter with a reason; the second job seeker's request now reads "Withdrawn", as it
 * does on the recruiter's dashboard, and the recruiter's search says they are suspended;
 * the audit log holds the suspension. Screenshots: test-results/screenshots/
 * moderation-<screen>-<width>.png (and VEIL_E2E_SCREENSHOTS).
 */
import path from "node:path";

import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";

import { chooseRole, signInAsNewPerson, signInWithDevProvider } from "./support/accounts";
import { SYDNEY, uniqueKeyword } from "./support/candidates";
import { ADMIN_EMAIL } from "./support/server";
import { uniqueCodename } from "./support/seekers";

const origin = (baseURL: string) => ({ Origin: new URL(baseURL).origin });

async function newPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 812 : 900 } });
  return context.newPage();
}

async function shoot(page: Page, testInfo: TestInfo, name: string, width: number, fullPage = true): Promise<void> {
  const webRoot = path.dirname(testInfo.config.configFile ?? path.join(process.cwd(), "x"));
  const folder = process.env.VEIL_E2E_SCREENSHOTS ?? path.join(webRoot, "test-results", "screenshots");
  await page.screenshot({ path: path.join(folder, `moderation-${name}-${width}.png`), fullPage, animations: "disabled" });
}

/** A job seeker with a profile; returns the page and the profile's id. */
async function jobSeeker(browser: Browser, width: number, baseURL: string, keyword: string, name: string) {
  const page = await newPage(browser, width);
  await signInAsNewPerson(page, { firstName: name, lastName: `Quarry${keyword.slice(2, 6)}` });
  await chooseRole(page, "Continue as Job Seeker");
  const saved = await page.request.put("/api/profile", {
    headers: origin(baseURL),
    data: { codename: uniqueCodename("mod"), headline: `Data Engineer ${keyword}`, skills: ["SQL"], ...SYDNEY },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { page, profileId: ((await saved.json()) as { id: string }).id };
}

for (const width of [375, 1280]) {
  test(`a job seeker reports a recruiter, the admin suspends them, requests read Withdrawn, at ${width} px`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(150_000);
    const keyword = uniqueKeyword();
    const company = `Spammy Sourcing ${keyword.slice(2)}`;
    const first = await jobSeeker(browser, width, baseURL!, keyword, "Rhoda");
    const second = await jobSeeker(browser, width, baseURL!, keyword, "Sergio");

    const recruiter = await newPage(browser, width);
    await signInAsNewPerson(recruiter, { firstName: "Spence", lastName: "Spammer" });
    await chooseRole(recruiter, "Continue as Recruiter");
    const employer = await recruiter.request.put("/api/employer", {
      headers: origin(baseURL!),
      data: { companyName: company, website: "https://spammy.example", recruiterRole: "Sourcer", ...SYDNEY },
    });
    expect(employer.status(), await employer.text()).toBe(200);
    for (const { profileId } of [first, second]) {
      const asked = await recruiter.request.post("/api/reveal-requests", {
        headers: origin(baseURL!),
        data: { profileId, message: `Send me your payslip ${keyword}` },
      });
      expect(asked.status(), await asked.text()).toBe(201);
    }

    // The first job seeker reports the request from its card; blocking is ticked.
    const seeker = first.page;
    await seeker.goto("/reveal-requests");
    const card = seeker.getByRole("article", { name: company });
    await card.getByRole("button", { name: `Report this request from ${company}` }).click();
    const dialog = seeker.getByRole("dialog", { name: `Report the recruiter at ${company}` });
    await expect(dialog.getByRole("checkbox", { name: /Also block this recruiter/ })).toBeChecked();
    await dialog.getByRole("button", { name: "Send report" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Please choose a reason");
    await dialog.getByRole("radio", { name: "Asked for personal data" }).check();
    await dialog.getByLabel("What happened (optional)").fill("Wanted my payslip before anything else.");
    await shoot(seeker, testInfo, "report-dialog", width, false);
    await dialog.getByRole("button", { name: "Send report" }).click();
    await expect(seeker.getByText("Report sent", { exact: true })).toBeVisible();
    await expect(card).toHaveCount(0);

    // The admin's queue: what was reported and why, never who reported.
    const admin = await newPage(browser, width);
    await signInWithDevProvider(admin, { email: ADMIN_EMAIL, firstName: "Ada", lastName: "Admin" });
    await admin.goto("/admin-reports");
    const report = admin.getByRole("article", { name: new RegExp(`Asked for personal data ${company}`) });
    await expect(report).toContainText(`Send me your payslip ${keyword}`);
    await expect(report).toContainText("Wanted my payslip before anything else.");
    await expect(report).not.toContainText("Rhoda");
    await shoot(admin, testInfo, "queue", width);
    await report.getByRole("button", { name: "Suspend" }).click();
    const suspend = admin.getByRole("dialog");
    const confirm = suspend.getByRole("button", { name: "Suspend recruiter" });
    await expect(confirm).toBeDisabled();
    await suspend.getByLabel("Reason").fill("Asks every candidate for their payslip");
    await confirm.click();
    await expect(report).toHaveCount(0);
    await expect(admin.getByRole("list", { name: "Suspended recruiters" })).toContainText(company);

    // The second job seeker's request is withdrawn, and that is all they are told.
    await second.page.goto("/reveal-requests");
    const withdrawn = second.page.getByRole("article", { name: company });
    await expect(withdrawn.getByText("Withdrawn", { exact: true })).toBeVisible();
    await expect(withdrawn.getByRole("button", { name: /Approve/ })).toHaveCount(0);
    await shoot(second.page, testInfo, "withdrawn", width);

    // The recruiter sees it withdrawn on the dashboard, and cannot search.
    await recruiter.goto("/recruiter-dashboard");
    await expect(recruiter.getByText("Withdrawn", { exact: true }).filter({ visible: true }).first()).toBeVisible();
    await recruiter.goto(`/search-candidates?q=${keyword}`);
    await expect(recruiter.getByText(/Your recruiter account is suspended/).filter({ visible: true }).first()).toBeVisible();
    await shoot(recruiter, testInfo, "suspended-search", width);

    // The audit log holds the suspension and its reason.
    await admin.goto("/admin-audit-log");
    await expect(admin.getByText("Asks every candidate for their payslip").filter({ visible: true }).first()).toBeVisible();
    await expect(admin.getByText("Recruiter suspended").filter({ visible: true }).first()).toBeVisible();
    await shoot(admin, testInfo, "audit-log", width);

    for (const page of [seeker, second.page, recruiter, admin]) await page.context().close();
  });
}
