import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

type PageIntroProps = {
  eyebrow?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  align?: "left" | "center";
  className?: string;
};

/** The page's h1 with a small label above it and a lead paragraph below. */
export function PageIntro({ eyebrow, title, children, align = "center", className }: PageIntroProps) {
  return (
    <div
      className={cn(
        "flex max-w-3xl flex-col gap-4",
        align === "center" ? "mx-auto items-center text-center" : "items-start text-left",
        className,
      )}
    >
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase dark:text-indigo-400">
          {eyebrow}
        </p>
      ) : null}
      <h1 className="text-4xl font-bold tracking-tight text-balance text-foreground sm:text-5xl">
        {title}
      </h1>
      {children ? (
        <div className="text-lg leading-relaxed text-pretty text-muted-foreground">{children}</div>
      ) : null}
    </div>
  );
}
