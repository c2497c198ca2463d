/**
 * Synonyms: a recruiter finds a job seeker whose profile says "Golang" by typing "go"
 * with a location, sees the skill that matched highlighted on the card, and is told when
 * the results match most of the words rather than all of them.
 */
import { expect, test, type Page } from "@playwright/test";

import { chooseRole, signInAsNewPerson } from "./support/accounts";
import { seedCandidate, uniqueKeyword } from "./support/candidates";

const HOBART = {
  location: "Hobart, Tasmania, Australia",
  city: "Hobart",
  state: "Tasmania",
  country: "Australia",
} as const;

function resultCards(page: Page) {
  return page.getByRole("list", { name: "Candidates" }).getByRole("article");
}

async function becomeRecruiter(page: Page): Promise<void> {
  await signInAsNewPerson(page, { firstName: "Sam", lastName: "Sourcer" });
  await chooseRole(page, "Continue as Recruiter");
  await page.getByRole("textbox", { name: "Company Name" }).fill("Gopher Hiring");
  await page.getByRole("textbox", { name: "Company Website" }).fill("https://gopher.example");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("textbox", { name: "Your Role" }).fill("Talent Partner");
  await page.getByRole("combobox", { name: "Location" }).fill("Sydney");
  await page.getByRole("option", { name: "Sydney, New South Wales, Australia", exact: true }).click();
  await page.getByRole("button", { name: "Complete Profile" }).click();
  await expect(page).toHaveURL(/\/recruiter-dashboard$/);
}

test("a recruiter finds a Golang profile by typing 'go' with a location", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const tag = uniqueKeyword();
  const gopher = `${tag}-gopher`;
  const sheets = `${tag}-sheets`;
  await seedCandidate(baseURL!, {
    ...HOBART,
    codename: gopher,
    headline: "Front-end engineer",
    skills: ["JavaScript", "Kubernetes", "PostgreSQL", "Golang", "Machine Learning"],
    pitch: "I build React.js apps and run them on Amazon Web Services.",
    jobType: "remote",
  });
  // "go" is a word of its own: not a prefix of "Google".
  await seedCandidate(baseURL!, {
    ...HOBART,
    codename: sheets,
    headline: "Data Analyst",
    skills: ["Google Sheets", "Excel"],
    pitch: "Reports people read.",
    jobType: "remote",
  });

  await becomeRecruiter(page);
  await page.goto("/search-candidates");
  await page.getByRole("combobox", { name: "Keywords" }).fill("go");
  await page.getByRole("combobox", { name: "Location" }).fill("Hobart");
  await page.getByRole("option", { name: "Hobart, Tasmania, Australia", exact: true }).click();
  await expect(page).toHaveURL(/q=go&.*city=Hobart/);

  const card = resultCards(page).filter({ hasText: gopher });
  await expect(card).toHaveCount(1);
  await expect(resultCards(page).filter({ hasText: sheets })).toHaveCount(0);
  // The skill that matched comes first on the card, highlighted.
  const skills = card.getByRole("list", { name: "Skills" });
  await expect(skills.getByRole("listitem").first()).toHaveText("Golang (matches your search)");
  await expect(skills.locator("mark")).toHaveText(["Golang"]);
  await expect(page.getByText("No profile matches all of your words", { exact: false })).toHaveCount(0);

  // The other names of the profile's skills find it too.
  for (const keyword of ["k8s", "ML", "frontend", "ReactJS", "AWS", "javascript developer", "Postgres"]) {
    await page.getByRole("combobox", { name: "Keywords" }).fill(keyword);
    await expect(resultCards(page).filter({ hasText: gopher }), keyword).toHaveCount(1);
  }

  // Nobody knows this word: the results match most of the words, and the page says so.
  await page.getByRole("combobox", { name: "Keywords" }).fill(`golang ${tag}nobody`);
  await expect(
    page.getByText("No profile matches all of your words; showing profiles that match most of them", { exact: true }),
  ).toBeVisible();
  await expect(resultCards(page).filter({ hasText: gopher })).toHaveCount(1);
});
