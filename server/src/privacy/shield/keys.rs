//! What an employer-shield entry and a recruiter are compared by, as pure rules: a
//! company name reduced to its key (case, accents, punctuation and legal forms gone:
//! "ACME Inc." = "Acme" = "acme, ltd"), and web domains with their parents, so a
//! recruiter at careers.acme.com matches an entry for acme.com. Both sides become the
//! same search terms (`n:<key>`, `d:<domain>`), which the index holds for each profile
//! and the database compares in SQL.

use tantivy::tokenizer::{AsciiFoldingFilter, LowerCaser, SimpleTokenizer, TextAnalyzer};

/// Legal forms dropped from either end of a company name (as folded, dots removed).
const LEGAL_FORMS: &[&str] = &[
    "inc",
    "incorporated",
    "corp",
    "corporation",
    "co",
    "company",
    "ltd",
    "limited",
    "llc",
    "llp",
    "lp",
    "plc",
    "gmbh",
    "ag",
    "kg",
    "kgaa",
    "ohg",
    "ug",
    "ev",
    "oy",
    "oyj",
    "ab",
    "publ",
    "as",
    "asa",
    "aps",
    "sa",
    "sas",
    "sarl",
    "srl",
    "spa",
    "sl",
    "bv",
    "nv",
    "pty",
    "pte",
    "pvt",
    "kk",
    "ltda",
    "se",
    "ou",
    "kft",
    "doo",
    "sro",
    "sp",
    "z",
    "oo",
];

/// The key a company name is compared by; empty when the name has no letters or digits.
pub fn company_key(name: &str) -> String {
    // "S.A." and "L.L.C." are one word; "McDonald's" keeps its s; "&" is "and".
    let joined: String = name.chars().filter(|c| !matches!(c, '.' | '\'' | '’')).collect();
    let mut analyzer =
        TextAnalyzer::builder(SimpleTokenizer::default()).filter(LowerCaser).filter(AsciiFoldingFilter).build();
    let mut stream = analyzer.token_stream(&joined);
    let mut words: Vec<String> = Vec::new();
    while let Some(token) = stream.next() {
        words.push(token.text.clone());
    }
    if words.len() > 1 {
        words.retain(|w| w != "and");
    }
    if words.len() > 1 && words[0] == "the" {
        words.remove(0);
    }
    // A name that is nothing but a legal form keeps its last word.
    while words.len() > 1 && LEGAL_FORMS.contains(&words[words.len() - 1].as_str()) {
        words.pop();
    }
    while words.len() > 1 && LEGAL_FORMS.contains(&words[0].as_str()) {
        words.remove(0);
    }
    words.concat()
}

/// A web domain as someone types it ("https://www.Acme.com/jobs", "acme.com."), as a
/// host name: lower case, international names in punycode, without "www.". `None` when
/// it is not a domain name of at least two labels (an address, a single word, an IP).
pub fn domain(raw: &str) -> Option<String> {
    let text = raw.trim();
    if text.is_empty() || text.chars().any(char::is_whitespace) {
        return None;
    }
    let with_scheme = if text.contains("://") { text.to_owned() } else { format!("https://{text}") };
    let url = url::Url::parse(&with_scheme).ok()?;
    let url::Host::Domain(host) = url.host()? else { return None };
    let host = host.trim_end_matches('.');
    let host = host.strip_prefix("www.").filter(|rest| rest.contains('.')).unwrap_or(host);
    let labels: Vec<&str> = host.split('.').collect();
    let valid_label = |l: &&str| {
        !l.is_empty()
            && l.len() <= 63
            && l.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
            && !l.starts_with('-')
    };
    let top = labels.last()?;
    let plausible = labels.len() >= 2 && labels.iter().all(valid_label) && !top.chars().all(|c| c.is_ascii_digit());
    plausible.then(|| host.to_owned())
}

/// The domain of an e-mail address.
pub fn email_domain(email: &str) -> Option<String> {
    let (_, host) = email.trim().rsplit_once('@')?;
    domain(host)
}

/// The registrable domain of a host name (what a company registers: acme.com,
/// acme.co.uk), from Mozilla's Public Suffix List; `None` for a public suffix itself
/// (co.uk, github.io), which is nobody's company.
pub fn registrable(domain: &str) -> Option<String> {
    psl::domain_str(domain).map(str::to_owned)
}

/// `domain` and each parent down to its registrable domain: careers.eu.acme.co.uk,
/// eu.acme.co.uk, acme.co.uk. Empty for a domain with no registrable part.
pub fn with_parents(domain: &str) -> Vec<String> {
    let Some(registrable) = registrable(domain) else { return Vec::new() };
    let labels: Vec<&str> = domain.split('.').collect();
    let keep = registrable.split('.').count();
    (0..=labels.len().saturating_sub(keep)).map(|i| labels[i..].join(".")).collect()
}

/// Whether `domain` equals `of` or is a subdomain of it.
pub fn is_within(domain: &str, of: &str) -> bool {
    domain == of || domain.strip_suffix(of).is_some_and(|rest| rest.ends_with('.'))
}

pub fn name_term(company_key: &str) -> String {
    format!("n:{company_key}")
}

pub fn domain_term(domain: &str) -> String {
    format!("d:{domain}")
}

/// The term of a profile whose owner blocked the recruiter with this account id.
pub fn blocked_term(account: &str) -> String {
    format!("b:{account}")
}

/// The term of a profile that has shield entries and keeps unverified recruiters out
/// (the default), so they neither find nor count it.
pub const UNVERIFIED_KEPT_OUT: &str = "u:kept-out";

/// The search terms of one entry: its name, and its domain when it has one.
pub fn entry_terms(company_key: &str, domain: &str) -> Vec<String> {
    let mut terms = vec![name_term(company_key)];
    if !domain.is_empty() {
        terms.push(domain_term(domain));
    }
    terms
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn company_names_compare_without_case_accents_punctuation_or_legal_forms() {
        for name in [
            "ACME Inc.",
            "Acme",
            "acme, ltd",
            "Acme LLC",
            "ACME GmbH",
            "Acme Oy",
            "Acme AB",
            "Acme S.A.",
            "acme l.l.c.",
        ] {
            assert_eq!(company_key(name), "acme", "{name}");
        }
        assert_eq!(company_key("Société Générale SA"), "societegenerale");
        assert_eq!(company_key("Nokia Oyj"), "nokia");
        assert_eq!(company_key("AB Volvo (publ)"), "volvo");
        assert_eq!(company_key("Ernst & Young LLP"), company_key("Ernst and Young"));
        assert_eq!(company_key("McDonald's Corporation"), "mcdonalds");
        assert_eq!(company_key("Müller GmbH & Co. KG"), "muller");
        assert_eq!(company_key("The Boring Company"), "boring");
    }

    #[test]
    fn a_name_that_is_only_a_legal_form_keeps_a_word() {
        assert_eq!(company_key("AB"), "ab");
        assert_eq!(company_key("  ...  "), "");
        assert_eq!(company_key("and"), "and");
        assert_eq!(company_key("The"), "the");
        assert_ne!(company_key("Acme Robotics"), company_key("Acme"));
    }

    #[test]
    fn domains_are_read_from_what_people_type() {
        assert_eq!(domain("acme.com").as_deref(), Some("acme.com"));
        assert_eq!(domain("https://www.Acme.com/careers?x=1").as_deref(), Some("acme.com"));
        assert_eq!(domain("http://jobs.acme.co.uk:8080").as_deref(), Some("jobs.acme.co.uk"));
        assert_eq!(domain("ACME.COM.").as_deref(), Some("acme.com"));
        assert_eq!(domain("www.com").as_deref(), Some("www.com"));
        assert_eq!(domain("bücher.de").as_deref(), Some("xn--bcher-kva.de"));
        for bad in ["", "acme", "acme com", "127.0.0.1", "https://[::1]/", "-acme.com", "a..com", "mailto:x"] {
            assert_eq!(domain(bad), None, "{bad}");
        }
    }

    #[test]
    fn parents_stop_at_the_registrable_domain() {
        assert_eq!(with_parents("careers.eu.acme.com"), ["careers.eu.acme.com", "eu.acme.com", "acme.com"]);
        assert_eq!(with_parents("acme.com"), ["acme.com"]);
        assert_eq!(with_parents("jobs.acme.co.uk"), ["jobs.acme.co.uk", "acme.co.uk"]);
        assert_eq!(with_parents("co.uk"), Vec::<String>::new());
        assert_eq!(registrable("me.github.io").as_deref(), Some("me.github.io"));
        assert_eq!(registrable("github.io"), None);
        assert_eq!(registrable("mail.acme.example").as_deref(), Some("acme.example"));
        assert!(is_within("careers.acme.com", "acme.com"));
        assert!(is_within("acme.com", "acme.com"));
        assert!(!is_within("notacme.com", "acme.com"));
        assert!(!is_within("acme.com", "careers.acme.com"));
    }
}
