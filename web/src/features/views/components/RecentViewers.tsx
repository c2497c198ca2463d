import * as React from "react";
import { Building2Icon, MapPinIcon } from "lucide-react";

import { BlockRecruiterButton } from "@/components/BlockRecruiterButton";
import { ReportRecruiterButton } from "@/components/ReportRecruiterButton";
import { CompanyVerificationBadge } from "@/components/CompanyVerificationBadge";
import { Spinner } from "@/components/Spinner";

import { useRecentViewers } from "../api/recent-viewers";
import type { Viewer } from "../api/types";
import { relativeTime } from "@/lib/relative-time";

function ViewerRow({ viewer }: { viewer: Viewer }) {
  const company = viewer.companyName?.trim() || "Unknown Company";
  return (
    <li className="flex items-center gap-3 py-3">
      <span className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted text-muted-foreground">
        {viewer.companyLogoUrl ? (
          <img src={viewer.companyLogoUrl} alt="" className="size-full object-contain" />
        ) : (
          <Building2Icon className="size-5" aria-hidden="true" />
        )}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="min-w-0 truncate font-medium">{company}</span>
          <CompanyVerificationBadge verified={viewer.companyVerified} />
        </p>
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
          {viewer.recruiterRole && <span>{viewer.recruiterRole}</span>}
          {viewer.companyLocation && (
            <span className="inline-flex items-center gap-1">
              <MapPinIcon className="size-3.5" aria-hidden="true" />
              {viewer.companyLocation}
            </span>
          )}
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <time dateTime={viewer.viewedAt} className="text-xs text-muted-foreground">
          {relativeTime(viewer.viewedAt)}
        </time>
        <div className="flex gap-1">
          <BlockRecruiterButton target={{ viewId: viewer.viewId }} companyName={company} className="h-7 px-2" />
          <ReportRecruiterButton target={{ viewId: viewer.viewId }} companyName={company} what="recruiter" className="h-7 px-2" />
        </div>
      </div>
    </li>
  );
}

/**
 * The companies whose recruiters viewed the job seeker's profile lately (at most 10). A
 * failure is only logged and the list stays empty (docs/spec/features.md section 8).
 */
export function RecentViewers() {
  const viewers = useRecentViewers();
  const { isError, error } = viewers;
  React.useEffect(() => {
    if (isError) console.warn("Could not load recent viewers", error);
  }, [isError, error]);
  if (viewers.isPending)
    return (
      <p role="status" className="flex items-center gap-2 py-4 text-sm text-muted-foreground">
        <Spinner className="text-primary" />
        Loading recent viewers...
      </p>
    );
  const list = viewers.data ?? [];
  if (list.length === 0)
    return <p className="py-4 text-sm text-muted-foreground">No one has viewed your profile yet.</p>;
  return (
    <ul aria-label="Recent viewers" className="divide-y">
      {list.map((viewer, index) => (
        <ViewerRow key={viewer.viewId || `${viewer.viewedAt}-${index}`} viewer={viewer} />
      ))}
    </ul>
  );
}
