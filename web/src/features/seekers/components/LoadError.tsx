import { AlertTriangleIcon, RotateCwIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/** A page's data could not be loaded: the message and a way to try again. */
export function LoadError({
  message,
  onRetry,
  retrying = false,
}: {
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  return (
    <Card role="alert" className="mx-auto max-w-md items-center gap-4 px-6 text-center">
      <AlertTriangleIcon className="size-8 text-destructive" aria-hidden="true" />
      <p className="font-medium">{message}</p>
      {onRetry && (
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          <RotateCwIcon aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
          Try again
        </Button>
      )}
    </Card>
  );
}
