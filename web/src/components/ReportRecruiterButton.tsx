import * as React from "react";
import { FlagIcon } from "lucide-react";

import type { ReportTarget } from "@/api/reports";
import { ReportButton } from "@/components/ReportButton";

// The dialog's code comes with the first click: few people ever report.
const ReportDialog = React.lazy(() => import("@/components/ReportDialog"));

type Props = {
  target: ReportTarget;
  /** The company as the job seeker sees it. */
  companyName: string;
  /** What is reported, for the button's accessible name ("request", "message", "recruiter"). */
  what: string;
  className?: string;
};

/** Reports a recruiter to Veil's admin (and blocks them, unless unticked). */
export function ReportRecruiterButton({ target, companyName, what, className }: Props) {
  return (
    <ReportButton
      label={`Report this ${what} from ${companyName}`}
      icon={<FlagIcon aria-hidden="true" />}
      className={className}
      dialog={(close) => <ReportDialog about="recruiter" target={target} companyName={companyName} onClose={close} />}
    />
  );
}
