//! `Browser`: one person's browser against a `TestApp`, with its own cookies, signing in
//! through the development identity provider as a person would.

use std::time::Duration;

use reqwest::{Client, Response, header};
use serde_json::Value;

/// One person's browser: a cookie jar, no automatic redirects.
#[derive(Clone)]
pub struct Browser {
    pub base_url: String,
    pub client: Client,
}

impl Browser {
    pub fn new(base_url: &str) -> Self {
        let client = Client::builder()
            .cookie_store(true)
            .redirect(reqwest::redirect::Policy::none())
            .timeout(Duration::from_secs(20))
            .build()
            .unwrap();
        Self { base_url: base_url.to_owned(), client }
    }

    pub fn url(&self, path: &str) -> String {
        if path.starts_with("http") { path.to_owned() } else { format!("{}{}", self.base_url, path) }
    }

    pub async fn get(&self, path: &str) -> Response {
        self.client.get(self.url(path)).send().await.expect("GET")
    }

    /// A JSON request as our own pages send it (same origin, JSON body).
    pub async fn send_json(&self, method: reqwest::Method, path: &str, body: &Value) -> Response {
        self.client
            .request(method, self.url(path))
            .header(header::ORIGIN, &self.base_url)
            .json(body)
            .send()
            .await
            .expect("request")
    }

    /// A body-less mutating request from our own pages.
    pub async fn send_empty(&self, method: reqwest::Method, path: &str) -> Response {
        self.client
            .request(method, self.url(path))
            .header(header::ORIGIN, &self.base_url)
            .send()
            .await
            .expect("request")
    }

    /// A request with a raw body and content type, for uploads and bad-input cases.
    pub async fn post_raw(&self, path: &str, content_type: &str, body: impl Into<reqwest::Body>) -> Response {
        self.client
            .post(self.url(path))
            .header(header::ORIGIN, &self.base_url)
            .header(header::CONTENT_TYPE, content_type)
            .body(body)
            .send()
            .await
            .expect("POST")
    }

    /// Starts sign-in and returns the issuer's authorize URL.
    pub async fn start_sign_in(&self, return_to: Option<&str>) -> url::Url {
        let path = match return_to {
            Some(r) => format!("/api/auth/login?returnTo={}", urlencode(r)),
            None => "/api/auth/login".to_owned(),
        };
        let response = self.get(&path).await;
        assert_eq!(response.status(), reqwest::StatusCode::SEE_OTHER, "login redirects to the issuer");
        url::Url::parse(location(&response)).expect("authorize URL")
    }

    /// Signs in through the development identity provider as a person would, and
    /// returns where the app sent them afterwards.
    pub async fn sign_in(&self, email: &str, first_name: &str, last_name: &str) -> String {
        self.sign_in_returning(email, first_name, last_name, None).await
    }

    pub async fn sign_in_returning(
        &self,
        email: &str,
        first_name: &str,
        last_name: &str,
        return_to: Option<&str>,
    ) -> String {
        let callback = self.complete_sign_in(email, first_name, last_name, return_to).await;
        location(&callback).to_owned()
    }

    /// Signs in and returns the session cookie the callback set (`name=value`), to replay
    /// it after this browser has dropped it (sign-out, account deletion).
    pub async fn sign_in_keeping_cookie(&self, email: &str) -> String {
        let callback = self.complete_sign_in(email, "Sam", "Cookie", None).await;
        callback
            .headers()
            .get_all(header::SET_COOKIE)
            .iter()
            .map(|v| v.to_str().expect("cookie header").split(';').next().unwrap_or_default().to_owned())
            .find(|c| c.starts_with("veil_session=") && c.len() > "veil_session=".len())
            .expect("a session cookie")
    }

    /// Goes through the development provider's form and returns the app's callback response.
    async fn complete_sign_in(
        &self,
        email: &str,
        first_name: &str,
        last_name: &str,
        return_to: Option<&str>,
    ) -> Response {
        let authorize = self.start_sign_in(return_to).await;
        let mut form: Vec<(String, String)> = authorize.query_pairs().into_owned().collect();
        form.retain(|(k, _)| {
            matches!(
                k.as_str(),
                "client_id" | "redirect_uri" | "state" | "nonce" | "code_challenge" | "code_challenge_method"
            )
        });
        form.extend([
            ("email".into(), email.into()),
            ("first_name".into(), first_name.into()),
            ("last_name".into(), last_name.into()),
        ]);
        let issued = self.client.post(self.url("/dev-idp/authorize")).form(&form).send().await.expect("authorize");
        assert_eq!(issued.status(), reqwest::StatusCode::SEE_OTHER, "the provider redirects back with a code");
        let callback = self.get(location(&issued)).await;
        assert_eq!(callback.status(), reqwest::StatusCode::SEE_OTHER);
        callback
    }
}

pub fn location(response: &Response) -> &str {
    response.headers().get(header::LOCATION).expect("Location header").to_str().unwrap()
}

pub fn urlencode(text: &str) -> String {
    url::form_urlencoded::byte_serialize(text.as_bytes()).collect()
}
