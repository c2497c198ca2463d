/**
 * The recruiter's journey: onboarding, dashboard, candidate search with
 * location and pages, a candidate's anonymous profile, recent searches, and a shared
 * search link. Candidates are seeded through the API by job seekers signed in from their
 * own request contexts. Screenshots for people to look at go to
 * test-results/screenshots/recruiter-<screen>-<desktop|mobile>.png.
 */
import path from "node:path";

import { expect, test, type Page, type TestInfo } from "@playwright/test";

import { chooseRole, makePng, signInAsNewPerson } from "./support/accounts";
import { MELBOURNE, seedCandidate, SYDNEY, uniqueKeyword, type CandidateSeed } from "./support/candidates";

/** Exact text: a Radix toast also renders a hidden "Notification ..." announcement. */
function toastText(page: Page, text: string) {
  return page.getByText(text, { exact: true });
}

async function shoot(page: Page, testInfo: TestInfo, name: string, fullPage = true): Promise<void> {
  const webRoot = path.dirname(testInfo.config.configFile ?? path.join(process.cwd(), "x"));
  await page.waitForTimeout(300);
  await page.screenshot({
    path: path.join(webRoot, "test-results", "screenshots", `recruiter-${name}.png`),
    fullPage,
    animations: "disabled",
  });
}

const roles: Array<Pick<CandidateSeed, "headline" | "skills" | "jobType" | "pitch">> = [
  {
    headline: "Senior Rust Engineer",
    skills: ["Rust", "Tokio", "PostgreSQL", "Kubernetes", "gRPC", "Terraform", "AWS"],
    jobType: "remote",
    pitch: "I build fast, reliable backends and love making systems boring in the best way.",
  },
  { headline: "Staff Frontend Engineer", skills: ["React", "TypeScript", "Accessibility"], jobType: "hybrid", pitch: "" },
  {
    headline: "Data Engineer",
    skills: ["Python", "Spark", "dbt", "Airflow", "Snowflake", "Kafka"],
    jobType: "onsite",
    pitch: "Pipelines that finish on time, every time.",
  },
  { headline: "Product Designer", skills: ["Figma", "Research"], jobType: "remote", pitch: "Design with evidence." },
  { headline: "Platform Engineer", skills: ["Go", "Kubernetes"], jobType: "hybrid", pitch: "Paved roads for developers." },
  { headline: "Mobile Developer", skills: ["Swift", "Kotlin"], jobType: "remote", pitch: "Apps people keep." },
];

/** `onsite`: how many of the `total` visible candidates work onsite. */
type Seeded = { keyword: string; sydney: string[]; total: number; onsite: number };

let seeded: Promise<Seeded> | undefined;

/** 13 visible candidates in Sydney, 2 in Melbourne and 1 hidden in Sydney, all sharing a keyword. */
function seedCandidates(baseURL: string): Promise<Seeded> {
  seeded ??= (async () => {
    const keyword = uniqueKeyword();
    const seeds: CandidateSeed[] = [];
    for (let i = 0; i < 16; i++) {
      const role = roles[i % roles.length];
      const place = i < 13 || i === 15 ? SYDNEY : MELBOURNE;
      seeds.push({
        ...role,
        ...place,
        codename: `${keyword}-${String(i + 1).padStart(2, "0")}`,
        status: i === 15 ? "hidden" : i % 3 === 0 ? "passive" : "active",
        summary: `Reference ${keyword}. Several years of shipping ${role.skills[0]} in production.`,
        minSalary: 90000 + i * 5000,
        maxSalary: i % 4 === 0 ? 0 : 140000 + i * 5000,
      });
    }
    // A few at a time: the server is shared with the other journeys.
    const ids: string[] = [];
    for (let start = 0; start < seeds.length; start += 4) {
      ids.push(...(await Promise.all(seeds.slice(start, start + 4).map((seed) => seedCandidate(baseURL, seed)))));
    }
    const visible = seeds.filter((seed) => seed.status !== "hidden");
    return {
      keyword,
      sydney: seeds.slice(0, 13).map((s) => s.codename),
      total: visible.length,
      onsite: visible.filter((seed) => seed.jobType === "onsite").length,
    };
  })();
  return seeded;
}

/** Signs in as a new recruiter and completes the onboarding wizard. */
async function onboardRecruiter(page: Page, testInfo?: TestInfo): Promise<void> {
  await signInAsNewPerson(page, { firstName: "Riley", lastName: "Recruiter" });
  await chooseRole(page, "Continue as Recruiter");

  await expect(page.getByRole("heading", { name: "Company Information" })).toBeVisible();
  await page.getByRole("textbox", { name: "Company Name" }).fill("Northwind Talent");
  await page.getByRole("textbox", { name: "Company Website" }).fill("https://northwind.example");
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page.getByRole("heading", { name: "Your Role & Branding" })).toBeVisible();
  await page.getByRole("textbox", { name: "Your Role" }).fill("Talent Partner");
  await page.getByRole("combobox", { name: "Location" }).fill("Sydney");
  await page.getByRole("option", { name: "Sydney, New South Wales, Australia", exact: true }).click();
  await expect(page.getByRole("combobox", { name: "Location" })).toHaveValue("Sydney, New South Wales, Australia");
  if (testInfo) await shoot(page, testInfo, "onboarding-desktop");
  await page.getByRole("button", { name: "Complete Profile" }).click();

  await expect(toastText(page, "Profile Created")).toBeVisible();
  await expect(page).toHaveURL(/\/recruiter-dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Recruiter Dashboard" })).toBeVisible();
}

function resultCards(page: Page) {
  return page.getByRole("list", { name: "Candidates" }).getByRole("article");
}

async function cardTitles(page: Page): Promise<string[]> {
  return resultCards(page).getByRole("heading").allTextContents();
}

test.describe("recruiter journey", () => {
  test("onboards, searches by keyword and location, pages, opens a candidate and shares a search", async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const { keyword, total, onsite } = await seedCandidates(baseURL!);

    await onboardRecruiter(page, testInfo);
    await expect(page.getByText("Northwind Talent")).toBeVisible();
    await expect(page.getByText("No reveal requests yet")).toBeVisible();
    await shoot(page, testInfo, "dashboard-desktop");

    await page.getByRole("link", { name: "Search Now" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Search Candidates" })).toBeVisible();
    await expect(page.getByText("No recent searches.")).toBeVisible();

    // Keyword and location; the location is an explicit search, saved to the history.
    await page.getByRole("combobox", { name: "Keywords" }).fill(keyword);
    await expect(page).toHaveURL(new RegExp(`q=${keyword}`));
    await page.getByRole("combobox", { name: "Location" }).fill("Sydney");
    await page.getByRole("option", { name: "Sydney, New South Wales, Australia", exact: true }).click();
    await expect(page).toHaveURL(/city=Sydney&state=New\+South\+Wales&country=Australia/);
    await expect(page.getByText("Showing page 1 of 2 (13 total results)")).toBeVisible();
    await expect(resultCards(page)).toHaveCount(10);
    // Anonymous: headlines, never names; '+N more' for long skill lists.
    await expect(resultCards(page).getByRole("heading", { name: "Senior Rust Engineer" }).first()).toBeVisible();
    await expect(resultCards(page).getByRole("button", { name: "+2 more" }).first()).toBeVisible();
    await shoot(page, testInfo, "search-desktop");

    // The recent searches list the search just made.
    await expect(page.getByRole("button", { name: new RegExp(`^${keyword} in Sydney`) })).toBeVisible();

    await page.getByRole("link", { name: "Page 2" }).click();
    await expect(page.getByText("Showing page 2 of 2 (13 total results)")).toBeVisible();
    await expect(resultCards(page)).toHaveCount(3);
    await expect(page).toHaveURL(/page=2/);
    const sharedUrl = page.url();
    const pageTwo = await cardTitles(page);

    // A candidate's anonymous profile, and back to the same search.
    const first = resultCards(page).first();
    const codename = (await first.getByText(new RegExp(`^${keyword}-`)).textContent())!;
    await first.getByRole("link", { name: "View Profile" }).click();
    await expect(page).toHaveURL(/\/candidate\//);
    await expect(page.getByRole("heading", { level: 1, name: codename })).toBeVisible();
    await expect(page.getByText("Contact details are hidden until the candidate approves your reveal request.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Technical Skills" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Salary Expectations" })).toBeVisible();
    await shoot(page, testInfo, "candidate-desktop");
    await page.getByRole("link", { name: "Back to Search" }).click();
    await expect(page.getByText("Showing page 2 of 2 (13 total results)")).toBeVisible();

    // Without the location: Melbourne too, and never the hidden profile.
    await page.getByRole("button", { name: "Clear location" }).click();
    await expect(page.getByText(`Showing page 1 of 2 (${total} total results)`)).toBeVisible();

    // A job type filter narrows and goes back to page 1.
    await page.getByRole("checkbox", { name: /^Onsite\b/ }).check();
    await expect(page).toHaveURL(new RegExp(`\\?q=${keyword}&jobType=onsite$`));
    await expect(page.getByText(`Showing page 1 of 1 (${onsite} total results)`)).toBeVisible();
    // Every onsite candidate, each card with the Onsite badge (fails on zero cards too).
    expect(onsite).toBeGreaterThan(0);
    await expect(resultCards(page)).toHaveCount(onsite);
    await expect(resultCards(page).getByText(/^(Remote|Onsite|Hybrid)$/)).toHaveText(Array(onsite).fill("Onsite"));

    // The history under the keyword box reruns a search.
    await page.getByRole("combobox", { name: "Keywords" }).click();
    const history = page.getByRole("listbox", { name: "Recent searches" });
    await expect(history.getByRole("option").first()).toBeVisible();
    await history.getByRole("option", { name: new RegExp(`${keyword}.*Sydney`) }).first().click();
    await expect(page.getByRole("combobox", { name: "Location" })).toHaveValue("Sydney, New South Wales, Australia");

    // The shared link, opened afresh, shows the same page of the same search.
    const other = await context.newPage();
    await other.goto(sharedUrl);
    await expect(other.getByText("Showing page 2 of 2 (13 total results)")).toBeVisible();
    expect(await cardTitles(other)).toEqual(pageTwo);
    await expect(other.getByRole("combobox", { name: "Keywords" })).toHaveValue(keyword);
    await other.close();

    // The same screens on a phone.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(sharedUrl);
    await expect(page.getByText("Showing page 2 of 2 (13 total results)")).toBeVisible();
    await shoot(page, testInfo, "search-mobile");
    await resultCards(page).first().getByRole("link", { name: "View Profile" }).click();
    await expect(page.getByRole("heading", { level: 1, name: codename })).toBeVisible();
    await shoot(page, testInfo, "candidate-mobile");
    await page.goto("/recruiter-dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Recruiter Dashboard" })).toBeVisible();
    await shoot(page, testInfo, "dashboard-mobile");
  });

  test("edits the company profile with a logo", async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    await onboardRecruiter(page);
    await page.getByRole("link", { name: "Update Profile" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit Company Profile" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Company Name" })).toHaveValue("Northwind Talent");

    await page.getByLabel("Logo file").setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: await makePng(page, 128),
    });
    await expect(toastText(page, "Logo Uploaded")).toBeVisible();
    await expect(page.getByRole("img", { name: "Company logo" })).toBeVisible();

    await page.getByRole("combobox", { name: "Company Size" }).selectOption("11-50");
    await page.getByRole("textbox", { name: "Industry" }).fill("Recruitment");
    await shoot(page, testInfo, "edit-profile-desktop");
    await page.setViewportSize({ width: 375, height: 800 });
    await shoot(page, testInfo, "edit-profile-mobile");
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(toastText(page, "Profile Updated")).toBeVisible();
    await expect(page).toHaveURL(/\/recruiter-dashboard$/);
    await expect(page.getByRole("img", { name: "Company logo" })).toBeVisible();

    // Saved: the form shows the new values, and there is no leftover draft.
    await page.goto("/edit-recruiter-profile");
    await expect(page.getByRole("textbox", { name: "Industry" })).toHaveValue("Recruitment");
    await expect(page.getByText("We restored changes you had not saved yet.")).toHaveCount(0);
  });

  test("the debug screens show the index and run a search", async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const { keyword } = await seedCandidates(baseURL!);
    await onboardRecruiter(page);

    await page.goto("/search-debug");
    await expect(page.getByRole("heading", { level: 1, name: "Search Debug" })).toBeVisible();
    await page.getByRole("textbox", { name: "Search term" }).fill(keyword);
    await page.getByRole("textbox", { name: "filter_by" }).fill("city:=Sydney");
    await page.getByRole("button", { name: "Run Search" }).click();
    await expect(page.getByText("Page 1 of 3 (13 total results)")).toBeVisible();
    await expect(page.getByRole("list", { name: "Log entries" }).getByText(/GET \/api\/search\/debug/)).toBeVisible();

    await page.goto("/typesense-sync");
    await page.getByRole("button", { name: "Sync Typesense" }).click();
    // The e2e server runs in development mode, where anyone may rebuild the index.
    await expect(page.getByText(/^Indexed \d+ profiles in \d+ ms\.$/)).toBeVisible();
  });
});
