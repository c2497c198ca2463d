import { Link } from "react-router";

import { Spinner } from "@/components/Spinner";
import { Button } from "@/components/ui/button";
import type { useCandidateSearch } from "@/features/search/api/search";
import { CandidateCard } from "@/features/search/components/CandidateCard";
import type { RevealCandidate } from "@/features/search/components/RevealButton";
import { SearchPagination } from "@/features/search/components/SearchPagination";
import { searchHref } from "@/features/search/lib/search-href";
import { hasFilters, type SearchState } from "@/features/search/lib/search-state";
import { RELAXED_NOTE, widenedNote } from "@/features/search/lib/widened-note";
import { resultsSummary } from "@/lib/result-count";
import { cn } from "@/lib/utils";

type Props = {
  search: SearchState;
  results: ReturnType<typeof useCandidateSearch>;
  onRetry: () => void;
  onRequestReveal: (candidate: RevealCandidate) => void;
};

/** The results of the search in the URL: loading, error, none, or a page of cards. */
export function SearchResults({ search, results, onRetry, onRequestReveal }: Props) {
  const { data, isPending, isError, error, isPlaceholderData, isFetching } = results;

  if (isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-16 text-muted-foreground">
        <Spinner className="size-5 text-primary" />
        <p>Loading candidates...</p>
      </div>
    );
  }

  if (isError && !data) {
    return (
      <div className="rounded-lg border border-dashed px-6 py-12 text-center">
        <p className="font-medium">Search Error</p>
        <p className="mt-1 text-sm text-muted-foreground">{error.message}</p>
        <Button variant="outline" className="mt-4" onClick={onRetry}>
          Try Again
        </Button>
      </div>
    );
  }

  const { hits, pagination, widened, relaxed } = data;
  const note = widenedNote(search, widened);

  if (hits.length === 0) {
    const beyondLastPage = pagination.totalResults > 0;
    return (
      <div className="rounded-lg border border-dashed px-6 py-12 text-center text-muted-foreground">
        <p>
          {hasFilters(search) || beyondLastPage
            ? "No candidates found matching your search criteria."
            : "No candidates found in the system."}
        </p>
        {beyondLastPage && (
          <Button asChild variant="outline" className="mt-4">
            <Link to={searchHref({ ...search, page: 1 })}>Go to the first page</Link>
          </Button>
        )}
      </div>
    );
  }

  return (
    <div className={cn("space-y-5 transition-opacity", isPlaceholderData && isFetching && "opacity-60")}>
      <div className="space-y-2">
        <p className="text-sm text-muted-foreground">{resultsSummary(pagination)}</p>
        {note && (
          <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-200">
            {note}
          </p>
        )}
        {relaxed && (
          <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-200">
            {RELAXED_NOTE}
          </p>
        )}
      </div>
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Candidates">
        {hits.map(({ document }) => (
          <li key={document.id} className="flex min-w-0 *:min-w-0 *:flex-1">
            <CandidateCard candidate={document} onRequestReveal={onRequestReveal} />
          </li>
        ))}
      </ul>
      <SearchPagination
        page={pagination.currentPage}
        totalPages={pagination.totalPages}
        hrefFor={(page) => searchHref({ ...search, page })}
        className="pt-2"
      />
    </div>
  );
}
