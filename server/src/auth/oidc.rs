//! The OpenID Connect relying party: authorization code flow with `state` and `nonce`
//! always, PKCE (S256) whenever the issuer advertises it, ID tokens verified for
//! signature (RS256 only), issuer, audience, expiry, issue time and nonce. The same code
//! runs against LinkedIn, any other issuer, and our development provider.

use std::{sync::Arc, time::Duration};

use anyhow::{Context, anyhow};
use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use openidconnect::{
    AdditionalProviderMetadata, AuthType, AuthenticationFlow, AuthorizationCode, ClientId, ClientSecret, CsrfToken,
    IssuerUrl, Nonce, OAuth2TokenResponse, PkceCodeChallenge, PkceCodeVerifier, ProviderMetadata, RedirectUrl, Scope,
    TokenResponse,
    core::{
        CoreAuthDisplay, CoreAuthPrompt, CoreClaimName, CoreClaimType, CoreClient, CoreClientAuthMethod, CoreGrantType,
        CoreJsonWebKey, CoreJweContentEncryptionAlgorithm, CoreJweKeyManagementAlgorithm, CoreResponseMode,
        CoreResponseType, CoreSubjectIdentifierType,
    },
};
use serde::{Deserialize, Serialize};
use tokio::sync::RwLock;

use super::model::{ProfileClaims, merge_userinfo};
use crate::{config::Settings, secrets::InstanceKey};

/// The one discovery field openidconnect does not model: whether PKCE S256 is offered.
#[derive(Clone, Debug, Default, Deserialize, Serialize)]
pub struct PkceSupport {
    #[serde(default)]
    pub code_challenge_methods_supported: Option<Vec<String>>,
}
impl AdditionalProviderMetadata for PkceSupport {}

pub type DiscoveredMetadata = ProviderMetadata<
    PkceSupport,
    CoreAuthDisplay,
    CoreClientAuthMethod,
    CoreClaimName,
    CoreClaimType,
    CoreGrantType,
    CoreJweContentEncryptionAlgorithm,
    CoreJweKeyManagementAlgorithm,
    CoreJsonWebKey,
    CoreResponseMode,
    CoreResponseType,
    CoreSubjectIdentifierType,
>;

/// Clock skew we accept on `iat` and `exp`.
const CLOCK_SKEW: Duration = Duration::from_secs(60);

/// A started sign-in: where to send the browser, and what to keep for the callback.
pub struct LoginStart {
    pub authorize_url: String,
    pub state: String,
    pub nonce: String,
    pub pkce_verifier: Option<String>,
}

#[derive(Clone)]
pub struct RelyingParty {
    issuer: String,
    client_id: String,
    client_secret: String,
    redirect_uri: String,
    http: reqwest::Client,
    /// Discovery is fetched at the first sign-in and kept; start-up needs no network.
    metadata: Arc<RwLock<Option<DiscoveredMetadata>>>,
}

impl RelyingParty {
    pub fn from_settings(settings: &Settings, key: &InstanceKey) -> anyhow::Result<Self> {
        let (client_id, client_secret) = if settings.development_mode() {
            (super::dev_idp::CLIENT_ID.to_owned(), super::dev_idp::client_secret(key))
        } else {
            (settings.oidc_client_id.trim().to_owned(), settings.oidc_client_secret.expose().to_owned())
        };
        let http = reqwest::Client::builder()
            // Following redirects would let a compromised issuer point us anywhere.
            .redirect(reqwest::redirect::Policy::none())
            .timeout(Duration::from_secs(10))
            .build()
            .context("cannot build the HTTP client for sign-in")?;
        Ok(Self {
            issuer: settings.effective_issuer_url(),
            client_id,
            client_secret,
            redirect_uri: format!("{}/api/auth/callback", settings.public_origin()),
            http,
            metadata: Arc::new(RwLock::new(None)),
        })
    }

    pub fn issuer(&self) -> &str {
        &self.issuer
    }

    async fn metadata(&self) -> anyhow::Result<DiscoveredMetadata> {
        if let Some(m) = self.metadata.read().await.as_ref() {
            return Ok(m.clone());
        }
        let issuer = IssuerUrl::new(self.issuer.clone()).context("issuer URL")?;
        let discovered = DiscoveredMetadata::discover_async(issuer, &self.http)
            .await
            .map_err(|e| anyhow!("OIDC discovery failed: {e}"))?;
        *self.metadata.write().await = Some(discovered.clone());
        Ok(discovered)
    }

    fn client(&self, metadata: DiscoveredMetadata) -> anyhow::Result<CoreClientWithMetadata> {
        // LinkedIn accepts the client secret only in the request body.
        let basic = metadata
            .token_endpoint_auth_methods_supported()
            .is_none_or(|m| m.contains(&CoreClientAuthMethod::ClientSecretBasic));
        let pkce = metadata
            .additional_metadata()
            .code_challenge_methods_supported
            .as_ref()
            .is_some_and(|m| m.iter().any(|x| x == "S256"));
        let client = CoreClient::from_provider_metadata(
            metadata,
            ClientId::new(self.client_id.clone()),
            Some(ClientSecret::new(self.client_secret.clone())),
        )
        .set_redirect_uri(RedirectUrl::new(self.redirect_uri.clone()).context("redirect URI")?)
        .set_auth_type(if basic { AuthType::BasicAuth } else { AuthType::RequestBody });
        Ok(CoreClientWithMetadata { client, pkce })
    }

    /// Starts a sign-in: the issuer's authorize URL with fresh state, nonce and PKCE.
    pub async fn start(&self) -> anyhow::Result<LoginStart> {
        let CoreClientWithMetadata { client, pkce } = self.client(self.metadata().await?)?;
        let mut request = client
            .authorize_url(
                AuthenticationFlow::<CoreResponseType>::AuthorizationCode,
                CsrfToken::new_random,
                Nonce::new_random,
            )
            .add_scope(Scope::new("profile".into()))
            .add_scope(Scope::new("email".into()))
            .add_prompt(CoreAuthPrompt::Consent);
        let mut verifier = None;
        if pkce {
            let (challenge, v) = PkceCodeChallenge::new_random_sha256();
            request = request.set_pkce_challenge(challenge);
            verifier = Some(v.secret().clone());
        }
        let (url, state, nonce) = request.url();
        Ok(LoginStart {
            authorize_url: url.to_string(),
            state: state.secret().clone(),
            nonce: nonce.secret().clone(),
            pkce_verifier: verifier,
        })
    }

    /// Exchanges the code and verifies the ID token; returns the identity it carries.
    pub async fn finish(
        &self,
        code: &str,
        nonce: &str,
        pkce_verifier: Option<&str>,
        now_millis: i64,
    ) -> anyhow::Result<ProfileClaims> {
        let metadata = self.metadata().await?;
        let userinfo_endpoint = metadata.userinfo_endpoint().map(|u| u.url().clone());
        let CoreClientWithMetadata { client, .. } = self.client(metadata)?;
        let mut exchange = client
            .exchange_code(AuthorizationCode::new(code.to_owned()))
            .context("the issuer has no token endpoint")?;
        if let Some(v) = pkce_verifier {
            exchange = exchange.set_pkce_verifier(PkceCodeVerifier::new(v.to_owned()));
        }
        let tokens = exchange.request_async(&self.http).await.map_err(|e| anyhow!("token exchange failed: {e}"))?;
        let id_token = tokens.id_token().context("the token response has no ID token")?;
        let now = chrono::DateTime::from_timestamp_millis(now_millis).context("clock")?;
        let skew = chrono::Duration::from_std(CLOCK_SKEW).expect("small duration");
        let verifier = client.id_token_verifier().set_time_fn(move || now).set_issue_time_verifier_fn(move |iat| {
            if iat > now + skew { Err("the ID token was issued in the future".into()) } else { Ok(()) }
        });
        let claims =
            id_token.claims(&verifier, &Nonce::new(nonce.to_owned())).map_err(|e| anyhow!("ID token rejected: {e}"))?;
        let subject = claims.subject().to_string();
        // The signature covers the whole payload; read the names it carries, including
        // the non-standard keys some issuers use.
        let payload = id_token.to_string();
        let raw = payload.split('.').nth(1).context("ID token shape")?;
        let json: serde_json::Value = serde_json::from_slice(&URL_SAFE_NO_PAD.decode(raw).context("ID token payload")?)
            .context("ID token payload JSON")?;
        let mut profile = ProfileClaims::from_claims(&self.issuer, &subject, &json);
        if profile.lacks_needed_claims()
            && let Some(endpoint) = userinfo_endpoint
        {
            let userinfo = self.userinfo(endpoint, tokens.access_token().secret()).await?;
            let merged = merge_userinfo(&json, &userinfo, &subject).map_err(anyhow::Error::msg)?;
            profile = ProfileClaims::from_claims(&self.issuer, &subject, &merged);
        }
        if profile.email.is_empty() {
            return Err(anyhow!("neither the ID token nor UserInfo carries an e-mail (scope email missing?)"));
        }
        Ok(profile)
    }

    /// The UserInfo response (plain JSON; a signed one is not supported) for this access
    /// token.
    async fn userinfo(&self, endpoint: url::Url, access_token: &str) -> anyhow::Result<serde_json::Value> {
        let response = self
            .http
            .get(endpoint)
            .bearer_auth(access_token)
            .header(reqwest::header::ACCEPT, "application/json")
            .send()
            .await
            .map_err(|e| anyhow!("UserInfo request failed: {e}"))?;
        if !response.status().is_success() {
            return Err(anyhow!("UserInfo answered {}", response.status()));
        }
        response.json().await.map_err(|e| anyhow!("UserInfo is not JSON: {e}"))
    }
}

/// The client after discovery: authorization and token endpoints set, user info maybe.
type DiscoveredClient = openidconnect::Client<
    openidconnect::EmptyAdditionalClaims,
    CoreAuthDisplay,
    openidconnect::core::CoreGenderClaim,
    CoreJweContentEncryptionAlgorithm,
    CoreJsonWebKey,
    CoreAuthPrompt,
    openidconnect::StandardErrorResponse<openidconnect::core::CoreErrorResponseType>,
    openidconnect::core::CoreTokenResponse,
    openidconnect::core::CoreTokenIntrospectionResponse,
    openidconnect::core::CoreRevocableToken,
    openidconnect::core::CoreRevocationErrorResponse,
    openidconnect::EndpointSet,
    openidconnect::EndpointNotSet,
    openidconnect::EndpointNotSet,
    openidconnect::EndpointNotSet,
    openidconnect::EndpointMaybeSet,
    openidconnect::EndpointMaybeSet,
>;

struct CoreClientWithMetadata {
    client: DiscoveredClient,
    pkce: bool,
}
