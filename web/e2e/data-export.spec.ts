/**
 * "Download my data": a job seeker with a photo asks for their data
 * on the account page, waits while it is prepared, downloads the ZIP and finds their
 * data in it, one JSON file per topic, with the photo itself.
 */
import { readFile } from "node:fs/promises";

import { expect, test } from "@playwright/test";

import { makePng } from "./support/accounts";
import { signInAsJobSeekerWithProfile } from "./support/seekers";
import { zipEntries } from "./support/zip";

test("a job seeker downloads everything Veil keeps about them as a ZIP", async ({ page, baseURL }) => {
  const profile = await signInAsJobSeekerWithProfile(page, baseURL!);
  const uploaded = await page.request.post("/api/uploads/photo", {
    data: await makePng(page),
    headers: { "Content-Type": "image/png", Origin: new URL(baseURL!).origin },
  });
  expect(uploaded.status()).toBe(200);

  await page.goto("/user-profile");
  const card = page.locator("[data-slot=card]").filter({ has: page.getByRole("heading", { name: "Your data" }) });
  await card.getByRole("button", { name: "Download my data" }).click();
  const link = card.getByRole("link", { name: /^Download ZIP/ });
  // Prepared in the background; the card refreshes by itself.
  await expect(link).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText(/Available until .*; then it is deleted\./)).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe("veil-data.zip");
  const entries = zipEntries(await readFile((await download.path())!));
  const names = [...entries.keys()];
  expect(names).toEqual(
    expect.arrayContaining([
      "manifest.json",
      "account.json",
      "roles.json",
      "sign-ins.json",
      "profile.json",
      "employer-profile.json",
      "reveal-requests-received.json",
      "reveal-requests-sent.json",
      "notifications.json",
      "profile-views.json",
      "search-history.json",
      "saved-searches.json",
      "employer-shield.json",
      "privacy-activity.json",
      "emails.json",
      "email-settings.json",
    ]),
  );
  const json = (name: string) => JSON.parse(entries.get(name)!.toString("utf8"));
  expect(json("profile.json").codename).toBe(profile.codename);
  expect(json("roles.json").isJobSeeker).toBe(true);
  const photo = json("account.json").photo as string;
  expect(names).toContain(photo);
  expect(entries.get(photo)!.length).toBeGreaterThan(100);
  expect(json("manifest.json").files.map((f: { file: string }) => f.file)).toEqual(names.filter((n) => n.endsWith(".json") && n !== "manifest.json"));
});
