import type { ReceivedRequest } from "../api/received-requests";

/** The company's name as shown on a request (docs/spec/features.md section 2: fallback 'Unknown Company'). */
export function companyName(company: { name?: string | null }): string {
  return company.name?.trim() || "Unknown Company";
}

/**
 * Received requests in the dashboard card's shape (features/seekers RecentRevealRequests):
 * the recruiter's role comes with the company.
 */
export function dashboardRevealRequests(requests: readonly ReceivedRequest[]) {
  return requests.map((request) => ({
    ...request,
    recruiter: { ...request.recruiter, role: request.company.recruiterRole },
  }));
}
