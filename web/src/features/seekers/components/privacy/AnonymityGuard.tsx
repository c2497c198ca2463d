import { ShieldAlertIcon, ShieldCheckIcon } from "lucide-react";

import { Spinner } from "@/components/Spinner";
import { Button } from "@/components/ui/button";
import { screeningLines } from "@/api/screening";

import { useAnonymityCheck, type AnonymityDraft, type AnonymityFix } from "../../api/anonymity-check";

function fixLabel(fix: AnonymityFix): string {
  switch (fix.kind) {
    case "region":
      return "Show only my region";
    case "country":
      return "Show only my country";
    case "headline":
      return `Use the headline "${fix.headline ?? ""}"`;
  }
}

/** What the crowd is shared by, in the words of the warning. */
function sharedWords(draft: AnonymityDraft): string {
  const place = { city: "city", region: "region", country: "country", remote: null }[draft.locationPrecision ?? "city"];
  const shared = place ? `your ${place}, title and top skills` : "your title and top skills";
  return screeningLines(draft.screening).length > 0 ? `${shared}, and the screening fields you gave` : shared;
}

type Props = {
  draft: AnonymityDraft;
  onFix: (fix: AnonymityFix) => void;
};

/**
 * The re-identification guard, live while the profile is edited: how many
 * other profiles share the shown location, title and top skills, as a bucket, with a
 * warning and one-click fixes when fewer than 5 do.
 */
export function AnonymityGuard({ draft, onFix }: Props) {
  const ready = (draft.headline ?? "").trim() !== "" && (draft.skills ?? []).some((skill) => skill.trim() !== "");
  const check = useAnonymityCheck(draft, ready);
  if (!ready) return null;

  if (check.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner />
        Checking how easy your profile is to recognise...
      </p>
    );
  }
  if (check.isError) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Could not check how easy your profile is to recognise right now.
      </p>
    );
  }
  const answer = check.data;
  if (!answer.warning) {
    return (
      <p role="status" className="flex items-start gap-2 text-sm text-muted-foreground">
        <ShieldCheckIcon className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden="true" />
        <span>
          {answer.bucket[0]?.toUpperCase()}
          {answer.bucket.slice(1)} other profiles share {sharedWords(draft)}.
        </span>
      </p>
    );
  }
  return (
    <div
      role="status"
      aria-label="How easy your profile is to recognise"
      className="grid gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="flex items-start gap-2">
        <ShieldAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{answer.warning}</span>
      </p>
      {answer.fixes.length > 0 && (
        <div className="grid gap-2 sm:flex sm:flex-wrap">
          {answer.fixes.map((fix) => (
            <Button
              key={fix.kind}
              type="button"
              size="sm"
              variant="outline"
              className="h-auto min-h-8 max-w-full flex-wrap justify-start gap-x-1 py-1 text-left whitespace-normal pointer-coarse:h-auto pointer-coarse:min-h-11"
              onClick={() => onFix(fix)}
            >
              {fixLabel(fix)}
              <span className="font-normal">(then {fix.bucket} others)</span>
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
