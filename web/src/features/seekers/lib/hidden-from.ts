/** The employer shield's words. */

/** "Hidden from 2 employers. Recruiters at these employers will never find or see your profile." */
export function hiddenFromText(count: number): string {
  if (count === 0) return "You are not hidden from any employer yet.";
  const employers = count === 1 ? "1 employer" : `${count} employers`;
  return `Hidden from ${employers}. Recruiters at these employers will never find or see your profile.`;
}

/**
 * Honest about what matching can and cannot know: only what Veil verified counts, never
 * a company name or website a recruiter typed (or renaming a company would show them
 * which employer you hide from).
 */
export const shieldHelpText =
  "We recognise a recruiter by what we verified: the domain of a work e-mail address they proved they use, and, once their company is verified, every company name they have used on Veil. Add the company's web domain when you know it.";

/** The one sentence on recruiters whose company is not verified, and the switch's words. */
export const unverifiedText =
  "While you hide from any employer, recruiters whose company is not verified do not see, find or count your profile.";
export const allowUnverifiedLabel = "Let recruiters whose company is not verified see my profile";
export const allowUnverifiedHint =
  "We cannot tell where they work, so one of them could work at a company you hide from.";

/** A web domain or address as the server accepts it ("acme.com", "https://www.acme.com/"). */
export function isWebDomain(text: string): boolean {
  return /^(https?:\/\/)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}\.?\/?$/i.test(text.trim());
}

export const invalidDomain = "Enter a web domain such as acme.com";
export const missingCompany = "Company name is required";
