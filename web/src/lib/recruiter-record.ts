/** How quickly someone usually answers or replies, in the server's coarse bands. */
export type UsualBand = "within_a_day" | "within_two_days" | "within_a_week" | "longer_than_a_week";

/** A recruiter's record beside their request. */
export type RecruiterRecord = { requestsLast30Days: number; approved: number; usualReply?: UsualBand | null };

/** The words after "within" for each band but the slowest. */
export const WITHIN: Record<Exclude<UsualBand, "longer_than_a_week">, string> = {
  within_a_day: "a day",
  within_two_days: "2 days",
  within_a_week: "a week",
};

/** "12 requests sent in the last 30 days, 3 approved". */
export function recruiterRecordText({ requestsLast30Days: sent, approved }: RecruiterRecord): string {
  const requests = sent === 1 ? "1 request" : `${sent} requests`;
  return `${requests} sent in the last 30 days, ${approved} approved`;
}

/** "Usually replies within 2 days": how the recruiter answers messages, from 3 replies on. */
export function usualReplyText(band: UsualBand | null | undefined): string | null {
  if (!band) return null;
  return band === "longer_than_a_week" ? "Usually takes more than a week to reply" : `Usually replies within ${WITHIN[band]}`;
}
