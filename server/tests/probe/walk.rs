//! The walk's requests: every operation of the OpenAPI document, its path filled with
//! other people's objects and its body one the right person would have accepted.

use reqwest::Method;
use serde_json::{Value, json};

use super::people::{self, Person, Who};
use super::png;
use super::setup::Objects;

/// One request of the walk.
pub struct Case {
    pub method: Method,
    pub template: String,
    pub path: String,
    pub body: Body,
}

pub enum Body {
    None,
    Json(Value),
    Raw(&'static str, Vec<u8>),
}

/// Every operation of the document except the stream (walked on its own) and the two
/// that end a session (walked last), with path parameters filled in with other
/// people's objects and a body that the right person would have accepted.
pub fn cases(doc: &Value, who: Who, objects: &Objects) -> Vec<Case> {
    let mut out = Vec::new();
    for (template, methods) in doc["paths"].as_object().unwrap() {
        for method in methods.as_object().unwrap().keys() {
            let method = Method::from_bytes(method.to_uppercase().as_bytes()).unwrap();
            let key = format!("{method} {template}");
            if matches!(key.as_str(), "GET /api/events" | "DELETE /api/account" | "POST /api/auth/logout") {
                continue;
            }
            let path = template
                .replace("{profile_id}", &objects.seeker_profile)
                .replace("{batchId}", &objects.admin_batch)
                .replace("{place_id}", "2147714")
                .replace(
                    "{saved_search_id}",
                    if key.starts_with("DELETE ") { &objects.saved_search_to_delete } else { &objects.saved_search },
                )
                .replace(
                    "{id}",
                    if template.starts_with("/api/notifications") {
                        &objects.seeker_notification
                    } else {
                        &objects.pending_request
                    },
                );
            let query = match template.as_str() {
                "/api/search" | "/api/search/debug" => "?q=probing",
                "/api/profile/codename-availability" => "?codename=zq-free-codename",
                "/api/places/autocomplete" => "?input=per",
                "/api/places/resolve" => "?q=Perth",
                "/api/places/reverse" => "?lat=-31.95&lng=115.86",
                "/api/email/unsubscribe" | "/api/account/keep" => "?token=probe.not-signed",
                _ => "",
            };
            out.push(Case {
                body: body_for(&key, who, objects),
                method,
                template: template.clone(),
                path: path + query,
            });
        }
    }
    // Reads first, so the lists are walked as the interactions left them.
    out.sort_by_key(|c| (c.method != Method::GET, c.template.clone(), c.method.to_string()));
    out
}

pub fn body_for(key: &str, who: Who, objects: &Objects) -> Body {
    let own_profile = if who.is_seeker() { who } else { Who::Seeker };
    Body::Json(match key {
        "POST /api/admin/emails" => {
            json!({"userIds": [objects.recruiter2_account], "subject": "Probe", "content": "Hi", "isHtml": false})
        }
        "POST /api/admin/users" => json!({}),
        "POST /api/assistant/codenames" => json!({"jobTitle": "Data engineer"}),
        "POST /api/assistant/generate" => json!({"type": "headline", "input": "data engineer"}),
        "POST /api/early-access" => json!({"email": "zqearly@probe.example"}),
        "POST /api/consent" => json!({"consentId": "6f1c0a52-3b7e-4c1d-9e2f-8a4b5c6d7e8f", "choice": "reject_all",
            "analytics": false, "advertising": false, "policyVersion": "1"}),
        // The people without a company page send an invalid one, so they stay without.
        "PUT /api/employer" if !who.has_employer() => json!({}),
        "PUT /api/employer" => people::employer_body(who),
        "PUT /api/profile" => people::profile_body(own_profile),
        // An empty list: an entry would hide the job seeker from the walk's recruiters.
        "PUT /api/employer-shield" => json!({"entries": []}),
        // A request nobody sent: a real one would block the walk's recruiter.
        "POST /api/blocks" => json!({"requestId": "0190a000-0000-7000-8000-00000000b10c"}),
        "POST /api/reports" => json!({"requestId": "0190a000-0000-7000-8000-00000000b10c", "reason": "spam"}),
        // A profile nobody has: a real one would file a report against the walk's job seeker.
        "POST /api/candidate-reports" => json!({"profileId": "0190a000-0000-7000-8000-00000000b10c", "reason": "spam"}),
        "PUT /api/admin/warning-template" | "PUT /api/admin/job-seeker-warning-template" => {
            json!({"subject": "Probe warning", "body": "Please stop."})
        }
        "POST /api/admin/reports/{id}" => json!({"action": "dismiss", "reason": "probe"}),
        "POST /api/admin/suspensions/{accountId}/lift" => json!({"reason": "probe"}),
        "POST /api/employer/work-email" => json!({"email": "probe@gmail.com"}),
        "POST /api/employer/work-email/code" => json!({"code": "000000"}),
        "PATCH /api/account/email-settings" => json!({"weeklyDigest": "weekly"}),
        "PATCH /api/profile" => json!({"headline": format!("Probe headline {}", own_profile.code())}),
        "POST /api/profile/anonymity-check" => {
            json!({"headline": "Data engineer", "country": "Finland", "locationPrecision": "country", "skills": ["SQL"]})
        }
        "POST /api/profile-views" => json!({"profileId": objects.seeker_profile}),
        "POST /api/profile/freshness" => json!({"answer": "keep_visible"}),
        // None on: a preference would stop the walk's requests.
        "PUT /api/profile/request-preferences" => json!({}),
        "POST /api/profile-views/debug/generate" => {
            json!({"viewerId": objects.recruiter2_account, "viewedProfileId": objects.dual_profile})
        }
        "POST /api/reveal-requests" => json!({"profileId": objects.seeker_profile, "message": "Again"}),
        "PATCH /api/reveal-requests/{id}" => json!({"status": "declined"}),
        "POST /api/reveal-requests/{id}/messages" => json!({"body": "A probe question"}),
        "PUT /api/roles" => json!({"role": who.role().unwrap_or("admin")}),
        "POST /api/search/history" => json!({"keyword": "probing"}),
        "POST /api/saved-searches" => json!({"name": "Probe walk", "keyword": "probing", "alerts": true}),
        "PATCH /api/saved-searches/{saved_search_id}" => json!({"name": "Probe renamed", "alerts": true}),
        // A photo would replace the planted one; the walk checks who may upload.
        "POST /api/uploads/photo" => return Body::Raw("image/png", b"not a picture".to_vec()),
        "POST /api/uploads/logo" => return Body::Raw("image/png", png(16, 16, 7)),
        k if k.starts_with("GET ") || k.starts_with("DELETE ") => return Body::None,
        _ => return Body::None,
    })
}

pub async fn send(person: &Person, case: &Case) -> reqwest::Response {
    let b = &person.browser;
    match &case.body {
        Body::None if case.method == Method::GET => b.get(&case.path).await,
        Body::None => b.send_empty(case.method.clone(), &case.path).await,
        Body::Json(v) => b.send_json(case.method.clone(), &case.path, v).await,
        Body::Raw(t, bytes) => b.post_raw(&case.path, t, bytes.clone()).await,
    }
}
