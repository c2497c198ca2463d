//! What the notifications of reveal requests say. Never the job seeker's identity: a
//! notification outlives the approval it announces.

use super::{
    model::{Decision, RequestStatus, ShownStatus, day_of},
    offer::Offer,
};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    pub title: &'static str,
    pub message: String,
}

/// To the job seeker: who asks, the job details when given, and whether the company's
/// domain is verified.
pub fn new_request(company: &str, offer: Option<&Offer>, verified: bool) -> String {
    let verification = if verified { "Verified company domain" } else { "Company not verified" };
    match offer {
        Some(offer) => format!("{company} would like to see who you are. {}. {verification}.", offer.summary()),
        None => format!("{company} would like to see who you are. {verification}."),
    }
}

/// To the recruiter, after an answer that changed something (`before` is the status
/// shown until then); a decline's reason goes with it.
pub fn answer(codename: &str, before: ShownStatus, after: &Decision) -> (&'static str, String) {
    let until = after.visible_until.map(|end| format!(" until {}", day_of(end)));
    match after.status {
        RequestStatus::Approved if before == ShownStatus::Approved => (
            "Reveal Duration Changed",
            match until {
                Some(until) => format!("Candidate {codename} lets you see who they are{until}."),
                None => format!("Candidate {codename} lets you see who they are until they revoke it."),
            },
        ),
        RequestStatus::Approved => (
            "Reveal Request Approved",
            format!(
                "Candidate {codename} approved your request. You can now see who they are{}.",
                until.unwrap_or_default()
            ),
        ),
        _ => {
            let reason = after.decline_reason.map(|r| format!(" Reason: {}.", r.label())).unwrap_or_default();
            ("Reveal Request Declined", format!("Candidate {codename} declined your request.{reason}"))
        }
    }
}

/// To the job seeker, about a request still unanswered that expires on `expires`.
pub fn reminder(company: &str, expires: &str) -> String {
    format!("{company} is waiting for your answer. Unanswered, the request expires on {expires}.")
}

/// To the job seeker and to the recruiter when an approval ended (`was_approved`) or a
/// request went unanswered for the `days` it had.
pub fn ended(was_approved: bool, company: &str, codename: &str, days: i64) -> (Notice, Notice) {
    if was_approved {
        (
            Notice {
                title: "Reveal Ended",
                message: format!("{company} can no longer see who you are. You can approve their request again."),
            },
            Notice {
                title: "Reveal Ended",
                message: format!("Candidate {codename}'s identity is hidden again: the time they chose has ended."),
            },
        )
    } else {
        (
            Notice {
                title: "Reveal Request Expired",
                message: format!("The request from {company} expired after {days} days without an answer."),
            },
            Notice {
                title: "Reveal Request Expired",
                message: format!("Candidate {codename} did not answer within {days} days. You can send a new request."),
            },
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reveal::model::{DAY_MS, DeclineReason, RevealDuration};

    fn decision(status: RequestStatus, visible_until: Option<i64>, reason: Option<DeclineReason>) -> Decision {
        Decision {
            status,
            approved_at: Some(0),
            duration: Some(RevealDuration::Days30),
            visible_until,
            decline_reason: reason,
            decline_note: None,
        }
    }

    #[test]
    fn an_approval_says_until_when() {
        let approved = decision(RequestStatus::Approved, Some(1_800_000_000_000 + 30 * DAY_MS), None);
        assert_eq!(
            answer("amber-comet", ShownStatus::Pending, &approved),
            (
                "Reveal Request Approved",
                "Candidate amber-comet approved your request. You can now see who they are until Feb 14, 2027.".into()
            )
        );
        let forever = decision(RequestStatus::Approved, None, None);
        assert_eq!(answer("a", ShownStatus::Approved, &forever).0, "Reveal Duration Changed");
    }

    #[test]
    fn a_decline_carries_its_reason() {
        let declined = decision(RequestStatus::Declined, None, Some(DeclineReason::CompanyNotAFit));
        assert_eq!(
            answer("amber-comet", ShownStatus::Approved, &declined).1,
            "Candidate amber-comet declined your request. Reason: company not a fit."
        );
    }

    #[test]
    fn a_new_request_names_the_company_and_the_job() {
        assert_eq!(new_request("Acme", None, false), "Acme would like to see who you are. Company not verified.");
        let offer = Offer { role_title: Some("SRE".into()), ..Offer::default() };
        assert_eq!(
            new_request("Acme", Some(&offer), true),
            "Acme would like to see who you are. SRE. Verified company domain."
        );
    }

    #[test]
    fn endings_tell_both_sides_differently() {
        let (seeker, recruiter) = ended(false, "Acme", "amber-comet", 14);
        assert_eq!(seeker.title, "Reveal Request Expired");
        assert_eq!(seeker.message, "The request from Acme expired after 14 days without an answer.");
        assert!(recruiter.message.contains("did not answer within 14 days. You can send a new request"));
        assert_eq!(
            reminder("Acme", "Jan 29, 2027"),
            "Acme is waiting for your answer. Unanswered, the request expires on Jan 29, 2027."
        );
    }
}
