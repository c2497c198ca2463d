/**
 * Unsaved recruiter forms kept in localStorage under the person's own key (the key
 * builders live in features/accounts/drafts.ts, so sign-out and account deletion erase
 * the same entries). Storage may be unavailable or hold anything: reading never throws,
 * and only a draft of the right shape comes back.
 */
import { z } from "@/lib/zod";

const text = z.catch(z.string(), "");

const onboardingDraftSchema = z.object({
  step: z.catch(z.union([z.literal(1), z.literal(2)]), 1),
  values: z.catch(
    z.partial(
      z.object({
        companyName: text,
        website: text,
        recruiterRole: text,
        location: text,
        city: text,
        state: text,
        country: text,
        logoUrl: text,
      }),
    ),
    {},
  ),
});
export type OnboardingDraft = z.infer<typeof onboardingDraftSchema>;

const companyProfileDraftSchema = z.object({
  companyName: text,
  website: text,
  recruiterRole: text,
  location: text,
  city: text,
  state: text,
  country: text,
  logoUrl: text,
  companySize: text,
  industry: text,
});
export type CompanyProfileDraft = z.infer<typeof companyProfileDraftSchema>;

function read<T>(key: string, schema: z.ZodMiniType<T>): T | null {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveDraft(key: string, draft: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Full or blocked storage: the form still works, only without a draft.
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing stored then.
  }
}

export function loadOnboardingDraft(key: string): OnboardingDraft | null {
  return read(key, onboardingDraftSchema);
}

export function loadCompanyProfileDraft(key: string): CompanyProfileDraft | null {
  return read(key, companyProfileDraftSchema);
}
