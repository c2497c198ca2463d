import { TriangleAlertIcon } from "lucide-react";

import { offerRows, type Offer } from "../lib/offer";

/**
 * What the recruiter said about the job, as a short list; marked when the
 * salary is below the job seeker's minimum. Nothing when no field was given.
 */
export function OfferDetails({ offer, belowMinimum }: { offer: Offer | null | undefined; belowMinimum: boolean }) {
  const rows = offerRows(offer);
  if (rows.length === 0) return null;
  return (
    <div className="space-y-2 rounded-md border px-4 py-3">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd className="font-medium break-words">{row.value}</dd>
          </div>
        ))}
      </dl>
      {belowMinimum && (
        <p className="flex items-center gap-1.5 text-sm font-medium text-amber-800 dark:text-amber-300">
          <TriangleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
          Below your minimum salary
        </p>
      )}
    </div>
  );
}
