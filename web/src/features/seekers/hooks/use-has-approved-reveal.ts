/**
 * The dashboard's "revealed-profile flag" (features.md section 2): whether at least one
 * recruiter holds an approved reveal request for this person, so that a revealed view of
 * the profile exists. Reveal requests are not served yet, so no request is approved and
 * the flag is false; the reveal feature wires this hook to its request list.
 */
export function useHasApprovedReveal(): boolean {
  return false;
}
