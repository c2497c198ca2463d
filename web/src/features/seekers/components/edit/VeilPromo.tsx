import { ArrowRightIcon, SparklesIcon } from "lucide-react";
import { Link } from "react-router";

import { paths } from "@/lib/paths";

/**
 * The edit page's advertising block (docs/spec/features.md section 2). It is a house promotion for
 * one of Veil's own features, labelled as such, with an internal link: no third-party
 * script, no tracking.
 */
export function VeilPromo() {
  return (
    <aside
      aria-label="From Veil"
      className="relative overflow-hidden rounded-xl border bg-linear-to-br from-indigo-50 to-violet-100 p-6 dark:from-indigo-950 dark:to-violet-950"
    >
      <p className="mb-3 text-xs font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">
        From Veil
      </p>
      <div className="flex items-start gap-3">
        <SparklesIcon className="mt-0.5 size-5 shrink-0 text-violet-600 dark:text-violet-300" aria-hidden="true" />
        <div className="grid gap-2">
          <h2 className="font-semibold">Let the AI assistant polish your profile</h2>
          <p className="text-sm text-muted-foreground">
            Sharper headlines, the skills recruiters search for, and a pitch that sells you without naming you.
          </p>
          <Link
            to={paths.aiAssistant}
            className="mt-1 inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:underline"
          >
            Try the AI Profile Assistant
            <ArrowRightIcon className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </aside>
  );
}
