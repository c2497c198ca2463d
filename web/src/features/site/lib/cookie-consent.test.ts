import { describe, expect, it } from "vitest";

import { countryRequiresConsent } from "@/features/site/lib/consent-countries";
import {
  acceptAllConsent,
  CONSENT_STORAGE_KEY,
  isBannerForced,
  loadConsent,
  mergeConsent,
  parseConsent,
  shouldShowBanner,
  toConsentSignals,
} from "@/features/site/lib/cookie-consent";

describe("countryRequiresConsent", () => {
  it("covers the EU member states plus GB, UK, CH, NO, IS, LI", () => {
    for (const code of ["DE", "FR", "IE", "SE", "HR", "CY", "GB", "UK", "CH", "NO", "IS", "LI"]) {
      expect(countryRequiresConsent(code)).toBe(true);
    }
    expect(countryRequiresConsent("de")).toBe(true);
  });

  it("leaves other countries out", () => {
    for (const code of ["AU", "US", "NZ", "CA", "JP"]) {
      expect(countryRequiresConsent(code)).toBe(false);
    }
  });

  it("treats an unknown country as requiring consent", () => {
    expect(countryRequiresConsent(null)).toBe(true);
    expect(countryRequiresConsent("")).toBe(true);
  });
});

describe("parseConsent", () => {
  it("reads a version 1 record and keeps essential on", () => {
    expect(parseConsent('{"essential":false,"analytics":true,"advertising":false,"version":1}')).toEqual({
      essential: true,
      analytics: true,
      advertising: false,
      version: 1,
    });
  });

  it("discards another version, broken JSON and missing fields", () => {
    expect(parseConsent('{"essential":true,"analytics":true,"advertising":true,"version":2}')).toBeNull();
    expect(parseConsent("{not json")).toBeNull();
    expect(parseConsent('{"version":1}')).toBeNull();
    expect(parseConsent(null)).toBeNull();
  });

  it("removes a stale stored record so the banner shows again", () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, '{"essential":true,"analytics":true,"advertising":true,"version":0}');
    expect(loadConsent()).toBeNull();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });
});

describe("consent changes", () => {
  it("Accept All grants analytics and advertising", () => {
    expect(acceptAllConsent()).toEqual({ essential: true, analytics: true, advertising: true, version: 1 });
  });

  it("saving merges the chosen values over the stored ones", () => {
    const previous = acceptAllConsent();
    expect(mergeConsent(previous, { advertising: false })).toEqual({
      essential: true,
      analytics: true,
      advertising: false,
      version: 1,
    });
    expect(mergeConsent(null, { analytics: true })).toEqual({
      essential: true,
      analytics: true,
      advertising: false,
      version: 1,
    });
  });
});

describe("shouldShowBanner", () => {
  it("shows for listed or unknown countries without consent", () => {
    expect(shouldShowBanner({ consent: null, country: "FR", forced: false })).toBe(true);
    expect(shouldShowBanner({ consent: null, country: null, forced: false })).toBe(true);
    expect(shouldShowBanner({ consent: null, country: "AU", forced: false })).toBe(false);
  });

  it("is forced by ?showCookieBanner=true", () => {
    expect(isBannerForced("?showCookieBanner=true")).toBe(true);
    expect(isBannerForced("?showCookieBanner=1")).toBe(false);
    expect(shouldShowBanner({ consent: null, country: "AU", forced: true })).toBe(true);
  });

  it("stays away on loopback or a private network unless forced", () => {
    expect(shouldShowBanner({ consent: null, country: null, forced: false, privateNetwork: true })).toBe(false);
    expect(shouldShowBanner({ consent: null, country: null, forced: true, privateNetwork: true })).toBe(true);
    // A country from a trusted proxy still counts.
    expect(shouldShowBanner({ consent: null, country: "DE", forced: false, privateNetwork: true })).toBe(true);
  });

  it("never shows once a valid consent is stored", () => {
    expect(shouldShowBanner({ consent: acceptAllConsent(), country: "DE", forced: true })).toBe(false);
  });
});

describe("toConsentSignals", () => {
  it("maps consent to granted or denied storage", () => {
    expect(toConsentSignals(null)).toEqual({ analytics_storage: "denied", ad_storage: "denied" });
    expect(toConsentSignals(mergeConsent(null, { analytics: true }))).toEqual({
      analytics_storage: "granted",
      ad_storage: "denied",
    });
  });
});
