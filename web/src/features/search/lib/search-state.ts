/**
 * The candidate search as it lives in the address bar
 * (?q=&jobType=&city=&state=&country=&flexible=false&page=),
 * so a search can be shared and reloaded. Parsing is forgiving: anything unknown falls
 * back to "no filter" or page 1 rather than failing.
 */

export const JOB_TYPES = ["remote", "onsite", "hybrid"] as const;
export type JobType = (typeof JOB_TYPES)[number];

export type SearchLocation = { city: string; state: string; country: string };

export type SearchState = SearchLocation & {
  q: string;
  /** "" means all job types. */
  jobType: JobType | "";
  /** Widen the location (city, then state, then country) when nobody matches it. */
  flexible: boolean;
  /** 1-based. */
  page: number;
};

export const emptySearch: SearchState = {
  q: "",
  jobType: "",
  city: "",
  state: "",
  country: "",
  flexible: true,
  page: 1,
};

export function isJobType(value: unknown): value is JobType {
  return typeof value === "string" && (JOB_TYPES as readonly string[]).includes(value);
}

function positivePage(raw: string | null): number {
  if (!raw || !/^\d+$/.test(raw)) return 1;
  const page = Number.parseInt(raw, 10);
  return page >= 1 ? page : 1;
}

export function parseSearchState(params: URLSearchParams): SearchState {
  const text = (name: string) => params.get(name)?.trim() ?? "";
  const jobType = text("jobType").toLowerCase();
  return {
    q: params.get("q") ?? "",
    jobType: isJobType(jobType) ? jobType : "",
    city: text("city"),
    state: text("state"),
    country: text("country"),
    flexible: text("flexible").toLowerCase() !== "false",
    page: positivePage(params.get("page")),
  };
}

/** The address-bar form: empty values, flexible search and page 1 are left out, so URLs stay short. */
export function toSearchParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set("q", state.q.trim());
  if (state.jobType) params.set("jobType", state.jobType);
  if (state.city) params.set("city", state.city);
  if (state.state) params.set("state", state.state);
  if (state.country) params.set("country", state.country);
  if (!state.flexible) params.set("flexible", "false");
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}

export function hasLocation(location: SearchLocation): boolean {
  return Boolean(location.city || location.state || location.country);
}

/** True when the search narrows anything (keyword, job type or location). */
export function hasFilters(state: SearchState): boolean {
  return Boolean(state.q.trim() || state.jobType || hasLocation(state));
}

/** "City, State, Country" with the empty parts left out (the places' own format). */
export function locationLabel(location: SearchLocation): string {
  return [location.city, location.state, location.country].filter(Boolean).join(", ");
}

export function sameSearch(a: SearchState, b: SearchState): boolean {
  return toSearchParams(a).toString() === toSearchParams(b).toString();
}
