/**
 * Blocking a recruiter, at a phone's width and a desktop's: a recruiter asks; the job
 * seeker blocks them from the request's card; the card leaves the list and the recruiter's
 * candidate page says "Profile Not Found"; the account page lists the block, and
 * "Unblock" gives the recruiter the profile back. Screenshots go to
 * test-results/screenshots/block-card-<width>.png and blocked-<width>.png (and
 * VEIL_E2E_SCREENSHOTS).
 */
import path from "node:path";

import { expect, test, type Browser, type Page } from "@playwright/test";

import { chooseRole, signInAsNewPerson } from "./support/accounts";
import { SYDNEY, uniqueKeyword } from "./support/candidates";
import { uniqueCodename } from "./support/seekers";

const origin = (baseURL: string) => ({ Origin: new URL(baseURL).origin });

async function newPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 812 : 900 } });
  return context.newPage();
}

for (const width of [375, 1280]) {
  test(`a job seeker blocks a recruiter and lifts the block, at ${width} px`, async ({ browser, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const keyword = uniqueKeyword();
    const company = `Pushy Partners ${keyword.slice(2)}`;

    const codename = uniqueCodename("block");
    const seeker = await newPage(browser, width);
    await signInAsNewPerson(seeker, { firstName: "Blanche", lastName: `Quarry${keyword.slice(2, 6)}` });
    await chooseRole(seeker, "Continue as Job Seeker");
    const saved = await seeker.request.put("/api/profile", {
      headers: origin(baseURL!),
      data: { codename, headline: `Data Engineer ${keyword}`, skills: ["SQL"], ...SYDNEY },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const profileId = ((await saved.json()) as { id: string }).id;

    const recruiter = await newPage(browser, width);
    await signInAsNewPerson(recruiter, { firstName: "Percy", lastName: "Pusher" });
    await chooseRole(recruiter, "Continue as Recruiter");
    const employer = await recruiter.request.put("/api/employer", {
      headers: origin(baseURL!),
      data: { companyName: company, website: "https://pushy.example", recruiterRole: "Sourcer", ...SYDNEY },
    });
    expect(employer.status(), await employer.text()).toBe(200);
    const asked = await recruiter.request.post("/api/reveal-requests", {
      headers: origin(baseURL!),
      data: { profileId, message: "Call me today. Today!" },
    });
    expect(asked.status(), await asked.text()).toBe(201);

    // Blocked from the request's card, after a confirmation that says what it does.
    const folder =
      process.env.VEIL_E2E_SCREENSHOTS ??
      path.join(path.dirname(testInfo.config.configFile ?? path.join(process.cwd(), "x")), "test-results", "screenshots");
    await seeker.goto("/reveal-requests");
    const card = seeker.getByRole("article", { name: company });
    await expect(card).toContainText("Call me today.");
    await card.screenshot({ path: path.join(folder, `block-card-${width}.png`), animations: "disabled" });
    await card.getByRole("button", { name: `Block the recruiter at ${company}` }).click();
    const confirm = seeker.getByRole("alertdialog", { name: `Block the recruiter at ${company}?` });
    await expect(confirm).toContainText("They are not told.");
    await confirm.getByRole("button", { name: "Block" }).click();
    await expect(seeker.getByText("Recruiter blocked", { exact: true })).toBeVisible();
    await expect(card).toHaveCount(0);

    // To the recruiter the profile is gone.
    await recruiter.goto(`/candidate/${profileId}`);
    await expect(recruiter.getByRole("heading", { level: 1, name: "Profile Not Found" })).toBeVisible();

    // The account page lists the block; "Unblock" gives the profile back.
    await seeker.goto("/user-profile");
    const blocks = seeker.getByRole("list", { name: "Blocked recruiters" });
    await expect(blocks).toContainText(company);
    const cardOfBlocks = seeker.getByRole("heading", { name: "Blocked recruiters" }).locator("xpath=ancestor::*[@data-slot='card'][1]");
    await cardOfBlocks.scrollIntoViewIfNeeded();
    await cardOfBlocks.screenshot({ path: path.join(folder, `blocked-${width}.png`), animations: "disabled" });
    await blocks.getByRole("button", { name: `Unblock the recruiter at ${company}` }).click();
    await expect(seeker.getByText("You have not blocked anyone.", { exact: false })).toBeVisible();
    await recruiter.reload();
    await expect(recruiter.getByRole("heading", { level: 1, name: codename })).toBeVisible();

    await seeker.context().close();
    await recruiter.context().close();
  });
}
