import { createBrowserRouter, type RouteObject } from "react-router";

import { RequireAdmin, RequireSession, roleRedirects } from "@/app/guards";
import { lazyRoute } from "@/app/lazy-route";
import { pageData } from "@/app/page-data";
import { RootLayout } from "@/app/layout/RootLayout";
import NotFoundPage from "@/app/pages/NotFoundPage";
import RouteErrorPage from "@/app/pages/RouteErrorPage";
import { paths } from "@/lib/paths";
import { ErrorFallback } from "@/components/ErrorFallback";

/**
 * The one route table (docs/spec/core.md section 2, "Route access"). Every page is a chunk of
 * its own, so a public page never downloads signed-in code.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Errors thrown by the layout itself: the bare fallback.
    errorElement: <ErrorFallback />,
    children: [
      {
        // Errors thrown by a page: the fallback inside the layout.
        errorElement: <RouteErrorPage />,
        children: [
          // Public
          lazyRoute(paths.home, () => import("@/features/site/pages/LandingPage")),
          lazyRoute(paths.testHomepage, () => import("@/features/site/pages/LandingPage")),
          lazyRoute(paths.signin, () => import("@/features/accounts/pages/SignInPage")),
          lazyRoute(paths.signup, () => import("@/features/accounts/pages/SignUpPage")),
          lazyRoute(paths.howItWorks, () => import("@/features/site/pages/HowItWorksPage")),
          lazyRoute(paths.forRecruiters, () => import("@/features/site/pages/ForRecruitersPage")),
          lazyRoute(paths.about, () => import("@/features/site/pages/AboutPage")),
          lazyRoute(paths.contact, () => import("@/features/site/pages/ContactPage")),
          lazyRoute(paths.privacyPolicy, () => import("@/features/site/pages/PrivacyPolicyPage")),
          lazyRoute(paths.terms, () => import("@/features/site/pages/TermsPage")),
          lazyRoute(paths.earlyAccess, () => import("@/features/site/pages/EarlyAccessPage")),
          lazyRoute(paths.earlyAccessThankYou, () => import("@/features/site/pages/EarlyAccessThankYouPage")),
          lazyRoute(paths.unsubscribe, () => import("@/features/accounts/pages/UnsubscribePage")),
          lazyRoute(paths.keepAccount, () => import("@/features/accounts/pages/KeepAccountPage")),

          // Signed in, any role (debug pages too: the spec lists them as public but
          // reachable by signed-in users).
          {
            element: <RequireSession />,
            children: [
              lazyRoute(paths.onboardingRole, () => import("@/features/accounts/pages/OnboardingRolePage")),
              lazyRoute(paths.userProfile, () => import("@/features/accounts/pages/UserProfilePage"), pageData.account),
              lazyRoute(paths.profileSuccess, () => import("@/features/seekers/pages/ProfileSuccessPage")),
              lazyRoute(paths.searchIndexSync, () => import("@/features/search/pages/SearchIndexSyncPage")),
              lazyRoute(paths.searchDebug, () => import("@/features/search/pages/SearchDebugPage")),
              lazyRoute(paths.profileViewsDebug, () => import("@/features/views/pages/ProfileViewsDebugPage")),
            ],
          },

          // Job seeker role (docs/spec/features.md section 2: without it, choose a role)
          {
            element: <RequireSession role="jobSeeker" />,
            children: [
              lazyRoute(paths.onboardingJobSeeker, () => import("@/features/seekers/pages/OnboardingJobSeekerPage")),
              lazyRoute(paths.jobSeekerDashboard, () => import("@/app/pages/JobSeekerDashboardPage"), pageData.jobSeekerDashboard),
              lazyRoute(paths.editProfile, () => import("@/features/seekers/pages/EditProfilePage"), pageData.editProfile),
              lazyRoute(paths.profileAnonymous, () => import("@/features/seekers/pages/AnonymousProfilePage")),
              lazyRoute(paths.profileRevealed, () => import("@/features/seekers/pages/RevealedProfilePage")),
              lazyRoute(paths.privacyActivity, () => import("@/features/activity/pages/PrivacyActivityPage")),
            ],
          },
          {
            element: (
              <RequireSession role="jobSeeker" otherwise={roleRedirects.toRecruiterDashboardOrRoleOnboarding} />
            ),
            children: [
              lazyRoute(paths.revealRequests, () => import("@/features/reveal/pages/RevealRequestsPage"), pageData.revealRequests),
            ],
          },
          {
            element: <RequireSession role="jobSeeker" otherwise={roleRedirects.toHome} />,
            children: [lazyRoute(paths.aiAssistant, () => import("@/features/assistant/pages/AiAssistantPage"))],
          },

          // Recruiter role (without it, choose a role)
          {
            element: <RequireSession role="recruiter" />,
            children: [
              lazyRoute(paths.onboardingRecruiter, () => import("@/features/recruiters/pages/OnboardingRecruiterPage")),
              lazyRoute(
                paths.recruiterDashboard,
                // The side cards only the dashboard shows are chunks of their own, fetched
                // beside the page's: the search and candidate pages of the area do not carry them.
                () =>
                  Promise.all([
                    import("@/app/pages/RecruiterDashboardPage"),
                    import("@/features/reveal/components/RequestBudgetCard"),
                    import("@/features/recruiters/components/RecruiterTips"),
                  ]).then(([page]) => page),
                pageData.recruiterDashboard,
              ),
              lazyRoute(paths.editRecruiterProfile, () => import("@/features/recruiters/pages/EditRecruiterProfilePage")),
              lazyRoute(paths.searchCandidates, () => import("@/app/pages/SearchCandidatesRoute"), pageData.searchCandidates),
              lazyRoute(paths.candidatePattern, () => import("@/app/pages/CandidatePage"), pageData.candidate),
            ],
          },

          // Admin
          {
            element: <RequireAdmin />,
            children: [
              lazyRoute(paths.adminEmail, () => import("@/features/admin/pages/AdminEmailPage")),
              lazyRoute(paths.adminReports, () => import("@/features/admin/pages/AdminReportsPage")),
              lazyRoute(paths.adminAuditLog, () => import("@/features/admin/pages/AdminAuditLogPage")),
            ],
          },

          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
