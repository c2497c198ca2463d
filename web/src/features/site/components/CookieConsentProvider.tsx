import * as React from "react";
import { useLocation } from "react-router";

import { recordConsent } from "@/features/site/api/consent";
import { useGeo } from "@/features/site/api/geo";
import { ensureConsentId, loadConsentId } from "@/features/site/lib/consent-id";
import {
  CONSENT_VERSION,
  acceptAllConsent,
  isBannerForced,
  loadConsent,
  loadDetectedCountry,
  mergeConsent,
  saveConsent,
  saveDetectedCountry,
  shouldShowBanner,
  toConsentSignals,
  rejectAllConsent,
  type ConsentChoice,
  type CookieConsent,
} from "@/features/site/lib/cookie-consent";
import { useAnalytics } from "@/features/site/hooks/use-analytics";
import { useHydrated } from "@/lib/use-hydrated";
import {
  CookieConsentContext,
  type CookieConsentContextValue,
} from "@/features/site/hooks/use-cookie-consent";

export function CookieConsentProvider({ children }: { children: React.ReactNode }) {
  const location = useLocation();
  const [consent, setConsent] = React.useState<CookieConsent | null>(loadConsent);
  const [consentId, setConsentId] = React.useState<string | null>(loadConsentId);
  const [storedCountry] = React.useState<string | null>(loadDetectedCountry);
  const [reopened, setReopened] = React.useState(false);
  const [settingsOpen, setSettingsOpen] = React.useState(false);
  const forced = isBannerForced(location.search);
  // The prerendered pages carry no banner: stored consent and country are the browser's.
  const hydrated = useHydrated();

  // Ask the server for the country only when the answer matters.
  const geo = useGeo({ enabled: !consent && !forced && !storedCountry });
  const detectedCountry = geo.data?.country ?? null;

  React.useEffect(() => {
    if (detectedCountry) saveDetectedCountry(detectedCountry);
  }, [detectedCountry]);

  // Until the country is known (stored, answered, or the lookup failed) keep the banner
  // hidden, so visitors outside the listed countries never see it flash.
  const countrySettled = storedCountry !== null || geo.isSuccess || geo.isError;
  const country = storedCountry ?? detectedCountry;
  const privateNetwork = !storedCountry && geo.data?.privateNetwork === true;
  const autoVisible =
    (forced || countrySettled) && shouldShowBanner({ consent, country, forced, privateNetwork });

  const store = React.useCallback((next: CookieConsent, choice: ConsentChoice) => {
    saveConsent(next);
    setConsent(next);
    setReopened(false);
    setSettingsOpen(false);
    const id = ensureConsentId();
    setConsentId(id);
    // The server's record is the proof of the choice; the choice itself already holds
    // in this browser, so a failed record never blocks the page.
    void recordConsent({
      consentId: id,
      choice,
      analytics: next.analytics,
      advertising: next.advertising,
      policyVersion: String(CONSENT_VERSION),
    }).catch(() => undefined);
  }, []);

  useAnalytics(toConsentSignals(consent));

  const value = React.useMemo<CookieConsentContextValue>(
    () => ({
      consent,
      consentId,
      bannerVisible: hydrated && (reopened || autoVisible),
      settingsOpen,
      reopen: () => setReopened(true),
      setSettingsOpen,
      acceptAll: () => store(acceptAllConsent(), "accept_all"),
      rejectAll: () => store(rejectAllConsent(), "reject_all"),
      savePreferences: (choices) => store(mergeConsent(consent, choices), "custom"),
    }),
    [consent, consentId, hydrated, reopened, autoVisible, settingsOpen, store],
  );

  return <CookieConsentContext.Provider value={value}>{children}</CookieConsentContext.Provider>;
}
