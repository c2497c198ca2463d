import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

const styles: Record<string, { label: string; className: string }> = {
  approved: {
    label: "Approved",
    className: "bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300",
  },
  pending: { label: "Pending", className: "bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300" },
  declined: { label: "Declined", className: "bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300" },
  expired: { label: "Expired", className: "bg-slate-200 text-slate-800 dark:bg-slate-500/20 dark:text-slate-200" },
  withdrawn: { label: "Withdrawn", className: "bg-slate-200 text-slate-800 dark:bg-slate-500/20 dark:text-slate-200" },
};

/**
 * The state of a reveal request: Approved, Pending, Declined, Expired (an approval past its
 * end, or a request left unanswered until its deadline), or Withdrawn (its recruiter was
 * suspended while it waited).
 */
export function RequestStatusBadge({ status, className }: { status: string; className?: string }) {
  const style = styles[status.toLowerCase()];
  if (!style) return null;
  return (
    <Badge variant="secondary" className={cn("border-transparent", style.className, className)}>
      {style.label}
    </Badge>
  );
}
