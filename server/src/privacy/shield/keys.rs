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

/// `domain` and each parent of at least two labels: careers.acme.com, acme.com.
pub fn with_parents(domain: &str) -> Vec<String> {
    let labels: Vec<&str> = domain.split('.').collect();
    (0..labels.len().saturating_sub(1)).map(|i| labels[i..].join(".")).collect()
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

/// The search terms of one entry: its name, and its domain when it has one.
pub fn entry_terms(company_key: &str, domain: &str) -> Vec<String> {
    let mut terms = vec![name_term(company_key)];
    if !domain.is_empty() {
        terms.push(domain_term(domain));
    }
    terms
}

/// What identifies a recruiter to the shields: the key of the company they declare, and
/// the domains of its website and of their sign-in e-mail, each with its parents. The
/// e-mail's domain comes from the issuer and cannot be edited, so renaming the company
/// is no way around an entry's domain.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Viewer {
    pub company_key: Option<String>,
    pub domains: Vec<String>,
}

impl Viewer {
    pub fn new(email: &str, company_name: Option<&str>, website: Option<&str>) -> Self {
        let company_key = company_name.map(company_key).filter(|k| !k.is_empty());
        let mut domains: Vec<String> = Vec::new();
        for found in [website.and_then(domain), email_domain(email)].into_iter().flatten() {
            for d in with_parents(&found) {
                if !domains.contains(&d) {
                    domains.push(d);
                }
            }
        }
        Self { company_key, domains }
    }

    /// The terms a shielded profile carries when one of its entries matches this viewer.
    pub fn terms(&self) -> Vec<String> {
        self.company_key.iter().map(|k| name_term(k)).chain(self.domains.iter().map(|d| domain_term(d))).collect()
    }

    /// Whether an entry (its company key and domain) hides from this viewer.
    pub fn matches(&self, company_key: &str, domain: &str) -> bool {
        self.company_key.as_deref() == Some(company_key)
            || (!domain.is_empty() && self.domains.iter().any(|d| d == domain))
    }
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
    fn parents_stop_at_two_labels() {
        assert_eq!(with_parents("careers.eu.acme.com"), ["careers.eu.acme.com", "eu.acme.com", "acme.com"]);
        assert_eq!(with_parents("acme.com"), ["acme.com"]);
        assert!(is_within("careers.acme.com", "acme.com"));
        assert!(is_within("acme.com", "acme.com"));
        assert!(!is_within("notacme.com", "acme.com"));
        assert!(!is_within("acme.com", "careers.acme.com"));
    }

    #[test]
    fn a_viewer_matches_by_name_website_or_email_domain() {
        let at_acme = Viewer::new("jo@mail.acme.com", Some("Something Else Ltd"), Some("https://careers.acme.com"));
        assert!(at_acme.matches("acme", "acme.com"));
        assert!(at_acme.matches("other", "mail.acme.com"));
        assert!(!at_acme.matches("acme", ""));
        assert!(at_acme.matches("somethingelse", ""));
        assert!(!at_acme.matches("globex", "globex.com"));
        assert_eq!(at_acme.terms(), ["n:somethingelse", "d:careers.acme.com", "d:acme.com", "d:mail.acme.com"]);
        let no_company = Viewer::new("jo@gmail.com", None, None);
        assert_eq!(no_company.terms(), ["d:gmail.com"]);
        assert_eq!(entry_terms("acme", ""), ["n:acme"]);
        assert_eq!(entry_terms("acme", "acme.com"), ["n:acme", "d:acme.com"]);
    }
}
