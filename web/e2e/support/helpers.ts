/** Small helpers shared by the journeys. */
import { randomUUID } from "node:crypto";

import type { Locator, Page } from "@playwright/test";

/** A fresh address per call, so journeys never collide with each other or earlier runs. */
export function uniqueEmail(label = "visitor"): string {
  return `e2e-${label}-${randomUUID().slice(0, 8)}@example.com`;
}

/** The cookie banner as a person perceives it: the region named by its heading. */
export function cookieBanner(page: Page): Locator {
  return page.getByRole("region", { name: "Your privacy, your choice" });
}

export function cookieSettingsDialog(page: Page): Locator {
  return page.getByRole("dialog", { name: "Cookie Settings" });
}

/** A localStorage value parsed as JSON (null when absent). */
export async function storedJson<T = unknown>(page: Page, key: string): Promise<T | null> {
  const raw = await page.evaluate((k) => window.localStorage.getItem(k), key);
  return raw === null ? null : (JSON.parse(raw) as T);
}

export async function storedValue(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}

export type PublicPage = { name: string; path: string; heading?: string };

/** Every public page and, where the spec names it, the heading a visitor sees first. */
export const publicPages: readonly PublicPage[] = [
  { name: "landing", path: "/", heading: "Welcome to passive job searching" },
  { name: "for-recruiters", path: "/for-recruiters", heading: "Find top talents discreetly" },
  { name: "how-it-works", path: "/how-it-works" },
  { name: "signin", path: "/signin", heading: "Welcome back" },
  { name: "signup", path: "/signup", heading: "Create your account" },
  { name: "about", path: "/about" },
  { name: "contact", path: "/contact" },
  { name: "privacy-policy", path: "/privacy-policy" },
  { name: "terms", path: "/terms" },
  { name: "early-access", path: "/early-access" },
  { name: "early-access-thank-you", path: "/early-access/thank-you" },
  {
    name: "not-found",
    path: "/definitely-not-here",
    heading: "Oops! This page is hiding too well, even from us.",
  },
];

/** Waits until a public page has rendered its main heading. */
export async function waitForPage(page: Page, heading?: string): Promise<void> {
  const h1 = heading
    ? page.getByRole("heading", { level: 1, name: heading, exact: true })
    : page.getByRole("heading", { level: 1 }).first();
  await h1.waitFor({ state: "visible" });
}

/**
 * Whether React has taken over the element (hydrated nodes carry its fiber). A public
 * page is prerendered: a click on it before it hydrates does nothing.
 */
export function hydrated(page: Page, selector: string): Promise<boolean> {
  return page.evaluate(
    (s) => Object.keys(document.querySelector(s) ?? {}).some((key) => key.startsWith("__reactFiber")),
    selector,
  );
}
