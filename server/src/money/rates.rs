//! Reference rates: how many units of each currency a US dollar buys, taken by hand
//! from published mid-market rates in November 2025 and rounded to three significant
//! figures. Coarse on purpose: a salary filter or a request preference asks whether two
//! figures are in the same range, which a rate a few percent off does not change, and a
//! table in the repository gives the same answer on every instance and in every test,
//! where a live feed would be a third party to trust and to reach. Update it when a
//! currency moves by more than about 10%.

/// [ISO 4217 code, units per US dollar].
const PER_DOLLAR: &[(&str, f64)] = &[
    ("USD", 1.0),
    ("EUR", 0.862),
    ("GBP", 0.760),
    ("CHF", 0.800),
    ("CAD", 1.40),
    ("MXN", 18.4),
    ("GTQ", 7.66),
    ("CRC", 502.0),
    ("PAB", 1.0),
    ("DOP", 63.5),
    ("JMD", 160.0),
    ("TTD", 6.78),
    ("BSD", 1.0),
    ("BRL", 5.35),
    ("ARS", 1_450.0),
    ("CLP", 940.0),
    ("COP", 3_800.0),
    ("PEN", 3.38),
    ("UYU", 39.8),
    ("PYG", 7_080.0),
    ("BOB", 6.91),
    ("VES", 230.0),
    ("NOK", 10.1),
    ("SEK", 9.50),
    ("DKK", 6.44),
    ("ISK", 127.0),
    ("PLN", 3.66),
    ("CZK", 20.9),
    ("HUF", 332.0),
    ("RON", 4.39),
    ("BGN", 1.69),
    ("RSD", 101.0),
    ("BAM", 1.69),
    ("MKD", 53.1),
    ("ALL", 83.2),
    ("MDL", 17.0),
    ("UAH", 42.0),
    ("BYN", 3.05),
    ("RUB", 80.5),
    ("TRY", 42.2),
    ("GEL", 2.71),
    ("AMD", 383.0),
    ("AZN", 1.70),
    ("ILS", 3.26),
    ("AED", 3.67),
    ("SAR", 3.75),
    ("QAR", 3.64),
    ("KWD", 0.307),
    ("BHD", 0.376),
    ("OMR", 0.385),
    ("JOD", 0.709),
    ("LBP", 89_500.0),
    ("IRR", 42_100.0),
    ("IQD", 1_310.0),
    ("JPY", 155.0),
    ("CNY", 7.11),
    ("HKD", 7.78),
    ("TWD", 31.0),
    ("KRW", 1_460.0),
    ("INR", 88.7),
    ("PKR", 281.0),
    ("BDT", 122.0),
    ("LKR", 304.0),
    ("NPR", 142.0),
    ("SGD", 1.30),
    ("MYR", 4.16),
    ("THB", 32.5),
    ("IDR", 16_700.0),
    ("PHP", 59.0),
    ("VND", 26_300.0),
    ("KHR", 4_010.0),
    ("MMK", 2_100.0),
    ("MNT", 3_580.0),
    ("KZT", 520.0),
    ("UZS", 12_000.0),
    ("AUD", 1.54),
    ("NZD", 1.77),
    ("FJD", 2.28),
    ("PGK", 4.23),
    ("ZAR", 17.3),
    ("NGN", 1_440.0),
    ("KES", 129.0),
    ("GHS", 11.0),
    ("EGP", 47.3),
    ("MAD", 9.25),
    ("TND", 2.95),
    ("DZD", 130.0),
    ("ETB", 152.0),
    ("TZS", 2_450.0),
    ("UGX", 3_600.0),
    ("RWF", 1_450.0),
    ("ZMW", 22.8),
    ("BWP", 13.5),
    ("NAD", 17.3),
    ("MUR", 45.8),
    ("XOF", 565.0),
    ("XAF", 565.0),
];

/// Units of `code` per US dollar; `None` for a currency the table does not know.
fn per_dollar(code: &str) -> Option<f64> {
    PER_DOLLAR.iter().find(|(c, _)| c.eq_ignore_ascii_case(code.trim())).map(|(_, rate)| *rate)
}

/// Whether the table knows `code`.
pub fn known(code: &str) -> bool {
    per_dollar(code).is_some()
}

/// `amount` of `code` in whole US dollars, rounded; `None` for an unknown currency.
pub fn to_usd(amount: i64, code: &str) -> Option<i64> {
    per_dollar(code).map(|rate| (amount as f64 / rate).round() as i64)
}

/// `amount` of `from` in whole units of `to`, rounded; `None` when either is unknown.
pub fn convert(amount: i64, from: &str, to: &str) -> Option<i64> {
    if from.eq_ignore_ascii_case(to) {
        return known(from).then_some(amount);
    }
    Some((amount as f64 / per_dollar(from)? * per_dollar(to)?).round() as i64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_currency_of_a_country_has_a_rate() {
        let missing: Vec<&str> = super::super::currencies::all().filter(|code| !known(code)).collect();
        assert!(missing.is_empty(), "no rate for {missing:?}");
    }

    #[test]
    fn amounts_convert_through_the_dollar_and_round() {
        assert_eq!(to_usd(86_200, "EUR"), Some(100_000));
        assert_eq!(to_usd(100_000, "usd"), Some(100_000));
        assert_eq!(convert(100_000, "USD", "JPY"), Some(15_500_000));
        assert_eq!(convert(15_500_000, "JPY", "EUR"), Some(86_200));
        assert_eq!(convert(70_000, "GBP", "GBP"), Some(70_000));
        assert_eq!(to_usd(1, "XYZ"), None);
        assert_eq!(convert(1, "XYZ", "XYZ"), None);
        assert_eq!(convert(1, "USD", "XYZ"), None);
    }
}
