import * as React from "react";

import type { ConsentChoices, CookieConsent } from "@/features/site/lib/cookie-consent";

export type CookieConsentContextValue = {
  consent: CookieConsent | null;
  /** The random id this browser's choices are recorded under; null before the first choice. */
  consentId: string | null;
  bannerVisible: boolean;
  settingsOpen: boolean;
  /** Shows the banner again (footer 'Cookie Settings'). */
  reopen: () => void;
  setSettingsOpen: (open: boolean) => void;
  acceptAll: () => void;
  rejectAll: () => void;
  savePreferences: (choices: ConsentChoices) => void;
};

export const CookieConsentContext = React.createContext<CookieConsentContextValue | null>(null);

/** The visitor's cookie consent and the actions of the banner and settings dialog. */
export function useCookieConsent(): CookieConsentContextValue {
  const value = React.useContext(CookieConsentContext);
  if (!value) throw new Error("useCookieConsent must be used inside <CookieConsentProvider>");
  return value;
}
