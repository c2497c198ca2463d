import { formatDistanceToNow, isValid, parseISO } from "date-fns";

import type { IndexStats } from "@/features/search/api/search-index";

function ago(value: string): string {
  const date = parseISO(value);
  return isValid(date) ? formatDistanceToNow(date, { addSuffix: true }) : value;
}

type Check = NonNullable<IndexStats["last_check"]>;

function fixes(check: Check): string {
  return `${check.added} added, ${check.removed} removed, ${check.refreshed} refreshed`;
}

/**
 * When this instance last compared its index with the database (it does so on start
 * and periodically, repairing what differs), and what the latest repair fixed.
 */
export function IndexCheckSummary({ stats }: { stats: IndexStats }) {
  const { last_check: check, last_repair: repair } = stats;
  return (
    <div className="space-y-1 text-sm text-muted-foreground">
      <p>
        {check
          ? `Last checked against the database ${ago(check.checkedAt)}: ${check.indexDocuments} documents, ${check.databaseProfiles} profiles.`
          : "Not checked against the database yet."}
      </p>
      <p>{repair ? `Last repair ${ago(repair.checkedAt)}: ${fixes(repair)}.` : "No repairs needed since start."}</p>
    </div>
  );
}
