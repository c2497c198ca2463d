/**
 * Saved searches in Chromium against a server of its own that checks saved
 * searches every second (VEIL_SAVED_SEARCH_CHECK_SECS): a recruiter saves a search that
 * finds nobody yet (a second save under the same name is refused with a clear message),
 * a job seeker who matches it signs up, the recruiter's dashboard shows the new match and
 * the bell says so, and opening the saved search runs it on the search page, showing the
 * profile, and counts from then on.
 */
import path from "node:path";

import { expect, test, type Browser, type Page } from "@playwright/test";

import { chooseRole, signInAsNewPerson } from "./support/accounts";
import { SYDNEY, uniqueKeyword } from "./support/candidates";
import { uniqueCodename } from "./support/seekers";
import { startServer, stopOwnServer, type RunningServer } from "./support/server";

/** Exact text: a Radix toast also renders a hidden "Notification ..." announcement. */
const toastText = (page: Page, text: string) => page.getByText(text, { exact: true });

let veil: RunningServer;
const origin = () => ({ Origin: new URL(veil.baseUrl).origin });

test.beforeAll(async () => {
  const webRoot = path.dirname(test.info().config.configFile ?? path.join(process.cwd(), "x"));
  veil = await startServer(webRoot, { own: { env: () => ({ VEIL_SAVED_SEARCH_CHECK_SECS: "1" }) } });
});

test.afterAll(async () => {
  if (veil) await stopOwnServer(veil);
});

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: veil.baseUrl });
  return context.newPage();
}

async function recruiter(browser: Browser): Promise<Page> {
  const page = await newPage(browser);
  await signInAsNewPerson(page, { firstName: "Sasha", lastName: "Searches" });
  await chooseRole(page, "Continue as Recruiter");
  const saved = await page.request.put("/api/employer", {
    headers: origin(),
    data: { companyName: "Lantern Robotics", website: "https://lantern.example", recruiterRole: "Talent Lead", ...SYDNEY },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return page;
}

async function jobSeeker(browser: Browser, headline: string): Promise<string> {
  const page = await newPage(browser);
  await signInAsNewPerson(page, { firstName: "Imogen", lastName: "Matchwell" });
  await chooseRole(page, "Continue as Job Seeker");
  const codename = uniqueCodename("match");
  const saved = await page.request.put("/api/profile", {
    headers: origin(),
    data: { codename, headline, skills: ["Rust", "LLVM"], jobType: "remote", status: "active", ...SYDNEY },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.context().close();
  return codename;
}

test("a saved search counts a new matching profile, and opening it shows the profile", async ({ browser }) => {
  test.setTimeout(120_000);
  const tag = uniqueKeyword();
  const headline = `${tag} Quantum Compiler Engineer`;
  const rita = await recruiter(browser);

  // Nobody matches yet; the recruiter saves the search with alerts.
  await rita.goto("/search-candidates");
  await rita.getByRole("combobox", { name: "Keywords" }).fill(`${tag} compiler`);
  await rita.getByRole("combobox", { name: "Keywords" }).press("Enter");
  await expect(rita.getByText("No candidates found matching your search criteria.")).toBeVisible();
  await rita.getByRole("button", { name: "Save this search" }).click();
  const dialog = rita.getByRole("dialog", { name: "Save this search" });
  await expect(dialog.getByRole("textbox", { name: "Name" })).toHaveValue(`${tag} compiler`);
  await dialog.getByRole("textbox", { name: "Name" }).fill("");
  await dialog.getByRole("button", { name: "Save search" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please give this search a name.");
  await dialog.getByRole("textbox", { name: "Name" }).fill("Quantum compilers");
  await dialog.getByRole("checkbox", { name: "Alert me about new matches" }).check();
  await dialog.getByRole("button", { name: "Save search" }).click();
  await expect(toastText(rita, "Search saved")).toBeVisible();
  await expect(dialog).toBeHidden();

  // The same name again is refused, with the reason under the field.
  await rita.getByRole("button", { name: "Save this search" }).click();
  await dialog.getByRole("textbox", { name: "Name" }).fill("quantum Compilers");
  await dialog.getByRole("button", { name: "Save search" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "You already have a saved search called “quantum Compilers”. Please choose another name.",
  );
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await rita.goto("/recruiter-dashboard");
  const card = rita.getByRole("region", { name: "Saved Searches" });
  const item = card.getByRole("listitem").filter({ hasText: "Quantum compilers" });
  await expect(item).toContainText(`“${tag} compiler”`);
  await expect(item.getByRole("switch", { name: "Alerts" })).toBeChecked();
  await expect(item.getByText(/new profile/)).toHaveCount(0);

  // A job seeker who matches signs up; the background check finds them.
  const codename = await jobSeeker(browser, headline);
  await expect(async () => {
    await rita.reload();
    await expect(item.getByText("1 new profile", { exact: true })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await rita.getByRole("button", { name: /Notifications/ }).click();
  await expect(rita.getByText("1 new profile matches your saved search “Quantum compilers”.")).toBeVisible();
  await rita.keyboard.press("Escape");

  // Opening it runs the search, showing the new profile, and counts from now on.
  await item.getByRole("button", { name: "Open Quantum compilers" }).click();
  await expect(rita).toHaveURL(/\/search-candidates\?q=/);
  await expect(rita.getByRole("combobox", { name: "Keywords" })).toHaveValue(`${tag} compiler`);
  await expect(
    rita.getByRole("list", { name: "Candidates" }).getByRole("article").filter({ hasText: codename }),
  ).toHaveCount(1);
  await rita.goto("/recruiter-dashboard");
  await expect(item).toBeVisible();
  await expect(item.getByText(/new profile/)).toHaveCount(0);
});
