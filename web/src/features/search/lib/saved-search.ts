import type { SavedSearch } from "@/features/search/api/saved-searches";
import type { CreateSavedSearch } from "@/features/search/api/save-search";
import {
  chosenJobTypes,
  emptySearch,
  hasBudget,
  isJobType,
  locationLabel,
  parseScreenFilters,
  setScreenParams,
  type SearchState,
} from "@/features/search/lib/search-state";
import { AVAILABILITY_LABELS, SENIORITY_LABELS, WORK_STATUS_LABELS, countryName, languageName } from "@/api/screening";

/** What "Save this search" keeps of the page's search (the page number is not kept). */
export function criteriaOf(state: SearchState): Omit<CreateSavedSearch, "name" | "alerts"> {
  return {
    keyword: state.q.trim(),
    jobType: state.jobType || null,
    city: state.city,
    state: state.state,
    country: state.country,
    flexible: state.flexible,
    filters: screenFiltersBody(state),
  };
}

/** The filters whose saved value is a number or a flag rather than text. */
const NUMBERS = ["salaryMin", "salaryMax"];
const FLAGS = ["salaryStatedOnly"];

/** The screening filters and order as the saved search's `filters` (the URL's parameters, figures as numbers). */
function screenFiltersBody(state: SearchState): NonNullable<CreateSavedSearch["filters"]> {
  const params = new URLSearchParams();
  setScreenParams(params, state);
  return Object.fromEntries(
    [...params.entries()].map(([name, value]) => [
      name,
      NUMBERS.includes(name) ? Number(value) : FLAGS.includes(name) ? value === "true" : value,
    ]),
  );
}

/** The search page's state that runs a saved search, from its first page. */
export function searchOfSaved(saved: SavedSearch): SearchState {
  return {
    ...emptySearch,
    q: saved.keyword,
    jobType: isJobType(saved.jobType) ? saved.jobType : "",
    city: saved.city,
    state: saved.state,
    country: saved.country,
    flexible: saved.flexible,
    ...parseScreenFilters(savedFilterParams(saved.filters)),
  };
}

function savedFilterParams(filters: SavedSearch["filters"] | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters ?? {})) {
    if ((typeof value === "string" && value) || typeof value === "number" || value === true) params.set(name, String(value));
  }
  return params;
}

/** The screening filters in words, for a search's one-line description. */
function screeningWords(state: SearchState): string[] {
  const [country = "", status] = state.work.split(":");
  const [language = "", level] = state.language.split(":");
  return [
    state.seniority ? SENIORITY_LABELS[state.seniority] : "",
    state.availability ? `Available: ${AVAILABILITY_LABELS[state.availability]}` : "",
    country
      ? status && status in WORK_STATUS_LABELS
        ? `${WORK_STATUS_LABELS[status as keyof typeof WORK_STATUS_LABELS]} in ${countryName(country)}`
        : `May work in ${countryName(country)}`
      : "",
    language ? `${languageName(language)}${level ? ` (${level} or better)` : ""}` : "",
    state.relocate ? `Relocates to ${countryName(state.relocate)}` : "",
    state.skills.trim() ? `Skills: ${state.skills.trim()}` : "",
    budgetWords(state),
    state.salaryStatedOnly ? "Salary stated" : "",
  ];
}

/** "Budget 60,000–90,000 EUR", "Budget from 60,000 USD", "Budget up to 90,000 USD"; "" without a figure. */
function budgetWords(state: SearchState): string {
  if (!hasBudget(state)) return "";
  const figure = (digits: string) => Number(digits).toLocaleString("en-US");
  const currency = state.salaryCurrency || "USD";
  const [min, max] = [state.salaryMin, state.salaryMax];
  if (min && max) return `Budget ${figure(min)}–${figure(max)} ${currency}`;
  return min ? `Budget from ${figure(min)} ${currency}` : `Budget up to ${figure(max)} ${currency}`;
}

const JOB_TYPE_LABELS = { remote: "Remote", onsite: "Onsite", hybrid: "Hybrid" } as const;

/** A search's criteria in one line: "rust · Remote · Tampere, Finland (this location only)". */
export function describeSearch(state: SearchState): string {
  const where = locationLabel(state);
  const parts = [
    state.q.trim() ? `“${state.q.trim()}”` : "",
    chosenJobTypes(state)
      .map((t) => JOB_TYPE_LABELS[t])
      .join(" or "),
    where ? (state.flexible ? where : `${where} (this location only)`) : "",
    ...screeningWords(state),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(" · ") : "Every new profile";
}

/** A name to start from: the keyword and/or the place. */
export function suggestedName(state: SearchState): string {
  const keyword = state.q.trim();
  const where = state.city || state.state || state.country;
  const name = keyword && where ? `${keyword} in ${where}` : keyword || where || "All candidates";
  return name.slice(0, 80);
}
