import { UserCheckIcon } from "lucide-react";
import * as React from "react";

import { Button } from "@/components/ui/button";
import type { SuspendedAccount } from "@/features/admin/api/moderation";
import { DateTime } from "@/features/admin/components/DateTime";
import { companyOf } from "@/features/admin/components/ReportCard";

type RowProps = { account: SuspendedAccount; onLift: (account: SuspendedAccount) => void };

function SuspendedRow({ account, onLift }: RowProps) {
  const id = React.useId();
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div id={id} className="min-w-0">
        {account.role === "job_seeker" ? (
          <>
            <p className="font-medium break-words">{account.codename}</p>
            <p className="text-sm text-muted-foreground">Job seeker</p>
          </>
        ) : (
          <>
            <p className="font-medium break-words">{companyOf(account)}</p>
            <p className="text-sm break-all text-muted-foreground">{account.email}</p>
          </>
        )}
        <p className="text-sm text-muted-foreground">
          Suspended <DateTime value={account.suspendedAt} />
        </p>
      </div>
      <Button
        variant="outline"
        className="self-start sm:self-center"
        aria-describedby={id}
        onClick={() => onLift(account)}
      >
        <UserCheckIcon aria-hidden="true" />
        Lift suspension
      </Button>
    </li>
  );
}

/** The suspended accounts, the latest first, each with a way to lift the suspension. */
export function SuspendedList({ accounts, onLift }: { accounts: SuspendedAccount[]; onLift: RowProps["onLift"] }) {
  if (accounts.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
        No account is suspended.
      </p>
    );
  }
  return (
    <ul aria-label="Suspended accounts" className="divide-y rounded-xl border bg-card p-4 text-card-foreground sm:p-6">
      {accounts.map((account) => (
        <SuspendedRow key={account.id} account={account} onLift={onLift} />
      ))}
    </ul>
  );
}
