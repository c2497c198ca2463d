import { CheckIcon, XIcon } from "lucide-react";

import { Spinner } from "@/components/Spinner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { AdminUser, AdminUserList, UserFilters } from "@/features/admin/api/users";

type FilterKey = keyof UserFilters;

const FILTERS: ReadonlyArray<{ key: FilterKey; label: string; count: keyof AdminUserList["counts"] }> = [
  { key: "noProfile", label: "Users without a profile", count: "noProfile" },
  { key: "noSkills", label: "Users without skills", count: "noSkills" },
  { key: "noPitch", label: "Users without a pitch", count: "noPitch" },
];

/** Yes or no as an icon; the word is there for screen readers. */
function YesNo({ value }: { value: boolean }) {
  return value ? (
    <span className="flex items-center justify-center text-primary" title="Yes">
      <CheckIcon className="size-4" aria-hidden />
      <span className="sr-only">Yes</span>
    </span>
  ) : (
    <span className="flex items-center justify-center text-muted-foreground" title="No">
      <XIcon className="size-4" aria-hidden />
      <span className="sr-only">No</span>
    </span>
  );
}

type RecipientTableProps = {
  filters: Required<UserFilters>;
  onFilterChange: (key: FilterKey, on: boolean) => void;
  list: AdminUserList | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  selected: ReadonlySet<string>;
  onSelectionChange: (ids: string[]) => void;
  disabled?: boolean;
};

/**
 * The recipients (docs/spec/core.md section 2): three filters with their counts over all users,
 * and a table that scrolls at a maximum height, with select-all and per-row selection.
 */
export function RecipientTable({
  filters,
  onFilterChange,
  list,
  loading,
  failed,
  onRetry,
  selected,
  onSelectionChange,
  disabled = false,
}: RecipientTableProps) {
  const users: AdminUser[] = list?.data ?? [];
  const selectedCount = users.filter((u) => selected.has(u.id)).length;
  const allSelected = users.length > 0 && selectedCount === users.length;
  const someSelected = selectedCount > 0 && !allSelected;

  const toggleAll = (checked: boolean) => onSelectionChange(checked ? users.map((u) => u.id) : []);
  const toggleOne = (id: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    onSelectionChange(users.filter((u) => next.has(u.id)).map((u) => u.id));
  };

  return (
    <section aria-labelledby="recipients-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="recipients-heading" className="text-xl font-semibold">
          Recipients
        </h2>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {list ? `${selectedCount} of ${users.length} selected · ${list.counts.total} users in total` : ""}
        </p>
      </div>

      <fieldset className="flex min-w-0 flex-wrap gap-x-6 gap-y-3" disabled={disabled}>
        <legend className="sr-only">Filters</legend>
        {FILTERS.map(({ key, label, count }) => (
          <div key={key} className="flex items-center gap-2">
            <Checkbox
              id={`filter-${key}`}
              checked={filters[key]}
              disabled={disabled}
              onCheckedChange={(checked) => onFilterChange(key, checked === true)}
            />
            <Label htmlFor={`filter-${key}`}>
              {label}
              {list && (
                <Badge variant="secondary">{list.counts[count]}</Badge>
              )}
            </Label>
          </div>
        ))}
      </fieldset>

      {failed && !list ? (
        <div className="flex items-center gap-3 rounded-md border p-4 text-sm">
          <p>Failed to load users. Please try again.</p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : (
        <Table
          aria-label="Recipients"
          aria-busy={loading}
          containerClassName="max-h-[400px] overflow-y-auto rounded-md border"
        >
          <TableHeader className="sticky top-0 z-10 bg-background shadow-[0_1px_0_var(--color-border)]">
            <TableRow className="hover:bg-transparent">
              <TableHead className="w-10 pl-3">
                <Checkbox
                  className="align-middle"
                  aria-label="Select all users"
                  checked={allSelected ? true : someSelected ? "indeterminate" : false}
                  disabled={disabled || users.length === 0}
                  onCheckedChange={(checked) => toggleAll(checked === true)}
                />
              </TableHead>
              <TableHead>First Name</TableHead>
              <TableHead>Last Name</TableHead>
              <TableHead>Email</TableHead>
              <TableHead className="text-center">Profile</TableHead>
              <TableHead className="text-center">Skills</TableHead>
              <TableHead className="text-center">Pitch</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {loading && !list ? (
              <TableRow>
                <TableCell colSpan={7} className="py-8 text-center text-muted-foreground">
                  <span className="inline-flex items-center gap-2">
                    <Spinner /> Loading users...
                  </span>
                </TableCell>
              </TableRow>
            ) : users.length === 0 ? (
              <TableRow>
                <TableCell colSpan={7} className="py-8 text-center text-muted-foreground">
                  No users match these filters.
                </TableCell>
              </TableRow>
            ) : (
              users.map((user) => {
                const isSelected = selected.has(user.id);
                return (
                  <TableRow key={user.id} data-state={isSelected ? "selected" : undefined}>
                    <TableCell className="pl-3">
                      <Checkbox
                        className="align-middle"
                        aria-label={`Select ${user.email}`}
                        checked={isSelected}
                        disabled={disabled}
                        onCheckedChange={(checked) => toggleOne(user.id, checked === true)}
                      />
                    </TableCell>
                    <TableCell>{user.firstName}</TableCell>
                    <TableCell>{user.lastName}</TableCell>
                    <TableCell>{user.email}</TableCell>
                    <TableCell className="text-center">
                      <YesNo value={user.hasProfile} />
                    </TableCell>
                    <TableCell className="text-center">
                      <YesNo value={user.hasSkills} />
                    </TableCell>
                    <TableCell className="text-center">
                      <YesNo value={user.hasPitch} />
                    </TableCell>
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
