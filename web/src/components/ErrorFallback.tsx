import { AlertTriangleIcon, RotateCwIcon } from "lucide-react";

import { Button } from "@/components/ui/button";

/** docs/spec/core.md section 2: the generic error screen. */
export function ErrorFallback({ message }: { message?: string | null }) {
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-4 py-16 text-center"
    >
      <div className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <AlertTriangleIcon className="size-7" aria-hidden="true" />
      </div>
      <h1 className="text-2xl font-bold tracking-tight">Something went wrong</h1>
      <p className="text-muted-foreground">{message || "An unexpected error occurred"}</p>
      <Button onClick={() => window.location.reload()}>
        <RotateCwIcon aria-hidden="true" />
        Reload Page
      </Button>
    </div>
  );
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown): string | null {
  if (error instanceof Error) return error.message || null;
  if (typeof error === "string") return error || null;
  if (error && typeof error === "object") {
    const value = error as { statusText?: unknown; data?: unknown };
    if (typeof value.statusText === "string" && value.statusText) return value.statusText;
    if (typeof value.data === "string" && value.data) return value.data;
  }
  return null;
}
