-- Sign-in attempts between the redirect to the issuer and its callback: single use,
-- bound to the browser by a cookie holding the state.
CREATE TABLE oidc_logins (
    state_hash    TEXT PRIMARY KEY,
    nonce         TEXT NOT NULL,
    pkce_verifier TEXT,
    return_to     TEXT,
    created_at    BIGINT NOT NULL,
    expires_at    BIGINT NOT NULL
);

-- The development identity provider's people and its single-use authorization codes.
CREATE TABLE dev_idp_identities (
    subject      TEXT PRIMARY KEY,
    email        TEXT NOT NULL,
    first_name   TEXT NOT NULL DEFAULT '',
    last_name    TEXT NOT NULL DEFAULT '',
    picture_url  TEXT NOT NULL DEFAULT '',
    last_used_at BIGINT NOT NULL
);

CREATE TABLE dev_idp_codes (
    code_hash      TEXT PRIMARY KEY,
    subject        TEXT NOT NULL,
    client_id      TEXT NOT NULL,
    redirect_uri   TEXT NOT NULL,
    nonce          TEXT,
    code_challenge TEXT,
    expires_at     BIGINT NOT NULL
);
