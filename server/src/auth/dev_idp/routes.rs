//! The development identity provider's endpoints: discovery, JWKS, authorize, token.

use axum::{
    Form, Json, Router,
    extract::{Query, State},
    http::{HeaderMap, StatusCode, header},
    response::{Html, IntoResponse, Redirect, Response},
    routing::{get, post},
};
use base64::{
    Engine,
    engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD},
};
use openidconnect::{
    AccessToken, Audience, AuthorizationCode, EmptyAdditionalClaims, EndUserEmail, EndUserFamilyName, EndUserGivenName,
    EndUserName, EndUserPictureUrl, IssuerUrl, LocalizedClaim, Nonce, StandardClaims, SubjectIdentifier,
    core::{CoreIdToken, CoreIdTokenClaims, CoreJwsSigningAlgorithm},
};
use serde::Deserialize;
use serde_json::json;
use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;

use super::{
    CLIENT_ID, CODE_LIFETIME_MS, DevIdp, ID_TOKEN_LIFETIME_SECS, page,
    page::AuthorizeParams,
    store,
    store::{CodeGrant, Identity},
};
use crate::{auth::session::token_hash, secrets::random_token};
use crate::{mail::address::EmailAddress, state::AppState};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/dev-idp/.well-known/openid-configuration", get(discovery))
        .route("/dev-idp/jwks", get(jwks))
        .route("/dev-idp/authorize", get(authorize_page).post(authorize_submit))
        .route("/dev-idp/token", post(token))
}

fn idp(state: &AppState) -> &DevIdp {
    state.dev_idp.as_ref().expect("dev-idp routes are mounted only in development mode")
}

async fn discovery(State(state): State<AppState>) -> Json<serde_json::Value> {
    let issuer = &idp(&state).issuer;
    Json(json!({
        "issuer": issuer,
        "authorization_endpoint": format!("{issuer}/authorize"),
        "token_endpoint": format!("{issuer}/token"),
        "jwks_uri": format!("{issuer}/jwks"),
        "response_types_supported": ["code"],
        "subject_types_supported": ["public"],
        "id_token_signing_alg_values_supported": ["RS256"],
        "scopes_supported": ["openid", "profile", "email"],
        "token_endpoint_auth_methods_supported": ["client_secret_basic", "client_secret_post"],
        "claims_supported": ["sub", "email", "email_verified", "name", "given_name", "family_name", "picture"],
        "code_challenge_methods_supported": ["S256"],
        "grant_types_supported": ["authorization_code"],
    }))
}

async fn jwks(State(state): State<AppState>) -> Json<serde_json::Value> {
    Json(serde_json::to_value(idp(&state).key.jwks()).unwrap_or_default())
}

#[derive(Debug, Deserialize, Default)]
struct AuthorizeQuery {
    #[serde(default)]
    client_id: String,
    #[serde(default)]
    redirect_uri: String,
    #[serde(default)]
    response_type: String,
    #[serde(default)]
    scope: String,
    #[serde(default)]
    state: String,
    #[serde(default)]
    nonce: String,
    #[serde(default)]
    code_challenge: String,
    #[serde(default)]
    code_challenge_method: String,
}

fn bad_request(message: &str) -> Response {
    (
        StatusCode::BAD_REQUEST,
        Html(format!("<!doctype html><title>Sign-in error</title><p>{}</p>", page::escape(message))),
    )
        .into_response()
}

async fn authorize_page(State(state): State<AppState>, Query(q): Query<AuthorizeQuery>) -> Response {
    let idp = idp(&state);
    if q.client_id != CLIENT_ID || q.redirect_uri != idp.redirect_uri {
        return bad_request("Unknown client or redirect URI.");
    }
    if q.response_type != "code" || !q.scope.split(' ').any(|s| s == "openid") {
        return bad_request("Only the authorization code flow with the openid scope is supported.");
    }
    let identities = store::recent_identities(&state.db, 8).await.unwrap_or_default();
    Html(page::render(&params_of(&q), &identities, None)).into_response()
}

fn params_of(q: &AuthorizeQuery) -> AuthorizeParams<'_> {
    AuthorizeParams {
        client_id: &q.client_id,
        redirect_uri: &q.redirect_uri,
        state: &q.state,
        nonce: &q.nonce,
        code_challenge: &q.code_challenge,
        code_challenge_method: &q.code_challenge_method,
    }
}

#[derive(Debug, Deserialize)]
struct AuthorizeForm {
    #[serde(flatten)]
    request: AuthorizeQuery,
    #[serde(default)]
    subject: String,
    #[serde(default)]
    email: String,
    #[serde(default)]
    first_name: String,
    #[serde(default)]
    last_name: String,
    #[serde(default)]
    picture_url: String,
    #[serde(default)]
    deny: String,
}

/// A stable subject per e-mail address, as a real issuer keeps one per account.
fn subject_for(email: &EmailAddress) -> String {
    let digest = Sha256::digest(email.normalized().as_bytes());
    format!("dev-{}", &hex(&digest)[..24])
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn redirect_with(redirect_uri: &str, pairs: &[(&str, &str)]) -> Response {
    let Ok(mut url) = url::Url::parse(redirect_uri) else {
        return bad_request("Invalid redirect URI.");
    };
    url.query_pairs_mut().extend_pairs(pairs);
    Redirect::to(url.as_str()).into_response()
}

async fn authorize_submit(State(state): State<AppState>, Form(form): Form<AuthorizeForm>) -> Response {
    let idp = idp(&state);
    let q = &form.request;
    if q.client_id != CLIENT_ID || q.redirect_uri != idp.redirect_uri {
        return bad_request("Unknown client or redirect URI.");
    }
    if !form.deny.is_empty() {
        return redirect_with(&q.redirect_uri, &[("error", "access_denied"), ("state", &q.state)]);
    }
    let now = state.clock.now_millis();
    let identity = if !form.subject.is_empty() {
        match store::find_identity(&state.db, &form.subject).await {
            Ok(Some(identity)) => identity,
            _ => return bad_request("That identity is no longer known here."),
        }
    } else {
        let Ok(email) = EmailAddress::parse(&form.email) else {
            let identities = store::recent_identities(&state.db, 8).await.unwrap_or_default();
            let html = page::render(&params_of(q), &identities, Some("Please enter a valid email address"));
            return (StatusCode::UNPROCESSABLE_ENTITY, Html(html)).into_response();
        };
        let picture = form.picture_url.trim();
        Identity {
            subject: subject_for(&email),
            email: email.as_str().to_owned(),
            first_name: form.first_name.trim().chars().take(100).collect(),
            last_name: form.last_name.trim().chars().take(100).collect(),
            picture_url: if picture.starts_with("https://") {
                picture.chars().take(2000).collect()
            } else {
                String::new()
            },
        }
    };
    if store::save_identity(&state.db, &identity, now).await.is_err() {
        return bad_request("Could not save the identity.");
    }
    let code = random_token();
    let grant = CodeGrant {
        subject: identity.subject.clone(),
        client_id: q.client_id.clone(),
        redirect_uri: q.redirect_uri.clone(),
        nonce: (!q.nonce.is_empty()).then(|| q.nonce.clone()),
        code_challenge: (q.code_challenge_method == "S256" && !q.code_challenge.is_empty())
            .then(|| q.code_challenge.clone()),
        expires_at: now + CODE_LIFETIME_MS,
    };
    if store::insert_code(&state.db, &token_hash(&code), &grant).await.is_err() {
        return bad_request("Could not issue a code.");
    }
    redirect_with(&q.redirect_uri, &[("code", &code), ("state", &q.state)])
}

#[derive(Debug, Deserialize)]
struct TokenForm {
    #[serde(default)]
    grant_type: String,
    #[serde(default)]
    code: String,
    #[serde(default)]
    redirect_uri: String,
    #[serde(default)]
    client_id: String,
    #[serde(default)]
    client_secret: String,
    #[serde(default)]
    code_verifier: String,
}

fn oauth_error(status: StatusCode, error: &str) -> Response {
    (status, Json(json!({ "error": error }))).into_response()
}

/// The client's credentials, from HTTP Basic or the form body.
fn client_credentials(headers: &HeaderMap, form: &TokenForm) -> (String, String) {
    let basic = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Basic "))
        .and_then(|b| STANDARD.decode(b).ok())
        .and_then(|b| String::from_utf8(b).ok())
        .and_then(|pair| {
            let (id, secret) = pair.split_once(':')?;
            let decode =
                |s: &str| url::form_urlencoded::parse(format!("x={s}").as_bytes()).next().map(|(_, v)| v.into_owned());
            Some((decode(id)?, decode(secret)?))
        });
    basic.unwrap_or_else(|| (form.client_id.clone(), form.client_secret.clone()))
}

async fn token(State(state): State<AppState>, headers: HeaderMap, Form(form): Form<TokenForm>) -> Response {
    let idp = idp(&state);
    let (client_id, secret) = client_credentials(&headers, &form);
    let secret_ok: bool = secret.as_bytes().ct_eq(idp.client_secret.as_bytes()).into();
    if client_id != CLIENT_ID || !secret_ok {
        return oauth_error(StatusCode::UNAUTHORIZED, "invalid_client");
    }
    if form.grant_type != "authorization_code" {
        return oauth_error(StatusCode::BAD_REQUEST, "unsupported_grant_type");
    }
    let now = state.clock.now_millis();
    let grant = match store::take_code(&state.db, &token_hash(&form.code)).await {
        Ok(Some(grant)) if grant.expires_at > now => grant,
        _ => return oauth_error(StatusCode::BAD_REQUEST, "invalid_grant"),
    };
    if grant.client_id != client_id || grant.redirect_uri != form.redirect_uri {
        return oauth_error(StatusCode::BAD_REQUEST, "invalid_grant");
    }
    if let Some(challenge) = &grant.code_challenge {
        let computed = URL_SAFE_NO_PAD.encode(Sha256::digest(form.code_verifier.as_bytes()));
        if &computed != challenge {
            return oauth_error(StatusCode::BAD_REQUEST, "invalid_grant");
        }
    }
    let Ok(Some(identity)) = store::find_identity(&state.db, &grant.subject).await else {
        return oauth_error(StatusCode::BAD_REQUEST, "invalid_grant");
    };
    let access_token = AccessToken::new(random_token());
    match id_token(idp, &identity, &grant, &access_token, &form.code, now) {
        Ok(id_token) => Json(json!({
            "access_token": access_token.secret(),
            "token_type": "Bearer",
            "expires_in": ID_TOKEN_LIFETIME_SECS,
            "scope": "openid profile email",
            "id_token": id_token,
        }))
        .into_response(),
        Err(err) => {
            tracing::error!(error = %err, "dev-idp could not sign an ID token");
            oauth_error(StatusCode::INTERNAL_SERVER_ERROR, "server_error")
        }
    }
}

fn id_token(
    idp: &DevIdp,
    identity: &Identity,
    grant: &CodeGrant,
    access_token: &AccessToken,
    code: &str,
    now_millis: i64,
) -> anyhow::Result<String> {
    let now = chrono::DateTime::from_timestamp_millis(now_millis).ok_or_else(|| anyhow::anyhow!("clock"))?;
    let full_name = format!("{} {}", identity.first_name, identity.last_name).trim().to_owned();
    let localized = |v: &str| (!v.is_empty()).then(|| v.to_owned());
    let mut standard = StandardClaims::new(SubjectIdentifier::new(identity.subject.clone()))
        .set_email(Some(EndUserEmail::new(identity.email.clone())))
        .set_email_verified(Some(true))
        .set_given_name(localized(&identity.first_name).map(|v| LocalizedClaim::from(EndUserGivenName::new(v))))
        .set_family_name(localized(&identity.last_name).map(|v| LocalizedClaim::from(EndUserFamilyName::new(v))))
        .set_name(localized(&full_name).map(|v| LocalizedClaim::from(EndUserName::new(v))));
    if !identity.picture_url.is_empty() {
        standard =
            standard.set_picture(Some(LocalizedClaim::from(EndUserPictureUrl::new(identity.picture_url.clone()))));
    }
    let claims = CoreIdTokenClaims::new(
        IssuerUrl::new(idp.issuer.clone())?,
        vec![Audience::new(grant.client_id.clone())],
        now + chrono::Duration::seconds(ID_TOKEN_LIFETIME_SECS),
        now,
        standard,
        EmptyAdditionalClaims {},
    )
    .set_nonce(grant.nonce.clone().map(Nonce::new));
    let token = CoreIdToken::new(
        claims,
        &idp.key.private,
        CoreJwsSigningAlgorithm::RsaSsaPkcs1V15Sha256,
        Some(access_token),
        Some(&AuthorizationCode::new(code.to_owned())),
    )?;
    Ok(token.to_string())
}
