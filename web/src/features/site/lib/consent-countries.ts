/**
 * Countries whose visitors see the cookie banner (docs/spec/core.md section 9): the EU member
 * states plus GB, UK, CH, NO, IS, LI. ("UK" is not an ISO code but the spec lists it.)
 */
export const EU_MEMBER_STATES = [
  "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE",
  "IT", "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE",
] as const;

export const CONSENT_COUNTRIES: ReadonlySet<string> = new Set([
  ...EU_MEMBER_STATES,
  "GB",
  "UK",
  "CH",
  "NO",
  "IS",
  "LI",
]);

/** True when the banner is required for this country; an unknown country counts as required. */
export function countryRequiresConsent(country: string | null | undefined): boolean {
  const code = country?.trim().toUpperCase();
  if (!code) return true;
  return CONSENT_COUNTRIES.has(code);
}
