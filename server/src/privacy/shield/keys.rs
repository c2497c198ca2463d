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

/// What Veil knows of a recruiter that no form lets them change, as the shields match
/// it. Company names and websites are typed freely, so they never decide alone: a
/// recruiter who could rename their company and watch profiles come and go would learn
/// which employer each profile hides from. The default viewer is one nothing is known
/// of: unverified, matching no entry, so no profile with an entry is theirs to see
/// unless its owner lets unverified recruiters in.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Viewer {
    /// Veil verified the company: its website's registrable domain is one the recruiter
    /// proved they receive mail at (`verification`).
    pub verified: bool,
    /// The keys of every company name the account has held (the current one included).
    /// They match only a verified recruiter, and the history only grows, so renaming
    /// back and forth shows nothing new.
    pub company_keys: Vec<String>,
    /// The domains the recruiter proved mail at, each with its parents down to the
    /// registrable domain.
    pub domains: Vec<String>,
}

/// The facts a [`Viewer`] is made of, as the database holds them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RecruiterFacts {
    pub email: String,
    /// The issuer vouched for `email`.
    pub email_verified: bool,
    pub company_name: Option<String>,
    pub website: Option<String>,
    /// Keys of the company names held before (the current one may be among them).
    pub past_company_keys: Vec<String>,
    /// Domains proved with a code sent to a work address.
    pub domains_verified_by_code: Vec<String>,
}

impl Viewer {
    pub fn of(facts: &RecruiterFacts) -> Self {
        let proven = super::verification::proven_domains(facts);
        let verified = facts.website.as_deref().is_some_and(|site| super::verification::is_verified(&proven, site));
        let mut company_keys: Vec<String> = Vec::new();
        let current = facts.company_name.as_deref().map(company_key).filter(|k| !k.is_empty());
        for key in facts.past_company_keys.iter().cloned().chain(current) {
            if !company_keys.contains(&key) {
                company_keys.push(key);
            }
        }
        let mut domains: Vec<String> = Vec::new();
        for d in proven.iter().flat_map(|d| with_parents(d)) {
            if !domains.contains(&d) {
                domains.push(d);
            }
        }
        Self { verified, company_keys, domains }
    }

    /// The terms that leave a profile out of this viewer's searches and counts: those of
    /// the entries that match them, and for an unverified viewer every profile that keeps
    /// unverified recruiters out.
    pub fn terms(&self) -> Vec<String> {
        let mut terms: Vec<String> = self.domains.iter().map(|d| domain_term(d)).collect();
        if self.verified {
            terms.extend(self.company_keys.iter().map(|k| name_term(k)));
        } else {
            terms.push(UNVERIFIED_KEPT_OUT.to_owned());
        }
        terms
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

    fn facts(email: &str, company: &str, website: &str) -> RecruiterFacts {
        RecruiterFacts {
            email: email.into(),
            email_verified: true,
            company_name: Some(company.into()),
            website: Some(website.into()),
            ..RecruiterFacts::default()
        }
    }

    #[test]
    fn a_verified_viewer_is_matched_by_every_name_held_and_the_proven_domains() {
        let at_acme = Viewer::of(&RecruiterFacts {
            past_company_keys: vec!["globex".into()],
            ..facts("jo@mail.acme.com", "Something Else Ltd", "https://careers.acme.com")
        });
        assert!(at_acme.verified);
        assert_eq!(at_acme.company_keys, ["globex", "somethingelse"]);
        assert_eq!(at_acme.domains, ["mail.acme.com", "acme.com"]);
        assert_eq!(at_acme.terms(), ["d:mail.acme.com", "d:acme.com", "n:globex", "n:somethingelse"]);
    }

    #[test]
    fn an_unverified_viewer_is_matched_by_proven_domains_only_and_kept_out_of_strict_profiles() {
        // The website is typed, the name is typed: neither counts.
        let free_mail = Viewer::of(&facts("jo@gmail.com", "Globex", "https://globex.com"));
        assert!(!free_mail.verified);
        assert_eq!(free_mail.terms(), ["d:gmail.com", UNVERIFIED_KEPT_OUT]);
        // A work address the issuer did not vouch for proves nothing.
        let unvouched =
            Viewer::of(&RecruiterFacts { email_verified: false, ..facts("jo@acme.com", "Acme", "acme.com") });
        assert_eq!(unvouched.terms(), [UNVERIFIED_KEPT_OUT]);
        // Proven mail at another domain still matches that domain's entries.
        let elsewhere = Viewer::of(&facts("jo@initech.com", "Acme", "acme.com"));
        assert!(!elsewhere.verified);
        assert_eq!(elsewhere.terms(), ["d:initech.com", UNVERIFIED_KEPT_OUT]);
        assert_eq!(Viewer::default().terms(), [UNVERIFIED_KEPT_OUT]);
        assert_eq!(entry_terms("acme", ""), ["n:acme"]);
        assert_eq!(entry_terms("acme", "acme.com"), ["n:acme", "d:acme.com"]);
    }

    #[test]
    fn a_code_verified_domain_verifies_the_company_at_its_website() {
        let viewer = Viewer::of(&RecruiterFacts {
            domains_verified_by_code: vec!["eu.acme.com".into()],
            ..facts("jo@gmail.com", "Acme", "https://www.acme.com")
        });
        assert!(viewer.verified);
        assert_eq!(viewer.domains, ["gmail.com", "eu.acme.com", "acme.com"]);
    }
}
