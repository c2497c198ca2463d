import * as React from "react";
import { CookieIcon } from "lucide-react";
import { Link } from "react-router";

import { paths } from "@/lib/paths";
import { Button } from "@/components/ui/button";
import { useCookieConsent } from "@/features/site/hooks/use-cookie-consent";

// Shown only on request: its own chunk, so first loads skip the dialog code.
const CookieSettingsDialog = React.lazy(() => import("@/features/site/components/CookieSettingsDialog"));

/** The consent banner, fixed at the bottom of every page, and its settings dialog. */
export default function CookieBanner() {
  const { bannerVisible, acceptAll, rejectAll, settingsOpen, setSettingsOpen } = useCookieConsent();
  // Mounted from the first opening on, so closing still animates.
  const [dialogMounted, setDialogMounted] = React.useState(settingsOpen);
  if (settingsOpen && !dialogMounted) setDialogMounted(true);

  return (
    <>
      {bannerVisible && (
        <section
          aria-labelledby="cookie-banner-title"
          className="fixed inset-x-0 bottom-0 z-40 border-t bg-card/95 text-card-foreground shadow-[0_-4px_24px_-8px_rgb(15_23_42/0.18)] backdrop-blur supports-[backdrop-filter]:bg-card/85"
        >
          <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 sm:px-6 md:flex-row md:items-center md:justify-between md:gap-6">
            <div className="flex gap-3">
              <CookieIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <div className="space-y-1">
                <h2 id="cookie-banner-title" className="text-sm font-semibold">
                  Your privacy, your choice
                </h2>
                <p className="text-sm text-muted-foreground">
                  Veil uses essential cookies to keep you signed in and secure. With your
                  permission we also use analytics and advertising cookies. See our{" "}
                  <Link
                    to={paths.privacyPolicy}
                    className="font-medium text-foreground underline underline-offset-4 hover:text-primary"
                  >
                    Privacy Policy
                  </Link>
                  .
                </p>
              </div>
            </div>
            <div className="flex shrink-0 gap-2">
              <Button
                variant="outline"
                className="flex-1 md:flex-none"
                onClick={() => setSettingsOpen(true)}
              >
                Cookie Settings
              </Button>
              <Button variant="outline" className="flex-1 md:flex-none" onClick={rejectAll}>
                Reject All
              </Button>
              <Button className="flex-1 md:flex-none" onClick={acceptAll}>
                Accept All
              </Button>
            </div>
          </div>
        </section>
      )}
      {dialogMounted && (
        <React.Suspense fallback={null}>
          <CookieSettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} />
        </React.Suspense>
      )}
    </>
  );
}
