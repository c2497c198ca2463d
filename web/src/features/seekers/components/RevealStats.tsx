import type * as React from "react";
import { EyeIcon, HourglassIcon } from "lucide-react";

import { Spinner } from "@/components/Spinner";

/** One figure of the dashboard's Stats Overview (inside a <dl>). */
export function Stat({
  icon,
  label,
  value,
  loading = false,
}: {
  icon: React.ReactNode;
  label: string;
  value: number;
  loading?: boolean;
}) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg border bg-muted/40 px-4 py-3">
      <dt className="flex items-center gap-2 text-sm text-muted-foreground [&_svg]:size-4">
        {icon}
        {label}
      </dt>
      <dd className="text-2xl font-semibold tabular-nums">
        {loading ? (
          <Spinner label={`Loading ${label}`} className="size-5 text-primary" />
        ) : (
          value.toLocaleString("en-US")
        )}
      </dd>
    </div>
  );
}

/**
 * The reveal request counts of the Stats Overview. It only shows numbers; the page decides
 * where they come from (0 until reveal requests are served).
 */
export function RevealStats({ total, pending }: { total: number; pending: number }) {
  return (
    <>
      <Stat icon={<EyeIcon aria-hidden="true" />} label="Reveal Requests" value={total} />
      <Stat icon={<HourglassIcon aria-hidden="true" />} label="Pending Requests" value={pending} />
    </>
  );
}
