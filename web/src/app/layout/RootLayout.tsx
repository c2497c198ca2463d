import * as React from "react";
import { Outlet, ScrollRestoration, useLocation } from "react-router";

import { Footer } from "@/app/layout/Footer";
import { Header } from "@/app/layout/Header";
import { hidesFooter, hidesHeader } from "@/lib/paths";
import { preloadPageFor } from "@/app/lazy-route";
import { prefetchOnIntent } from "@/app/prefetch";
import { ErrorBoundary } from "@/components/ErrorBoundary";
import { Toaster } from "@/components/ui/toaster";
import { useSession } from "@/api/session";
import { useFinishLeavingAccount } from "@/features/accounts/hooks/use-leave-account";
import { useForgetReturnToWhenSignedIn } from "@/features/accounts/hooks/use-return-to";
import CookieBanner from "@/features/site/components/CookieBanner";
import { CookieConsentProvider } from "@/features/site/components/CookieConsentProvider";
import { useCookieConsent } from "@/features/site/hooks/use-cookie-consent";
import { cn } from "@/lib/utils";

// The event stream client is signed-in code: its own chunk, loaded once someone signs in.
const RealtimeConnection = React.lazy(() => import("@/features/notifications/components/RealtimeConnection"));

function Shell() {
  const { pathname } = useLocation();
  const { bannerVisible } = useCookieConsent();
  const { data: session } = useSession();
  useForgetReturnToWhenSignedIn(Boolean(session));
  useFinishLeavingAccount();
  React.useEffect(() => prefetchOnIntent(preloadPageFor), []);

  return (
    // Room at the bottom so the fixed cookie banner never covers the footer.
    <div className={cn("flex min-h-dvh flex-col", bannerVisible && "pb-52 sm:pb-40 md:pb-28")}>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {!hidesHeader(pathname) && <Header />}
      {/* The footer waits with the page: shown before a lazy page arrived, it would jump down. */}
      <React.Suspense fallback={null}>
        <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
          <ErrorBoundary resetKey={pathname}>
            <Outlet />
          </ErrorBoundary>
        </main>
        {!hidesFooter(pathname) && <Footer />}
      </React.Suspense>
      <CookieBanner />
      {/* One live event stream per tab while signed in. */}
      {session && (
        <React.Suspense fallback={null}>
          <RealtimeConnection />
        </React.Suspense>
      )}
    </div>
  );
}

/** Header, page, footer, cookie consent and toasts around every route. */
export function RootLayout() {
  return (
    <CookieConsentProvider>
      <Shell />
      <Toaster />
      <ScrollRestoration />
    </CookieConsentProvider>
  );
}
