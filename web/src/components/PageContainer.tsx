import * as React from "react";

import { cn } from "@/lib/utils";
import { useDocumentTitle } from "@/lib/use-document-title";

/** A page's outer frame: centred, padded, with its title as the page's h1 and tab title. */
export function PageContainer({
  title,
  description,
  className,
  children,
  ...props
}: React.ComponentProps<"div"> & { title: string; description?: React.ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className={cn("mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 md:py-14", className)} {...props}>
      <header className="mb-8 space-y-2">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
        {description && <p className="text-muted-foreground">{description}</p>}
      </header>
      {children}
    </div>
  );
}
