import { HistoryIcon } from "lucide-react";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { SearchHistoryEntry } from "@/features/search/api/search-history";
import { historyLabel } from "@/features/search/components/history-label";
import { formatShortDate } from "@/lib/dates";

/** Searches listed on the page (docs/spec/features.md section 9). */
export const RECENT_SEARCHES_SHOWN = 5;

type Props = {
  entries: SearchHistoryEntry[] | undefined;
  loading: boolean;
  onRerun: (entry: SearchHistoryEntry) => void;
};

/** The last 5 searches; choosing one runs it again. */
export function RecentSearches({ entries, loading, onRerun }: Props) {
  const shown = (entries ?? []).slice(0, RECENT_SEARCHES_SHOWN);
  return (
    <Card className="gap-3 py-5">
      <CardHeader className="px-5">
        <CardTitle className="flex items-center gap-2 text-base">
          <HistoryIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          <h2>Recent Searches</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="px-3">
        {loading ? (
          <p className="px-2 text-sm text-muted-foreground">Loading...</p>
        ) : shown.length === 0 ? (
          <p className="px-2 text-sm text-muted-foreground">No recent searches.</p>
        ) : (
          <ul className="space-y-0.5">
            {shown.map((entry) => (
              <li key={entry.id}>
                <button
                  type="button"
                  onClick={() => onRerun(entry)}
                  className="w-full rounded-md px-2 py-1.5 text-left text-sm transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <span className="block truncate font-medium">{historyLabel(entry)}</span>
                  <span className="block text-xs text-muted-foreground">{formatShortDate(entry.createdAt)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
