/** A recruiter's record beside their request. */
export type RecruiterRecord = { requestsLast30Days: number; approved: number };

/** "12 requests sent in the last 30 days, 3 approved". */
export function recruiterRecordText({ requestsLast30Days: sent, approved }: RecruiterRecord): string {
  const requests = sent === 1 ? "1 request" : `${sent} requests`;
  return `${requests} sent in the last 30 days, ${approved} approved`;
}
