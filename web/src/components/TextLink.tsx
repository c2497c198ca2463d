import type { ComponentProps } from "react";
import { Link } from "react-router";

import { cn } from "@/lib/utils";

/** An in-app link styled for running text. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={cn(
        "font-medium text-indigo-600 underline-offset-4 hover:underline focus-visible:underline dark:text-indigo-400",
        className,
      )}
      {...props}
    />
  );
}
