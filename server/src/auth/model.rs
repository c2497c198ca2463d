//! Pure rules of sign-in: where a person may be sent back to, and how an identity is
//! read from an ID token's claims.

use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

// Which roles an account holds, as the session and the role choice answer it (a plain
// comment: a doc comment would change the OpenAPI document).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionRoles {
    pub is_job_seeker: bool,
    pub is_recruiter: bool,
}

/// A same-site path to return to after sign-in. Anything that could leave the site
/// (`//evil.example`, `/\evil.example`, `https://…`, control characters) is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReturnPath(String);

impl ReturnPath {
    pub fn parse(raw: &str) -> Option<Self> {
        let ok = raw.starts_with('/')
            && !raw.starts_with("//")
            && !raw.starts_with("/\\")
            && raw.len() <= 2048
            && !raw.chars().any(|c| c.is_control() || c == '\\')
            && !raw.starts_with("/api/")
            && !raw.starts_with("/dev-idp");
        ok.then(|| Self(raw.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// The identity we keep from a verified ID token.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ProfileClaims {
    pub issuer: String,
    pub subject: String,
    pub email: String,
    pub email_verified: bool,
    pub first_name: String,
    pub last_name: String,
    pub picture: Option<String>,
}

impl ProfileClaims {
    /// Reads the names and photo with the fallbacks of the spec: first name from
    /// `first_name`, `firstName` or `given_name`; last name from `last_name`, `lastName` or
    /// `family_name`; photo from `avatar_url`, `avatarUrl` or `picture`; when both names
    /// are empty, `full_name` or `name` split at the first space.
    pub fn from_claims(issuer: &str, subject: &str, claims: &Value) -> Self {
        let text = |keys: &[&str]| {
            keys.iter()
                .filter_map(|k| claims.get(*k).and_then(Value::as_str))
                .map(str::trim)
                .find(|v| !v.is_empty())
                .map(str::to_owned)
        };
        let mut first_name = text(&["first_name", "firstName", "given_name"]).unwrap_or_default();
        let mut last_name = text(&["last_name", "lastName", "family_name"]).unwrap_or_default();
        if first_name.is_empty()
            && last_name.is_empty()
            && let Some(full) = text(&["full_name", "name"])
        {
            let mut parts = full.splitn(2, char::is_whitespace);
            first_name = parts.next().unwrap_or_default().trim().to_owned();
            last_name = parts.next().unwrap_or_default().trim().to_owned();
        }
        let picture = text(&["avatar_url", "avatarUrl", "picture"]).filter(|p| p.starts_with("https://"));
        let email_verified = match claims.get("email_verified") {
            Some(Value::Bool(b)) => *b,
            // Some issuers send the boolean as a string.
            Some(Value::String(s)) => s.eq_ignore_ascii_case("true"),
            _ => false,
        };
        Self {
            issuer: issuer.to_owned(),
            subject: subject.to_owned(),
            email: text(&["email"]).unwrap_or_default(),
            email_verified,
            first_name,
            last_name,
            picture,
        }
    }
}

impl ProfileClaims {
    /// Whether Veil still needs claims the ID token left out: the e-mail, or any name.
    /// A conforming issuer returns `profile` and `email` from UserInfo instead (OpenID
    /// Connect Core 5.4).
    pub fn lacks_needed_claims(&self) -> bool {
        self.email.is_empty() || (self.first_name.is_empty() && self.last_name.is_empty())
    }
}

/// The ID token's claims completed with the UserInfo response's: every claim the ID token
/// carries stands, UserInfo only fills the gaps. UserInfo must be about the same person:
/// its `sub` must equal the ID token's (OpenID Connect Core 5.3.2).
pub fn merge_userinfo(id_token: &Value, userinfo: &Value, subject: &str) -> Result<Value, String> {
    let Some(info) = userinfo.as_object() else {
        return Err("the UserInfo response is not a JSON object".into());
    };
    if info.get("sub").and_then(Value::as_str) != Some(subject) {
        return Err("the UserInfo response is about another subject".into());
    }
    let mut merged = info.clone();
    if let Some(token) = id_token.as_object() {
        for (key, value) in token {
            if !value.is_null() {
                merged.insert(key.clone(), value.clone());
            }
        }
    }
    Ok(Value::Object(merged))
}

/// Where sign-in lands a person: a remembered location first, then by role.
pub fn landing_path(return_to: Option<&ReturnPath>, is_job_seeker: bool, is_recruiter: bool) -> String {
    if let Some(path) = return_to {
        return path.as_str().to_owned();
    }
    match (is_job_seeker, is_recruiter) {
        (true, _) => "/job-seeker-dashboard".into(),
        (false, true) => "/recruiter-dashboard".into(),
        (false, false) => "/onboarding-role".into(),
    }
}

/// Which sign-in provider an issuer is, for "Connected with LinkedIn".
pub fn provider_name(issuer: &str) -> &'static str {
    if issuer == "https://www.linkedin.com/oauth" {
        "linkedin"
    } else if issuer.ends_with("/dev-idp") {
        "development"
    } else {
        "oidc"
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn userinfo_fills_what_the_id_token_left_out() {
        let id_token = json!({"sub": "s1", "iss": "https://idp.example", "email": null});
        let userinfo = json!({"sub": "s1", "email": "u@example.com", "email_verified": true, "given_name": "Uma", "family_name": "Info"});
        let merged = merge_userinfo(&id_token, &userinfo, "s1").unwrap();
        let claims = ProfileClaims::from_claims("https://idp.example", "s1", &merged);
        assert_eq!((claims.email.as_str(), claims.email_verified), ("u@example.com", true));
        assert_eq!((claims.first_name.as_str(), claims.last_name.as_str()), ("Uma", "Info"));
        assert!(!claims.lacks_needed_claims());
        assert_eq!(merged["iss"], "https://idp.example");
    }

    #[test]
    fn the_id_token_claims_stand_over_userinfo() {
        let id_token = json!({"sub": "s1", "email": "token@example.com"});
        let userinfo = json!({"sub": "s1", "email": "other@example.com", "name": "Uma Info"});
        let merged = merge_userinfo(&id_token, &userinfo, "s1").unwrap();
        assert_eq!(merged["email"], "token@example.com");
        assert_eq!(merged["name"], "Uma Info");
    }

    #[test]
    fn userinfo_about_another_subject_or_not_an_object_is_refused() {
        let id_token = json!({"sub": "s1"});
        assert!(merge_userinfo(&id_token, &json!({"sub": "s2", "email": "x@example.com"}), "s1").is_err());
        assert!(merge_userinfo(&id_token, &json!({"email": "x@example.com"}), "s1").is_err());
        assert!(merge_userinfo(&id_token, &json!("s1"), "s1").is_err());
    }

    #[test]
    fn claims_lacking_an_email_or_every_name_are_incomplete() {
        let full = ProfileClaims::from_claims("i", "s", &json!({"email": "a@example.com", "name": "Ada"}));
        assert!(!full.lacks_needed_claims());
        assert!(ProfileClaims::from_claims("i", "s", &json!({"name": "Ada"})).lacks_needed_claims());
        assert!(ProfileClaims::from_claims("i", "s", &json!({"email": "a@example.com"})).lacks_needed_claims());
    }

    #[test]
    fn return_paths_stay_on_the_site() {
        assert!(ReturnPath::parse("/job-seeker-dashboard").is_some());
        assert!(ReturnPath::parse("/candidate/abc?x=1#top").is_some());
        for bad in [
            "//evil.example",
            "/\\evil.example",
            "https://evil.example",
            "evil",
            "",
            "/a\nb",
            "/api/auth/logout",
            "/ok\\..\\x",
        ] {
            assert!(ReturnPath::parse(bad).is_none(), "{bad:?}");
        }
    }

    #[test]
    fn standard_claims_give_names_and_photo() {
        let c = ProfileClaims::from_claims(
            "iss",
            "sub",
            &json!({
                "email": "ana@example.com", "email_verified": true,
                "given_name": "Ana", "family_name": "Silva", "picture": "https://cdn.example/a.jpg"
            }),
        );
        assert_eq!((c.first_name.as_str(), c.last_name.as_str()), ("Ana", "Silva"));
        assert_eq!(c.picture.as_deref(), Some("https://cdn.example/a.jpg"));
        assert!(c.email_verified);
    }

    #[test]
    fn alternative_keys_come_first() {
        let c = ProfileClaims::from_claims(
            "iss",
            "sub",
            &json!({
                "firstName": "Bo", "lastName": "Chen", "given_name": "X", "family_name": "Y", "avatarUrl": "https://a/b.png"
            }),
        );
        assert_eq!((c.first_name.as_str(), c.last_name.as_str()), ("Bo", "Chen"));
        assert_eq!(c.picture.as_deref(), Some("https://a/b.png"));
    }

    #[test]
    fn full_name_is_split_when_both_names_are_missing() {
        let c = ProfileClaims::from_claims("iss", "sub", &json!({"name": "Mary Anne van Dijk"}));
        assert_eq!((c.first_name.as_str(), c.last_name.as_str()), ("Mary", "Anne van Dijk"));
        let c = ProfileClaims::from_claims("iss", "sub", &json!({"full_name": "Prince"}));
        assert_eq!((c.first_name.as_str(), c.last_name.as_str()), ("Prince", ""));
        let c = ProfileClaims::from_claims("iss", "sub", &json!({"given_name": "Li", "name": "Li Wei"}));
        assert_eq!((c.first_name.as_str(), c.last_name.as_str()), ("Li", ""));
    }

    #[test]
    fn unverified_or_odd_email_flags() {
        assert!(!ProfileClaims::from_claims("i", "s", &json!({"email": "a@b.co"})).email_verified);
        assert!(ProfileClaims::from_claims("i", "s", &json!({"email_verified": "true"})).email_verified);
    }

    #[test]
    fn insecure_photo_urls_are_dropped() {
        let c = ProfileClaims::from_claims("i", "s", &json!({"picture": "http://tracker.example/p.gif"}));
        assert_eq!(c.picture, None);
    }

    #[test]
    fn landing_follows_the_spec() {
        let back = ReturnPath::parse("/edit-profile").unwrap();
        assert_eq!(landing_path(Some(&back), false, false), "/edit-profile");
        assert_eq!(landing_path(None, true, true), "/job-seeker-dashboard");
        assert_eq!(landing_path(None, true, false), "/job-seeker-dashboard");
        assert_eq!(landing_path(None, false, true), "/recruiter-dashboard");
        assert_eq!(landing_path(None, false, false), "/onboarding-role");
    }

    #[test]
    fn providers_by_issuer() {
        assert_eq!(provider_name("https://www.linkedin.com/oauth"), "linkedin");
        assert_eq!(provider_name("http://127.0.0.1:8080/dev-idp"), "development");
        assert_eq!(provider_name("https://accounts.example"), "oidc");
    }
}
