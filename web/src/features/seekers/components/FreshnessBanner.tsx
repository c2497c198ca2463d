import { PauseIcon, PlayIcon, SparklesIcon } from "lucide-react";

import { Spinner } from "@/components/Spinner";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { formatShortDate } from "@/lib/dates";

import { useAnswerFreshness, useFreshness, type FreshnessAnswer } from "../api/freshness";

const DONE: Record<FreshnessAnswer, { title: string; description: string }> = {
  keep_visible: { title: "Profile Visible", description: "Recruiters keep finding your profile." },
  pause: { title: "Profile Paused", description: "Recruiters no longer find your profile." },
  resume: { title: "Profile Resumed", description: "Recruiters can find your profile again." },
};

/**
 * "Still open to offers?" on the dashboard, once Veil has asked, or the way back once the
 * profile is paused. Nothing otherwise (docs: seekers::freshness on the server).
 */
export function FreshnessBanner() {
  const freshness = useFreshness();
  const answer = useAnswerFreshness();
  const state = freshness.data?.state;
  if (state !== "asked" && state !== "paused") return null;

  const send = (choice: FreshnessAnswer) =>
    answer.mutate(choice, {
      onSuccess: () => toast(DONE[choice]),
      onError: () => toast({ variant: "destructive", title: "Error", description: "Could not save your answer. Please try again." }),
    });
  const busy = answer.isPending;

  return (
    <section
      aria-labelledby="freshness-title"
      className="flex flex-col gap-4 rounded-xl border border-indigo-200 bg-indigo-50 p-5 sm:flex-row sm:items-center sm:justify-between dark:border-indigo-500/30 dark:bg-indigo-500/10"
    >
      <div className="flex gap-3">
        <SparklesIcon className="mt-0.5 size-5 shrink-0 text-indigo-600 dark:text-indigo-300" aria-hidden="true" />
        <div className="space-y-1">
          <h2 id="freshness-title" className="font-semibold">
            {state === "asked" ? "Still open to offers?" : "Your profile is paused"}
          </h2>
          <p className="text-sm text-muted-foreground">
            {state === "asked"
              ? `You have not been around for a while. Keep your profile visible to recruiters, or pause it${
                  freshness.data?.pausesOn ? `; without an answer, Veil pauses it on ${formatShortDate(freshness.data.pausesOn)}` : ""
                }.`
              : "Recruiters no longer find your profile. Resume it whenever you are open to offers again."}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
        {state === "asked" ? (
          <>
            <Button onClick={() => send("keep_visible")} disabled={busy}>
              {busy ? <Spinner /> : <PlayIcon aria-hidden="true" />}
              Yes, keep me visible
            </Button>
            <Button variant="outline" onClick={() => send("pause")} disabled={busy}>
              <PauseIcon aria-hidden="true" />
              Pause my profile
            </Button>
          </>
        ) : (
          <Button onClick={() => send("resume")} disabled={busy}>
            {busy ? <Spinner /> : <PlayIcon aria-hidden="true" />}
            Resume my profile
          </Button>
        )}
      </div>
    </section>
  );
}
