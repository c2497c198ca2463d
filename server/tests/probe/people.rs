//! The cast of the probe: who each person is, the identity markers planted in their
//! fields and files, and who may see which marker.

use reqwest::Method;
use serde_json::{Value, json};

use crate::common::{Browser, TestApp, fake_idp, fake_idp::FakeIdp, json};

pub const ADMIN_EMAIL: &str = "zqadminmail@probe.example";

#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, PartialOrd, Ord)]
pub enum Who {
    Anonymous,
    Seeker,
    NoEmployer,
    Recruiter,
    Dual,
    Recruiter2,
    Admin,
}

pub const EVERYONE: [Who; 7] =
    [Who::Anonymous, Who::Seeker, Who::NoEmployer, Who::Recruiter, Who::Dual, Who::Recruiter2, Who::Admin];

impl Who {
    pub fn code(self) -> &'static str {
        match self {
            Who::Anonymous => "anon",
            Who::Seeker => "seek",
            Who::NoEmployer => "noemp",
            Who::Recruiter => "recone",
            Who::Dual => "dual",
            Who::Recruiter2 => "rectwo",
            Who::Admin => "admin",
        }
    }

    pub fn role(self) -> Option<&'static str> {
        match self {
            Who::Seeker => Some("job_seeker"),
            Who::NoEmployer | Who::Recruiter | Who::Recruiter2 => Some("recruiter"),
            Who::Dual => Some("both"),
            Who::Anonymous | Who::Admin => None,
        }
    }

    pub fn has_employer(self) -> bool {
        matches!(self, Who::Recruiter | Who::Recruiter2 | Who::Dual)
    }

    pub fn is_seeker(self) -> bool {
        matches!(self, Who::Seeker | Who::Dual)
    }

    pub fn company(self) -> String {
        format!("Zq{}company Holdings", self.code())
    }

    pub fn codename(self) -> String {
        format!("zq-{}-codename", self.code())
    }
}

/// Which identity field a marker stands in.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Field {
    FirstName,
    LastName,
    Email,
    LinkedIn,
    Phone,
    Photo,
}

/// Whether `viewer` may be shown `owner`'s `field`.
pub fn may_see(viewer: Who, owner: Who, field: Field) -> bool {
    if viewer == owner || viewer == Who::Admin {
        return true;
    }
    // The seeker approved the first recruiter's request.
    if owner == Who::Seeker && viewer == Who::Recruiter {
        return true;
    }
    // A recruiter introduces themselves (name, LinkedIn, photo) to the candidates they
    // asked: the first recruiter asked the seeker and the dual person; the second
    // recruiter and the dual person asked the seeker.
    let asked = matches!(
        (owner, viewer),
        (Who::Recruiter, Who::Seeker | Who::Dual) | (Who::Recruiter2, Who::Seeker) | (Who::Dual, Who::Seeker)
    );
    asked && matches!(field, Field::FirstName | Field::LastName | Field::LinkedIn | Field::Photo)
}

pub struct Person {
    pub who: Who,
    pub browser: Browser,
    pub account_id: String,
    pub public_id: Option<String>,
    pub markers: Vec<(Field, String)>,
}

impl Person {
    pub fn anonymous(app: &TestApp) -> Self {
        Person {
            who: Who::Anonymous,
            browser: app.new_browser(),
            account_id: String::new(),
            public_id: None,
            markers: vec![],
        }
    }

    /// Signs in through the issuer with marker names and e-mail, takes the role, and
    /// fills the profile and company page the role allows (marker LinkedIn, phone, photo).
    pub async fn sign_up(app: &TestApp, idp: &FakeIdp, who: Who) -> Self {
        let code = who.code();
        let (first, last) = (format!("Zq{code}first"), format!("Zq{code}last"));
        let email = if who == Who::Admin { ADMIN_EMAIL.to_owned() } else { format!("zq{code}mail@probe.example") };
        let browser = fake_idp::person(app, idp, &email, &first, &last).await;
        let account_id = json(browser.get("/api/session").await).await["user"]["id"].as_str().unwrap().to_owned();
        let mut markers = vec![(Field::FirstName, first), (Field::LastName, last), (Field::Email, email)];
        if let Some(role) = who.role() {
            let r = browser.send_json(Method::PUT, "/api/roles", &json!({ "role": role })).await;
            assert_eq!(r.status(), 200, "{who:?} takes the role {role}");
        }
        let mut public_id = None;
        if who.is_seeker() {
            let r = browser.send_json(Method::PUT, "/api/profile", &profile_body(who)).await;
            assert_eq!(r.status(), 200, "{who:?} saves a profile");
            public_id = Some(json(r).await["id"].as_str().unwrap().to_owned());
            markers.push((Field::LinkedIn, format!("https://www.linkedin.com/in/zq{code}link")));
            markers.push((Field::Phone, phone(who).to_owned()));
        }
        if who.has_employer() {
            let r = browser.send_json(Method::PUT, "/api/employer", &employer_body(who)).await;
            assert_eq!(r.status(), 200, "{who:?} saves a company page");
            let logo = browser.post_raw("/api/uploads/logo", "image/png", super::png(20, 10, who as u8)).await;
            assert_eq!(logo.status(), 200, "{who:?} uploads a logo");
        }
        if matches!(who, Who::Seeker | Who::Dual | Who::Recruiter) {
            let photo = browser.post_raw("/api/uploads/photo", "image/png", super::png(30, 30, who as u8 + 40)).await;
            assert_eq!(photo.status(), 200, "{who:?} uploads a photo");
            let url = json(photo).await["avatarUrl"].as_str().unwrap().to_owned();
            markers.push((Field::Photo, file_key(&url)));
        }
        Person { who, browser, account_id, public_id, markers }
    }
}

fn phone(who: Who) -> &'static str {
    if who == Who::Dual { "0499 812 733" } else { "0411 276 354" }
}

pub fn profile_body(who: Who) -> Value {
    json!({
        "codename": who.codename(), "headline": format!("Probe headline {}", who.code()),
        "skills": ["Rust", "Probing"], "location": "Perth, Western Australia, Australia",
        "city": "Perth", "state": "Western Australia", "country": "Australia",
        "pitch": format!("Probe pitch {}", who.code()),
        "linkedinUrl": format!("https://www.linkedin.com/in/zq{}link", who.code()),
        "phoneNumber": phone(who), "phoneCountryCode": "+61",
    })
}

pub fn employer_body(who: Who) -> Value {
    json!({"companyName": who.company(), "website": format!("https://{}.example", who.code()),
           "recruiterRole": "Talent Partner", "location": format!("Office of {}", who.code())})
}

/// The opaque part of a signed file URL: its key, without the signature.
pub fn file_key(url: &str) -> String {
    url.split('?').next().unwrap().rsplit('/').next().unwrap().to_owned()
}
