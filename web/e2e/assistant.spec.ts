/**
 * The AI Profile Assistant (/ai-assistant) against the real server and its built-in
 * assistant: generate, customise and save a headline, skills, a pitch and a codename.
 */
import { expect, test, type Page } from "@playwright/test";

import { chooseRole, signInAsNewPerson } from "./support/accounts";
import { fetchOwnProfile, signInAsJobSeekerWithProfile } from "./support/seekers";

function toast(page: Page, title: string) {
  return page.getByRole("region", { name: /notifications/i }).getByText(title, { exact: true });
}

test.describe("AI Profile Assistant", () => {
  test("a job seeker generates and saves a headline, skills, a pitch and a codename", async ({ page, baseURL }) => {
    // A long journey on a shared machine.
    test.setTimeout(90_000);
    const created = await signInAsJobSeekerWithProfile(page, baseURL!, {
      headline: "Frontend engineer",
      skills: ["TypeScript"],
    });

    await page.goto("/ai-assistant");
    await expect(page.getByRole("heading", { level: 1, name: "AI Profile Assistant" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Professional Headline" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "How It Works" })).toBeVisible();

    // Headline: validation, generate, customise, save.
    const headlinePanel = page.getByRole("tabpanel", { name: "Professional Headline" });
    await headlinePanel.getByRole("button", { name: "Generate Headline" }).click();
    await expect(headlinePanel.getByRole("alert")).toHaveText("Please enter job title or keywords");
    await headlinePanel.getByLabel("Job title or keywords").fill("frontend engineer, react, accessibility");
    await headlinePanel.getByRole("button", { name: "Generate Headline" }).click();
    const headlineResult = headlinePanel.getByLabel("Your headline");
    await expect(headlineResult).not.toHaveValue("");
    const headline = `${(await headlineResult.inputValue()).trim()} (remote)`;
    await headlineResult.fill(headline);
    await headlinePanel.getByRole("button", { name: "Save Headline" }).click();
    await expect(toast(page, "Headline Saved")).toBeVisible();

    // Skills: suggestions from the profile's headline, one left out.
    await page.getByRole("tab", { name: "Skills" }).click();
    const skillsPanel = page.getByRole("tabpanel", { name: "Skills" });
    await expect(skillsPanel.getByLabel("Your headline")).toHaveValue(created.headline);
    await skillsPanel.getByRole("button", { name: "Suggest Skills" }).click();
    const chips = skillsPanel.getByRole("button", { pressed: true });
    await expect(chips.first()).toBeVisible();
    const suggested = (await chips.allTextContents()).map((text) => text.replace(" (already in your profile)", ""));
    expect(suggested.length).toBeGreaterThan(1);
    const leftOut = suggested[suggested.length - 1]!;
    await skillsPanel.getByRole("button", { name: leftOut, exact: true }).click();
    const chosen = suggested.slice(0, -1);
    const newOnes = chosen.filter((skill) => !created.skills.some((s) => s.toLowerCase() === skill.toLowerCase()));
    await skillsPanel.getByRole("button", { name: "Add Selected Skills" }).click();
    await expect(toast(page, "Skills Added")).toBeVisible();
    await expect(
      page.getByText(`Added ${newOnes.length} ${newOnes.length === 1 ? "skill" : "skills"} to your profile`, { exact: true }),
    ).toBeVisible();

    // Pitch from strengths and the profile's skills.
    await page.getByRole("tab", { name: "Personal Pitch" }).click();
    const pitchPanel = page.getByRole("tabpanel", { name: "Personal Pitch" });
    await pitchPanel.getByLabel("Your strengths").fill("calm under pressure, clear writing");
    await pitchPanel.getByRole("button", { name: "Generate Pitch" }).click();
    const pitchResult = pitchPanel.getByLabel("Your pitch");
    await expect(pitchResult).not.toHaveValue("");
    const pitch = (await pitchResult.inputValue()).trim();
    await pitchPanel.getByRole("button", { name: "Save Pitch" }).click();
    await expect(toast(page, "Pitch Saved")).toBeVisible();

    // Codename: pick the second one offered.
    await page.getByRole("tab", { name: "Codename" }).click();
    const codenamePanel = page.getByRole("tabpanel", { name: "Codename" });
    await expect(codenamePanel.getByText(`Current codename: ${created.codename}`)).toBeVisible();
    await codenamePanel.getByRole("button", { name: "Generate Codenames" }).click();
    const options = codenamePanel.getByRole("radio");
    await expect(options.first()).toBeChecked();
    expect(await options.count()).toBeGreaterThan(1);
    await options.nth(1).click();
    const codename = await codenamePanel.getByLabel("Your codename").inputValue();
    expect(codename).toMatch(/^[a-z0-9-]{3,30}$/);
    await codenamePanel.getByRole("button", { name: "Save Codename" }).click();
    await expect(toast(page, "Codename Saved")).toBeVisible();

    // All of it is saved.
    await page.reload();
    await page.getByRole("tab", { name: "Codename" }).click();
    await expect(page.getByText(`Current codename: ${codename}`)).toBeVisible();
    const saved = await fetchOwnProfile(page);
    expect(saved.headline).toBe(headline);
    expect(saved.pitch).toBe(pitch);
    expect(saved.codename).toBe(codename);
    expect(saved.skills.map((s) => s.toLowerCase()).sort()).toEqual(
      [...created.skills, ...newOnes].map((s) => s.toLowerCase()).sort(),
    );
    expect(saved.skills.map((s) => s.toLowerCase())).not.toContain(leftOut.toLowerCase());
  });

  test("a job seeker without a profile is pointed to onboarding", async ({ page }) => {
    await signInAsNewPerson(page);
    await chooseRole(page, "Continue as Job Seeker");

    await page.goto("/ai-assistant");
    await expect(page.getByText("Profile Not Found")).toBeVisible();
    await page.getByRole("link", { name: "Create Profile" }).first().click();
    await expect(page).toHaveURL(/\/onboarding-job-seeker$/);
  });

  test("a recruiter is sent home", async ({ page }) => {
    await signInAsNewPerson(page);
    await chooseRole(page, "Continue as Recruiter");

    await page.goto("/ai-assistant");
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("Location field", () => {
  test("picks Sydney from the predictions with the keyboard, and Enter alone submits nothing", async ({ page }) => {
    await signInAsNewPerson(page);
    await chooseRole(page, "Continue as Job Seeker");

    const field = page.getByRole("combobox", { name: "Location" });
    await field.fill("Sydn");
    const sydney = page.getByRole("option", { name: "Sydney, New South Wales, Australia", exact: true });
    await expect(sydney).toBeVisible();
    await expect(field).toHaveAttribute("aria-expanded", "true");

    // Enter with nothing highlighted is ignored: the wizard does not try to continue.
    await field.press("Enter");
    await expect(sydney).toBeVisible();
    await expect(page.getByText("Missing Information", { exact: true })).toHaveCount(0);

    for (let step = 0; step < 8 && (await sydney.getAttribute("aria-selected")) !== "true"; step += 1) {
      await field.press("ArrowDown");
    }
    await expect(sydney).toHaveAttribute("aria-selected", "true");
    await expect(field).toHaveAttribute("aria-activedescendant", (await sydney.getAttribute("id"))!);
    await field.press("Enter");

    await expect(field).toHaveValue("Sydney, New South Wales, Australia");
    await expect(field).toHaveAttribute("aria-expanded", "false");
    await expect(page).toHaveURL(/\/onboarding-job-seeker$/);
  });
});
