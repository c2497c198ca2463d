/**
 * The country codes offered next to the phone number (docs/spec/features.md section 3: a fixed
 * list of 44 countries, sorted by label).
 */

export type PhoneCountryCode = { code: string; label: string };

const COUNTRIES: ReadonlyArray<readonly [name: string, code: string]> = [
  ["United States", "+1"],
  ["United Kingdom", "+44"],
  ["Australia", "+61"],
  ["India", "+91"],
  ["Germany", "+49"],
  ["Canada", "+1"],
  ["France", "+33"],
  ["Spain", "+34"],
  ["Italy", "+39"],
  ["Netherlands", "+31"],
  ["Belgium", "+32"],
  ["Switzerland", "+41"],
  ["Austria", "+43"],
  ["Sweden", "+46"],
  ["Norway", "+47"],
  ["Denmark", "+45"],
  ["Finland", "+358"],
  ["Ireland", "+353"],
  ["Portugal", "+351"],
  ["Poland", "+48"],
  ["Greece", "+30"],
  ["Czech Republic", "+420"],
  ["Israel", "+972"],
  ["United Arab Emirates", "+971"],
  ["Saudi Arabia", "+966"],
  ["South Africa", "+27"],
  ["Nigeria", "+234"],
  ["Kenya", "+254"],
  ["Egypt", "+20"],
  ["Japan", "+81"],
  ["China", "+86"],
  ["Hong Kong", "+852"],
  ["South Korea", "+82"],
  ["Singapore", "+65"],
  ["Malaysia", "+60"],
  ["Indonesia", "+62"],
  ["Philippines", "+63"],
  ["Thailand", "+66"],
  ["Pakistan", "+92"],
  ["New Zealand", "+64"],
  ["Brazil", "+55"],
  ["Mexico", "+52"],
  ["Argentina", "+54"],
  ["Turkey", "+90"],
];

export const PHONE_COUNTRY_CODES: ReadonlyArray<PhoneCountryCode> = COUNTRIES.map(([name, code]) => ({
  code,
  label: `${name} (${code})`,
})).sort((a, b) => a.label.localeCompare(b.label, "en"));
