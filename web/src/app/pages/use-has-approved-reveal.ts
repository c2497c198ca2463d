import { useReceivedRequests } from "@/features/reveal/api/received-requests";

/**
 * The dashboard's "revealed-profile flag" (docs/spec/features.md section 2): whether at least one
 * recruiter holds an approved reveal request for this person, so that a revealed view of
 * the profile exists.
 */
export function useHasApprovedReveal(): boolean {
  const { data } = useReceivedRequests();
  return (data?.stats.approved ?? 0) > 0;
}
