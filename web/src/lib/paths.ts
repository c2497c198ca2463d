import { isSameSitePath } from "@/lib/same-site-path";

/**
 * Every route of the app (docs/spec/core.md section 2) in one place: the router, links and
 * redirects all use these. Plain strings are both the pattern and the link; routes with
 * parameters have a `...Pattern` for the router and a builder for links.
 */
export const paths = {
  // Public
  home: "/",
  testHomepage: "/test-homepage",
  signin: "/signin",
  signup: "/signup",
  howItWorks: "/how-it-works",
  forRecruiters: "/for-recruiters",
  about: "/about",
  contact: "/contact",
  privacyPolicy: "/privacy-policy",
  terms: "/terms",
  earlyAccess: "/early-access",
  earlyAccessThankYou: "/early-access/thank-you",
  /** An e-mail's unsubscribe link (`?token=…`); works signed out. */
  unsubscribe: "/unsubscribe",
  /** A warning e-mail's "Keep my account" link (`?token=…`); works signed out. */
  keepAccount: "/keep-account",

  // Debug pages (signed in)
  searchIndexSync: "/typesense-sync",
  searchDebug: "/search-debug",
  profileViewsDebug: "/profile-views-debug",

  // Signed in, any role
  onboardingRole: "/onboarding-role",
  userProfile: "/user-profile",
  profileSuccess: "/profile-success",

  // Job seeker
  onboardingJobSeeker: "/onboarding-job-seeker",
  jobSeekerDashboard: "/job-seeker-dashboard",
  editProfile: "/edit-profile",
  revealRequests: "/reveal-requests",
  aiAssistant: "/ai-assistant",
  profileAnonymous: "/profile/anonymous",
  profileRevealed: "/profile/revealed",
  privacyActivity: "/privacy-activity",

  // Recruiter
  onboardingRecruiter: "/onboarding-recruiter",
  recruiterDashboard: "/recruiter-dashboard",
  editRecruiterProfile: "/edit-recruiter-profile",
  searchCandidates: "/search-candidates",
  candidatePattern: "/candidate/:profileId",
  candidate: (profileId: string) => `/candidate/${encodeURIComponent(profileId)}`,

  // Admin
  adminEmail: "/admin-email",
  adminReports: "/admin-reports",
  adminAuditLog: "/admin-audit-log",
} as const;

/** Server routes the browser navigates to directly (full page loads, not client routes). */
export const serverPaths = {
  /**
   * Starts sign-in (and sign-up: the same OIDC flow). `returnTo` must be a same-site
   * path; anything else is dropped so the server picks the destination.
   */
  login: (returnTo?: string | null) =>
    isSameSitePath(returnTo)
      ? `/api/auth/login?returnTo=${encodeURIComponent(returnTo)}`
      : "/api/auth/login",
  logout: "/api/auth/logout",
} as const;

/** Pages that show no header (spec: hidden on /signin and /signup). */
export function hidesHeader(pathname: string): boolean {
  return pathname === paths.signin || pathname === paths.signup;
}

/** Pages that show no footer (spec: onboarding and sign-in/sign-up pages). */
export function hidesFooter(pathname: string): boolean {
  return hidesHeader(pathname) || pathname.startsWith("/onboarding-");
}
