/**
 * Signing in through the server's built-in development identity provider, as a person
 * would click it: /signin -> 'Sign in with LinkedIn' -> the provider's form -> Veil.
 */
import { expect, type Page } from "@playwright/test";

import { uniqueEmail } from "./helpers";

export type Person = { email: string; firstName: string; lastName: string };

/** The provider's page: fills its form and continues; resolves once back on Veil's pages. */
export async function signInWithDevProvider(page: Page, person: Person): Promise<void> {
  await page.goto("/signin");
  await page.getByRole("link", { name: "Sign in with LinkedIn" }).click();
  await expect(page.getByRole("heading", { name: "Development sign-in" })).toBeVisible();

  await page.getByLabel("Email", { exact: true }).fill(person.email);
  await page.getByLabel("First name", { exact: true }).fill(person.firstName);
  await page.getByLabel("Last name", { exact: true }).fill(person.lastName);
  await page.getByRole("button", { name: "Continue", exact: true }).click();

  await page.waitForURL((url) => !url.pathname.startsWith("/dev-idp") && !url.pathname.startsWith("/api/"));
}

/**
 * Signs in as someone this server has not seen (a unique e-mail unless one is given) and
 * returns who that is. A new account lands on /onboarding-role.
 */
export async function signInAsNewPerson(page: Page, person: Partial<Person> = {}): Promise<Person> {
  const who: Person = {
    email: person.email ?? uniqueEmail("person"),
    firstName: person.firstName ?? "Robin",
    lastName: person.lastName ?? "Tester",
  };
  await signInWithDevProvider(page, who);
  return who;
}

export type RoleButton = "Continue as Job Seeker" | "Continue as Recruiter" | "I want to do both";

/** On /onboarding-role: picks a role and waits for the page it leads to. */
export async function chooseRole(page: Page, choice: RoleButton): Promise<void> {
  await expect(page).toHaveURL(/\/onboarding-role$/);
  await page.getByRole("button", { name: choice, exact: true }).click();
  const destination = choice === "Continue as Recruiter" ? /\/onboarding-recruiter$/ : /\/onboarding-job-seeker$/;
  await expect(page).toHaveURL(destination);
}

/** A small picture made by the browser's canvas, as PNG bytes (for photo uploads). */
export async function makePng(page: Page, size = 96): Promise<Buffer> {
  const dataUrl = await page.evaluate((side) => {
    const canvas = document.createElement("canvas");
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext("2d")!;
    const gradient = context.createLinearGradient(0, 0, side, side);
    gradient.addColorStop(0, "#6366f1");
    gradient.addColorStop(1, "#f59e0b");
    context.fillStyle = gradient;
    context.fillRect(0, 0, side, side);
    context.fillStyle = "#ffffff";
    context.beginPath();
    context.arc(side / 2, side * 0.4, side * 0.18, 0, Math.PI * 2);
    context.fill();
    context.fillRect(side * 0.25, side * 0.65, side * 0.5, side * 0.35);
    return canvas.toDataURL("image/png");
  }, size);
  return Buffer.from(dataUrl.split(",")[1], "base64");
}
