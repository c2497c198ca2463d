import { expect, test } from "@playwright/test";

import { uniqueEmail } from "./support/helpers";

test.describe("early access", () => {
  test("a visitor corrects a mistyped address, joins, and returns home", async ({ page }) => {
    await page.goto("/early-access");

    const email = page.getByLabel("Email address");
    const join = page.getByRole("button", { name: "Get Early Access" });

    await email.fill("not-an-email");
    await join.click();
    await expect(page.getByRole("alert").filter({ hasText: "Please enter a valid email address" })).toBeVisible();
    await expect(page).toHaveURL(/\/early-access$/);

    await email.fill(uniqueEmail("early-access"));
    await join.click();

    // Exact text: a Radix toast also renders a hidden "Notification Success! ..." announcement.
    await expect(page.getByText("Success!", { exact: true })).toBeVisible();
    await expect(page.getByText("You've been added to our early access list.", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/early-access\/thank-you$/);

    await page.getByRole("link", { name: "Return to Homepage" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Welcome to passive job searching" }),
    ).toBeVisible();
  });
});
