import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

const styles: Record<string, { label: string; className: string }> = {
  remote: {
    label: "Remote",
    className: "bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300",
  },
  onsite: { label: "Onsite", className: "bg-blue-100 text-blue-800 dark:bg-blue-500/15 dark:text-blue-300" },
  hybrid: {
    label: "Hybrid",
    className: "bg-purple-100 text-purple-800 dark:bg-purple-500/15 dark:text-purple-300",
  },
};

function capitalise(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** Remote green, onsite blue, anything else purple (docs/spec/features.md section 2). */
export function JobTypeBadge({ jobType, className }: { jobType: string; className?: string }) {
  const key = jobType.trim().toLowerCase();
  if (!key) return null;
  const style = styles[key] ?? { label: capitalise(key), className: styles.hybrid.className };
  return (
    <Badge variant="secondary" className={cn("border-transparent", style.className, className)}>
      {style.label}
    </Badge>
  );
}
