import * as React from "react";

import type { CandidateReportTarget } from "@/api/reports";
import { ReportButton } from "@/components/ReportButton";

// The dialog's code comes with the first click: few people ever report.
const ReportDialog = React.lazy(() => import("@/components/ReportDialog"));

type Props = {
  target: CandidateReportTarget;
  /** The candidate as the recruiter knows them. */
  codename: string;
  /** What is reported, for the button's accessible name ("profile", "message"). */
  what: string;
  className?: string;
};

/** Reports a candidate's profile or message to Veil's admin; the candidate is not told. */
export function ReportCandidateButton({ target, codename, what, className }: Props) {
  return (
    <ReportButton
      label={`Report this ${what} of ${codename}`}
      className={className}
      dialog={(close) => <ReportDialog about="candidate" target={target} codename={codename} onClose={close} />}
    />
  );
}
