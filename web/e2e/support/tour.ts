/**
 * A tour of every screen and dialog, for the accessibility scan (e2e/accessibility.spec.ts)
 * and the screenshots tool (tools/screenshots/). `castTour` signs in one job seeker, one
 * recruiter and the admin through the development provider from request contexts of their
 * own (with the data their screens show: a profile, a company, a reveal request between
 * them), and keeps each one's cookies, so a browser context of any size and colour scheme
 * starts already signed in.
 */
import { expect, type BrowserContextOptions, type Locator, type Page } from "@playwright/test";

import { MELBOURNE, seedCandidate, signedInRequestContext, SYDNEY, uniqueKeyword } from "./candidates";
import { cookieSettingsDialog, publicPages, uniqueEmail } from "./helpers";
import { ADMIN_EMAIL, COUNTRY_HEADER } from "./server";

/**
 * Who looks: a visitor (signed out); a job seeker and a recruiter with everything filled
 * in; the admin, who holds both roles and has filled in nothing (the onboarding forms and
 * the empty dashboards); and a newcomer, signed in with no role yet (the role choice).
 */
export type Persona = "visitor" | "seeker" | "recruiter" | "admin" | "newcomer";
export const personas: readonly Persona[] = ["visitor", "seeker", "recruiter", "admin", "newcomer"];

type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;

export type Tour = {
  /** Cookies of each signed-in persona, for `browser.newContext({ storageState })`. */
  storage: Record<Exclude<Persona, "visitor">, StorageState>;
  /** The job seeker's public profile id (the recruiter's candidate page shows it). */
  seekerProfileId: string;
  /** A candidate the recruiter has not asked yet (the reveal request dialog opens on it). */
  otherCandidateHeadline: string;
};

const origin = (baseURL: string) => ({ Origin: new URL(baseURL).origin });

/** The people and data every screen of the tour needs; takes a few seconds. */
export async function castTour(baseURL: string): Promise<Tour> {
  const keyword = uniqueKeyword();
  const seeker = await signedInRequestContext(baseURL, {
    email: uniqueEmail("tour-seeker"),
    firstName: "Marguerite",
    lastName: "Quintrell-Bellamy",
  });
  const recruiter = await signedInRequestContext(baseURL, {
    email: uniqueEmail("tour-recruiter"),
    firstName: "Rita",
    lastName: "Recruiter",
  });
  const admin = await signedInRequestContext(baseURL, { email: ADMIN_EMAIL, firstName: "Ada", lastName: "Admin" });
  const newcomer = await signedInRequestContext(baseURL, {
    email: uniqueEmail("tour-newcomer"),
    firstName: "Nia",
    lastName: "Newcomer",
  });
  try {
    expect((await admin.put("/api/roles", { data: { role: "both" }, headers: origin(baseURL) })).ok()).toBe(true);
    expect((await seeker.put("/api/roles", { data: { role: "job_seeker" }, headers: origin(baseURL) })).ok()).toBe(true);
    const profile = await seeker.put("/api/profile", {
      headers: origin(baseURL),
      data: {
        codename: `${keyword}-tour`,
        headline: `Principal Platform Engineer ${keyword}`,
        skills: ["Rust", "Kubernetes", "PostgreSQL", "Terraform", "gRPC", "Observability", "AWS", "Go"],
        pitch: "I make distributed systems calm, observable and cheap to run.",
        summary: "Twelve years of backend and platform work, most of it on call for systems people rely on.",
        jobType: "hybrid",
        status: "active",
        minSalary: 150000,
        maxSalary: 190000,
        ...SYDNEY,
      },
    });
    expect(profile.status(), await profile.text()).toBe(200);
    const seekerProfileId = ((await profile.json()) as { id: string }).id;

    expect((await recruiter.put("/api/roles", { data: { role: "recruiter" }, headers: origin(baseURL) })).ok()).toBe(
      true,
    );
    const employer = await recruiter.put("/api/employer", {
      headers: origin(baseURL),
      data: {
        companyName: "Acme Robotics International",
        website: "https://acme-robotics.example",
        recruiterRole: "Head of Talent Acquisition",
        ...SYDNEY,
      },
    });
    expect(employer.status(), await employer.text()).toBe(200);
    const request = await recruiter.post("/api/reveal-requests", {
      headers: origin(baseURL),
      data: {
        profileId: seekerProfileId,
        message: "Hi! I'm a recruiter at Acme Robotics International. Your platform work is what our team needs.",
      },
    });
    expect(request.status(), await request.text()).toBeLessThan(300);

    const otherCandidateHeadline = `Staff Frontend Engineer ${keyword}`;
    await seedCandidate(baseURL, {
      codename: `${keyword}-other`,
      headline: otherCandidateHeadline,
      skills: ["React", "TypeScript", "Accessibility"],
      pitch: "Interfaces that everyone can use.",
      jobType: "remote",
      ...MELBOURNE,
    });

    return {
      storage: {
        seeker: await seeker.storageState(),
        recruiter: await recruiter.storageState(),
        admin: await admin.storageState(),
        newcomer: await newcomer.storageState(),
      },
      seekerProfileId,
      otherCandidateHeadline,
    };
  } finally {
    await Promise.all([seeker.dispose(), recruiter.dispose(), admin.dispose(), newcomer.dispose()]);
  }
}

export type Screen = { name: string; path: string };

/** Screens every signed-in person may open (the debug pages are for any role). */
const anyRole: Screen[] = [
  { name: "user-profile", path: "/user-profile" },
  { name: "typesense-sync", path: "/typesense-sync" },
  { name: "search-debug", path: "/search-debug" },
  { name: "profile-views-debug", path: "/profile-views-debug" },
];

/** Every route each persona can open (docs/spec/core.md section 2, "Route access"). */
export function screensOf(persona: Persona, tour: Tour): Screen[] {
  switch (persona) {
    case "visitor":
      return [...publicPages, { name: "test-homepage", path: "/test-homepage" }];
    case "seeker":
      return [
        { name: "job-seeker-dashboard", path: "/job-seeker-dashboard" },
        { name: "onboarding-job-seeker", path: "/onboarding-job-seeker" },
        { name: "edit-profile", path: "/edit-profile" },
        { name: "reveal-requests", path: "/reveal-requests" },
        { name: "ai-assistant", path: "/ai-assistant" },
        { name: "profile-anonymous", path: "/profile/anonymous" },
        { name: "profile-revealed", path: "/profile/revealed" },
        { name: "profile-success", path: "/profile-success" },
        { name: "privacy-activity", path: "/privacy-activity" },
        ...anyRole,
      ];
    case "recruiter":
      return [
        { name: "recruiter-dashboard", path: "/recruiter-dashboard" },
        { name: "edit-recruiter-profile", path: "/edit-recruiter-profile" },
        { name: "search-candidates", path: "/search-candidates" },
        { name: "candidate", path: `/candidate/${encodeURIComponent(tour.seekerProfileId)}` },
        ...anyRole,
      ];
    case "admin":
      return [
        { name: "admin-email", path: "/admin-email" },
        { name: "admin-reports", path: "/admin-reports" },
        { name: "admin-audit-log", path: "/admin-audit-log" },
        { name: "onboarding-recruiter", path: "/onboarding-recruiter" },
        { name: "job-seeker-dashboard-empty", path: "/job-seeker-dashboard" },
        { name: "recruiter-dashboard-empty", path: "/recruiter-dashboard" },
        { name: "reveal-requests-empty", path: "/reveal-requests" },
        { name: "privacy-activity-empty", path: "/privacy-activity" },
        ...anyRole,
      ];
    case "newcomer":
      return [{ name: "onboarding-role", path: "/onboarding-role" }];
  }
}

/**
 * Waits until a screen has settled: its main heading is shown and nothing is loading
 * (no spinner, nothing marked busy), so what is scanned or pictured is the resting screen.
 */
export async function settle(page: Page): Promise<void> {
  await page.getByRole("heading", { level: 1 }).first().waitFor({ state: "visible" });
  await page.waitForFunction(
    () => document.querySelectorAll('.animate-spin, [aria-busy="true"]').length === 0,
    undefined,
    { timeout: 10_000 },
  );
  await page.evaluate(() => document.fonts.ready);
}

/** Dialog, sheet and toast animations take 150-250 ms: waits until they are over. */
export async function settleAnimations(page: Page): Promise<void> {
  await page.waitForTimeout(300);
}

export type Theme = "light" | "dark";

export type DialogStep = {
  name: string;
  /** Only at this width (the mobile menu exists below 768 px). */
  narrowOnly?: boolean;
  /** Extra request headers for the context (the cookie banner shows for some countries only). */
  headers?: Record<string, string>;
  /** Opens the dialog from a fresh page and returns it, visible. */
  open: (page: Page, tour: Tour) => Promise<Locator>;
};

const mobileMenu: DialogStep = {
  name: "mobile-menu",
  narrowOnly: true,
  open: async (page) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    return page.getByRole("dialog");
  },
};

const notifications: DialogStep = {
  name: "notifications",
  open: async (page) => {
    await page.goto("/user-profile");
    await settle(page);
    await page.getByRole("button", { name: /Notifications/ }).click();
    return page.getByRole("menu").or(page.getByRole("dialog"));
  },
};

/** The dialogs, menus and banners each persona can open. */
export function dialogsOf(persona: Persona): DialogStep[] {
  switch (persona) {
    case "visitor":
      return [
        {
          name: "cookie-banner",
          headers: { [COUNTRY_HEADER]: "DE" },
          open: async (page) => {
            await page.goto("/");
            const banner = page.getByRole("region", { name: "Your privacy, your choice" });
            await expect(banner).toBeVisible();
            return banner;
          },
        },
        {
          name: "cookie-settings",
          open: async (page) => {
            // The footer's button brings the banner back; the banner's opens the settings.
            await page.goto("/about");
            const banner = page.getByRole("region", { name: "Your privacy, your choice" });
            // The page is prerendered: a click before it hydrates does nothing, so click
            // again until the banner is back (on a loaded machine hydration can lag).
            await expect(async () => {
              await page.getByRole("contentinfo").getByRole("button", { name: "Cookie Settings" }).click();
              await expect(banner).toBeVisible({ timeout: 1_000 });
            }).toPass();
            await banner.getByRole("button", { name: "Cookie Settings" }).click();
            return cookieSettingsDialog(page);
          },
        },
        mobileMenu,
      ];
    case "seeker":
      return [
        mobileMenu,
        notifications,
        {
          name: "change-photo",
          open: async (page) => {
            await page.goto("/user-profile");
            await settle(page);
            await page.getByRole("button", { name: "Change photo" }).click();
            return page.getByRole("dialog", { name: "Update your photo" });
          },
        },
        {
          name: "delete-account",
          open: async (page) => {
            await page.goto("/user-profile");
            await settle(page);
            await page.getByRole("button", { name: "Delete Account" }).click();
            return page.getByRole("alertdialog", { name: "Delete your account?" });
          },
        },
        {
          name: "approve-request",
          open: async (page) => {
            await page.goto("/reveal-requests");
            await settle(page);
            await page.getByRole("button", { name: "Approve Request", exact: true }).first().click();
            return page.getByRole("alertdialog");
          },
        },
        {
          name: "decline-request",
          open: async (page) => {
            await page.goto("/reveal-requests");
            await settle(page);
            await page.getByRole("button", { name: "Decline Request", exact: true }).first().click();
            return page.getByRole("alertdialog");
          },
        },
        {
          name: "identity-leak",
          open: async (page) => {
            await page.goto("/edit-profile");
            await settle(page);
            const pitch = page.getByRole("textbox", { name: /pitch/i }).first();
            await pitch.fill("Write to me at marguerite.quintrell@example.com any time.");
            await page.getByRole("button", { name: /^Save/ }).first().click();
            return page.getByRole("alertdialog", { name: "This may reveal who you are" });
          },
        },
      ];
    case "recruiter":
      return [
        mobileMenu,
        notifications,
        {
          name: "reveal-request",
          open: async (page, tour) => {
            await page.goto(`/search-candidates?q=${encodeURIComponent(tour.otherCandidateHeadline)}`);
            const card = page.getByRole("article", { name: tour.otherCandidateHeadline });
            await expect(async () => {
              if (!(await card.isVisible())) await page.reload();
              await expect(card).toBeVisible({ timeout: 2_000 });
            }).toPass({ timeout: 20_000 });
            await card.getByRole("button", { name: "Request Profile Reveal" }).click();
            return page.getByRole("dialog", { name: "Send Reveal Request" });
          },
        },
      ];
    case "newcomer":
      return [];
    case "admin":
      return [
        mobileMenu,
        {
          name: "send-confirm",
          open: async (page) => {
            await page.goto("/admin-email");
            await settle(page);
            await page.getByRole("checkbox", { name: "Select all users" }).click();
            await page.getByLabel("Subject", { exact: true }).fill("Your Veil profile is waiting");
            await page.getByLabel("Content", { exact: true }).fill("Recruiters are searching. It takes five minutes.");
            await page.getByRole("button", { name: "Send Email" }).click();
            return page.getByRole("alertdialog", { name: "Send this email?" });
          },
        },
      ];
  }
}
