//! Who a recruiter is to the shields: a `Viewer`, made from what Veil knows of the
//! recruiter (`RecruiterFacts`, re-exported here from `facts`) with the verification rules, and the search terms that
//! leave out the profiles whose entries match them.

pub use super::facts::RecruiterFacts;
use super::{
    keys::{UNVERIFIED_KEPT_OUT, blocked_term, company_key, domain_term, name_term, with_parents},
    verification,
};

/// What Veil knows of a recruiter that no form lets them change, as the shields match
/// it. Company names and websites are typed freely, so they never decide alone: a
/// recruiter who could rename their company and watch profiles come and go would learn
/// which employer each profile hides from. The default viewer is one nothing is known
/// of: unverified, matching no entry, so no profile with an entry is theirs to see
/// unless its owner lets unverified recruiters in.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Viewer {
    /// The recruiter's account: the job seekers who blocked it are gone to them, as if
    /// their shield named the company. Empty: nobody in particular.
    pub account: String,
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

impl Viewer {
    pub fn of(facts: &RecruiterFacts) -> Self {
        let proven = verification::proven_domains(facts);
        let verified = facts.website.as_deref().is_some_and(|site| verification::is_verified(&proven, site));
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
        Self { account: facts.account.clone(), verified, company_keys, domains }
    }

    /// The terms that leave a profile out of this viewer's searches and counts: those of
    /// the entries that match them, their block, and for an unverified viewer every
    /// profile that keeps unverified recruiters out.
    pub fn terms(&self) -> Vec<String> {
        let mut terms: Vec<String> = self.domains.iter().map(|d| domain_term(d)).collect();
        if !self.account.is_empty() {
            terms.push(blocked_term(&self.account));
        }
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
    use crate::privacy::shield::keys::entry_terms;

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
    fn a_recruiter_is_matched_by_their_own_block_whatever_their_company() {
        let blocked =
            Viewer::of(&RecruiterFacts { account: "acct-7".into(), ..facts("jo@gmail.com", "Acme", "acme.com") });
        assert_eq!(blocked.terms(), ["d:gmail.com", "b:acct-7", UNVERIFIED_KEPT_OUT]);
        assert!(!Viewer::default().terms().iter().any(|t| t.starts_with("b:")), "nobody in particular: no block");
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
