/**
 * The onboarding wizard's draft, kept in this tab's sessionStorage so a reload does not
 * lose what the person typed. The key names the person, so someone else signing in on the
 * same tab never sees it; it is removed once the profile is created.
 */
import { emptyScreening, type Screening } from "@/api/screening";
import { z } from "@/lib/zod";

import { LOCATION_PRECISIONS } from "./location-precision";
import { JOB_TYPES, PROFILE_STATUSES } from "./profile-options";

export const WIZARD_STEP_COUNT = 4;

/** The screening fields' shape (the server checks each value against its list on saving). */
function looksLikeScreening(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const screening = value as Partial<Record<keyof Screening, unknown>>;
  const relocation = screening.relocation as { open?: unknown; countries?: unknown } | undefined;
  return (
    Array.isArray(screening.workAuthorization) &&
    Array.isArray(screening.languages) &&
    typeof relocation?.open === "boolean" &&
    Array.isArray(relocation.countries)
  );
}

export const wizardDraftSchema = z.object({
  step: z.int().check(z.minimum(0), z.maximum(WIZARD_STEP_COUNT - 1)),
  values: z.object({
    headline: z.string(),
    codename: z.string(),
    location: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    // Drafts kept before the field existed are at city precision.
    locationPrecision: z._default(z.enum(LOCATION_PRECISIONS), "city"),
    jobType: z.enum(JOB_TYPES),
    minSalary: z.number(),
    maxSalary: z.number(),
    // Drafts saved before the wizard asked for them have no screening fields.
    screening: z._default(z.custom<Screening>(looksLikeScreening), emptyScreening),
    skills: z.string(),
    pitch: z.string(),
    status: z.enum(PROFILE_STATUSES),
    // Drafts saved before the wizard asked for the employer read as empty.
    currentEmployer: z._default(z.string(), ""),
    currentEmployerDomain: z._default(z.string(), ""),
  }),
});

export type WizardDraft = z.infer<typeof wizardDraftSchema>;

export function wizardDraftKey(userId: string): string {
  return `veil.jobSeekerOnboardingDraft.${userId}`;
}

/** The saved draft, or null when there is none or it cannot be read. */
export function loadWizardDraft(userId: string): WizardDraft | null {
  try {
    const raw = sessionStorage.getItem(wizardDraftKey(userId));
    if (!raw) return null;
    const parsed = wizardDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveWizardDraft(userId: string, draft: WizardDraft): void {
  try {
    sessionStorage.setItem(wizardDraftKey(userId), JSON.stringify(draft));
  } catch {
    // Storage can be full or unavailable; the wizard works without a draft.
  }
}

export function clearWizardDraft(userId: string): void {
  try {
    sessionStorage.removeItem(wizardDraftKey(userId));
  } catch {
    // Nothing to clear.
  }
}
