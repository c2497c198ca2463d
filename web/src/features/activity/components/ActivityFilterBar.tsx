import { DownloadIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";

import { useActivityFilters } from "../api/activity-filters";
import { csvUrl, type ActivityFilter } from "../lib/filters";

/**
 * The kind and company filters and the CSV download (with the same filters). While the
 * choices load, each select offers only "All"; a company no longer in the log stays
 * selectable so the address's filter is never silently dropped.
 */
export function ActivityFilterBar({
  filter,
  onChange,
}: {
  filter: ActivityFilter;
  onChange: (next: ActivityFilter) => void;
}) {
  const choices = useActivityFilters();
  const kinds = choices.data?.kinds ?? [];
  const companies = choices.data?.companies ?? [];
  const companyOptions = filter.company && !companies.includes(filter.company) ? [filter.company, ...companies] : companies;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
      <div className="grid flex-1 gap-1.5">
        <Label htmlFor="activity-kind">Event</Label>
        <NativeSelect
          id="activity-kind"
          value={filter.kind}
          onChange={(e) => onChange({ ...filter, kind: e.target.value })}
        >
          <option value="">All events</option>
          {kinds.map((k) => (
            <option key={k.kind} value={k.kind}>
              {k.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid flex-1 gap-1.5">
        <Label htmlFor="activity-company">Company</Label>
        <NativeSelect
          id="activity-company"
          value={filter.company}
          onChange={(e) => onChange({ ...filter, company: e.target.value })}
        >
          <option value="">All companies</option>
          {companyOptions.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button asChild variant="outline" className="pointer-coarse:h-11">
        <a href={csvUrl(filter)} download="privacy-activity.csv">
          <DownloadIcon aria-hidden="true" />
          Download CSV
        </a>
      </Button>
    </div>
  );
}
