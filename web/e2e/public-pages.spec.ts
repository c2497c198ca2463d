import { expect, test } from "@playwright/test";

test.describe("public pages", () => {
  test("the landing page introduces Veil and leads recruiters to their page", async ({ page }) => {
    await page.goto("/");

    await expect(
      page.getByRole("heading", { level: 1, name: "Welcome to passive job searching" }),
    ).toBeVisible();
    for (const card of ["Anonymous Profiles", "Complete Privacy", "Verified Recruiters"]) {
      await expect(page.getByRole("heading", { name: card, exact: true })).toBeVisible();
    }

    await page.getByRole("link", { name: "For Recruiters", exact: true }).click();

    await expect(page).toHaveURL(/\/for-recruiters$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Find top talents discreetly" }),
    ).toBeVisible();
  });

  test("an unknown address shows the not-found screen with a way home", async ({ page }) => {
    await page.goto("/definitely-not-here");

    await expect(
      page.getByRole("heading", { name: "Oops! This page is hiding too well, even from us." }),
    ).toBeVisible();

    await page.getByRole("link", { name: "Go Back Home" }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Welcome to passive job searching" }),
    ).toBeVisible();
  });

  test("a signed-out visitor opening a protected page is sent to sign in", async ({ page }) => {
    await page.goto("/job-seeker-dashboard");

    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
    await expect(page.getByText("Please sign in to access the requested page")).toBeVisible();
  });
});
