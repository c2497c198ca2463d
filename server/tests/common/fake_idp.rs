//! A stand-in OpenID Connect issuer for the tampering tests: it speaks the real protocol
//! over HTTP (discovery, JWKS, token endpoint) and returns whatever ID token the test
//! crafts, so each attack reaches the relying party exactly as it would in production.

use std::sync::{Arc, Mutex, OnceLock};

use axum::{
    Json, Router,
    extract::State,
    routing::{get, post},
};
use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use hmac::{Hmac, Mac};
use rsa::{
    RsaPrivateKey, RsaPublicKey,
    pkcs1v15::SigningKey,
    pkcs8::{EncodePublicKey, LineEnding},
    signature::{SignatureEncoding, Signer},
    traits::PublicKeyParts,
};
use serde_json::{Value, json};
use sha2::Sha256;

pub const CLIENT_ID: &str = "test-client";
pub const CLIENT_SECRET: &str = "test-secret";
pub const KEY_ID: &str = "test-key";

fn keys() -> &'static (RsaPrivateKey, RsaPrivateKey) {
    static KEYS: OnceLock<(RsaPrivateKey, RsaPrivateKey)> = OnceLock::new();
    KEYS.get_or_init(|| {
        let mut rng = rand::thread_rng();
        (RsaPrivateKey::new(&mut rng, 2048).unwrap(), RsaPrivateKey::new(&mut rng, 2048).unwrap())
    })
}

/// How the next ID token is made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Forgery {
    None,
    AlgNone,
    Hs256WithPublicKey,
    UnknownKeyId,
    BadSignature,
    WrongIssuer,
    WrongAudience,
    Expired,
    IssuedInFuture,
    WrongNonce,
}

#[derive(Clone)]
struct Shared {
    issuer: String,
    pkce: bool,
    /// (forgery, claims to merge, the nonce the relying party sent, now in seconds)
    next: Arc<Mutex<(Forgery, Value, String, i64)>>,
    /// When set, the ID token carries no profile or e-mail claims and `/userinfo`
    /// answers these (as a conforming provider does in the code flow).
    userinfo: Arc<Mutex<Option<Value>>>,
}

/// The claims a provider may keep out of the ID token and serve from UserInfo.
const PROFILE_CLAIMS: &[&str] = &["email", "email_verified", "given_name", "family_name", "name", "picture"];

pub struct FakeIdp {
    pub issuer: String,
    shared: Shared,
}

impl FakeIdp {
    /// Starts the issuer on a free port. `pkce` decides whether discovery offers S256
    /// (LinkedIn's does not).
    pub async fn start(pkce: bool) -> Self {
        keys();
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let issuer = format!("http://{}", listener.local_addr().unwrap());
        let shared = Shared {
            issuer: issuer.clone(),
            pkce,
            next: Arc::new(Mutex::new((Forgery::None, json!({}), String::new(), 0))),
            userinfo: Arc::new(Mutex::new(None)),
        };
        let app = Router::new()
            .route("/.well-known/openid-configuration", get(discovery))
            .route("/jwks", get(jwks))
            .route("/token", post(token))
            .route("/userinfo", get(userinfo))
            .with_state(shared.clone());
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        Self { issuer, shared }
    }

    /// From now on, profile and e-mail claims come only from UserInfo, which answers
    /// `claims` to the access token the token endpoint issued.
    pub fn claims_only_in_userinfo(&self, claims: Value) {
        *self.shared.userinfo.lock().unwrap() = Some(claims);
    }

    /// Prepares the ID token for the next code exchange.
    pub fn prepare(&self, forgery: Forgery, claims: Value, nonce: &str, now_secs: i64) {
        *self.shared.next.lock().unwrap() = (forgery, claims, nonce.to_owned(), now_secs);
    }
}

async fn discovery(State(s): State<Shared>) -> Json<Value> {
    let mut doc = json!({
        "issuer": s.issuer,
        "authorization_endpoint": format!("{}/authorize", s.issuer),
        "token_endpoint": format!("{}/token", s.issuer),
        "userinfo_endpoint": format!("{}/userinfo", s.issuer),
        "jwks_uri": format!("{}/jwks", s.issuer),
        "response_types_supported": ["code"],
        "subject_types_supported": ["public"],
        "id_token_signing_alg_values_supported": ["RS256"],
        "token_endpoint_auth_methods_supported": ["client_secret_post"],
    });
    if s.pkce {
        doc["code_challenge_methods_supported"] = json!(["S256"]);
    }
    Json(doc)
}

async fn jwks() -> Json<Value> {
    let public = RsaPublicKey::from(&keys().0);
    Json(json!({"keys": [{
        "kty": "RSA", "use": "sig", "alg": "RS256", "kid": KEY_ID,
        "n": URL_SAFE_NO_PAD.encode(public.n().to_bytes_be()),
        "e": URL_SAFE_NO_PAD.encode(public.e().to_bytes_be()),
    }]}))
}

async fn token(State(s): State<Shared>) -> Json<Value> {
    let (forgery, extra, nonce, now) = s.next.lock().unwrap().clone();
    let mut claims = json!({
        "iss": s.issuer, "sub": "subject-123", "aud": CLIENT_ID,
        "iat": now, "exp": now + 300, "nonce": nonce,
        "email": "casey@example.com", "email_verified": true,
        "given_name": "Casey", "family_name": "Jordan",
    });
    match forgery {
        Forgery::WrongIssuer => claims["iss"] = json!("https://evil.example"),
        Forgery::WrongAudience => claims["aud"] = json!("someone-else"),
        Forgery::Expired => {
            claims["iat"] = json!(now - 3600);
            claims["exp"] = json!(now - 1800);
        }
        Forgery::IssuedInFuture => {
            claims["iat"] = json!(now + 3600);
            claims["exp"] = json!(now + 7200);
        }
        Forgery::WrongNonce => claims["nonce"] = json!("not-the-nonce"),
        _ => {}
    }
    if let (Some(target), Some(source)) = (claims.as_object_mut(), extra.as_object()) {
        for (k, v) in source {
            target.insert(k.clone(), v.clone());
        }
    }
    if s.userinfo.lock().unwrap().is_some()
        && let Some(object) = claims.as_object_mut()
    {
        object.retain(|key, _| !PROFILE_CLAIMS.contains(&key.as_str()));
    }
    let id_token = sign(forgery, &claims);
    Json(json!({"access_token": "at", "token_type": "Bearer", "expires_in": 300, "id_token": id_token}))
}

async fn userinfo(
    State(s): State<Shared>,
    headers: axum::http::HeaderMap,
) -> Result<Json<Value>, axum::http::StatusCode> {
    let bearer = headers.get("authorization").and_then(|v| v.to_str().ok());
    if bearer != Some("Bearer at") {
        return Err(axum::http::StatusCode::UNAUTHORIZED);
    }
    s.userinfo.lock().unwrap().clone().map(Json).ok_or(axum::http::StatusCode::NOT_FOUND)
}

fn b64(value: &Value) -> String {
    URL_SAFE_NO_PAD.encode(serde_json::to_vec(value).unwrap())
}

fn sign(forgery: Forgery, claims: &Value) -> String {
    let (good, other) = keys();
    match forgery {
        Forgery::AlgNone => format!("{}.{}.", b64(&json!({"alg": "none", "typ": "JWT"})), b64(claims)),
        Forgery::Hs256WithPublicKey => {
            let input = format!("{}.{}", b64(&json!({"alg": "HS256", "typ": "JWT", "kid": KEY_ID})), b64(claims));
            let pem = RsaPublicKey::from(good).to_public_key_pem(LineEnding::LF).unwrap();
            let mut mac = Hmac::<Sha256>::new_from_slice(pem.as_bytes()).unwrap();
            mac.update(input.as_bytes());
            format!("{input}.{}", URL_SAFE_NO_PAD.encode(mac.finalize().into_bytes()))
        }
        Forgery::UnknownKeyId => rs256(other, "another-key", claims),
        Forgery::BadSignature => {
            let token = rs256(good, KEY_ID, claims);
            let (head, sig) = token.rsplit_once('.').unwrap();
            let (header, _) = head.split_once('.').unwrap();
            let mut tampered = claims.clone();
            tampered["email"] = json!("attacker@example.com");
            format!("{header}.{}.{sig}", b64(&tampered))
        }
        _ => rs256(good, KEY_ID, claims),
    }
}

fn rs256(key: &RsaPrivateKey, kid: &str, claims: &Value) -> String {
    let input = format!("{}.{}", b64(&json!({"alg": "RS256", "typ": "JWT", "kid": kid})), b64(claims));
    let signer = SigningKey::<Sha256>::new(key.clone());
    let signature = signer.sign(input.as_bytes()).to_vec();
    format!("{input}.{}", URL_SAFE_NO_PAD.encode(signature))
}

/// Settings that make the app trust `idp` (production mode: no `/dev-idp`).
pub fn external_issuer(idp: &FakeIdp) -> super::Tweak {
    let issuer = idp.issuer.clone();
    Box::new(move |s| {
        s.oidc_issuer_url = issuer;
        s.oidc_client_id = CLIENT_ID.into();
        s.oidc_client_secret = veil::config::Secret::new(CLIENT_SECRET);
    })
}

pub fn param(url: &url::Url, name: &str) -> String {
    url.query_pairs().find(|(k, _)| k == name).map(|(_, v)| v.into_owned()).unwrap_or_default()
}

/// Signs `browser` in through `idp` with the ID token's `claims` merged over the
/// defaults; returns where the app sent the browser afterwards.
pub async fn sign_in_external(app: &super::TestApp, idp: &FakeIdp, browser: &super::Browser, claims: Value) -> String {
    let authorize = browser.start_sign_in(None).await;
    idp.prepare(Forgery::None, claims, &param(&authorize, "nonce"), app.clock.now_millis() / 1000);
    let r = browser.get(&format!("/api/auth/callback?code=c&state={}", param(&authorize, "state"))).await;
    super::location(&r).to_owned()
}

/// Signs a new browser in through `idp` as a person with this e-mail (its own subject).
pub async fn person(app: &super::TestApp, idp: &FakeIdp, email: &str, first: &str, last: &str) -> super::Browser {
    let browser = app.new_browser();
    let claims = json!({"sub": format!("sub-{email}"), "email": email, "given_name": first, "family_name": last});
    let landed = sign_in_external(app, idp, &browser, claims).await;
    assert!(!landed.contains("error"), "sign-in of {email} failed: {landed}");
    browser
}
