import type { Session } from "@/api/session";
import { paths } from "@/lib/paths";

export type RoleLink = {
  label: string;
  to: string;
  /** Its target depends on the employer profile check (Search Talent). */
  needsEmployerCheck?: boolean;
};

/**
 * The navigation bar's role links (docs/spec/core.md sections 2 and 6). Dual-role users see
 * both sets, and the admin a link to the reports. Search Talent leads to onboarding until an
 * employer profile exists.
 */
export function roleLinks(session: Session): RoleLink[] {
  const links: RoleLink[] = [];
  if (session.roles.isJobSeeker) {
    links.push(
      { label: "Seeker Dashboard", to: paths.jobSeekerDashboard },
      { label: "Reveal Requests", to: paths.revealRequests },
      { label: "AI Assistant", to: paths.aiAssistant },
      { label: "Privacy activity", to: paths.privacyActivity },
    );
  }
  if (session.roles.isRecruiter) {
    links.push(
      { label: "Recruiter Dashboard", to: paths.recruiterDashboard },
      {
        label: "Search Talent",
        to: session.hasEmployerProfile ? paths.searchCandidates : paths.onboardingRecruiter,
        needsEmployerCheck: true,
      },
    );
  }
  // The admin reaches moderation from every page; the e-mail center and the audit log
  // are linked from there.
  if (session.isAdmin) links.push({ label: "Reports", to: paths.adminReports });
  return links;
}

/** docs/spec/core.md section 2: pressing Search Talent while the employer check loads. */
export const employerCheckLoadingToast = {
  title: "Loading",
  description: "Please wait while we check your profile...",
} as const;
