import { CheckCircle2Icon } from "lucide-react";

import { Spinner } from "@/components/Spinner";
import { FieldError } from "@/components/ui/field-error";
import type { CodenameCheck } from "../../hooks/use-codename-availability";

/** What the live codename check says under the field, announced as it changes. */
export function CodenameStatus({ check, id }: { check: CodenameCheck; id: string }) {
  if (check.status === "checking") {
    return (
      <p id={id} role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner />
        Checking availability...
      </p>
    );
  }
  if (check.status === "available") {
    return (
      <p id={id} role="status" className="flex items-center gap-2 text-sm text-emerald-700 dark:text-emerald-400">
        <CheckCircle2Icon className="size-4" aria-hidden="true" />
        This codename is available
      </p>
    );
  }
  if (check.status === "error") return <FieldError id={id}>{check.message}</FieldError>;
  return (
    <p id={id} role="status" className="text-sm text-muted-foreground">
      Could not check availability right now; we will check when you save.
    </p>
  );
}
