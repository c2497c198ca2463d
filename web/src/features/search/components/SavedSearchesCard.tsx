import * as React from "react";
import { BookmarkIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { useNavigate } from "react-router";

import { serverMessage } from "@/api/client";
import { Spinner } from "@/components/Spinner";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { useDeleteSavedSearch } from "@/features/search/api/delete-saved-search";
import { useOpenSavedSearch } from "@/features/search/api/open-saved-search";
import { useSavedSearches, type SavedSearch } from "@/features/search/api/saved-searches";
import { useUpdateSavedSearch } from "@/features/search/api/update-saved-search";
import { SearchNameDialog } from "@/features/search/components/SearchNameDialog";
import { describeSearch, searchOfSaved } from "@/features/search/lib/saved-search";
import { toSearchParams } from "@/features/search/lib/search-state";
import { paths } from "@/lib/paths";

function newMatches(count: number): string {
  return count === 1 ? "1 new profile" : `${count} new profiles`;
}

/**
 * 'Saved Searches' on the recruiter dashboard: each saved search with the
 * profiles that match it since it was last opened (counted in the background); opening
 * one runs it on the search page and counts from then on. Rename, delete, alerts.
 */
export function SavedSearchesCard() {
  const saved = useSavedSearches();
  const [renaming, setRenaming] = React.useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = React.useState<SavedSearch | null>(null);
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast({ title: "Search deleted", description: `“${deleting.name}” is no longer saved.` }),
      onError: (error) =>
        toast({ variant: "destructive", title: "Error", description: serverMessage(error) ?? "Could not delete the search" }),
    });
    setDeleting(null);
  };

  const searches = saved.data?.savedSearches ?? [];
  return (
    <Card aria-labelledby="saved-searches-title" role="region">
      <CardHeader>
        <CardTitle className="text-lg">
          <h2 id="saved-searches-title">Saved Searches</h2>
        </CardTitle>
        <CardDescription>New profiles that match your saved searches since you last opened them.</CardDescription>
      </CardHeader>
      <CardContent>
        {saved.isPending ? (
          <p role="status" className="flex items-center justify-center gap-2 py-6 text-sm text-muted-foreground">
            <Spinner className="text-primary" />
            Loading saved searches...
          </p>
        ) : saved.isError ? (
          <div className="rounded-lg border border-dashed px-6 py-8 text-center text-sm">
            <p className="text-muted-foreground">Could not load your saved searches.</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void saved.refetch()}>
              Try Again
            </Button>
          </div>
        ) : searches.length === 0 ? (
          <div className="flex flex-col items-center rounded-lg border border-dashed px-6 py-8 text-center">
            <BookmarkIcon className="mb-3 size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No saved searches yet</p>
            <p className="mt-1 max-w-sm text-sm text-muted-foreground">
              Use “Save this search” on the search page, and new matching profiles are counted here.
            </p>
          </div>
        ) : (
          <ul className="divide-y" aria-label="Saved searches">
            {searches.map((search) => (
              <SavedSearchItem
                key={search.id}
                search={search}
                onRename={() => setRenaming(search)}
                onDelete={() => setDeleting(search)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <SearchNameDialog
        open={renaming !== null}
        onOpenChange={(open) => !open && setRenaming(null)}
        title="Rename saved search"
        description="Give this saved search a new name."
        submitLabel="Rename"
        defaultName={renaming?.name ?? ""}
        onSubmit={({ name }) => update.mutateAsync({ id: renaming!.id, name })}
      />
      <ConfirmDialog
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        title="Delete this saved search?"
        description={`“${deleting?.name ?? ""}” and its count of new profiles will be gone. Your search history stays.`}
        action="Delete"
      />
    </Card>
  );
}

type ItemProps = { search: SavedSearch; onRename: () => void; onDelete: () => void };

function SavedSearchItem({ search, onRename, onDelete }: ItemProps) {
  const navigate = useNavigate();
  const open = useOpenSavedSearch();
  const update = useUpdateSavedSearch();
  const alertsId = `saved-search-alerts-${search.id}`;

  const run = () =>
    open.mutate(search.id, {
      onSuccess: (opened) => {
        const query = toSearchParams(searchOfSaved(opened)).toString();
        void navigate(query ? `${paths.searchCandidates}?${query}` : paths.searchCandidates);
      },
      onError: (error) =>
        toast({ variant: "destructive", title: "Error", description: serverMessage(error) ?? "Could not open the search" }),
    });

  const setAlerts = (alerts: boolean) =>
    update.mutate(
      { id: search.id, alerts },
      {
        onError: (error) =>
          toast({ variant: "destructive", title: "Error", description: serverMessage(error) ?? "Could not change the alerts" }),
      },
    );

  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="truncate font-medium">{search.name}</p>
          {search.newCount > 0 && <Badge>{newMatches(search.newCount)}</Badge>}
        </div>
        <p className="truncate text-sm text-muted-foreground">{describeSearch(searchOfSaved(search))}</p>
        <div className="flex items-center gap-2 pt-1">
          <Switch
            id={alertsId}
            checked={search.alerts}
            disabled={update.isPending}
            onCheckedChange={setAlerts}
          />
          <label htmlFor={alertsId} className="text-sm text-muted-foreground">
            Alerts
          </label>
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-1">
        <Button size="sm" onClick={run} disabled={open.isPending} aria-label={`Open ${search.name}`}>
          {open.isPending && <Spinner />}
          Open
        </Button>
        <Button variant="ghost" size="icon" onClick={onRename} aria-label={`Rename ${search.name}`} title="Rename">
          <PencilIcon aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" onClick={onDelete} aria-label={`Delete ${search.name}`} title="Delete">
          <Trash2Icon aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
