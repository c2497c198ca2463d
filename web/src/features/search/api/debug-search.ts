import { api, type Schemas } from "@/api/client";

export type DebugSearchResponse = Schemas["DebugSearchResponse"];

export type DebugSearchParams = {
  q: string;
  city: string;
  state: string;
  country: string;
  /** `field:=value` joined by `&&` (job_type, city, state, country). */
  filterBy: string;
  page: number;
};

/** The query string the debug search sends (empty values left out), also shown in the log. */
export function debugSearchQuery(params: DebugSearchParams): string {
  const query = new URLSearchParams();
  for (const key of ["q", "city", "state", "country", "filterBy"] as const) {
    const value = params[key].trim();
    if (value) query.set(key, value);
  }
  query.set("page", String(params.page));
  return query.toString();
}

/**
 * GET /api/search/debug: 5 anonymous hits a page, with the parsed request and timing. Run
 * on demand from the debug page (each run is logged there), so it is a plain call, not a
 * cached query.
 */
export function debugSearch(params: DebugSearchParams, signal?: AbortSignal): Promise<DebugSearchResponse> {
  return api.get<DebugSearchResponse>(`/api/search/debug?${debugSearchQuery(params)}`, { signal });
}
