/**
 * The re-identification guard in the edit form. A job seeker whose city,
 * title and top skills are rare sees the warning, one click on "Show only my country"
 * makes the crowd large enough, and a recruiter then sees only the country.
 */
import { expect, test } from "@playwright/test";

import { chooseRole, signInAsNewPerson } from "./support/accounts";
import { seedCandidate, uniqueKeyword } from "./support/candidates";
import { signInAsJobSeekerWithProfile } from "./support/seekers";

const HELSINKI = { location: "Helsinki, Uusimaa, Finland", city: "Helsinki", state: "Uusimaa", country: "Finland" };
const TAMPERE = { location: "Tampere, Pirkanmaa, Finland", city: "Tampere", state: "Pirkanmaa", country: "Finland" };

test("a rare profile is warned, shows only its country, and a recruiter sees only the country", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A skill only this run uses, so other journeys' profiles never join the crowd.
  const keyword = uniqueKeyword();
  for (let i = 0; i < 5; i++) {
    await seedCandidate(baseURL!, {
      codename: `crowd-${keyword}-${i}`,
      headline: "Rust Engineer",
      skills: [keyword, "Rust"],
      ...HELSINKI,
    });
  }
  await signInAsJobSeekerWithProfile(page, baseURL!, {
    codename: `rare-${keyword}`,
    headline: "Staff Rust engineer",
    skills: [keyword, "Rust", "Kafka"],
    ...TAMPERE,
  });

  await page.goto("/edit-profile");
  const warning = page.getByText(
    "Fewer than 5 other profiles share your city, title and top skills. Someone who knows you could recognise this profile.",
    { exact: true },
  );
  await expect(warning).toBeVisible();
  const precision = page.getByRole("combobox", { name: "Place shown to recruiters" });
  await expect(precision).toHaveValue("city");

  await page.getByRole("button", { name: /^Show only my country/ }).click();
  await expect(precision).toHaveValue("country");
  await expect(page.getByText("Recruiters see: Finland.", { exact: false })).toBeVisible();
  await expect(page.getByText("5 to 20 other profiles share your country, title and top skills.")).toBeVisible();
  await expect(warning).toBeHidden();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(/\/job-seeker-dashboard$/);

  // A recruiter finds the profile by its skill and sees the country, never the city.
  const recruiterContext = await browser.newContext({ baseURL });
  const recruiter = await recruiterContext.newPage();
  await signInAsNewPerson(recruiter, { firstName: "Rita", lastName: "Recruiter" });
  await chooseRole(recruiter, "Continue as Recruiter");
  const employer = await recruiter.request.put("/api/employer", {
    headers: { Origin: new URL(baseURL!).origin },
    data: {
      companyName: "Guard Test Oy",
      website: "https://guard.example",
      recruiterRole: "Talent Partner",
      ...HELSINKI,
    },
  });
  expect(employer.status(), await employer.text()).toBe(200);
  await recruiter.goto(`/search-candidates?q=${keyword}%20kafka`);
  const cards = recruiter.getByRole("list", { name: "Candidates" }).getByRole("article");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`rare-${keyword}`);
  await expect(cards.first()).toContainText("Finland");
  await expect(cards.first()).not.toContainText("Tampere");
  await cards.first().getByRole("link", { name: "View Profile" }).click();
  await expect(recruiter).toHaveURL(/\/candidate\//);
  await expect(recruiter.getByText("Finland", { exact: true }).first()).toBeVisible();
  await expect(recruiter.getByText(/Tampere/)).toHaveCount(0);
  await recruiterContext.close();
});
