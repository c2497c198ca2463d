import * as React from "react";
import { FlagIcon } from "lucide-react";

import type { ReportTarget } from "@/api/reports";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

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
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className={cn("text-muted-foreground", className)}
        onClick={() => setOpen(true)}
        aria-label={`Report this ${what} from ${companyName}`}
      >
        <FlagIcon aria-hidden="true" />
        Report
      </Button>
      {open && (
        <React.Suspense fallback={null}>
          <ReportDialog about="recruiter" target={target} companyName={companyName} onClose={() => setOpen(false)} />
        </React.Suspense>
      )}
    </>
  );
}
