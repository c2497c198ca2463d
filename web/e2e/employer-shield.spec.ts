/**
 * The employer shield: a job seeker hides from their employer on the dashboard; a
 * recruiter who declares a variant of its name, or its website, without having verified
 * a work e-mail there, searches the job seeker's exact headline and finds nothing, and
 * their candidate page does not exist (an unverified recruiter sees no profile that hides
 * from any employer); a recruiter verified at another company finds them.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";

import { chooseRole, signInAsNewPerson } from "./support/accounts";
import { uniqueKeyword } from "./support/candidates";
import { uniqueEmail } from "./support/helpers";
import { signInAsJobSeekerWithProfile, uniqueCodename } from "./support/seekers";

async function recruiterPage(browser: Browser, company: string, website: string, email = uniqueEmail("talent")): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAsNewPerson(page, { email, firstName: "Rita", lastName: "Recruiter" });
  await chooseRole(page, "Continue as Recruiter");
  await page.getByRole("textbox", { name: "Company Name" }).fill(company);
  await page.getByRole("textbox", { name: "Company Website" }).fill(website);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("textbox", { name: "Your Role" }).fill("Talent Partner");
  await page.getByRole("combobox", { name: "Location" }).fill("Sydney");
  await page.getByRole("option", { name: "Sydney, New South Wales, Australia", exact: true }).click();
  await page.getByRole("button", { name: "Complete Profile" }).click();
  await expect(page).toHaveURL(/\/recruiter-dashboard$/);
  return page;
}

async function searchHeadline(page: Page, headline: string): Promise<void> {
  await page.goto("/search-candidates");
  await page.getByRole("combobox", { name: "Keywords" }).fill(headline);
  await page.getByRole("combobox", { name: "Keywords" }).press("Enter");
}

test("a recruiter from the employer a job seeker hides from never finds them", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const tag = uniqueKeyword();
  const employer = `${tag[0].toUpperCase()}${tag.slice(1)} Systems`;
  const headline = `${tag} Principal Quantum Compiler Engineer`;
  const codename = uniqueCodename("shielded");
  await signInAsJobSeekerWithProfile(page, baseURL!, { codename, headline, skills: ["Rust"] });
  const own = (await (await page.request.get("/api/profile")).json()) as { id: string };

  await page.goto("/job-seeker-dashboard");
  const card = page.getByRole("region", { name: "Hidden from" });
  await expect(card.getByText("You are not hidden from any employer yet.")).toBeVisible();
  await card.getByRole("textbox", { name: "Company name" }).fill(`${employer} Oy`);
  await card.getByRole("textbox", { name: "Web domain (optional)" }).fill(`${tag}.example`);
  await card.getByRole("button", { name: "Hide from this employer" }).click();
  await expect(
    card.getByText("Hidden from 1 employer. Recruiters at these employers will never find or see your profile.", {
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    card.getByText(
      "While you hide from any employer, recruiters whose company is not verified do not see, find or count your profile.",
      { exact: true },
    ),
  ).toBeVisible();
  await expect(card.getByRole("switch", { name: "Let recruiters whose company is not verified see my profile" })).not.toBeChecked();
  await card.screenshot({ path: test.info().outputPath("hidden-from-card.png") });
  await expect(card.getByRole("list", { name: "Employers you hide from" })).toContainText(`${tag}.example`);

  // The same company under another spelling and legal form: nothing, and no page.
  const atEmployer = await recruiterPage(browser, `${employer.toLowerCase()}, ltd`, "https://careers.elsewhere.example");
  await searchHeadline(atEmployer, headline);
  await expect(atEmployer.getByText("No candidates found matching your search criteria.")).toBeVisible();
  await expect(atEmployer.getByText(codename)).toHaveCount(0);
  await atEmployer.goto(`/candidate/${own.id}`);
  await expect(atEmployer.getByRole("heading", { name: "Profile Not Found" })).toBeVisible();

  // Its website's domain, under a name that has nothing to do with it: nothing either.
  const byWebsite = await recruiterPage(browser, "Unrelated Staffing", `https://jobs.${tag}.example`);
  await searchHeadline(byWebsite, headline);
  await expect(byWebsite.getByText("No candidates found matching your search criteria.")).toBeVisible();

  // A recruiter verified at another company (a work e-mail at its website) finds them.
  const elsewhere = await recruiterPage(
    browser,
    "Globex Talent",
    `https://globex-${tag}.example`,
    `${uniqueEmail("talent").split("@")[0]}@globex-${tag}.example`,
  );
  await searchHeadline(elsewhere, headline);
  await expect(
    elsewhere.getByRole("list", { name: "Candidates" }).getByRole("article").filter({ hasText: codename }),
  ).toHaveCount(1);
});
