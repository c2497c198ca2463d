import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { cn } from "@/lib/utils";

type FeatureCardProps = {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  className?: string;
};

/** An icon, a short title (h3) and one or two sentences. */
export function FeatureCard({ icon: Icon, title, children, className }: FeatureCardProps) {
  return (
    <Card className={cn("h-full gap-4 transition-shadow hover:shadow-md", className)}>
      <CardHeader className="gap-4">
        <span className="flex size-11 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100 dark:bg-indigo-950/60 dark:text-indigo-300 dark:ring-indigo-900">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <h3 className="text-lg leading-snug font-semibold tracking-tight text-foreground">
          {title}
        </h3>
      </CardHeader>
      <CardContent className="text-sm leading-relaxed text-muted-foreground">
        {children}
      </CardContent>
    </Card>
  );
}
