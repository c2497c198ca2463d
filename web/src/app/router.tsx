import { createBrowserRouter, type RouteObject } from "react-router";

import { RequireAdmin, RequireSession, roleRedirects } from "@/app/guards";
import { RootLayout } from "@/app/layout/RootLayout";
import NotFoundPage from "@/app/pages/NotFoundPage";
import RouteErrorPage from "@/app/pages/RouteErrorPage";
import { ErrorFallback } from "@/components/ErrorFallback";
import { paths } from "@/lib/paths";

import CandidatePage from "@/app/pages/CandidatePage";
import JobSeekerDashboardPage from "@/app/pages/JobSeekerDashboardPage";
import RecruiterDashboardPage from "@/app/pages/RecruiterDashboardPage";
import SearchCandidatesPage from "@/app/pages/SearchCandidatesPage";
import OnboardingRolePage from "@/features/accounts/pages/OnboardingRolePage";
import SignInPage from "@/features/accounts/pages/SignInPage";
import SignUpPage from "@/features/accounts/pages/SignUpPage";
import UserProfilePage from "@/features/accounts/pages/UserProfilePage";
import AdminEmailPage from "@/features/admin/pages/AdminEmailPage";
import AiAssistantPage from "@/features/assistant/pages/AiAssistantPage";
import EditRecruiterProfilePage from "@/features/recruiters/pages/EditRecruiterProfilePage";
import OnboardingRecruiterPage from "@/features/recruiters/pages/OnboardingRecruiterPage";
import RevealRequestsPage from "@/features/reveal/pages/RevealRequestsPage";
import SearchDebugPage from "@/features/search/pages/SearchDebugPage";
import TypesenseSyncPage from "@/features/search/pages/TypesenseSyncPage";
import AnonymousProfilePage from "@/features/seekers/pages/AnonymousProfilePage";
import EditProfilePage from "@/features/seekers/pages/EditProfilePage";
import OnboardingJobSeekerPage from "@/features/seekers/pages/OnboardingJobSeekerPage";
import ProfileSuccessPage from "@/features/seekers/pages/ProfileSuccessPage";
import RevealedProfilePage from "@/features/seekers/pages/RevealedProfilePage";
import AboutPage from "@/features/site/pages/AboutPage";
import ContactPage from "@/features/site/pages/ContactPage";
import EarlyAccessPage from "@/features/site/pages/EarlyAccessPage";
import EarlyAccessThankYouPage from "@/features/site/pages/EarlyAccessThankYouPage";
import ForRecruitersPage from "@/features/site/pages/ForRecruitersPage";
import HowItWorksPage from "@/features/site/pages/HowItWorksPage";
import LandingPage from "@/features/site/pages/LandingPage";
import PrivacyPolicyPage from "@/features/site/pages/PrivacyPolicyPage";
import TermsPage from "@/features/site/pages/TermsPage";
import ProfileViewsDebugPage from "@/features/views/pages/ProfileViewsDebugPage";

/** The one route table (spec core.md section 2, "Route access"). */
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
          { path: paths.home, element: <LandingPage /> },
          { path: paths.testHomepage, element: <LandingPage /> },
          { path: paths.signin, element: <SignInPage /> },
          { path: paths.signup, element: <SignUpPage /> },
          { path: paths.howItWorks, element: <HowItWorksPage /> },
          { path: paths.forRecruiters, element: <ForRecruitersPage /> },
          { path: paths.about, element: <AboutPage /> },
          { path: paths.contact, element: <ContactPage /> },
          { path: paths.privacyPolicy, element: <PrivacyPolicyPage /> },
          { path: paths.terms, element: <TermsPage /> },
          { path: paths.earlyAccess, element: <EarlyAccessPage /> },
          { path: paths.earlyAccessThankYou, element: <EarlyAccessThankYouPage /> },

          // Signed in, any role (debug pages too: the spec lists them as public but
          // reachable by signed-in users).
          {
            element: <RequireSession />,
            children: [
              { path: paths.onboardingRole, element: <OnboardingRolePage /> },
              { path: paths.userProfile, element: <UserProfilePage /> },
              { path: paths.profileSuccess, element: <ProfileSuccessPage /> },
              { path: paths.typesenseSync, element: <TypesenseSyncPage /> },
              { path: paths.searchDebug, element: <SearchDebugPage /> },
              { path: paths.profileViewsDebug, element: <ProfileViewsDebugPage /> },
            ],
          },

          // Job seeker role (spec features.md section 2: without it, choose a role)
          {
            element: <RequireSession role="jobSeeker" />,
            children: [
              { path: paths.onboardingJobSeeker, element: <OnboardingJobSeekerPage /> },
              { path: paths.jobSeekerDashboard, element: <JobSeekerDashboardPage /> },
              { path: paths.editProfile, element: <EditProfilePage /> },
              { path: paths.profileAnonymous, element: <AnonymousProfilePage /> },
              { path: paths.profileRevealed, element: <RevealedProfilePage /> },
            ],
          },
          {
            element: (
              <RequireSession role="jobSeeker" otherwise={roleRedirects.toRecruiterDashboardOrRoleOnboarding} />
            ),
            children: [{ path: paths.revealRequests, element: <RevealRequestsPage /> }],
          },
          {
            element: <RequireSession role="jobSeeker" otherwise={roleRedirects.toHome} />,
            children: [{ path: paths.aiAssistant, element: <AiAssistantPage /> }],
          },

          // Recruiter role (without it, choose a role)
          {
            element: <RequireSession role="recruiter" />,
            children: [
              { path: paths.onboardingRecruiter, element: <OnboardingRecruiterPage /> },
              { path: paths.recruiterDashboard, element: <RecruiterDashboardPage /> },
              { path: paths.editRecruiterProfile, element: <EditRecruiterProfilePage /> },
              { path: paths.searchCandidates, element: <SearchCandidatesPage /> },
              { path: paths.candidatePattern, element: <CandidatePage /> },
            ],
          },

          // Admin
          {
            element: <RequireAdmin />,
            children: [{ path: paths.adminEmail, element: <AdminEmailPage /> }],
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
