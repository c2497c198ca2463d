import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

/** Remote is green, onsite blue, anything else (hybrid) purple. */
export function jobTypeBadgeClass(jobType: string | null | undefined): string {
  switch (jobType?.trim().toLowerCase()) {
    case "remote":
      return "border-green-200 bg-green-100 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-300";
    case "onsite":
      return "border-blue-200 bg-blue-100 text-blue-800 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-300";
    default:
      return "border-purple-200 bg-purple-100 text-purple-800 dark:border-purple-800 dark:bg-purple-950 dark:text-purple-300";
  }
}

function jobTypeText(jobType: string | null | undefined): string {
  const text = jobType?.trim();
  if (!text) return "Not specified";
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}

export function JobTypeBadge({ jobType, className }: { jobType: string | null | undefined; className?: string }) {
  return (
    <Badge variant="outline" data-job-type={jobType ?? ""} className={cn(jobTypeBadgeClass(jobType), className)}>
      {jobTypeText(jobType)}
    </Badge>
  );
}
