import { expect, test } from "@playwright/test";

import { hydrated, storedValue } from "./support/helpers";

test.describe("on a phone (375 x 800)", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the menu button opens the side panel, whose Sign In leads to /signin", async ({ page }) => {
    await page.goto("/");

    const header = page.getByRole("banner");
    const menuButton = header.getByRole("button", { name: "Open menu" });
    await expect(menuButton).toBeVisible();
    await expect(header.getByRole("link", { name: "Sign In", exact: true })).toBeHidden();

    await menuButton.click();
    const panel = page.getByRole("dialog");
    await expect(panel).toBeVisible();
    await panel.getByRole("link", { name: "Sign In", exact: true }).click();

    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
    await expect(panel).toBeHidden();
  });
});

test.describe("on a desktop", () => {
  test("the header shows Sign In and no menu button", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
    await expect(header.getByRole("button", { name: "Open menu" })).toBeHidden();
  });
});

test("the theme toggle switches to dark and the choice survives a reload", async ({ page }) => {
  await page.goto("/");
  const html = page.locator("html");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
  await expect.poll(() => hydrated(page, "h1")).toBe(true);

  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  expect(await storedValue(page, "theme")).toBe("dark");

  await page.reload();
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  await expect.poll(() => hydrated(page, "h1")).toBe(true);
  await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();

  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
  expect(await storedValue(page, "theme")).toBe("light");
});
