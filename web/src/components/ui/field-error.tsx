import * as React from "react";

import { cn } from "@/lib/utils";

/**
 * A form field's validation message. Announced by screen readers (role="alert"); point the
 * input's `aria-describedby` at its `id` and set `aria-invalid` on the input.
 */
function FieldError({ className, children, ...props }: React.ComponentProps<"p">) {
  if (!children) return null;
  return (
    <p
      data-slot="field-error"
      role="alert"
      className={cn("text-sm font-medium text-destructive", className)}
      {...props}
    >
      {children}
    </p>
  );
}

export { FieldError };
