import * as React from "react";

import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

type Props = {
  /** The button's accessible name ("Report this message from Acme"). */
  label: string;
  icon?: React.ReactNode;
  className?: string;
  /** The report dialog, rendered while open; its code may come lazily (a Suspense is around it). */
  dialog: (close: () => void) => React.ReactNode;
};

/** "Report", opening the report dialog: what the job seeker's and the recruiter's buttons share. */
export function ReportButton({ label, icon, className, dialog }: Props) {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className={cn("text-muted-foreground", className)}
        onClick={() => setOpen(true)}
        aria-label={label}
      >
        {icon}
        Report
      </Button>
      {open && <React.Suspense fallback={null}>{dialog(() => setOpen(false))}</React.Suspense>}
    </>
  );
}
