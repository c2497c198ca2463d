//! Whether a recruiter's company is verified: their issuer-verified
//! sign-in e-mail is at the domain of their company website, or one of its subdomains.
//! A free-mail or disposable address (`data/free-mail-domains.txt`) never verifies.
//! A pure rule of the e-mail and website, so it is computed wherever it is shown and
//! is always as true as they are.

use std::{
    collections::{BTreeSet, HashMap},
    sync::LazyLock,
};

use super::store;
use crate::{
    db::Db,
    ids::RecruiterId,
    privacy::shield::keys::{domain, email_domain, is_within},
};

static FREE_MAIL: LazyLock<Vec<&'static str>> = LazyLock::new(|| {
    include_str!("../../data/free-mail-domains.txt")
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

/// Whether the company at `website` is verified for someone signed in as `email`.
pub fn is_verified(email: &str, email_verified: bool, website: &str) -> bool {
    let (Some(mail), Some(site)) = (email_domain(email), domain(website)) else { return false };
    email_verified && !is_free_mail(&mail) && !is_free_mail(&site) && is_within(&mail, &site)
}

/// Whether each of `ids` has a verified company, in one query; a recruiter without a
/// company profile is absent (not verified).
pub async fn verified_among(db: &Db, ids: &[RecruiterId]) -> Result<HashMap<RecruiterId, bool>, sqlx::Error> {
    let unique: Vec<RecruiterId> = ids.iter().cloned().collect::<BTreeSet<_>>().into_iter().collect();
    let rows = store::verification_inputs(db, &unique).await?;
    Ok(rows.into_iter().map(|(id, website, email, checked)| (id, is_verified(&email, checked, &website))).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_work_address_at_the_website_verifies() {
        assert!(is_verified("jo@acme.com", true, "https://www.acme.com"));
        assert!(is_verified("jo@eu.acme.com", true, "acme.com/careers"));
        assert!(is_verified("Jo@ACME.com", true, "Acme.com"));
    }

    #[test]
    fn anything_else_does_not() {
        assert!(!is_verified("jo@acme.com", false, "acme.com"), "the issuer did not verify the address");
        assert!(!is_verified("jo@globex.com", true, "acme.com"));
        assert!(!is_verified("jo@acme.com", true, "careers.acme.com"), "a parent domain is not the website's");
        assert!(!is_verified("jo@notacme.com", true, "acme.com"));
        assert!(!is_verified("jo@gmail.com", true, "gmail.com"), "free mail never verifies");
        assert!(!is_verified("jo@acme.com", true, "not a website"));
        assert!(!is_verified("not an address", true, "acme.com"));
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
}
