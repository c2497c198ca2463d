import { expect, test, type Page } from "@playwright/test";

import { chooseRole, makePng, signInAsNewPerson, signInWithDevProvider } from "./support/accounts";
import { uniqueEmail } from "./support/helpers";

/** Exact text: a Radix toast also renders a hidden "Notification ..." announcement. */
function toastText(page: Page, text: string) {
  return page.getByText(text, { exact: true });
}

test.describe("sign-in and role onboarding", () => {
  test("a new person signs in and is asked to choose a role", async ({ page }) => {
    await signInAsNewPerson(page, { firstName: "Nadia" });

    await expect(page).toHaveURL(/\/onboarding-role$/);
    await expect(page.getByRole("heading", { level: 1, name: "How will you use Veil?" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue as Job Seeker" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue as Recruiter" })).toBeVisible();
    await expect(page.getByRole("button", { name: "I want to do both" })).toBeVisible();
  });

  test("choosing job seeker leads to the job seeker onboarding", async ({ page }) => {
    await signInAsNewPerson(page);
    await chooseRole(page, "Continue as Job Seeker");

    await expect(toastText(page, "Role set successfully")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Create your anonymous profile" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Seeker Dashboard" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Recruiter Dashboard" })).toHaveCount(0);
  });

  test("choosing recruiter leads to the recruiter onboarding", async ({ page }) => {
    await signInAsNewPerson(page);
    await chooseRole(page, "Continue as Recruiter");

    await expect(toastText(page, "Role set successfully")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Set up your recruiter profile" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Search Talent" })).toHaveAttribute("href", "/onboarding-recruiter");
    await expect(nav.getByRole("link", { name: "Seeker Dashboard" })).toHaveCount(0);

    // The role sticks: coming back to the role choice sends a recruiter to their dashboard.
    await page.goto("/onboarding-role");
    await expect(page).toHaveURL(/\/recruiter-dashboard$/);
  });

  test("choosing both leads to the job seeker onboarding with both link sets", async ({ page }) => {
    await signInAsNewPerson(page);
    await chooseRole(page, "I want to do both");

    await expect(toastText(page, "Role set successfully")).toBeVisible();
    await expect(
      toastText(page, "You can now use the product as both a job seeker and recruiter."),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Create your anonymous profile" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Seeker Dashboard" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Recruiter Dashboard" })).toBeVisible();
  });

  test("on a tablet, both link sets wait in the menu and nothing scrolls sideways", async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await signInAsNewPerson(page);
    await chooseRole(page, "I want to do both");
    await expect(page.getByRole("heading", { level: 1, name: "Create your anonymous profile" })).toBeVisible();

    const header = page.getByRole("banner");
    await expect(header.getByRole("navigation", { name: "Main" })).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "no sideways scrolling of the page").toBeLessThanOrEqual(0);

    await header.getByRole("button", { name: "Open menu" }).click();
    const panel = page.getByRole("dialog");
    await expect(panel.getByRole("link", { name: "Seeker Dashboard" })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Search Talent" })).toBeVisible();
  });

  test("a cancelled sign-in says so on /signin and tidies the address", async ({ page }) => {
    await page.goto("/signin");
    await page.getByRole("link", { name: "Sign in with LinkedIn" }).click();
    await page.getByRole("button", { name: "Cancel sign-in" }).click();

    await expect(toastText(page, "LinkedIn Login Failed")).toBeVisible();
    await expect(
      toastText(page, "There was an error signing in with LinkedIn. Please try again."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test("signing out returns to / signed out", async ({ page }) => {
    await signInAsNewPerson(page);
    await chooseRole(page, "Continue as Job Seeker");

    await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Your account" })).toHaveCount(0);

    // The session is really gone on the server too.
    await page.goto("/user-profile");
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByText("Please sign in to access the requested page")).toBeVisible();
  });

  test("the admin page turns a signed-in non-admin away", async ({ page }) => {
    await signInAsNewPerson(page);
    await page.goto("/admin-email");

    await expect(toastText(page, "Access Denied")).toBeVisible();
    await expect(toastText(page, "You don't have permission to access this page.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("the account page", () => {
  test("a new photo shows on the page and in the navigation at once", async ({ page }) => {
    await signInAsNewPerson(page, { firstName: "Photo", lastName: "Person" });
    // Signed in from here on: no failed request, CSP refusal or script error is expected
    // (before, the signed-out session check answers 401, which Chromium logs).
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    await chooseRole(page, "Continue as Job Seeker");

    await page.getByRole("link", { name: "Your account" }).click();
    await expect(page).toHaveURL(/\/user-profile$/);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome Photo" })).toBeVisible();
    await expect(page.getByText("Signed in with the development identity provider")).toBeVisible();
    await expect(page.getByText("Job Seeker", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Change photo" }).click();
    const dialog = page.getByRole("dialog", { name: "Update your photo" });
    await expect(dialog).toBeVisible();

    // Not an image: refused here with the server's words.
    await dialog.getByLabel("Photo file").setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("not a picture"),
    });
    await expect(dialog.getByRole("alert")).toHaveText("Please upload an image file (PNG, JPEG, etc.)");
    await expect(dialog.getByRole("button", { name: "Upload" })).toBeDisabled();

    await dialog.getByLabel("Photo file").setInputFiles({
      name: "me.png",
      mimeType: "image/png",
      buffer: await makePng(page),
    });
    await expect(dialog.getByText("me.png")).toBeVisible();
    await dialog.getByRole("button", { name: "Upload" }).click();

    await expect(toastText(page, "Photo Updated!")).toBeVisible();
    await expect(toastText(page, "Your photo has been saved.")).toBeVisible();
    await expect(dialog).toBeHidden();
    const navPhoto = page.getByRole("link", { name: "Your account" }).locator("img");
    await expect(navPhoto).toHaveAttribute("src", /\/profile-photos\//);
    await expect(navPhoto).toHaveJSProperty("complete", true);
    expect(await navPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole("main").locator('img[src*="/profile-photos/"]')).toBeVisible();

    // And it is still there after a reload (a freshly signed address from the server).
    await page.reload();
    await expect(page.getByRole("link", { name: "Your account" }).locator("img")).toHaveAttribute(
      "src",
      /\/profile-photos\//,
    );
    // The preview (a blob: address) and the photo passed the CSP; nothing else went wrong.
    expect(problems).toEqual([]);
  });

  test("deleting the account signs out, and the same e-mail later starts a new account", async ({
    page,
    context,
  }) => {
    const email = uniqueEmail("delete-me");
    await signInAsNewPerson(page, { email, firstName: "Dana", lastName: "Gone" });
    await chooseRole(page, "Continue as Recruiter");

    await page.goto("/user-profile");
    await expect(page.getByText("Recruiter/Employer", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Delete Account" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
    await expect(dialog.getByText("Your company profile")).toBeVisible();
    await expect(dialog.getByText("Reveal requests you have sent and received")).toBeVisible();

    // Cancel first: nothing happens.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "Delete Account" }).click();
    await dialog.getByRole("button", { name: "Delete my account" }).click();

    await expect(toastText(page, "Account deleted")).toBeVisible();
    await expect(toastText(page, "Your account and all associated data have been deleted.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In", exact: true })).toBeVisible();

    await page.goto("/user-profile");
    await expect(page).toHaveURL(/\/signin$/);

    // The provider still knows the e-mail; Veil no longer does: a brand-new account. (A
    // new tab: this one remembers /user-profile as the page to return to after sign-in.)
    const again = await context.newPage();
    await signInWithDevProvider(again, { email, firstName: "Dana", lastName: "Again" });
    await expect(again).toHaveURL(/\/onboarding-role$/);
    await expect(again.getByRole("button", { name: "Continue as Recruiter" })).toBeVisible();

    // Back in the first tab, sign-in returns to the remembered page: the new, role-less account.
    await signInWithDevProvider(page, { email, firstName: "Dana", lastName: "Again" });
    await expect(page).toHaveURL(/\/user-profile$/);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome Dana" })).toBeVisible();
    await expect(page.getByText("No role selected", { exact: true })).toBeVisible();
  });
});
