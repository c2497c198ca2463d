/**
 * Candidates for the recruiter journeys, created through the API by job seekers who sign
 * in from their own request contexts (no browser page): the development provider's form is
 * posted as a person's browser would post it, then the role and the profile are saved.
 */
import { randomUUID } from "node:crypto";

import { expect, request, type APIRequestContext } from "@playwright/test";

import { uniqueEmail } from "./helpers";

export type CandidateSeed = {
  codename: string;
  headline: string;
  skills: string[];
  pitch?: string;
  summary?: string;
  jobType?: "remote" | "onsite" | "hybrid";
  status?: "active" | "passive" | "hidden";
  minSalary?: number;
  maxSalary?: number;
  location: string;
  city: string;
  state: string;
  country: string;
};

export const SYDNEY = {
  location: "Sydney, New South Wales, Australia",
  city: "Sydney",
  state: "New South Wales",
  country: "Australia",
} as const;

export const MELBOURNE = {
  location: "Melbourne, Victoria, Australia",
  city: "Melbourne",
  state: "Victoria",
  country: "Australia",
} as const;

/** A word no other journey uses, to search for this run's candidates only. */
export function uniqueKeyword(): string {
  // Letters only, so the search reads it as one term: ten random hex digits spelled as
  // the letters a to p. Search forgives up to two typos, so two journeys' words must
  // never be that close; with six letters of a to f they sometimes were, and one
  // journey found another's candidate.
  const letters = randomUUID()
    .replace(/-/g, "")
    .slice(0, 10)
    .replace(/[0-9a-f]/g, (digit) => String.fromCharCode(97 + parseInt(digit, 16)));
  return `zq${letters}`;
}

function decodeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The hidden fields of the provider's sign-in form (the OIDC request it continues). */
function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    const [, name, value] = match;
    if (name !== "subject" && name !== "deny" && !(name in fields)) fields[name] = decodeHtml(value);
  }
  return fields;
}

/** A new person signed in through the development provider, in a context of their own. */
export async function signedInRequestContext(
  baseURL: string,
  person: { email?: string; firstName?: string; lastName?: string } = {},
): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL });
  const page = await context.get("/api/auth/login");
  expect(page.url(), "the login should lead to the development provider").toContain("/dev-idp/authorize");
  const form = {
    ...hiddenFields(await page.text()),
    email: person.email ?? uniqueEmail("candidate"),
    first_name: person.firstName ?? "Casey",
    last_name: person.lastName ?? "Candidate",
  };
  const signedIn = await context.post("/dev-idp/authorize", { form });
  expect(signedIn.ok(), `sign-in ended on ${signedIn.url()}`).toBe(true);
  const session = await context.get("/api/session");
  expect(session.status()).toBe(200);
  return context;
}

/** Signs a new job seeker in and saves their profile; returns the profile's id. */
export async function seedCandidate(baseURL: string, seed: CandidateSeed): Promise<string> {
  const context = await signedInRequestContext(baseURL);
  try {
    const headers = { Origin: new URL(baseURL).origin };
    const role = await context.put("/api/roles", { data: { role: "job_seeker" }, headers });
    expect(role.status(), await role.text()).toBe(200);
    const saved = await context.put("/api/profile", {
      headers,
      data: {
        jobType: "remote",
        status: "active",
        minSalary: 0,
        maxSalary: 0,
        pitch: "",
        summary: "",
        ...seed,
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    return ((await saved.json()) as { id: string }).id;
  } finally {
    await context.dispose();
  }
}
