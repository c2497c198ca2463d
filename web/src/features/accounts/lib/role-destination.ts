import type { Session } from "@/api/session";
import type { RoleChoice } from "@/features/accounts/api/roles";
import { paths } from "@/lib/paths";

/**
 * Where /onboarding-role sends someone who already has a role (docs/spec/core.md section 4,
 * "Role onboarding"), or null when they have none and should choose.
 */
export function existingRoleDestination(session: Session): string | null {
  const { isJobSeeker, isRecruiter } = session.roles;
  if (isJobSeeker && isRecruiter) {
    if (!session.hasSeekerProfile) return paths.onboardingJobSeeker;
    if (!session.hasEmployerProfile) return paths.onboardingRecruiter;
    return paths.jobSeekerDashboard;
  }
  if (isJobSeeker) return paths.jobSeekerDashboard;
  if (isRecruiter) return paths.recruiterDashboard;
  return null;
}

/** Where a fresh choice leads: the job seeker wizard (job seeker, both) or the recruiter one. */
export function choiceDestination(choice: RoleChoice): string {
  return choice === "recruiter" ? paths.onboardingRecruiter : paths.onboardingJobSeeker;
}
