/**
 * Reveal control in Chromium against a server of its own whose clock the
 * test may move (VEIL_TEST_CLOCK, test-only): a recruiter asks with a role and a salary,
 * the job seeker sees it is below their minimum and declines with a reason, the recruiter
 * reads the reason, the job seeker switches to approve for 30 days, the recruiter sees the
 * name, 30 days pass, and the recruiter sees "Anonymous Candidate" again while the job
 * seeker's card says when it ended and offers to approve again, and their privacy activity
 * lists each step.
 */
import path from "node:path";

import { expect, test, type Browser, type Page } from "@playwright/test";

import { chooseRole, signInAsNewPerson } from "./support/accounts";
import { SYDNEY } from "./support/candidates";
import { createRunDatabase, dropRunDatabase, postgresServerUrl, type RunDatabase } from "./support/postgres";
import { uniqueCodename } from "./support/seekers";
import { startServer, stopOwnServer, type RunningServer } from "./support/server";

const DAY_MS = 86_400_000;

/** Exact text: a Radix toast also renders a hidden "Notification ..." announcement. */
const toastText = (page: Page, text: string) => page.getByText(text, { exact: true });

let veil: RunningServer;
const origin = () => ({ Origin: new URL(veil.baseUrl).origin });

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: veil.baseUrl });
  return context.newPage();
}

async function jobSeeker(browser: Browser) {
  const page = await newPage(browser);
  await signInAsNewPerson(page, { firstName: "Ottoline", lastName: "Vasquez-Pryce" });
  await chooseRole(page, "Continue as Job Seeker");
  const codename = uniqueCodename("control");
  const saved = await page.request.put("/api/profile", {
    headers: origin(),
    data: {
      codename,
      headline: "Staff Site Reliability Engineer",
      skills: ["Kubernetes", "Terraform"],
      jobType: "remote",
      status: "active",
      minSalary: 150000,
      maxSalary: 190000,
      ...SYDNEY,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const profileId = ((await saved.json()) as { id: string }).id;
  return { page, codename, profileId, fullName: "Ottoline Vasquez-Pryce" };
}

async function recruiter(browser: Browser, company: string): Promise<Page> {
  const page = await newPage(browser);
  await signInAsNewPerson(page, { firstName: "Rory", lastName: "Recruits" });
  await chooseRole(page, "Continue as Recruiter");
  const saved = await page.request.put("/api/employer", {
    headers: origin(),
    data: { companyName: company, website: "https://harbour.example", recruiterRole: "Talent Partner", ...SYDNEY },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return page;
}

/** SQLite always; PostgreSQL too when VEIL_TEST_POSTGRES_URL names a server. */
const backends = postgresServerUrl() ? (["sqlite", "postgres"] as const) : (["sqlite"] as const);

for (const backend of backends) {
  test.describe(`on ${backend}`, () => {
    let database: RunDatabase | undefined;

    test.beforeAll(async () => {
      const webRoot = path.dirname(test.info().config.configFile ?? path.join(process.cwd(), "x"));
      const serverUrl = postgresServerUrl();
      if (backend === "postgres" && serverUrl) database = await createRunDatabase(serverUrl);
      veil = await startServer(webRoot, {
        databaseUrl: database?.url,
        own: {
          // Sessions outlast the 30 days the test lets pass.
          env: () => ({
            VEIL_TEST_CLOCK: "true",
            VEIL_REVEAL_SWEEP_SECS: "1",
            VEIL_SESSION_IDLE_HOURS: "24000",
            VEIL_SESSION_MAX_DAYS: "1000",
          }),
        },
      });
    });

    test.afterAll(async () => {
      if (veil) await stopOwnServer(veil);
      const serverUrl = postgresServerUrl();
      if (database && serverUrl) await dropRunDatabase(serverUrl, database.name);
    });

    test("a request with a salary is declined with a reason, approved for 30 days, and ends", async ({ browser }) => {
      test.setTimeout(150_000);
      const company = "Harbour Cloud";
      const seeker = await jobSeeker(browser);
      const rory = await recruiter(browser, company);

      // The recruiter asks, saying what the job is and what it pays.
      await rory.goto(`/candidate/${seeker.profileId}`);
      await expect(rory.getByRole("heading", { level: 1, name: seeker.codename })).toBeVisible();
      await rory.getByRole("button", { name: "Request Identity Reveal" }).click();
      const dialog = rory.getByRole("dialog", { name: "Send Reveal Request" });
      await dialog.getByRole("button", { name: "Write your own" }).click();
      await dialog.getByRole("textbox", { name: "Your message" }).fill("We are hiring an SRE lead and would love to talk.");
      await dialog.getByRole("button", { name: "Job details (optional)" }).click();
      await dialog.getByLabel("Role title").fill("SRE Lead");
      await dialog.getByLabel("Salary from").fill("120000");
      await dialog.getByLabel("Salary to").fill("100000");
      await dialog.getByRole("button", { name: "Send Request" }).click();
      await expect(dialog.getByRole("alert")).toHaveText("The minimum salary must not be above the maximum");
      await dialog.getByLabel("Salary to").fill("140000");
      await expect(dialog.getByLabel("Currency")).toHaveValue("AUD");
      await dialog.getByLabel("Work mode").selectOption("remote");
      await dialog.getByRole("button", { name: "Send Request" }).click();
      await expect(toastText(rory, "Request Sent")).toBeVisible();
      await expect(rory.getByRole("button", { name: "Request Pending" })).toBeDisabled();

      // The job seeker reads the offer, marked as below their minimum, and declines with a reason.
      await seeker.page.goto("/reveal-requests");
      const card = seeker.page.getByRole("article", { name: company });
      await expect(card).toContainText("SRE Lead");
      await expect(card).toContainText("AUD 120,000 – 140,000 a year");
      await expect(card).toContainText("Remote");
      await expect(card).toContainText("Below your minimum salary");
      await card.getByRole("button", { name: "Decline Request" }).click();
      const decline = seeker.page.getByRole("alertdialog", { name: `Decline the request from ${company}?` });
      await decline.getByRole("radio", { name: "Salary too low" }).check();
      await decline.getByLabel("Note to the recruiter (optional)").fill("Looking for 150k or more.");
      await decline.getByRole("button", { name: "Decline Request" }).click();
      await expect(toastText(seeker.page, "Request Declined")).toBeVisible();
      await expect(card).toContainText("Your reason: Salary too low");

      // The recruiter sees the reason on the candidate page and the dashboard, and no name.
      await rory.goto(`/candidate/${seeker.profileId}`);
      await expect(rory.getByText("Reason: Salary too low · “Looking for 150k or more.”")).toBeVisible();
      await rory.goto("/recruiter-dashboard");
      const sent = rory.getByRole("listitem").filter({ hasText: "Anonymous Candidate" });
      await expect(sent).toContainText("Reason: Salary too low");

      // Switch to approve, for 30 days.
      await card.getByRole("button", { name: "Switch to Approve" }).click();
      const approve = seeker.page.getByRole("alertdialog", { name: `Reveal your identity to ${company}?` });
      await expect(approve.getByRole("radio", { name: "90 days" })).toBeChecked();
      await approve.getByRole("radio", { name: "30 days" }).check();
      await approve.getByRole("button", { name: "Approve and Reveal" }).click();
      await expect(toastText(seeker.page, "Request Approved")).toBeVisible();
      await expect(card).toContainText(/Visible until [A-Z][a-z]{2} \d{1,2}, \d{4}/);
      await expect(card.getByLabel("Show my identity for")).toHaveValue("days_30");

      // The recruiter sees who it is, and until when.
      await rory.goto(`/candidate/${seeker.profileId}`);
      await expect(rory.getByRole("heading", { level: 1, name: seeker.fullName })).toBeVisible();
      await expect(rory.getByText(/^Visible until [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();

      // Thirty days pass on the server's clock.
      const moved = await rory.request.post("/dev-idp/test-clock", { data: { advanceMillis: 30 * DAY_MS } });
      expect(moved.status()).toBe(200);

      await rory.reload();
      await expect(rory.getByRole("heading", { level: 1, name: seeker.codename })).toBeVisible();
      await expect(rory.getByText(seeker.fullName)).toHaveCount(0);
      await expect(rory.getByText(/^Expired on [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
      await rory.goto("/recruiter-dashboard");
      const ended = rory.getByRole("listitem").filter({ hasText: "Anonymous Candidate" });
      await expect(ended).toContainText("Expired");
      await expect(rory.getByText(seeker.fullName)).toHaveCount(0);

      // The job seeker's card says when it ended and offers to approve again; both were told.
      await seeker.page.reload();
      await expect(card).toContainText(/Expired on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
      await expect(card.getByRole("button", { name: "Approve Again" })).toBeVisible();
      await expect
        .poll(async () => ((await (await seeker.page.request.get("/api/notifications")).json()) as { notifications: { title: string }[] }).notifications[0]?.title)
        .toBe("Reveal Ended");
      await expect
        .poll(async () => ((await (await rory.request.get("/api/notifications")).json()) as { notifications: { title: string }[] }).notifications[0]?.title)
        .toBe("Reveal Ended");

      // The job seeker's privacy activity shows each step, newest first.
      await seeker.page.goto("/privacy-activity");
      for (const label of ["Reveal expired", "Reveal approved", "Reveal declined", "Reveal requested"]) {
        const row = seeker.page.getByRole("listitem").filter({ has: seeker.page.getByText(label, { exact: true }) });
        await expect(row.first()).toContainText(company);
      }

      await seeker.page.context().close();
      await rory.context().close();
    });
  });
}
