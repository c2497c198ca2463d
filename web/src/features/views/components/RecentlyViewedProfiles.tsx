import * as React from "react";
import { EyeIcon, Trash2Icon } from "lucide-react";
import { Link } from "react-router";

import { CandidateAvatar } from "@/components/CandidateAvatar";
import { Spinner } from "@/components/Spinner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "@/components/ui/tooltip";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/lib/paths";
import { cn } from "@/lib/utils";

import { useClearRecentlyViewed, useRecentlyViewed } from "../api/recently-viewed";
import type { ViewedProfile } from "../api/types";

/** Up to two letters from a codename ("quiet-falcon" -> "QF"). */
export function codenameInitials(codename: string): string {
  const parts = codename.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((part) => Array.from(part)[0].toLocaleUpperCase())
    .join("");
}

function ViewedAvatar({ viewed }: { viewed: ViewedProfile }) {
  const name = viewed.revealed ? `${viewed.revealed.firstName} ${viewed.revealed.lastName}`.trim() : "";
  const label = name || viewed.codename;
  const letters = codenameInitials(viewed.codename);
  return (
    <li>
      <Tooltip>
        <TooltipTrigger asChild>
          <Link
            to={paths.candidate(viewed.profileId)}
            aria-label={`${label}${viewed.headline ? `, ${viewed.headline}` : ""}`}
            className="block rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            {viewed.revealed || !letters ? (
              // Photo (or name initials) only once revealed; before that a neutral icon.
              <CandidateAvatar person={viewed.revealed} className="size-10" fallbackClassName="text-sm" />
            ) : (
              <span className="flex size-10 items-center justify-center rounded-full bg-indigo-100 text-sm font-semibold text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300">
                {letters}
              </span>
            )}
          </Link>
        </TooltipTrigger>
        <TooltipContent>
          <p className="font-medium">{label}</p>
          {viewed.headline && <p>{viewed.headline}</p>}
        </TooltipContent>
      </Tooltip>
    </li>
  );
}

/**
 * The recruiter's recently viewed candidates (at most 10) as avatars linking to their
 * profiles, with a clear action (docs/spec/features.md sections 2 and 8).
 */
export function RecentlyViewedProfiles({ className }: { className?: string }) {
  const recent = useRecentlyViewed();
  const clear = useClearRecentlyViewed();

  const { isError, errorUpdatedAt } = recent;
  React.useEffect(() => {
    if (isError)
      toast({ variant: "destructive", title: "Error", description: "Could not load recently viewed profiles" });
  }, [isError, errorUpdatedAt]);

  const onClear = () =>
    clear.mutate(undefined, {
      onSuccess: () => toast({ title: "Success", description: "Recently viewed profiles cleared" }),
      onError: () =>
        toast({ variant: "destructive", title: "Error", description: "Could not clear recently viewed profiles" }),
    });

  const list = recent.data ?? [];
  return (
    <Card className={cn("gap-3 py-5", className)}>
      <CardHeader className="flex flex-row items-center justify-between gap-2 px-5">
        <CardTitle className="flex items-center gap-2 text-base">
          <EyeIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          <h2>Recently Viewed</h2>
        </CardTitle>
        {list.length > 0 && (
          <Button
            variant="ghost"
            size="sm"
            onClick={onClear}
            disabled={clear.isPending}
            aria-label="Clear recently viewed profiles"
          >
            {clear.isPending ? <Spinner /> : <Trash2Icon aria-hidden="true" />}
            Clear
          </Button>
        )}
      </CardHeader>
      <CardContent className="px-5">
        {recent.isPending ? (
          <p className="text-sm text-muted-foreground">Loading...</p>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">No recently viewed profiles.</p>
        ) : (
          <TooltipProvider>
            <ul aria-label="Recently viewed profiles" className="flex flex-wrap gap-2">
              {list.map((viewed) => (
                <ViewedAvatar key={viewed.profileId} viewed={viewed} />
              ))}
            </ul>
          </TooltipProvider>
        )}
      </CardContent>
    </Card>
  );
}
