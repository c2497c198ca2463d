/**
 * The recruiter dashboard lists this many of the newest requests (docs/spec/features.md
 * section 9). Apart from the list's component, so the entry, which asks for them with the
 * dashboard's code, does not carry that component.
 */
export const DASHBOARD_REQUESTS_SHOWN = 5;
