/**
 * The screening fields (seniority band, availability, work authorization, languages,
 * relocation): their choices, labels, and why each is coarse. The lists are the server's
 * (server/src/seekers/screening/lists.rs); a code it does not list is refused.
 */
import type { Schemas } from "@/api/client";

export type Screening = Schemas["Screening"];
export type Seniority = Schemas["Seniority"];
export type Availability = Schemas["Availability"];
export type WorkStatus = Schemas["WorkStatus"];
export type LanguageLevel = Schemas["LanguageLevel"];

export const emptyScreening: Screening = {
  seniority: null,
  availability: null,
  workAuthorization: [],
  languages: [],
  relocation: { open: false, countries: [] },
};

export const SENIORITY_LABELS: Record<Seniority, string> = {
  entry: "Entry",
  mid: "Mid",
  senior: "Senior",
  staff_principal: "Staff / Principal",
  lead_manager: "Lead / Manager",
};
export const SENIORITIES = Object.keys(SENIORITY_LABELS) as Seniority[];

export const AVAILABILITY_LABELS: Record<Availability, string> = {
  now: "Now",
  within_month: "Within a month",
  within_three_months: "Within three months",
  just_looking: "Just looking",
};
export const AVAILABILITIES = Object.keys(AVAILABILITY_LABELS) as Availability[];

export const WORK_STATUS_LABELS: Record<WorkStatus, string> = {
  authorized: "Authorized to work",
  needs_sponsorship: "Needs sponsorship",
};
export const WORK_STATUSES = Object.keys(WORK_STATUS_LABELS) as WorkStatus[];

export const LEVEL_LABELS: Record<LanguageLevel, string> = {
  basic: "Basic",
  professional: "Professional",
  native: "Native",
};
export const LEVELS = Object.keys(LEVEL_LABELS) as LanguageLevel[];

/** Why each field is coarse, shown beside it where the job seeker fills it in. */
export const WHY_COARSE = {
  seniority: "A band, not your years of experience: many people share each band.",
  availability: "A rough window, not a date or your notice period.",
  workAuthorization: "Only whether you need sponsorship, never your visa or its type.",
  languages: "Three levels from a fixed list, so no rare detail singles you out.",
  relocation: "Only countries, never a city you are moving to.",
} as const;

export const COUNTRIES: readonly (readonly [code: string, name: string])[] = [
  ["AR", "Argentina"],
  ["AU", "Australia"],
  ["AT", "Austria"],
  ["BE", "Belgium"],
  ["BR", "Brazil"],
  ["CA", "Canada"],
  ["CL", "Chile"],
  ["CN", "China"],
  ["CO", "Colombia"],
  ["CZ", "Czechia"],
  ["DK", "Denmark"],
  ["EG", "Egypt"],
  ["EE", "Estonia"],
  ["FI", "Finland"],
  ["FR", "France"],
  ["DE", "Germany"],
  ["GR", "Greece"],
  ["HK", "Hong Kong"],
  ["HU", "Hungary"],
  ["IN", "India"],
  ["ID", "Indonesia"],
  ["IE", "Ireland"],
  ["IL", "Israel"],
  ["IT", "Italy"],
  ["JP", "Japan"],
  ["KE", "Kenya"],
  ["LT", "Lithuania"],
  ["LU", "Luxembourg"],
  ["MY", "Malaysia"],
  ["MX", "Mexico"],
  ["NL", "Netherlands"],
  ["NZ", "New Zealand"],
  ["NG", "Nigeria"],
  ["NO", "Norway"],
  ["PH", "Philippines"],
  ["PL", "Poland"],
  ["PT", "Portugal"],
  ["RO", "Romania"],
  ["SG", "Singapore"],
  ["ZA", "South Africa"],
  ["KR", "South Korea"],
  ["ES", "Spain"],
  ["SE", "Sweden"],
  ["CH", "Switzerland"],
  ["TW", "Taiwan"],
  ["TR", "Turkey"],
  ["UA", "Ukraine"],
  ["AE", "United Arab Emirates"],
  ["GB", "United Kingdom"],
  ["US", "United States"],
  ["VN", "Vietnam"],
];

export const LANGUAGES: readonly (readonly [code: string, name: string])[] = [
  ["ar", "Arabic"],
  ["bn", "Bengali"],
  ["zh", "Chinese"],
  ["cs", "Czech"],
  ["da", "Danish"],
  ["nl", "Dutch"],
  ["en", "English"],
  ["fi", "Finnish"],
  ["fr", "French"],
  ["de", "German"],
  ["el", "Greek"],
  ["he", "Hebrew"],
  ["hi", "Hindi"],
  ["hu", "Hungarian"],
  ["id", "Indonesian"],
  ["it", "Italian"],
  ["ja", "Japanese"],
  ["ko", "Korean"],
  ["no", "Norwegian"],
  ["pl", "Polish"],
  ["pt", "Portuguese"],
  ["ro", "Romanian"],
  ["ru", "Russian"],
  ["es", "Spanish"],
  ["sw", "Swahili"],
  ["sv", "Swedish"],
  ["th", "Thai"],
  ["tr", "Turkish"],
  ["uk", "Ukrainian"],
  ["ur", "Urdu"],
  ["vi", "Vietnamese"],
];

const countryNames = new Map(COUNTRIES);
const languageNames = new Map(LANGUAGES);

export function countryName(code: string): string {
  return countryNames.get(code.toUpperCase()) ?? code;
}

export function languageName(code: string): string {
  return languageNames.get(code.toLowerCase()) ?? code;
}

export function isCountry(code: string): boolean {
  return countryNames.has(code.toUpperCase());
}

export function isLanguage(code: string): boolean {
  return languageNames.has(code.toLowerCase());
}

/** The fields a profile gave, as short lines for a profile page or card ("Needs sponsorship in Germany"). */
export function screeningLines(screening: Screening | null | undefined): { label: string; value: string }[] {
  if (!screening) return [];
  const lines: { label: string; value: string }[] = [];
  if (screening.seniority) lines.push({ label: "Seniority", value: SENIORITY_LABELS[screening.seniority] });
  if (screening.availability) lines.push({ label: "Available", value: AVAILABILITY_LABELS[screening.availability] });
  for (const entry of screening.workAuthorization) {
    lines.push({ label: "Work authorization", value: `${WORK_STATUS_LABELS[entry.status]} in ${countryName(entry.country)}` });
  }
  if (screening.languages.length > 0) {
    const spoken = screening.languages.map((l) => `${languageName(l.language)} (${LEVEL_LABELS[l.level].toLowerCase()})`);
    lines.push({ label: "Languages", value: spoken.join(", ") });
  }
  if (screening.relocation.open) {
    const where = screening.relocation.countries.map(countryName).join(", ");
    lines.push({ label: "Open to relocation", value: where || "Anywhere" });
  }
  return lines;
}
