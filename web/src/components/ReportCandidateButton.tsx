import * as React from "react";

import type { CandidateReportTarget } from "@/api/reports";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

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
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className={cn("text-muted-foreground", className)}
        onClick={() => setOpen(true)}
        aria-label={`Report this ${what} of ${codename}`}
      >
        Report
      </Button>
      {open && (
        <React.Suspense fallback={null}>
          <ReportDialog about="candidate" target={target} codename={codename} onClose={() => setOpen(false)} />
        </React.Suspense>
      )}
    </>
  );
}
