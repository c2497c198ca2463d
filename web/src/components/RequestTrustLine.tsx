import { recruiterRecordText, usualReplyText, type RecruiterRecord } from "@/lib/recruiter-record";

import { CompanyVerificationBadge } from "./CompanyVerificationBadge";

type Props = { verified: boolean; record: RecruiterRecord };

/**
 * What a job seeker can weigh a reveal request by: whether the company's domain is
 * verified, the recruiter's record, so one who sends hundreds stands out, and how quickly
 * they usually reply to messages (once they have replied 3 times).
 */
export function RequestTrustLine({ verified, record }: Props) {
  const reply = usualReplyText(record.usualReply);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 pt-1">
      <CompanyVerificationBadge verified={verified} />
      <span className="text-xs text-muted-foreground">{recruiterRecordText(record)}</span>
      {reply && <span className="text-xs text-muted-foreground">{reply}</span>}
    </div>
  );
}
