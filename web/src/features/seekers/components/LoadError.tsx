import { AlertTriangleIcon, RotateCwIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/**
 * Data could not be loaded: the message and a way to try again. When it stands in for a
 * whole page, give it a `title`, which becomes the page's h1.
 */
export function LoadError({
  title,
  message,
  onRetry,
  retrying = false,
  className,
}: {
  title?: string;
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
}) {
  return (
    <Card role="alert" className={cn("mx-auto max-w-md items-center gap-4 px-6 text-center", className)}>
      <AlertTriangleIcon className="size-8 text-destructive" aria-hidden="true" />
      <div className="space-y-1.5">
        {title && <h1 className="text-xl font-semibold">{title}</h1>}
        <p className={title ? "text-muted-foreground" : "font-medium"}>{message}</p>
      </div>
      {onRetry && (
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          <RotateCwIcon aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
          Try again
        </Button>
      )}
    </Card>
  );
}
