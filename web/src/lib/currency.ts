/**
 * Which currency to show a salary in, from the profile's country (docs/spec/features.md section 3,
 * 'Country to currency table'). Countries are matched by English name or ISO 3166-1
 * alpha-2 code, ignoring case and surrounding spaces; anything unknown is shown in $ USD.
 */

export type Currency = { symbol: string; code: string };

export const DEFAULT_CURRENCY: Currency = { symbol: "$", code: "USD" };

/** [ISO alpha-2, English name(s), symbol, currency code]. The first name is the usual one. */
type Row = readonly [iso: string, names: readonly string[], symbol: string, code: string];

const EUR = ["€", "EUR"] as const;

const ROWS: readonly Row[] = [
  // North America
  ["US", ["United States", "United States of America", "USA"], "$", "USD"],
  ["CA", ["Canada"], "C$", "CAD"],
  ["MX", ["Mexico"], "MX$", "MXN"],
  ["PR", ["Puerto Rico"], "$", "USD"],
  // Central America and the Caribbean
  ["GT", ["Guatemala"], "Q", "GTQ"],
  ["CR", ["Costa Rica"], "₡", "CRC"],
  ["PA", ["Panama"], "B/.", "PAB"],
  ["DO", ["Dominican Republic"], "RD$", "DOP"],
  ["JM", ["Jamaica"], "J$", "JMD"],
  ["TT", ["Trinidad and Tobago"], "TT$", "TTD"],
  ["BS", ["Bahamas", "The Bahamas"], "B$", "BSD"],
  // South America
  ["BR", ["Brazil"], "R$", "BRL"],
  ["AR", ["Argentina"], "AR$", "ARS"],
  ["CL", ["Chile"], "CLP$", "CLP"],
  ["CO", ["Colombia"], "COL$", "COP"],
  ["PE", ["Peru"], "S/", "PEN"],
  ["UY", ["Uruguay"], "$U", "UYU"],
  ["PY", ["Paraguay"], "₲", "PYG"],
  ["BO", ["Bolivia"], "Bs", "BOB"],
  ["VE", ["Venezuela"], "Bs.", "VES"],
  ["EC", ["Ecuador"], "$", "USD"],
  // Eurozone
  ["AT", ["Austria"], ...EUR],
  ["BE", ["Belgium"], ...EUR],
  ["HR", ["Croatia"], ...EUR],
  ["CY", ["Cyprus"], ...EUR],
  ["EE", ["Estonia"], ...EUR],
  ["FI", ["Finland"], ...EUR],
  ["FR", ["France"], ...EUR],
  ["DE", ["Germany"], ...EUR],
  ["GR", ["Greece"], ...EUR],
  ["IE", ["Ireland"], ...EUR],
  ["IT", ["Italy"], ...EUR],
  ["LV", ["Latvia"], ...EUR],
  ["LT", ["Lithuania"], ...EUR],
  ["LU", ["Luxembourg"], ...EUR],
  ["MT", ["Malta"], ...EUR],
  ["NL", ["Netherlands", "The Netherlands"], ...EUR],
  ["PT", ["Portugal"], ...EUR],
  ["SK", ["Slovakia"], ...EUR],
  ["SI", ["Slovenia"], ...EUR],
  ["ES", ["Spain"], ...EUR],
  ["MC", ["Monaco"], ...EUR],
  ["ME", ["Montenegro"], ...EUR],
  ["XK", ["Kosovo"], ...EUR],
  // Rest of Europe
  ["GB", ["United Kingdom", "UK", "Great Britain", "England", "Scotland", "Wales", "Northern Ireland"], "£", "GBP"],
  ["CH", ["Switzerland"], "CHF", "CHF"],
  ["LI", ["Liechtenstein"], "CHF", "CHF"],
  ["NO", ["Norway"], "kr", "NOK"],
  ["SE", ["Sweden"], "kr", "SEK"],
  ["DK", ["Denmark"], "kr", "DKK"],
  ["IS", ["Iceland"], "kr", "ISK"],
  ["PL", ["Poland"], "zł", "PLN"],
  ["CZ", ["Czech Republic", "Czechia"], "Kč", "CZK"],
  ["HU", ["Hungary"], "Ft", "HUF"],
  ["RO", ["Romania"], "lei", "RON"],
  ["BG", ["Bulgaria"], "лв", "BGN"],
  ["RS", ["Serbia"], "din", "RSD"],
  ["BA", ["Bosnia and Herzegovina"], "KM", "BAM"],
  ["MK", ["North Macedonia"], "ден", "MKD"],
  ["AL", ["Albania"], "L", "ALL"],
  ["MD", ["Moldova"], "L", "MDL"],
  ["UA", ["Ukraine"], "₴", "UAH"],
  ["BY", ["Belarus"], "Br", "BYN"],
  ["RU", ["Russia", "Russian Federation"], "₽", "RUB"],
  ["TR", ["Turkey", "Türkiye"], "₺", "TRY"],
  ["GE", ["Georgia"], "₾", "GEL"],
  ["AM", ["Armenia"], "֏", "AMD"],
  ["AZ", ["Azerbaijan"], "₼", "AZN"],
  // Middle East
  ["IL", ["Israel"], "₪", "ILS"],
  ["AE", ["United Arab Emirates", "UAE"], "AED", "AED"],
  ["SA", ["Saudi Arabia"], "SAR", "SAR"],
  ["QA", ["Qatar"], "QAR", "QAR"],
  ["KW", ["Kuwait"], "KD", "KWD"],
  ["BH", ["Bahrain"], "BD", "BHD"],
  ["OM", ["Oman"], "OMR", "OMR"],
  ["JO", ["Jordan"], "JD", "JOD"],
  ["LB", ["Lebanon"], "L£", "LBP"],
  ["IR", ["Iran"], "﷼", "IRR"],
  ["IQ", ["Iraq"], "IQD", "IQD"],
  // Asia
  ["JP", ["Japan"], "¥", "JPY"],
  ["CN", ["China"], "CN¥", "CNY"],
  ["HK", ["Hong Kong"], "HK$", "HKD"],
  ["TW", ["Taiwan"], "NT$", "TWD"],
  ["KR", ["South Korea", "Korea", "Republic of Korea"], "₩", "KRW"],
  ["IN", ["India"], "₹", "INR"],
  ["PK", ["Pakistan"], "₨", "PKR"],
  ["BD", ["Bangladesh"], "৳", "BDT"],
  ["LK", ["Sri Lanka"], "Rs", "LKR"],
  ["NP", ["Nepal"], "रू", "NPR"],
  ["SG", ["Singapore"], "S$", "SGD"],
  ["MY", ["Malaysia"], "RM", "MYR"],
  ["TH", ["Thailand"], "฿", "THB"],
  ["ID", ["Indonesia"], "Rp", "IDR"],
  ["PH", ["Philippines"], "₱", "PHP"],
  ["VN", ["Vietnam", "Viet Nam"], "₫", "VND"],
  ["KH", ["Cambodia"], "៛", "KHR"],
  ["MM", ["Myanmar"], "K", "MMK"],
  ["MN", ["Mongolia"], "₮", "MNT"],
  ["KZ", ["Kazakhstan"], "₸", "KZT"],
  ["UZ", ["Uzbekistan"], "soʻm", "UZS"],
  // Oceania
  ["AU", ["Australia"], "A$", "AUD"],
  ["NZ", ["New Zealand"], "NZ$", "NZD"],
  ["FJ", ["Fiji"], "FJ$", "FJD"],
  ["PG", ["Papua New Guinea"], "K", "PGK"],
  // Africa
  ["ZA", ["South Africa"], "R", "ZAR"],
  ["NG", ["Nigeria"], "₦", "NGN"],
  ["KE", ["Kenya"], "KSh", "KES"],
  ["GH", ["Ghana"], "GH₵", "GHS"],
  ["EG", ["Egypt"], "E£", "EGP"],
  ["MA", ["Morocco"], "MAD", "MAD"],
  ["TN", ["Tunisia"], "DT", "TND"],
  ["DZ", ["Algeria"], "DA", "DZD"],
  ["ET", ["Ethiopia"], "Br", "ETB"],
  ["TZ", ["Tanzania"], "TSh", "TZS"],
  ["UG", ["Uganda"], "USh", "UGX"],
  ["RW", ["Rwanda"], "FRw", "RWF"],
  ["ZM", ["Zambia"], "ZK", "ZMW"],
  ["ZW", ["Zimbabwe"], "$", "USD"],
  ["BW", ["Botswana"], "P", "BWP"],
  ["NA", ["Namibia"], "N$", "NAD"],
  ["MU", ["Mauritius"], "₨", "MUR"],
  ["SN", ["Senegal"], "CFA", "XOF"],
  ["CI", ["Ivory Coast", "Côte d'Ivoire", "Cote d'Ivoire"], "CFA", "XOF"],
  ["CM", ["Cameroon"], "FCFA", "XAF"],
];

const BY_KEY: ReadonlyMap<string, Currency> = (() => {
  const map = new Map<string, Currency>();
  for (const [iso, names, symbol, code] of ROWS) {
    const currency = { symbol, code };
    map.set(iso.toLowerCase(), currency);
    for (const name of names) map.set(name.toLowerCase(), currency);
  }
  return map;
})();

/** How many countries and regions the table knows (each counted once). */
export const CURRENCY_COUNTRY_COUNT = ROWS.length;

/** The currency for a country name or ISO alpha-2 code; $ USD when unknown or empty. */
export function currencyForCountry(country: string | null | undefined): Currency {
  const key = country?.trim().toLowerCase();
  if (!key) return DEFAULT_CURRENCY;
  return BY_KEY.get(key) ?? DEFAULT_CURRENCY;
}
