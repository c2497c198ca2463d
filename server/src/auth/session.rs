//! Server-side sessions. The cookie carries a random 256-bit token; the database keeps
//! only its SHA-256, so a copy of the database opens no session. A session ends when
//! unused for the idle period, at its absolute expiry, at sign-out, or with its account.

use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};
use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use sha2::{Digest, Sha256};

use super::{session_cache::SessionCache, store};
use crate::{config::Settings, db::Db, ids::AccountId, secrets::random_token};

/// What we store in place of a token.
pub fn token_hash(token: &str) -> String {
    URL_SAFE_NO_PAD.encode(Sha256::digest(token.as_bytes()))
}

/// The session cookie's name; `__Host-` behind https pins it to our exact origin.
pub fn cookie_name(settings: &Settings) -> &'static str {
    if settings.served_over_https() { "__Host-veil_session" } else { "veil_session" }
}

pub fn session_cookie(settings: &Settings, token: String) -> Cookie<'static> {
    Cookie::build((cookie_name(settings), token))
        .path("/")
        .http_only(true)
        .secure(settings.served_over_https())
        .same_site(SameSite::Lax)
        .max_age(time::Duration::seconds(settings.session_max_age().as_secs() as i64))
        .build()
}

pub fn removal_cookie(settings: &Settings) -> Cookie<'static> {
    Cookie::build((cookie_name(settings), ""))
        .path("/")
        .http_only(true)
        .secure(settings.served_over_https())
        .same_site(SameSite::Lax)
        .max_age(time::Duration::ZERO)
        .build()
}

/// Opens a session for `user_id` and returns its token. Always a fresh token: sign-in
/// rotates the session id.
pub async fn open(db: &Db, settings: &Settings, user_id: &AccountId, now: i64) -> Result<String, sqlx::Error> {
    let token = random_token();
    let expires_at = now + settings.session_max_age().as_millis() as i64;
    store::insert_session(db, &token_hash(&token), user_id, now, expires_at).await?;
    Ok(token)
}

/// The token hash of the session cookie in `jar`, if there is one.
pub fn cookie_hash(settings: &Settings, jar: &CookieJar) -> Option<String> {
    jar.get(cookie_name(settings)).map(|cookie| token_hash(cookie.value()))
}

/// A session that is alive: whose it is and when it ends unless used again.
pub struct LiveSession {
    pub user_id: AccountId,
    pub ends_at: i64,
}

/// The session stored under `hash`, if it is alive; refreshes its idle timer.
pub async fn resolve(db: &Db, settings: &Settings, hash: &str, now: i64) -> Result<Option<LiveSession>, sqlx::Error> {
    let idle_ms = settings.session_idle().as_millis() as i64;
    let Some(row) = store::find_session(db, hash).await? else { return Ok(None) };
    if now >= row.expires_at || now - row.last_seen_at >= idle_ms {
        store::delete_session(db, hash).await?;
        return Ok(None);
    }
    // One write a minute at most keeps the idle timer right without a write per request.
    let mut last_seen_at = row.last_seen_at;
    if now - row.last_seen_at > 60_000 {
        store::touch_session(db, hash, now).await?;
        last_seen_at = now;
    }
    Ok(row.user_id.map(|user_id| LiveSession { user_id, ends_at: row.expires_at.min(last_seen_at + idle_ms) }))
}

/// Ends the session in `jar` on the server, and in the cache of who sessions belong to.
pub async fn close(db: &Db, cache: &SessionCache, settings: &Settings, jar: &CookieJar) -> Result<(), sqlx::Error> {
    if let Some(hash) = cookie_hash(settings, jar) {
        cache.forget_session(&hash);
        store::delete_session(db, &hash).await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_random_and_hashes_stable() {
        let (a, b) = (random_token(), random_token());
        assert_ne!(a, b);
        assert_eq!(a.len(), 43);
        assert_eq!(token_hash(&a), token_hash(&a));
        assert_ne!(token_hash(&a), a);
    }

    #[test]
    fn cookie_is_http_only_lax_and_secure_behind_https() {
        let mut settings = Settings::defaults_with_data_dir("/tmp");
        let c = session_cookie(&settings, "t".into());
        assert_eq!(c.name(), "veil_session");
        assert_eq!(c.http_only(), Some(true));
        assert_eq!(c.same_site(), Some(SameSite::Lax));
        assert_ne!(c.secure(), Some(true));
        settings.public_url = "https://veil.example".parse().unwrap();
        let c = session_cookie(&settings, "t".into());
        assert_eq!(c.name(), "__Host-veil_session");
        assert_eq!(c.secure(), Some(true));
    }
}
