import * as React from "react";
import { SearchIcon, XIcon } from "lucide-react";
import { Link, useSearchParams } from "react-router";

import { PageContainer } from "@/components/PageContainer";
import { Spinner } from "@/components/Spinner";
import LocationField from "@/components/places/LocationField";
import type { PlaceSelection } from "@/components/places/types";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { RevealRequestDialog } from "@/features/reveal/components/RevealRequestDialog";
import type { LocationFieldHandle, Settled } from "@/components/places/settle-location";
import { useCandidateSearch } from "@/features/search/api/search";
import { paths } from "@/lib/paths";
import { resultsSummary } from "@/lib/result-count";
import {
  useRecordSearch,
  useSearchHistory,
  type SearchHistoryEntry,
} from "@/features/search/api/search-history";
import { CandidateCard } from "@/features/search/components/CandidateCard";
import { JobTypeFilter } from "@/features/search/components/JobTypeFilter";
import { KeywordSearchBox } from "@/features/search/components/KeywordSearchBox";
import { RecentSearches } from "@/features/search/components/RecentSearches";
import type { RevealCandidate } from "@/features/search/components/RevealButton";
import { SearchPagination } from "@/features/search/components/SearchPagination";
import { RecentlyViewedProfiles } from "@/features/views/components/RecentlyViewedProfiles";
import {
  hasFilters,
  hasLocation,
  locationLabel,
  parseSearchState,
  sameSearch,
  toSearchParams,
  type JobType,
  type SearchState,
} from "@/features/search/lib/search-state";
import { RELAXED_NOTE, widenedNote } from "@/features/search/lib/widened-note";
import { cn } from "@/lib/utils";

/** Typing searches once it pauses this long (features.md section 9). */
export const SEARCH_DEBOUNCE_MS = 300;

function searchHref(state: SearchState): string {
  const query = toSearchParams(state).toString();
  return query ? `${paths.searchCandidates}?${query}` : paths.searchCandidates;
}

/**
 * /search-candidates (features.md section 2): keyword, location and job type filters over
 * the anonymous profiles, 10 a page. The search lives in the URL, so it can be shared and
 * reloaded; with no filter the newest profiles are listed. Typing searches after a pause;
 * explicit searches (Search, Enter, choosing a filter or a past search) are also saved to
 * the history.
 */
export default function SearchCandidatesPage() {
  const [params, setParams] = useSearchParams();
  const search = React.useMemo(() => parseSearchState(params), [params]);
  const results = useCandidateSearch(search);
  const history = useSearchHistory();
  const { mutate: saveSearch } = useRecordSearch();
  const [revealFor, setRevealFor] = React.useState<RevealCandidate | null>(null);

  // What the boxes show; the URL follows them (typing after a pause, the rest at once).
  const [keyword, setKeyword] = React.useState(search.q);
  const [locationText, setLocationText] = React.useState(() => locationLabel(search));

  // The latest URL state for timers and callbacks, and what this page last wrote there, so
  // only outside changes (back/forward, a pasted link) overwrite the boxes.
  const searchRef = React.useRef(search);
  const written = React.useRef({ q: search.q, location: locationLabel(search) });
  React.useEffect(() => {
    searchRef.current = search;
  }, [search]);

  React.useEffect(() => {
    if (search.q !== written.current.q) {
      written.current.q = search.q;
      setKeyword(search.q);
    }
  }, [search.q]);
  const urlLocation = locationLabel(search);
  React.useEffect(() => {
    if (urlLocation !== written.current.location) {
      written.current.location = urlLocation;
      setLocationText(urlLocation);
    }
  }, [urlLocation]);

  const navigateTo = React.useCallback(
    (next: SearchState, replace = false) => {
      written.current = { q: next.q.trim(), location: locationLabel(next) };
      setParams(toSearchParams(next), { replace, preventScrollReset: true });
    },
    [setParams],
  );

  const typingTimer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelTyping = () => clearTimeout(typingTimer.current);
  React.useEffect(() => () => clearTimeout(typingTimer.current), []);

  const onKeywordChange = (value: string) => {
    setKeyword(value);
    cancelTyping();
    typingTimer.current = setTimeout(() => {
      const current = searchRef.current;
      if (value.trim() !== current.q.trim()) navigateTo({ ...current, q: value, page: 1 }, true);
    }, SEARCH_DEBOUNCE_MS);
  };

  /** An explicit search: runs it (again, when nothing changed) and saves it to the history. */
  const runSearch = (next: SearchState, formattedAddress?: string) => {
    cancelTyping();
    if (sameSearch(next, searchRef.current)) void results.refetch();
    else navigateTo(next);

    const savedKeyword = next.q.trim();
    const where = hasLocation(next)
      ? {
          city: next.city,
          state: next.state,
          country: next.country,
          postalCode: "",
          formattedAddress: formattedAddress || locationLabel(next),
        }
      : null;
    // The server keeps only searches that narrow something.
    if (savedKeyword || where) saveSearch({ keyword: savedKeyword, locationData: where });
  };

  const locationField = React.useRef<LocationFieldHandle>(null);
  const submit = (event?: React.FormEvent) => {
    event?.preventDefault();
    // A typed place is applied as if it had been picked (which runs the search itself).
    void (locationField.current?.settle() ?? Promise.resolve<Settled>("unchanged")).then((settled) => {
      if (settled === "unresolved") {
        locationField.current?.focus();
        return;
      }
      if (settled === "picked") return;
      const next = { ...searchRef.current, q: keyword, page: 1 };
      runSearch(locationText.trim() ? next : { ...next, city: "", state: "", country: "" });
    });
  };

  const chooseLocation = (place: PlaceSelection) => {
    setLocationText(place.formattedAddress);
    runSearch(
      { ...searchRef.current, q: keyword, city: place.city, state: place.state, country: place.country, page: 1 },
      place.formattedAddress,
    );
  };

  const clearLocation = () => {
    setLocationText("");
    cancelTyping();
    const current = searchRef.current;
    if (hasLocation(current)) navigateTo({ ...current, q: keyword, city: "", state: "", country: "", page: 1 });
  };

  const chooseJobType = (jobType: JobType | "") => runSearch({ ...searchRef.current, q: keyword, jobType, page: 1 });

  const rerun = (entry: SearchHistoryEntry) => {
    const where = entry.locationData;
    const next: SearchState = {
      ...searchRef.current,
      q: entry.keyword,
      city: where?.city ?? "",
      state: where?.state ?? "",
      country: where?.country ?? "",
      page: 1,
    };
    setKeyword(entry.keyword);
    setLocationText(where?.formattedAddress || locationLabel(next));
    runSearch(next, where?.formattedAddress);
  };

  // 'Search Error' with the message, once per failure.
  const { isError, error, errorUpdatedAt } = results;
  React.useEffect(() => {
    if (isError) toast({ variant: "destructive", title: "Search Error", description: error.message });
  }, [isError, error, errorUpdatedAt]);

  return (
    <PageContainer
      title="Search Candidates"
      description="Find professionals by what they do and where they work. Every profile is anonymous until the candidate approves your reveal request."
    >
      <Card className="mb-8 py-5">
        <CardContent className="px-5">
          <form role="search" aria-label="Candidates" onSubmit={submit} noValidate className="grid gap-4">
            <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1.25fr)]">
              <div className="grid gap-2">
                <Label htmlFor="search-keyword">Keywords</Label>
                <KeywordSearchBox
                  id="search-keyword"
                  value={keyword}
                  onChange={onKeywordChange}
                  onSubmit={submit}
                  history={history.data ?? []}
                  onPickHistory={rerun}
                  placeholder="Job title, skill or keyword"
                />
              </div>
              <div className="flex items-end gap-2">
                <div className="min-w-0 flex-1">
                  <LocationField
                    ref={locationField}
                    id="search-location"
                    label="Location"
                    value={locationText}
                    onChange={(text) => {
                      setLocationText(text);
                      if (!text.trim()) clearLocation();
                    }}
                    onSelect={chooseLocation}
                    placeholder="Any location"
                  />
                </div>
                {locationText && (
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    onClick={clearLocation}
                    aria-label="Clear location"
                    title="Clear location"
                  >
                    <XIcon aria-hidden="true" />
                  </Button>
                )}
              </div>
            </div>
            <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
              <JobTypeFilter value={search.jobType} onChange={chooseJobType} />
              <Button type="submit" size="lg" className="sm:w-36">
                <SearchIcon aria-hidden="true" />
                Search
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>

      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section aria-label="Results" aria-busy={results.isFetching || undefined} className="min-w-0">
          <Results
            search={search}
            results={results}
            onRetry={() => void results.refetch()}
            onRequestReveal={setRevealFor}
          />
        </section>
        <aside className="min-w-0 space-y-6">
          <RecentSearches entries={history.data} loading={history.isPending} onRerun={rerun} />
          <RecentlyViewedProfiles />
        </aside>
      </div>
      <RevealRequestDialog candidate={revealFor} screen="card" onClose={() => setRevealFor(null)} />
    </PageContainer>
  );
}

type ResultsProps = {
  search: SearchState;
  results: ReturnType<typeof useCandidateSearch>;
  onRetry: () => void;
  onRequestReveal: (candidate: RevealCandidate) => void;
};

function Results({ search, results, onRetry, onRequestReveal }: ResultsProps) {
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
        <p className="text-sm text-muted-foreground">
          {resultsSummary(pagination)}
        </p>
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
