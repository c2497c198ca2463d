/**
 * Cookie-consent rules (docs/spec/core.md sections 3, 4, 9). Pure functions; the storage
 * wrappers at the bottom are the only side effects.
 */
import { countryRequiresConsent } from "@/features/site/lib/consent-countries";

export const CONSENT_VERSION = 1;
export const CONSENT_STORAGE_KEY = "cookie-consent";
export const DETECTED_COUNTRY_STORAGE_KEY = "detected-country";
export const FORCE_BANNER_PARAM = "showCookieBanner";

export type CookieConsent = {
  essential: true;
  analytics: boolean;
  advertising: boolean;
  version: typeof CONSENT_VERSION;
};

export type ConsentChoices = { analytics: boolean; advertising: boolean };

/** Parses a stored record; anything malformed or of another version counts as no consent. */
export function parseConsent(raw: string | null | undefined): CookieConsent | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== "object") return null;
  const record = value as Record<string, unknown>;
  if (record.version !== CONSENT_VERSION) return null;
  if (typeof record.analytics !== "boolean" || typeof record.advertising !== "boolean") return null;
  return {
    essential: true,
    analytics: record.analytics,
    advertising: record.advertising,
    version: CONSENT_VERSION,
  };
}

/** Accept All: analytics and advertising granted. */
export function acceptAllConsent(): CookieConsent {
  return { essential: true, analytics: true, advertising: true, version: CONSENT_VERSION };
}

/** Save Preferences: the chosen values merged over what was stored; essential stays true. */
export function mergeConsent(
  previous: CookieConsent | null,
  choices: Partial<ConsentChoices>,
): CookieConsent {
  return {
    essential: true,
    analytics: choices.analytics ?? previous?.analytics ?? false,
    advertising: choices.advertising ?? previous?.advertising ?? false,
    version: CONSENT_VERSION,
  };
}

/** True when the query string forces the banner (`?showCookieBanner=true`). */
export function isBannerForced(search: string): boolean {
  return new URLSearchParams(search).get(FORCE_BANNER_PARAM) === "true";
}

/**
 * Whether the banner shows on its own: only without a valid consent, and then for listed
 * or unknown countries, or when the URL forces it. A visitor on loopback or a private
 * network (someone running Veil themselves) sees it only when forced.
 */
export function shouldShowBanner({
  consent,
  country,
  forced,
  privateNetwork = false,
}: {
  consent: CookieConsent | null;
  country: string | null | undefined;
  forced: boolean;
  privateNetwork?: boolean;
}): boolean {
  if (consent) return false;
  if (forced) return true;
  if (privateNetwork && !country) return false;
  return countryRequiresConsent(country);
}

export type ConsentSignal = "granted" | "denied";
export type ConsentSignals = { analytics_storage: ConsentSignal; ad_storage: ConsentSignal };

/** What the analytics tool receives: granted or denied for analytics and ad storage. */
export function toConsentSignals(consent: CookieConsent | null): ConsentSignals {
  return {
    analytics_storage: consent?.analytics ? "granted" : "denied",
    ad_storage: consent?.advertising ? "granted" : "denied",
  };
}

// --- storage -------------------------------------------------------------------------

export function loadConsent(): CookieConsent | null {
  try {
    const raw = localStorage.getItem(CONSENT_STORAGE_KEY);
    const consent = parseConsent(raw);
    // A record of another version (or a broken one) is discarded.
    if (raw !== null && consent === null) localStorage.removeItem(CONSENT_STORAGE_KEY);
    return consent;
  } catch {
    return null;
  }
}

export function saveConsent(consent: CookieConsent): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
}

export function loadDetectedCountry(): string | null {
  try {
    const value = localStorage.getItem(DETECTED_COUNTRY_STORAGE_KEY);
    return value && /^[A-Z]{2}$/.test(value) ? value : null;
  } catch {
    return null;
  }
}

export function saveDetectedCountry(country: string): void {
  try {
    localStorage.setItem(DETECTED_COUNTRY_STORAGE_KEY, country);
  } catch {
    // ignore
  }
}
