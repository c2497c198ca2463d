import { UserCheckIcon } from "lucide-react";
import * as React from "react";

import { Button } from "@/components/ui/button";
import type { SuspendedRecruiter } from "@/features/admin/api/moderation";
import { DateTime } from "@/features/admin/components/DateTime";
import { companyOf } from "@/features/admin/components/ReportCard";

type RowProps = { recruiter: SuspendedRecruiter; onLift: (recruiter: SuspendedRecruiter) => void };

function SuspendedRow({ recruiter, onLift }: RowProps) {
  const id = React.useId();
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div id={id} className="min-w-0">
        <p className="font-medium break-words">{companyOf(recruiter)}</p>
        <p className="text-sm break-all text-muted-foreground">{recruiter.email}</p>
        <p className="text-sm text-muted-foreground">
          Suspended <DateTime value={recruiter.suspendedAt} />
        </p>
      </div>
      <Button
        variant="outline"
        className="self-start sm:self-center"
        aria-describedby={id}
        onClick={() => onLift(recruiter)}
      >
        <UserCheckIcon aria-hidden="true" />
        Lift suspension
      </Button>
    </li>
  );
}

/** The suspended recruiters, the latest first, each with a way to lift the suspension. */
export function SuspendedList({
  recruiters,
  onLift,
}: {
  recruiters: SuspendedRecruiter[];
  onLift: RowProps["onLift"];
}) {
  if (recruiters.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
        No recruiter is suspended.
      </p>
    );
  }
  return (
    <ul
      aria-label="Suspended recruiters"
      className="divide-y rounded-xl border bg-card p-4 text-card-foreground sm:p-6"
    >
      {recruiters.map((recruiter) => (
        <SuspendedRow key={recruiter.id} recruiter={recruiter} onLift={onLift} />
      ))}
    </ul>
  );
}
