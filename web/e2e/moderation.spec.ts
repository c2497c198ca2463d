/**
 * Reports and moderation, at a phone's width and a desktop's: a recruiter asks two job
 * seekers; the first reports the request (and blocks, as the dialog does by default);
 * the admin sees the report in /admin-reports without the reporter, suspends the
 * recruiter with a reason; the second job seeker's request now reads "Withdrawn", as it
 * does on the recruiter's dashboard, and the recruiter's search says they are suspended;
 * the audit log holds the suspension. The other way: a recruiter reports a candidate's
 * profile and message from the candidate page; the admin sees the codename and the text,
 * never the job seeker's name, suspends them (the profile leaves search, they cannot
 * write) and lifts it. Screenshots: test-results/screenshots/
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

/** A job seeker with a profile; returns the page, the profile's id and its codename. */
async function jobSeeker(browser: Browser, width: number, baseURL: string, keyword: string, name: string) {
  const page = await newPage(browser, width);
  await signInAsNewPerson(page, { firstName: name, lastName: `Quarry${keyword.slice(2, 6)}` });
  await chooseRole(page, "Continue as Job Seeker");
  const codename = uniqueCodename("mod");
  const saved = await page.request.put("/api/profile", {
    headers: origin(baseURL),
    data: { codename, headline: `Data Engineer ${keyword}`, skills: ["SQL"], ...SYDNEY },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { page, codename, profileId: ((await saved.json()) as { id: string }).id };
}

/** A recruiter with a company page. */
async function recruiterOf(browser: Browser, width: number, baseURL: string, company: string) {
  const page = await newPage(browser, width);
  await signInAsNewPerson(page, { firstName: "Spence", lastName: "Spammer" });
  await chooseRole(page, "Continue as Recruiter");
  const employer = await page.request.put("/api/employer", {
    headers: origin(baseURL),
    data: { companyName: company, website: "https://spammy.example", recruiterRole: "Sourcer", ...SYDNEY },
  });
  expect(employer.status(), await employer.text()).toBe(200);
  return page;
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

    const recruiter = await recruiterOf(browser, width, baseURL!, company);
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
    await expect(admin.getByRole("list", { name: "Suspended accounts" })).toContainText(company);

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

for (const width of [375, 1280]) {
  test(`a recruiter reports a candidate, the admin suspends them and lifts it, at ${width} px`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(150_000);
    const keyword = uniqueKeyword();
    const company = `Careful Hiring ${keyword.slice(2)}`;
    const candidate = await jobSeeker(browser, width, baseURL!, keyword, "Tamsin");
    const { codename } = candidate;
    const recruiter = await recruiterOf(browser, width, baseURL!, company);
    const asked = await recruiter.request.post("/api/reveal-requests", {
      headers: origin(baseURL!),
      data: { profileId: candidate.profileId, message: `A data role ${keyword}` },
    });
    expect(asked.status(), await asked.text()).toBe(201);
    const requestId = ((await asked.json()) as { id: string }).id;
    const written = await candidate.page.request.post(`/api/reveal-requests/${requestId}/messages`, {
      headers: origin(baseURL!),
      data: { body: `Pay me first ${keyword}` },
    });
    expect(written.status(), await written.text()).toBe(201);

    // From the candidate page: the profile, then the job seeker's message; no blocking here.
    await recruiter.goto(`/candidate/${candidate.profileId}`);
    await recruiter.getByRole("button", { name: `Report this profile of ${codename}` }).click();
    const dialog = recruiter.getByRole("dialog", { name: `Report candidate ${codename}` });
    await expect(dialog).toContainText("the candidate is not told");
    await expect(dialog.getByRole("checkbox")).toHaveCount(0);
    await dialog.getByRole("radio", { name: "Fake company or scam" }).check();
    await dialog.getByLabel("What happened (optional)").fill("The headline is copied from someone else.");
    await shoot(recruiter, testInfo, "candidate-report-dialog", width, false);
    await dialog.getByRole("button", { name: "Send report" }).click();
    await expect(recruiter.getByText("Report sent", { exact: true })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await recruiter.getByRole("button", { name: `Report this message of ${codename}` }).click();
    const second = recruiter.getByRole("dialog", { name: `Report candidate ${codename}` });
    await second.getByRole("radio", { name: "Harassment or abuse" }).check();
    await second.getByRole("button", { name: "Send report" }).click();
    await expect(second).toHaveCount(0);

    // The admin: the codename and the text, never the job seeker's name nor the reporter.
    const admin = await newPage(browser, width);
    await signInWithDevProvider(admin, { email: ADMIN_EMAIL, firstName: "Ada", lastName: "Admin" });
    await admin.goto("/admin-reports");
    const report = admin.getByRole("article", { name: `Fake company or scam ${codename}` });
    await expect(report).toContainText(`Data Engineer ${keyword}`);
    await expect(report).toContainText("The headline is copied from someone else.");
    await expect(report).not.toContainText("Tamsin");
    await expect(report).not.toContainText(company);
    const message = admin.getByRole("article", { name: `Harassment or abuse ${codename}` });
    await expect(message).toContainText(`Pay me first ${keyword}`);
    await shoot(admin, testInfo, "candidate-queue", width);
    await report.getByRole("button", { name: "Suspend" }).click();
    const suspend = admin.getByRole("dialog");
    await suspend.getByLabel("Reason").fill("A copied profile");
    await suspend.getByRole("button", { name: "Suspend job seeker" }).click();
    await expect(report).toHaveCount(0);
    const suspended = admin.getByRole("list", { name: "Suspended accounts" });
    await expect(suspended).toContainText(codename);

    // Hidden from search; the job seeker cannot write.
    const search = await recruiter.request.get(`/api/search?q=${keyword}`);
    expect(((await search.json()) as { pagination: { totalResults: number } }).pagination.totalResults).toBe(0);
    const refused = await candidate.page.request.post(`/api/reveal-requests/${requestId}/messages`, {
      headers: origin(baseURL!),
      data: { body: "Hello again" },
    });
    expect(refused.status()).toBe(403);

    // Lifted from the list: found again.
    const row = suspended.getByRole("listitem").filter({ hasText: codename });
    await row.getByRole("button", { name: "Lift suspension" }).click();
    const lift = admin.getByRole("dialog", { name: `Lift the suspension of job seeker ${codename}?` });
    await lift.getByLabel("Reason").fill("Proved it is their own");
    await lift.getByRole("button", { name: "Lift suspension" }).click();
    await expect(lift).toHaveCount(0);
    await expect(suspended.getByRole("listitem").filter({ hasText: codename })).toHaveCount(0);
    await expect
      .poll(async () => {
        const found = await recruiter.request.get(`/api/search?q=${keyword}`);
        return ((await found.json()) as { pagination: { totalResults: number } }).pagination.totalResults;
      })
      .toBe(1);

    for (const page of [candidate.page, recruiter, admin]) await page.context().close();
  });
}
