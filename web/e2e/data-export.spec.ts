/**
 * "Download my data": a job seeker with a photo asks for their data
 * on the account page, waits while it is prepared, downloads the ZIP and finds their
 * data in it, one JSON file per topic, with the photo itself. A recruiter's export that
 * holds a candidate's name stops downloading once the candidate revokes the reveal: the
 * card says why and offers a new one, and no broken file is saved.
 */
import { readFile } from "node:fs/promises";

import { expect, test } from "@playwright/test";

import { chooseRole, makePng, signInAsNewPerson } from "./support/accounts";
import { SYDNEY } from "./support/candidates";
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

test("a recruiter's export stops downloading once the candidate revokes the reveal", async ({ browser, baseURL }) => {
  const origin = { Origin: new URL(baseURL!).origin };
  const seeker = await (await browser.newContext({ baseURL })).newPage();
  await signInAsJobSeekerWithProfile(seeker, baseURL!);
  const profileId = ((await (await seeker.request.get("/api/profile")).json()) as { id: string }).id;
  const recruiter = await (await browser.newContext({ baseURL })).newPage();
  await signInAsNewPerson(recruiter, { firstName: "Rory", lastName: "Recruits" });
  await chooseRole(recruiter, "Continue as Recruiter");
  const company = { companyName: "Harbour Cloud", website: "https://harbour.example", recruiterRole: "Talent Partner" };
  expect((await recruiter.request.put("/api/employer", { headers: origin, data: { ...company, ...SYDNEY } })).status()).toBe(200);
  const sent = await recruiter.request.post("/api/reveal-requests", {
    headers: origin,
    data: { profileId, message: "We would love to talk." },
  });
  expect(sent.status()).toBe(201);
  const requestId = ((await sent.json()) as { id: string }).id;
  const answer = (status: string) =>
    seeker.request.patch(`/api/reveal-requests/${requestId}`, { headers: origin, data: { status } });
  expect((await answer("approved")).status()).toBe(200);

  await recruiter.goto("/user-profile");
  const card = recruiter.locator("[data-slot=card]").filter({ has: recruiter.getByRole("heading", { name: "Your data" }) });
  await card.getByRole("button", { name: "Download my data" }).click();
  const link = card.getByRole("link", { name: /^Download ZIP/ });
  await expect(link).toBeVisible({ timeout: 20_000 });

  // The page stays open while the candidate changes their mind.
  expect((await answer("declined")).status()).toBe(200);
  let saved = false;
  recruiter.on("download", () => {
    saved = true;
  });
  await link.click();
  await expect(card.getByRole("alert")).toHaveText(
    "This export is no longer available: it holds the identity of a candidate who no longer shares it with you. " +
      "Request a new export to get your data as it is now.",
  );
  await expect(link).toBeHidden();
  expect(saved, "no broken file is saved").toBe(false);
  await card.getByRole("button", { name: "Request a new export" }).click();
  await expect(link).toBeVisible({ timeout: 20_000 });
});
