import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** The frame of a page an e-mail's signed link opens: its icon, its title, then what it says. */
export function EmailLinkShell({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <section className="flex min-h-[60vh] items-center px-4 py-16 sm:px-6">
      <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-6 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-indigo-600 text-white dark:bg-indigo-500">
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {children}
      </div>
    </section>
  );
}
