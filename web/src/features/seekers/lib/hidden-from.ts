/** The employer shield's words. */

/** "Hidden from 2 employers. Recruiters whose company name, website or verified work e-mail matches will never find or see your profile." */
export function hiddenFromText(count: number): string {
  if (count === 0) return "You are not hidden from any employer yet.";
  const employers = count === 1 ? "1 employer" : `${count} employers`;
  return `Hidden from ${employers}. Recruiters whose company name, website or verified work e-mail matches will never find or see your profile.`;
}

/** Honest about what matching can and cannot know. */
export const shieldHelpText =
  "A recruiter's company is the one they declare on Veil, so we match them by that company's name and website, and by the domain of the work e-mail they signed in with, which they cannot change. Add the company's web domain when you know it. A recruiter who declares another company and signs in with a personal e-mail address cannot be recognised.";

/** A web domain or address as the server accepts it ("acme.com", "https://www.acme.com/"). */
export function isWebDomain(text: string): boolean {
  return /^(https?:\/\/)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}\.?\/?$/i.test(text.trim());
}

export const invalidDomain = "Enter a web domain such as acme.com";
export const missingCompany = "Company name is required";
