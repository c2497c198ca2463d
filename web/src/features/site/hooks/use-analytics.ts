import { useEffect } from "react";

import { useSiteInfo } from "@/features/site/api/site-info";
import type { ConsentSignals } from "@/features/site/lib/cookie-consent";

type GtagWindow = Window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
};

/** data-attribute marking the script we add, so it is added once per page. */
const SCRIPT_MARKER = "data-veil-analytics";

let consentDefaultSent = false;

function gtag(...args: unknown[]) {
  const w = window as GtagWindow;
  w.dataLayer = w.dataLayer ?? [];
  // gtag.js reads `arguments` objects from the data layer, not arrays.
  w.gtag =
    w.gtag ??
    function (this: unknown) {
      // eslint-disable-next-line prefer-rest-params -- the arguments object itself, see above
      w.dataLayer!.push(arguments);
    };
  w.gtag(...args);
}

/** The measurement id, when the script URL carries one (`...gtag/js?id=G-XXXX`). */
function measurementId(scriptUrl: string): string | null {
  try {
    return new URL(scriptUrl, window.location.origin).searchParams.get("id");
  } catch {
    return null;
  }
}

function loadScriptOnce(scriptUrl: string) {
  if (document.querySelector(`script[${SCRIPT_MARKER}]`)) return;
  const script = document.createElement("script");
  script.src = scriptUrl;
  script.async = true;
  script.setAttribute(SCRIPT_MARKER, "");
  document.head.appendChild(script);
  gtag("js", new Date());
  const id = measurementId(scriptUrl);
  if (id) gtag("config", id);
}

/**
 * Passes cookie consent to the analytics tool (granted/denied for analytics and ad
 * storage). Nothing loads unless the deployment configures an analytics script URL
 * (GET /api/site) and the visitor granted analytics; then one external script is added.
 */
export function useAnalytics(signals: ConsentSignals) {
  const { data: site } = useSiteInfo();
  const scriptUrl = site?.analyticsScriptUrl ?? null;
  const { analytics_storage, ad_storage } = signals;

  useEffect(() => {
    if (!scriptUrl) return;
    gtag("consent", consentDefaultSent ? "update" : "default", { analytics_storage, ad_storage });
    consentDefaultSent = true;
    if (analytics_storage === "granted") loadScriptOnce(scriptUrl);
  }, [scriptUrl, analytics_storage, ad_storage]);
}
