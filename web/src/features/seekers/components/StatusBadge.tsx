import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

import { statusLabel } from "../lib/profile-options";

const STATUS_STYLES: Record<string, string> = {
  Active: "border-emerald-200 bg-emerald-50 text-emerald-700 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-300",
  Passive: "border-amber-200 bg-amber-50 text-amber-800 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-300",
  Hidden: "border-slate-300 bg-slate-100 text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300",
  Unknown: "border-slate-300 bg-transparent text-muted-foreground",
};

/** The profile's visibility: Active, Passive, Hidden, otherwise Unknown. */
export function StatusBadge({ status, className }: { status: string | null | undefined; className?: string }) {
  const label = statusLabel(status);
  return (
    <Badge variant="outline" className={cn(STATUS_STYLES[label], className)}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {label}
    </Badge>
  );
}
