import { expect, test } from "@playwright/test";

import { COUNTRY_HEADER } from "./support/server";
import { cookieBanner, cookieSettingsDialog, storedJson, storedValue } from "./support/helpers";

type StoredConsent = { essential: boolean; analytics: boolean; advertising: boolean; version: number };

test.describe("cookie consent", () => {
  test("a forced banner is accepted once and then stays away", async ({ page }) => {
    // The default visitor is from Australia, so only the parameter makes the banner show.
    await page.goto("/?showCookieBanner=true");

    const banner = cookieBanner(page);
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("button", { name: "Cookie Settings" })).toBeVisible();

    await banner.getByRole("button", { name: "Accept All" }).click();
    await expect(banner).toBeHidden();

    await page.goto("/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Welcome to passive job searching" }),
    ).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole("heading", { level: 1, name: "Welcome to passive job searching" }),
    ).toBeVisible();
    await expect(banner).toBeHidden();

    expect(await storedJson<StoredConsent>(page, "cookie-consent")).toMatchObject({
      essential: true,
      analytics: true,
      advertising: true,
      version: 1,
    });
  });

  test("Cookie Settings in the footer lets a visitor change one choice", async ({ page }) => {
    // A returning visitor who earlier allowed advertising cookies only.
    await page.goto("/");
    await page.evaluate(() =>
      window.localStorage.setItem(
        "cookie-consent",
        JSON.stringify({ essential: true, analytics: false, advertising: true, version: 1 }),
      ),
    );
    await page.reload();
    const banner = cookieBanner(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();

    // The footer button reopens the banner (spec: "a 'Cookie Settings' button reopening the
    // consent banner"); the banner's own Cookie Settings opens the dialog.
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie Settings" }).click();
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Cookie Settings" }).click();

    const dialog = cookieSettingsDialog(page);
    await expect(dialog).toBeVisible();
    const essential = dialog.getByRole("switch", { name: "Essential", exact: true });
    const analytics = dialog.getByRole("switch", { name: "Analytics", exact: true });
    const advertising = dialog.getByRole("switch", { name: "Advertising", exact: true });
    await expect(essential).toBeDisabled();
    await expect(essential).toBeChecked();
    await expect(analytics).toBeEnabled();
    await expect(analytics).not.toBeChecked();
    await expect(advertising).toBeChecked();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeVisible();

    const moreInformation = dialog.getByRole("button", { name: "More Information" });
    await expect(moreInformation).toHaveAttribute("aria-expanded", "false");
    await moreInformation.click();
    await expect(moreInformation).toHaveAttribute("aria-expanded", "true");
    await expect(dialog.getByText(/never your IP address/)).toBeVisible();

    await analytics.click();
    await expect(analytics).toBeChecked();
    await dialog.getByRole("button", { name: "Save Preferences" }).click();

    await expect(dialog).toBeHidden();
    await expect(banner).toBeHidden();
    await expect
      .poll(() => storedJson<StoredConsent>(page, "cookie-consent"))
      .toMatchObject({ essential: true, analytics: true, advertising: true, version: 1 });
  });

  test("Reject All is recorded on the server under a consent id the footer's Cookie Settings show", async ({
    page,
  }) => {
    await page.goto("/?showCookieBanner=true");
    const banner = cookieBanner(page);
    const recorded = page.waitForResponse(
      (response) => response.url().endsWith("/api/consent") && response.request().method() === "POST",
    );
    await banner.getByRole("button", { name: "Reject All" }).click();
    await expect(banner).toBeHidden();

    const answer = await recorded;
    expect(answer.status()).toBe(201);
    const consentId = await storedValue(page, "cookie-consent-id");
    expect(consentId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(answer.request().postDataJSON()).toEqual({
      consentId,
      choice: "reject_all",
      analytics: false,
      advertising: false,
      policyVersion: "1",
    });
    expect(await storedJson<StoredConsent>(page, "cookie-consent")).toMatchObject({
      analytics: false,
      advertising: false,
    });

    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie Settings" }).click();
    await banner.getByRole("button", { name: "Cookie Settings" }).click();
    await expect(cookieSettingsDialog(page).getByText(consentId!)).toBeVisible();
  });

  test("Cancel leaves the stored choice as it was", async ({ page }) => {
    await page.goto("/?showCookieBanner=true");
    const banner = cookieBanner(page);
    await banner.getByRole("button", { name: "Cookie Settings" }).click();

    const dialog = cookieSettingsDialog(page);
    await dialog.getByRole("switch", { name: "Advertising", exact: true }).click();
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await expect(dialog).toBeHidden();
    await expect(banner).toBeVisible();
    expect(await storedValue(page, "cookie-consent")).toBeNull();
  });

  test.describe("a visitor from a country outside the list (AU)", () => {
    test.use({ extraHTTPHeaders: { [COUNTRY_HEADER]: "AU" } });

    test("sees no banner", async ({ page }) => {
      await page.goto("/");
      // The app remembers the detected country in the same render that decides the banner.
      await expect.poll(() => storedValue(page, "detected-country")).toBe("AU");
      await expect(
        page.getByRole("heading", { level: 1, name: "Welcome to passive job searching" }),
      ).toBeVisible();
      await expect(cookieBanner(page)).toBeHidden();
    });
  });

  test.describe("a visitor from a listed country (DE)", () => {
    test.use({ extraHTTPHeaders: { [COUNTRY_HEADER]: "DE" } });

    test("sees the banner", async ({ page }) => {
      await page.goto("/");
      await expect(cookieBanner(page)).toBeVisible();
      await expect.poll(() => storedValue(page, "detected-country")).toBe("DE");
    });
  });

  test.describe("a visitor on loopback with no country header", () => {
    test.use({ extraHTTPHeaders: {} });

    test("sees the banner only when the URL forces it", async ({ page }) => {
      const geo = page.waitForResponse((response) => response.url().endsWith("/api/geo"));
      await page.goto("/about");
      expect(await (await geo).json()).toEqual({ country: null, privateNetwork: true });
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(cookieBanner(page)).toHaveCount(0);

      await page.goto("/about?showCookieBanner=true");
      const banner = cookieBanner(page);
      await expect(banner).toBeVisible();
      await expect(banner.getByRole("button", { name: "Accept All" })).toBeVisible();
    });
  });
});
