import * as React from "react";

import { cn } from "@/lib/utils";

/** The mark: a veiled face. Decorative; the wordmark next to it carries the name. */
export function LogoMark({ className, ...props }: React.ComponentProps<"svg">) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={cn("size-7", className)}
      {...props}
    >
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M8 10.5c2.6 1.4 5.3 2.1 8 2.1s5.4-.7 8-2.1v3.2c-1.1 5.6-4.2 9.2-8 10.8-3.8-1.6-6.9-5.2-8-10.8z"
        className="fill-primary-foreground"
        fillOpacity={0.92}
      />
      <circle cx="12.6" cy="16" r="1.3" className="fill-primary" />
      <circle cx="19.4" cy="16" r="1.3" className="fill-primary" />
    </svg>
  );
}

/** Mark + wordmark 'Veil'. Wrap it in a link where it should navigate. */
export function Logo({ className, ...props }: React.ComponentProps<"span">) {
  return (
    <span className={cn("inline-flex items-center gap-2", className)} {...props}>
      <LogoMark />
      <span className="text-xl font-bold tracking-tight">Veil</span>
    </span>
  );
}
