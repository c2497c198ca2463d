/** The log's filters as the page's address keeps them, and as the API reads them. */
export type ActivityFilter = { kind: string; company: string };

export const noFilter: ActivityFilter = { kind: "", company: "" };

/** `kind=...&company=...` with only the filters that are set (and `page` when given). */
export function filterQuery(filter: ActivityFilter, page?: number): string {
  const params = new URLSearchParams();
  if (filter.kind) params.set("kind", filter.kind);
  if (filter.company) params.set("company", filter.company);
  if (page !== undefined && page > 1) params.set("page", String(page));
  return params.toString();
}

/** The CSV download's address for these filters. */
export function csvUrl(filter: ActivityFilter): string {
  const query = filterQuery(filter);
  return query ? `/api/privacy-activity/csv?${query}` : "/api/privacy-activity/csv";
}

export function isFiltered(filter: ActivityFilter): boolean {
  return filter.kind !== "" || filter.company !== "";
}
