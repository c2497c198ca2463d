/**
 * Talking before a reveal, at a phone's width and a desktop's: a recruiter asks a question
 * with the request; the job seeker answers in the request's thread under their codename,
 * is warned before sending their e-mail address (and edits it out), approves; the
 * recruiter's candidate page shows the name beside the same thread, live. Screenshots of
 * the thread go to test-results/screenshots/thread-<width>.png (and VEIL_E2E_SCREENSHOTS). The
 * recruiter then deletes their account: the job seeker keeps only their own messages
 * (departed-<width>.png).
 */
import path from "node:path";

import { expect, test, type Browser, type Locator, type Page, type TestInfo } from "@playwright/test";

import { chooseRole, signInAsNewPerson } from "./support/accounts";
import { SYDNEY, uniqueKeyword } from "./support/candidates";
import { countStreamReadiness, waitForEventStream } from "./support/event-stream";
import { uniqueEmail } from "./support/helpers";
import { uniqueCodename } from "./support/seekers";

const origin = (baseURL: string) => ({ Origin: new URL(baseURL).origin });

async function shootThread(page: Page, thread: Locator, testInfo: TestInfo, width: number, name = "thread") {
  const webRoot = path.dirname(testInfo.config.configFile ?? path.join(process.cwd(), "x"));
  const folder = process.env.VEIL_E2E_SCREENSHOTS ?? path.join(webRoot, "test-results", "screenshots");
  await thread.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await thread.screenshot({ path: path.join(folder, `${name}-${width}.png`), animations: "disabled" });
}

type Seeker = { page: Page; profileId: string; fullName: string; email: string; codename: string };

async function newPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 812 : 900 } });
  const page = await context.newPage();
  await countStreamReadiness(page);
  return page;
}

async function jobSeeker(browser: Browser, baseURL: string, width: number, keyword: string): Promise<Seeker> {
  const page = await newPage(browser, width);
  const lastName = `Thornquist${keyword.slice(2, 6)}`;
  const email = uniqueEmail("thread-seeker");
  await signInAsNewPerson(page, { firstName: "Ottilie", lastName, email });
  await chooseRole(page, "Continue as Job Seeker");
  const codename = uniqueCodename("thread");
  const saved = await page.request.put("/api/profile", {
    headers: origin(baseURL),
    data: {
      codename,
      headline: `Staff Platform Engineer ${keyword}`,
      skills: ["Kubernetes", "Go"],
      jobType: "remote",
      status: "active",
      minSalary: 150000,
      maxSalary: 190000,
      ...SYDNEY,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const profileId = ((await saved.json()) as { id: string }).id;
  return { page, profileId, fullName: `Ottilie ${lastName}`, email, codename };
}

async function recruiter(browser: Browser, baseURL: string, width: number, company: string): Promise<Page> {
  const page = await newPage(browser, width);
  await signInAsNewPerson(page, { firstName: "Rowan", lastName: "Hiring" });
  await chooseRole(page, "Continue as Recruiter");
  const saved = await page.request.put("/api/employer", {
    headers: origin(baseURL),
    data: { companyName: company, website: "https://harbour-labs.example", recruiterRole: "Talent Partner", ...SYDNEY },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return page;
}

for (const width of [375, 1280]) {
  test(`a question before the reveal, answered under the codename, at ${width} px`, async ({ browser, baseURL }, testInfo) => {
    test.setTimeout(150_000);
    const keyword = uniqueKeyword();
    const company = `Harbour Labs ${keyword.slice(2)}`;
    const seeker = await jobSeeker(browser, baseURL!, width, keyword);
    const rowan = await recruiter(browser, baseURL!, width, company);

    // The recruiter asks a question with the request, from the candidate's page.
    await rowan.goto(`/candidate/${seeker.profileId}`);
    await expect(rowan.getByRole("heading", { level: 1, name: seeker.codename })).toBeVisible();
    await rowan.getByRole("button", { name: "Request Identity Reveal" }).click();
    const dialog = rowan.getByRole("dialog", { name: "Send Reveal Request" });
    await dialog.getByRole("button", { name: "Write your own" }).click();
    await dialog.getByRole("textbox", { name: "Your message" }).fill("Would a fully remote role with a Sydney team interest you?");
    await dialog.getByRole("button", { name: "Send Request" }).click();
    await expect(dialog).toBeHidden();
    const recruiterThread = rowan.getByRole("region", { name: "Messages" });
    await expect(recruiterThread).toContainText(`Conversation with ${seeker.codename}`);
    await waitForEventStream(rowan);

    // The job seeker opens the request's thread and answers under their codename.
    await seeker.page.goto("/reveal-requests");
    const card = seeker.page.getByRole("article", { name: company });
    await expect(card).toContainText("Would a fully remote role with a Sydney team interest you?");
    await waitForEventStream(seeker.page);
    const thread = card.getByRole("region", { name: "Messages" });
    await thread.getByRole("button", { name: "Messages" }).click();
    await expect(thread).toContainText(`Conversation with ${company}`);
    const box = thread.getByRole("textbox", { name: "Write a message" });
    await box.fill("It might. How large is the team, and is the salary negotiable?");
    await thread.getByRole("button", { name: "Send" }).click();
    await expect(thread.getByRole("log")).toContainText("How large is the team");
    await expect(box).toHaveValue("");

    // Their e-mail address in a message: warned first; 'Edit' keeps it unsent.
    await box.fill(`You could also write to me at ${seeker.email}`);
    await thread.getByRole("button", { name: "Send" }).click();
    const warning = seeker.page.getByRole("alertdialog", { name: "This may reveal who you are" });
    await expect(warning).toContainText("Your e-mail address in your message");
    await warning.getByRole("button", { name: "Edit" }).click();
    await expect(warning).toBeHidden();
    await expect(box).toHaveValue(`You could also write to me at ${seeker.email}`);
    await box.fill("");

    // The recruiter sees the answer live, beside the codename, and replies.
    await expect(recruiterThread.getByRole("log")).toContainText("How large is the team", { timeout: 15_000 });
    await expect(recruiterThread).not.toContainText(seeker.fullName);
    await recruiterThread.getByRole("textbox", { name: "Write a message" }).fill(
      "Six engineers, and yes, the range is open. Details: https://harbour-labs.example/jobs/42",
    );
    await recruiterThread.getByRole("button", { name: "Send" }).click();
    await expect(recruiterThread.getByRole("log")).toContainText("Six engineers");

    // The link reaches the job seeker as text with 'Copy link', never as a link.
    await expect(thread.getByRole("log")).toContainText("Six engineers", { timeout: 15_000 });
    await expect(thread.getByRole("link")).toHaveCount(0);
    await expect(thread.getByRole("button", { name: /Copy link/ })).toBeVisible();
    await expect(thread).toContainText("Opening a link can tell the sender who you are.");

    // Approve: the recruiter sees the name beside the same thread, without a reload.
    await card.getByRole("button", { name: "Approve Request" }).click();
    await seeker.page
      .getByRole("alertdialog", { name: `Reveal your identity to ${company}?` })
      .getByRole("button", { name: "Approve and Reveal" })
      .click();
    await expect(card.getByRole("button", { name: "Switch to Declined" })).toBeVisible();
    await expect(rowan.getByRole("heading", { level: 1, name: seeker.fullName })).toBeVisible({ timeout: 15_000 });
    await expect(recruiterThread).toContainText(`Conversation with ${seeker.fullName}`);
    await expect(recruiterThread.getByRole("log")).toContainText("How large is the team");
    await shootThread(rowan, recruiterThread, testInfo, width);

    // The recruiter deletes their account: the job seeker keeps their own messages, with
    // "This person has left Veil" in place of the recruiter's, and nothing of them.
    const left = await rowan.request.delete("/api/account", { headers: origin(baseURL!) });
    expect(left.status(), await left.text()).toBe(204);
    await seeker.page.reload();
    const departed = seeker.page.getByRole("region", { name: "People who left Veil" });
    await expect(departed).toContainText("How large is the team");
    await expect(departed).toContainText("This person has left Veil");
    await expect(departed).not.toContainText("Six engineers");
    await expect(departed).not.toContainText(company);
    await expect(seeker.page.getByRole("article", { name: company })).toHaveCount(0);
    await shootThread(seeker.page, departed, testInfo, width, "departed");

    await seeker.page.context().close();
    await rowan.context().close();
  });
}
