//! The currency of a country, as the web app's salary display decides it
//! (`web/src/lib/currency.ts`, the spec's country-to-currency table): a profile's salary
//! is in the currency of its country, matched by English name or ISO 3166-1 alpha-2 code,
//! ignoring case and surrounding spaces; anything unknown is US dollars. A test keeps the
//! two tables equal.

/// The currency of an unknown or empty country.
pub const DEFAULT_CURRENCY: &str = "USD";

/// [ISO alpha-2, English names, ISO 4217 currency code].
type Row = (&'static str, &'static [&'static str], &'static str);

const ROWS: &[Row] = &[
    ("US", &["United States", "United States of America", "USA"], "USD"),
    ("CA", &["Canada"], "CAD"),
    ("MX", &["Mexico"], "MXN"),
    ("PR", &["Puerto Rico"], "USD"),
    ("GT", &["Guatemala"], "GTQ"),
    ("CR", &["Costa Rica"], "CRC"),
    ("PA", &["Panama"], "PAB"),
    ("DO", &["Dominican Republic"], "DOP"),
    ("JM", &["Jamaica"], "JMD"),
    ("TT", &["Trinidad and Tobago"], "TTD"),
    ("BS", &["Bahamas", "The Bahamas"], "BSD"),
    ("BR", &["Brazil"], "BRL"),
    ("AR", &["Argentina"], "ARS"),
    ("CL", &["Chile"], "CLP"),
    ("CO", &["Colombia"], "COP"),
    ("PE", &["Peru"], "PEN"),
    ("UY", &["Uruguay"], "UYU"),
    ("PY", &["Paraguay"], "PYG"),
    ("BO", &["Bolivia"], "BOB"),
    ("VE", &["Venezuela"], "VES"),
    ("EC", &["Ecuador"], "USD"),
    ("AT", &["Austria"], "EUR"),
    ("BE", &["Belgium"], "EUR"),
    ("HR", &["Croatia"], "EUR"),
    ("CY", &["Cyprus"], "EUR"),
    ("EE", &["Estonia"], "EUR"),
    ("FI", &["Finland"], "EUR"),
    ("FR", &["France"], "EUR"),
    ("DE", &["Germany"], "EUR"),
    ("GR", &["Greece"], "EUR"),
    ("IE", &["Ireland"], "EUR"),
    ("IT", &["Italy"], "EUR"),
    ("LV", &["Latvia"], "EUR"),
    ("LT", &["Lithuania"], "EUR"),
    ("LU", &["Luxembourg"], "EUR"),
    ("MT", &["Malta"], "EUR"),
    ("NL", &["Netherlands", "The Netherlands"], "EUR"),
    ("PT", &["Portugal"], "EUR"),
    ("SK", &["Slovakia"], "EUR"),
    ("SI", &["Slovenia"], "EUR"),
    ("ES", &["Spain"], "EUR"),
    ("MC", &["Monaco"], "EUR"),
    ("ME", &["Montenegro"], "EUR"),
    ("XK", &["Kosovo"], "EUR"),
    ("GB", &["United Kingdom", "UK", "Great Britain", "England", "Scotland", "Wales", "Northern Ireland"], "GBP"),
    ("CH", &["Switzerland"], "CHF"),
    ("LI", &["Liechtenstein"], "CHF"),
    ("NO", &["Norway"], "NOK"),
    ("SE", &["Sweden"], "SEK"),
    ("DK", &["Denmark"], "DKK"),
    ("IS", &["Iceland"], "ISK"),
    ("PL", &["Poland"], "PLN"),
    ("CZ", &["Czech Republic", "Czechia"], "CZK"),
    ("HU", &["Hungary"], "HUF"),
    ("RO", &["Romania"], "RON"),
    ("BG", &["Bulgaria"], "BGN"),
    ("RS", &["Serbia"], "RSD"),
    ("BA", &["Bosnia and Herzegovina"], "BAM"),
    ("MK", &["North Macedonia"], "MKD"),
    ("AL", &["Albania"], "ALL"),
    ("MD", &["Moldova"], "MDL"),
    ("UA", &["Ukraine"], "UAH"),
    ("BY", &["Belarus"], "BYN"),
    ("RU", &["Russia", "Russian Federation"], "RUB"),
    ("TR", &["Turkey", "Türkiye"], "TRY"),
    ("GE", &["Georgia"], "GEL"),
    ("AM", &["Armenia"], "AMD"),
    ("AZ", &["Azerbaijan"], "AZN"),
    ("IL", &["Israel"], "ILS"),
    ("AE", &["United Arab Emirates", "UAE"], "AED"),
    ("SA", &["Saudi Arabia"], "SAR"),
    ("QA", &["Qatar"], "QAR"),
    ("KW", &["Kuwait"], "KWD"),
    ("BH", &["Bahrain"], "BHD"),
    ("OM", &["Oman"], "OMR"),
    ("JO", &["Jordan"], "JOD"),
    ("LB", &["Lebanon"], "LBP"),
    ("IR", &["Iran"], "IRR"),
    ("IQ", &["Iraq"], "IQD"),
    ("JP", &["Japan"], "JPY"),
    ("CN", &["China"], "CNY"),
    ("HK", &["Hong Kong"], "HKD"),
    ("TW", &["Taiwan"], "TWD"),
    ("KR", &["South Korea", "Korea", "Republic of Korea"], "KRW"),
    ("IN", &["India"], "INR"),
    ("PK", &["Pakistan"], "PKR"),
    ("BD", &["Bangladesh"], "BDT"),
    ("LK", &["Sri Lanka"], "LKR"),
    ("NP", &["Nepal"], "NPR"),
    ("SG", &["Singapore"], "SGD"),
    ("MY", &["Malaysia"], "MYR"),
    ("TH", &["Thailand"], "THB"),
    ("ID", &["Indonesia"], "IDR"),
    ("PH", &["Philippines"], "PHP"),
    ("VN", &["Vietnam", "Viet Nam"], "VND"),
    ("KH", &["Cambodia"], "KHR"),
    ("MM", &["Myanmar"], "MMK"),
    ("MN", &["Mongolia"], "MNT"),
    ("KZ", &["Kazakhstan"], "KZT"),
    ("UZ", &["Uzbekistan"], "UZS"),
    ("AU", &["Australia"], "AUD"),
    ("NZ", &["New Zealand"], "NZD"),
    ("FJ", &["Fiji"], "FJD"),
    ("PG", &["Papua New Guinea"], "PGK"),
    ("ZA", &["South Africa"], "ZAR"),
    ("NG", &["Nigeria"], "NGN"),
    ("KE", &["Kenya"], "KES"),
    ("GH", &["Ghana"], "GHS"),
    ("EG", &["Egypt"], "EGP"),
    ("MA", &["Morocco"], "MAD"),
    ("TN", &["Tunisia"], "TND"),
    ("DZ", &["Algeria"], "DZD"),
    ("ET", &["Ethiopia"], "ETB"),
    ("TZ", &["Tanzania"], "TZS"),
    ("UG", &["Uganda"], "UGX"),
    ("RW", &["Rwanda"], "RWF"),
    ("ZM", &["Zambia"], "ZMW"),
    ("ZW", &["Zimbabwe"], "USD"),
    ("BW", &["Botswana"], "BWP"),
    ("NA", &["Namibia"], "NAD"),
    ("MU", &["Mauritius"], "MUR"),
    ("SN", &["Senegal"], "XOF"),
    ("CI", &["Ivory Coast", "Côte d'Ivoire", "Cote d'Ivoire"], "XOF"),
    ("CM", &["Cameroon"], "XAF"),
];

/// The ISO 4217 code of the currency a salary in `country` is in.
pub fn currency_of_country(country: &str) -> &'static str {
    let key = country.trim();
    if key.is_empty() {
        return DEFAULT_CURRENCY;
    }
    ROWS.iter()
        .find(|(iso, names, _)| iso.eq_ignore_ascii_case(key) || names.iter().any(|n| n.eq_ignore_ascii_case(key)))
        .map_or(DEFAULT_CURRENCY, |(_, _, code)| code)
}

/// Every currency a country of the table is in.
pub fn all() -> impl Iterator<Item = &'static str> {
    ROWS.iter().map(|(_, _, code)| *code)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn countries_are_matched_by_name_or_code_and_unknown_is_dollars() {
        assert_eq!(currency_of_country("Germany"), "EUR");
        assert_eq!(currency_of_country(" united kingdom "), "GBP");
        assert_eq!(currency_of_country("jp"), "JPY");
        assert_eq!(currency_of_country("Türkiye"), "TRY");
        assert_eq!(currency_of_country("Atlantis"), "USD");
        assert_eq!(currency_of_country(""), "USD");
    }

    /// The web app shows salaries with its own copy of the table: both must say the
    /// same, or a budget would be compared in another currency than the one shown.
    #[test]
    fn the_table_is_the_web_apps() {
        let source = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../web/src/lib/currency.ts"))
            .expect("the web app's currency table");
        let row = regex::Regex::new(r#"\["([A-Z]{2})", \[(.*?)\], (?:"[^"]*", "([A-Z]{3})"|\.\.\.EUR)\]"#).unwrap();
        let web: Vec<(String, Vec<String>, String)> = row
            .captures_iter(&source)
            .map(|c| {
                let names = c[2].split(", ").map(|n| n.trim_matches('"').to_owned()).collect();
                (c[1].to_owned(), names, c.get(3).map_or("EUR", |m| m.as_str()).to_owned())
            })
            .collect();
        assert!(web.len() >= 100, "the web table was not read: {} rows", web.len());
        let ours: Vec<(String, Vec<String>, String)> = ROWS
            .iter()
            .map(|(iso, names, code)| {
                (iso.to_string(), names.iter().map(|n| n.to_string()).collect(), code.to_string())
            })
            .collect();
        assert_eq!(ours, web);
    }
}
