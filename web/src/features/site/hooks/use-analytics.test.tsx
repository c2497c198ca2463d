import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";

import { useAnalytics } from "@/features/site/hooks/use-analytics";
import type { ConsentSignals } from "@/features/site/lib/cookie-consent";
import { apiResponse } from "@/test/api-response";
import { createTestQueryClient, mockFetch } from "@/test/utils";

const SCRIPT_URL = "https://analytics.example/gtag/js?id=G-TEST";
const granted: ConsentSignals = { analytics_storage: "granted", ad_storage: "denied" };
const denied: ConsentSignals = { analytics_storage: "denied", ad_storage: "denied" };

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>;
}

const scripts = () => document.head.querySelectorAll("script[data-veil-analytics]");

afterEach(() => {
  scripts().forEach((s) => s.remove());
  delete (window as { dataLayer?: unknown }).dataLayer;
  delete (window as { gtag?: unknown }).gtag;
});

describe("useAnalytics", () => {
  it("loads nothing when no analytics script is configured", async () => {
    const fetchMock = mockFetch({
      "/api/site": () => apiResponse("GET /api/site", { supportEmail: "s@example.com", analyticsScriptUrl: null }),
    });
    renderHook(() => useAnalytics(granted), { wrapper });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(scripts()).toHaveLength(0);
    expect((window as { dataLayer?: unknown }).dataLayer).toBeUndefined();
  });

  it("loads nothing while analytics is denied, then one script once granted", async () => {
    mockFetch({
      "/api/site": () => apiResponse("GET /api/site", { supportEmail: "s@example.com", analyticsScriptUrl: SCRIPT_URL }),
    });
    const { rerender } = renderHook(({ signals }) => useAnalytics(signals), {
      wrapper,
      initialProps: { signals: denied },
    });
    await waitFor(() => expect((window as { dataLayer?: unknown[] }).dataLayer).toBeDefined());
    expect(scripts()).toHaveLength(0);

    rerender({ signals: granted });
    await waitFor(() => expect(scripts()).toHaveLength(1));
    expect(scripts()[0]).toHaveAttribute("src", SCRIPT_URL);

    rerender({ signals: { analytics_storage: "granted", ad_storage: "granted" } });
    expect(scripts()).toHaveLength(1);

    const calls = ((window as { dataLayer?: IArguments[] }).dataLayer ?? []).map((args) => Array.from(args));
    expect(calls).toContainEqual(["consent", "update", { analytics_storage: "granted", ad_storage: "granted" }]);
  });
});
