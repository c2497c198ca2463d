import * as React from "react";
import { BookmarkPlusIcon, SearchIcon, SlidersHorizontalIcon, XIcon } from "lucide-react";
import { useSearchParams } from "react-router";

import { PageContainer } from "@/components/PageContainer";
import LocationField from "@/components/places/LocationField";
import type { LocationFieldHandle, Settled } from "@/components/places/settle-location";
import type { PlaceSelection } from "@/components/places/types";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { toast } from "@/components/ui/use-toast";
import { useSaveSearch } from "@/features/search/api/save-search";
import { useCandidateSearch } from "@/features/search/api/search";
import { useRecordSearch, useSearchHistory, type SearchHistoryEntry } from "@/features/search/api/search-history";
import { JobTypeFilter } from "@/features/search/components/JobTypeFilter";
import { KeywordSearchBox } from "@/features/search/components/KeywordSearchBox";
import { RecentSearches } from "@/features/search/components/RecentSearches";
import { ScreeningFilters } from "@/features/search/components/ScreeningFilters";
import type { RevealCandidate } from "@/features/search/components/RevealButton";
import { SearchNameDialog } from "@/features/search/components/SearchNameDialog";
import { SearchResults } from "@/features/search/components/SearchResults";
import { criteriaOf, describeSearch, suggestedName } from "@/features/search/lib/saved-search";
import {
  chosenJobTypes,
  hasLocation,
  hasScreenFilters,
  locationLabel,
  parseSearchState,
  sameSearch,
  toSearchParams,
  type JobType,
  type ScreenFilters,
  type SearchState,
} from "@/features/search/lib/search-state";
import { useMediaQuery } from "@/lib/use-media-query";

/** Typing searches once it pauses this long (docs/spec/features.md section 9). */
export const SEARCH_DEBOUNCE_MS = 300;

type Props = {
  /** The reveal request dialog for the candidate whose card asked (null: closed). */
  revealDialog: (candidate: RevealCandidate | null, close: () => void) => React.ReactNode;
  /** Shown in the side column below the recent searches. */
  aside?: React.ReactNode;
};

/**
 * /search-candidates (docs/spec/features.md section 2): keyword, location and job type filters over
 * the anonymous profiles, 10 a page. The search lives in the URL, so it can be shared and
 * reloaded; with no filter the newest profiles are listed. Typing searches after a pause;
 * explicit searches (Search, Enter, choosing a filter or a past search) are also saved to
 * the history.
 *
 * What other features add to the page comes in from the app, which composes them: the
 * reveal request dialog a card's button opens, and more of the side column.
 */
export function SearchCandidatesPage({ revealDialog, aside }: Props) {
  const [params, setParams] = useSearchParams();
  const search = React.useMemo(() => parseSearchState(params), [params]);
  const results = useCandidateSearch(search);
  const history = useSearchHistory();
  const { mutate: saveSearch } = useRecordSearch();
  const [revealFor, setRevealFor] = React.useState<RevealCandidate | null>(null);
  const [saving, setSaving] = React.useState(false);
  const { mutateAsync: keepSearch } = useSaveSearch();

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

  // One job type is the spec's filter (`jobType`), two are `jobTypes`.
  const chooseJobTypes = (types: JobType[]) =>
    runSearch({
      ...searchRef.current,
      q: keyword,
      jobType: types.length === 1 ? types[0] : "",
      jobTypes: types.length === 2 ? types.join(",") : "",
      page: 1,
    });

  const chooseFlexible = (flexible: boolean) => runSearch({ ...searchRef.current, q: keyword, flexible, page: 1 });

  const chooseScreen = (filters: ScreenFilters) => runSearch({ ...searchRef.current, q: keyword, ...filters, page: 1 });
  // Beside the results on wide screens; on phones in a sheet the "Filters" button opens.
  const wide = useMediaQuery("(min-width: 1024px)", true);
  const [filtersOpen, setFiltersOpen] = React.useState(false);
  const screeningFilters = (idPrefix: string) => (
    <ScreeningFilters value={search} onChange={chooseScreen} facets={results.data?.facets} idPrefix={idPrefix} />
  );

  // What "Save this search" keeps: the search as shown, with the keyword as typed.
  const toSave: SearchState = { ...search, q: keyword };

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
            {hasLocation(search) && (
              <div className="flex items-center gap-2">
                <Checkbox
                  id="search-flexible"
                  checked={search.flexible}
                  onCheckedChange={(checked) => chooseFlexible(checked === true)}
                />
                <Label htmlFor="search-flexible" className="font-normal">
                  Widen to the region or country when nobody matches here
                </Label>
              </div>
            )}
            <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
              <JobTypeFilter
                value={chosenJobTypes(search)}
                onChange={chooseJobTypes}
                counts={results.data?.facets?.jobType}
              />
              <div className="flex flex-col gap-2 sm:flex-row">
                {!wide && (
                  <Button type="button" variant="outline" size="lg" onClick={() => setFiltersOpen(true)}>
                    <SlidersHorizontalIcon aria-hidden="true" />
                    Filters
                    {hasScreenFilters(search) && <span className="sr-only">(some are on)</span>}
                  </Button>
                )}
                <Button type="button" variant="outline" size="lg" onClick={() => setSaving(true)}>
                  <BookmarkPlusIcon aria-hidden="true" />
                  Save this search
                </Button>
                <Button type="submit" size="lg" className="sm:w-36">
                  <SearchIcon aria-hidden="true" />
                  Search
                </Button>
              </div>
            </div>
          </form>
        </CardContent>
      </Card>

      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section aria-labelledby="search-results-heading" aria-busy={results.isFetching || undefined} className="min-w-0">
          {/* The cards' titles are h3: this keeps the outline from skipping a level. */}
          <h2 id="search-results-heading" className="sr-only">
            Results
          </h2>
          <SearchResults
            search={search}
            results={results}
            onRetry={() => void results.refetch()}
            onRequestReveal={setRevealFor}
          />
        </section>
        <aside className="min-w-0 space-y-6">
          {wide && (
            <Card className="gap-4 py-5">
              <CardContent className="grid gap-4 px-5">
                <h2 className="font-semibold">Filters</h2>
                {screeningFilters("filters")}
              </CardContent>
            </Card>
          )}
          <RecentSearches entries={history.data} loading={history.isPending} onRerun={rerun} />
          {aside}
        </aside>
      </div>
      {!wide && (
        <Sheet open={filtersOpen} onOpenChange={setFiltersOpen}>
          <SheetContent side="right" className="w-full overflow-y-auto sm:max-w-sm">
            <SheetHeader className="border-b">
              <SheetTitle>Filters</SheetTitle>
              <SheetDescription>Each choice shows how many profiles it would give.</SheetDescription>
            </SheetHeader>
            <div className="px-4">{screeningFilters("sheet-filters")}</div>
            <SheetFooter>
              <Button type="button" onClick={() => setFiltersOpen(false)}>
                {results.data ? `Show ${results.data.pagination.totalResults} results` : "Show results"}
              </Button>
            </SheetFooter>
          </SheetContent>
        </Sheet>
      )}
      {revealDialog(revealFor, () => setRevealFor(null))}
      <SearchNameDialog
        open={saving}
        onOpenChange={setSaving}
        title="Save this search"
        description={`${describeSearch(toSave)}. New profiles that match it are counted on your dashboard.`}
        submitLabel="Save search"
        defaultName={suggestedName(toSave)}
        withAlerts
        onSubmit={async ({ name, alerts }) => {
          await keepSearch({ ...criteriaOf(toSave), name, alerts });
          toast({ title: "Search saved", description: `“${name.trim()}” is on your dashboard.` });
        }}
      />
    </PageContainer>
  );
}
