/**
 * The candidate search as it lives in the address bar
 * (?q=&jobType=&city=&state=&country=&flexible=false&page=, and the screening filters
 * &seniority=&availability=&work=DE:needs_sponsorship&language=de:professional&relocate=&skills=&sort=,
 * several job types &jobTypes=remote,hybrid, and a salary budget &salaryMin=&salaryMax=&salaryCurrency=EUR
 * with &salaryStatedOnly=true to leave out profiles without a salary),
 * so a search can be shared and reloaded. Parsing is forgiving: anything unknown falls
 * back to "no filter" or page 1 rather than failing.
 */
import type { Availability, LanguageLevel, Seniority, WorkStatus } from "@/api/screening";

// The choices as the server spells them, here rather than from api/screening: this module
// loads with every page, the lists of countries and languages only where they are shown.
// A well-formed code the server does not list is refused there, with the field named.
const SENIORITIES: readonly Seniority[] = ["entry", "mid", "senior", "staff_principal", "lead_manager"];
const AVAILABILITIES: readonly Availability[] = ["now", "within_month", "within_three_months", "just_looking"];
const WORK_STATUSES: readonly WorkStatus[] = ["authorized", "needs_sponsorship"];
const LEVELS: readonly LanguageLevel[] = ["basic", "professional", "native"];
const isCountry = (code: string) => /^[A-Za-z]{2}$/.test(code);
const isLanguage = (code: string) => /^[A-Za-z]{2}$/.test(code);

export const SORTS = ["relevance", "newest", "updated"] as const;
export type Sort = (typeof SORTS)[number];

/** The screening filters and the order; "" means no filter (and relevance). */
export type ScreenFilters = {
  seniority: Seniority | "";
  availability: Availability | "";
  /** A country code, optionally with the status there: "DE", "DE:needs_sponsorship". */
  work: string;
  /** A language code, optionally with the least level: "de", "de:professional". */
  language: string;
  /** A country code. */
  relocate: string;
  /** Canonical skills, comma-separated as typed. */
  skills: string;
  sort: Sort;
  /** Two job types, comma-separated ("remote,hybrid"); one is `jobType`, the spec's filter. */
  jobTypes: string;
  /** The budget's figures as digits ("" when not set) and its currency ("" is USD). */
  salaryMin: string;
  salaryMax: string;
  salaryCurrency: string;
  /** Leave out profiles that state no salary. */
  salaryStatedOnly: boolean;
};

export const noScreenFilters: ScreenFilters = {
  seniority: "",
  availability: "",
  work: "",
  language: "",
  relocate: "",
  skills: "",
  sort: "relevance",
  jobTypes: "",
  salaryMin: "",
  salaryMax: "",
  salaryCurrency: "",
  salaryStatedOnly: false,
};

/** The server takes a figure of at most 1,000,000,000. */
const SALARY_FIGURE = /^(\d{1,9}|1000000000)$/;

/** Several job types as the server spells them, each once, in the usual order; "" for fewer than two. */
function jobTypesFilter(raw: string): string {
  const named = new Set(raw.split(",").map((t) => t.trim().toLowerCase()));
  const types = JOB_TYPES.filter((t) => named.has(t));
  return types.length >= 2 ? types.join(",") : "";
}

function pick<T extends string>(raw: string, choices: readonly T[]): T | "" {
  return (choices as readonly string[]).includes(raw) ? (raw as T) : "";
}

/** "DE" or "DE:needs_sponsorship", upper-cased; "" when the country is not listed. */
function workFilter(raw: string): string {
  const [country = "", status] = raw.split(":");
  if (!isCountry(country)) return "";
  const code = country.toUpperCase();
  return status && (WORK_STATUSES as readonly string[]).includes(status) ? `${code}:${status}` : code;
}

/** "de" or "de:professional", lower-cased; "" when the language is not listed. */
function languageFilter(raw: string): string {
  const [language = "", level] = raw.split(":");
  if (!isLanguage(language)) return "";
  const code = language.toLowerCase();
  return level && (LEVELS as readonly string[]).includes(level) ? `${code}:${level}` : code;
}

export function parseScreenFilters(params: URLSearchParams): ScreenFilters {
  const text = (name: string) => params.get(name)?.trim() ?? "";
  const relocate = text("relocate");
  return {
    seniority: pick(text("seniority"), SENIORITIES),
    availability: pick(text("availability"), AVAILABILITIES),
    work: workFilter(text("work")),
    language: languageFilter(text("language")),
    relocate: isCountry(relocate) ? relocate.toUpperCase() : "",
    skills: text("skills"),
    sort: pick(text("sort"), SORTS) || "relevance",
    jobTypes: jobTypesFilter(text("jobTypes")),
    salaryMin: SALARY_FIGURE.test(text("salaryMin")) ? text("salaryMin") : "",
    salaryMax: SALARY_FIGURE.test(text("salaryMax")) ? text("salaryMax") : "",
    salaryCurrency: /^[A-Za-z]{3}$/.test(text("salaryCurrency")) ? text("salaryCurrency").toUpperCase() : "",
    salaryStatedOnly: text("salaryStatedOnly") === "true",
  };
}

/** Sets the filters that are on in `params` (relevance, the default order, is left out). */
export function setScreenParams(params: URLSearchParams, filters: ScreenFilters): void {
  for (const name of ["seniority", "availability", "work", "language", "relocate", "skills", "jobTypes"] as const) {
    const value = filters[name].trim();
    if (value) params.set(name, value);
  }
  if (filters.salaryMin) params.set("salaryMin", filters.salaryMin);
  if (filters.salaryMax) params.set("salaryMax", filters.salaryMax);
  // Kept without a figure too: a currency is often chosen before the amounts are typed.
  if (filters.salaryCurrency && filters.salaryCurrency !== "USD") params.set("salaryCurrency", filters.salaryCurrency);
  if (filters.salaryStatedOnly) params.set("salaryStatedOnly", "true");
  if (filters.sort !== "relevance") params.set("sort", filters.sort);
}

/** True when the budget names a figure. */
export function hasBudget(filters: ScreenFilters): boolean {
  return Boolean(filters.salaryMin || filters.salaryMax);
}

/** True when a screening filter (not the order) narrows the search. */
export function hasScreenFilters(filters: ScreenFilters): boolean {
  return Boolean(
    filters.seniority ||
      filters.availability ||
      filters.work ||
      filters.language ||
      filters.relocate ||
      filters.skills.trim() ||
      filters.jobTypes ||
      hasBudget(filters) ||
      filters.salaryStatedOnly,
  );
}

export const JOB_TYPES = ["remote", "onsite", "hybrid"] as const;
export type JobType = (typeof JOB_TYPES)[number];

export type SearchLocation = { city: string; state: string; country: string };

export type SearchState = SearchLocation &
  ScreenFilters & {
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
  ...noScreenFilters,
};

/** The job types a search keeps: its one `jobType`, or its several `jobTypes`; none: all. */
export function chosenJobTypes(state: Pick<SearchState, "jobType" | "jobTypes">): JobType[] {
  if (state.jobType) return [state.jobType];
  return JOB_TYPES.filter((t) => state.jobTypes.split(",").includes(t));
}

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
    ...parseScreenFilters(params),
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
  setScreenParams(params, state);
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}

export function hasLocation(location: SearchLocation): boolean {
  return Boolean(location.city || location.state || location.country);
}

/** True when the search narrows anything (keyword, job type, location or a screening filter). */
export function hasFilters(state: SearchState): boolean {
  return Boolean(state.q.trim() || state.jobType || hasLocation(state) || hasScreenFilters(state));
}

/** "City, State, Country" with the empty parts left out (the places' own format). */
export function locationLabel(location: SearchLocation): string {
  return [location.city, location.state, location.country].filter(Boolean).join(", ");
}

export function sameSearch(a: SearchState, b: SearchState): boolean {
  return toSearchParams(a).toString() === toSearchParams(b).toString();
}
