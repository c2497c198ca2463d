//! Whether Veil verified a recruiter's company: the registrable domain of the company
//! website (acme.com for careers.acme.com) is one the recruiter proved they receive mail
//! at, by signing in with an e-mail the issuer vouched for or by a code sent to a work
//! address. Free-mail and disposable providers (`data/free-mail-domains.txt`) never
//! verify, and neither does a public suffix (co.uk, github.io). Pure rules, computed
//! wherever they are needed, so they are always as true as the facts.

use std::sync::LazyLock;

use super::{
    facts::RecruiterFacts,
    keys::{domain, email_domain, is_within, registrable},
};

static FREE_MAIL: LazyLock<Vec<&'static str>> = LazyLock::new(|| {
    include_str!("../../../data/free-mail-domains.txt")
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect()
});

/// Whether `email_domain` belongs to a free-mail or disposable provider.
pub fn is_free_mail(email_domain: &str) -> bool {
    FREE_MAIL.iter().any(|entry| match entry.strip_suffix(".*") {
        // "gmx.*": gmx.de, gmx.net, gmx.co.uk, and their subdomains.
        Some(name) => {
            let labels: Vec<&str> = email_domain.split('.').collect();
            labels.iter().enumerate().any(|(i, l)| *l == name && i + 1 < labels.len())
        }
        None => is_within(email_domain, entry),
    })
}

/// The domains a recruiter proved they receive mail at: their sign-in e-mail's when the
/// issuer vouched for it, and each one verified by a code.
pub fn proven_domains(facts: &RecruiterFacts) -> Vec<String> {
    let signed_in = email_domain(&facts.email).filter(|_| facts.email_verified);
    let mut proven: Vec<String> = signed_in.into_iter().collect();
    for d in &facts.domains_verified_by_code {
        if !proven.contains(d) {
            proven.push(d.clone());
        }
    }
    proven
}

/// The company domain a website stands for, if a company can verify it: its registrable
/// domain, unless that is a free-mail provider's.
pub fn company_domain(website: &str) -> Option<String> {
    domain(website).and_then(|d| registrable(&d)).filter(|d| !is_free_mail(d))
}

/// Whether a company at `website` is verified for someone who proved mail at `proven`.
pub fn is_verified(proven: &[String], website: &str) -> bool {
    let Some(site) = company_domain(website) else { return false };
    proven.iter().any(|d| !is_free_mail(d) && registrable(d).as_deref() == Some(site.as_str()))
}

/// Why a work address cannot verify the company at `website`, or its domain if it can.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WorkAddress {
    /// The address's domain, to verify.
    Verifiable(String),
    NotAnAddress,
    FreeMail,
    /// The company has no website a company can verify.
    NoCompanyDomain,
    /// The address is at another domain than the website's: the expected one.
    OtherDomain(String),
}

pub fn check_work_address(email: &str, website: &str) -> WorkAddress {
    let Some(mail) = email_domain(email).filter(|_| email.trim().split_once('@').is_some_and(|(l, _)| !l.is_empty()))
    else {
        return WorkAddress::NotAnAddress;
    };
    if is_free_mail(&mail) {
        return WorkAddress::FreeMail;
    }
    let Some(site) = company_domain(website) else { return WorkAddress::NoCompanyDomain };
    if registrable(&mail).as_deref() != Some(site.as_str()) {
        return WorkAddress::OtherDomain(site);
    }
    WorkAddress::Verifiable(mail)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn signed_in(email: &str) -> Vec<String> {
        proven_domains(&RecruiterFacts { email: email.into(), email_verified: true, ..RecruiterFacts::default() })
    }

    #[test]
    fn a_work_address_at_the_websites_registrable_domain_verifies() {
        assert!(is_verified(&signed_in("jo@acme.com"), "https://www.acme.com"));
        assert!(is_verified(&signed_in("jo@eu.acme.com"), "acme.com/careers"));
        assert!(is_verified(&signed_in("Jo@ACME.com"), "Acme.com"));
        assert!(is_verified(&signed_in("jo@acme.com"), "careers.acme.com"), "the same registrable domain");
        assert!(is_verified(&signed_in("jo@mail.acme.co.uk"), "https://acme.co.uk"));
    }

    #[test]
    fn anything_else_does_not() {
        let unvouched = proven_domains(&RecruiterFacts { email: "jo@acme.com".into(), ..RecruiterFacts::default() });
        assert!(!is_verified(&unvouched, "acme.com"), "the issuer did not verify the address");
        assert!(!is_verified(&signed_in("jo@globex.com"), "acme.com"));
        assert!(!is_verified(&signed_in("jo@notacme.com"), "acme.com"));
        assert!(!is_verified(&signed_in("jo@gmail.com"), "gmail.com"), "free mail never verifies");
        assert!(!is_verified(&signed_in("jo@other.co.uk"), "acme.co.uk"), "co.uk is nobody's company");
        assert!(!is_verified(&signed_in("jo@me.github.io"), "you.github.io"));
        assert!(!is_verified(&signed_in("jo@acme.com"), "not a website"));
        assert!(!is_verified(&signed_in("not an address"), "acme.com"));
    }

    #[test]
    fn free_mail_covers_subdomains_and_any_top_level_domain() {
        for d in ["gmail.com", "proton.me", "gmx.de", "gmx.net", "mail.yahoo.com", "yandex.ru", "mailinator.com"] {
            assert!(is_free_mail(d), "{d}");
        }
        for d in ["acme.com", "notgmail.com", "gmx", "yandexcloud.com"] {
            assert!(!is_free_mail(d), "{d}");
        }
    }

    #[test]
    fn a_work_address_must_be_at_the_company_domain() {
        assert_eq!(
            check_work_address("jo@eu.acme.com", "https://acme.com"),
            WorkAddress::Verifiable("eu.acme.com".into())
        );
        assert_eq!(check_work_address("jo@gmail.com", "acme.com"), WorkAddress::FreeMail);
        assert_eq!(check_work_address("jo@globex.com", "acme.com"), WorkAddress::OtherDomain("acme.com".into()));
        assert_eq!(check_work_address("jo@acme.com", "gmail.com"), WorkAddress::NoCompanyDomain);
        assert_eq!(check_work_address("jo@acme.co.uk", "co.uk"), WorkAddress::NoCompanyDomain);
        assert_eq!(check_work_address("acme.com", "acme.com"), WorkAddress::NotAnAddress);
        assert_eq!(check_work_address("@acme.com", "acme.com"), WorkAddress::NotAnAddress);
    }
}
