/**
 * A place typed and left without picking a suggestion counts. The recruiter
 * form refuses an unknown place, asks to pick between places of the same name, takes a
 * clear match; the search page applies a typed place as if it had been picked.
 */
import { expect, test } from "@playwright/test";

import { chooseRole, signInAsNewPerson } from "./support/accounts";
import { MELBOURNE, seedCandidate, uniqueKeyword } from "./support/candidates";

test("typed places resolve in the recruiter form and the search filter", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const keyword = uniqueKeyword();
  await seedCandidate(baseURL!, {
    codename: `typed-${keyword}`,
    headline: `Melbourne ${keyword} engineer`,
    skills: ["Rust"],
    jobType: "remote",
    pitch: "",
    ...MELBOURNE,
  });

  await signInAsNewPerson(page, { firstName: "Tia", lastName: "Typed" });
  await chooseRole(page, "Continue as Recruiter");
  await page.getByRole("textbox", { name: "Company Name" }).fill("Typed Places Ltd");
  await page.getByRole("textbox", { name: "Company Website" }).fill("https://typed.example");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("textbox", { name: "Your Role" }).fill("Talent Partner");
  const location = page.getByRole("combobox", { name: "Location" });

  // None: the form says so and does not save.
  await location.fill("Qwzxv");
  await page.getByRole("button", { name: "Complete Profile" }).click();
  await expect(page.getByText("We couldn't find that place", { exact: true })).toBeVisible();
  await expect(location).toBeFocused();

  // Several: pick one.
  await location.fill("Springfield");
  await page.getByRole("textbox", { name: "Your Role" }).click();
  await expect(page.getByText("Several places have that name: pick one.")).toBeVisible();
  await page.getByRole("option", { name: /^Springfield, Massachusetts/ }).click();
  await expect(location).toHaveValue(/^Springfield, Massachusetts, United States$/);

  // One clear match, typed and submitted straight away.
  await location.fill("Berlin");
  await expect(page.getByRole("option").first()).toBeVisible();
  await location.press("Escape");
  await page.getByRole("button", { name: "Complete Profile" }).click();
  await expect(page).toHaveURL(/\/recruiter-dashboard$/);
  await page.goto("/edit-recruiter-profile");
  await expect(page.getByRole("combobox", { name: "Location" })).toHaveValue("Berlin, State of Berlin, Germany");

  // Search: a typed place filters as if picked.
  await page.goto("/search-candidates");
  await page.getByRole("combobox", { name: "Keywords" }).fill(keyword);
  await page.getByRole("combobox", { name: "Location" }).fill("melbourne");
  await expect(page.getByRole("option").first()).toBeVisible();
  await page.getByRole("combobox", { name: "Location" }).press("Escape");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/city=Melbourne&state=Victoria&country=Australia/);
  await expect(page.getByRole("combobox", { name: "Location" })).toHaveValue("Melbourne, Victoria, Australia");
  await expect(page.getByRole("list", { name: "Candidates" }).getByRole("article")).toHaveCount(1);
});
