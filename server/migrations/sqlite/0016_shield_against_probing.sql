-- The employer shield must answer the same whatever a recruiter types. It matches a
-- recruiter by what Veil verified about them and by their history, kept here.

-- When the company's name or website last changed: a change waits 30 days after the
-- previous one.
ALTER TABLE employers ADD COLUMN details_changed_at BIGINT;

-- Every company name an account has held, by its key (privacy::shield::keys): the shield
-- matches a verified recruiter by all of them, so renaming is no way around an entry.
-- Never shown to anyone.
CREATE TABLE company_name_history (
    account_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    company_key   TEXT NOT NULL,
    first_held_at BIGINT NOT NULL,
    PRIMARY KEY (account_id, company_key)
);

-- Domains a recruiter proved they receive mail at, with a code sent to a work address.
CREATE TABLE verified_mail_domains (
    account_id  TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    domain      TEXT NOT NULL,
    verified_at BIGINT NOT NULL,
    PRIMARY KEY (account_id, domain)
);

-- Codes sent to work addresses: only a keyed hash of the code, and the domain it proves
-- (not the address). Each send is a row, so the rate limit counts them.
CREATE TABLE work_email_codes (
    id         TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    domain     TEXT NOT NULL,
    code_hash  TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    attempts   BIGINT NOT NULL DEFAULT 0,
    used_at    BIGINT
);
CREATE INDEX work_email_codes_account_idx ON work_email_codes (account_id, created_at);

-- A job seeker with shield entries keeps recruiters whose company is not verified out
-- (they cannot be matched to an employer) unless they switch this on.
ALTER TABLE users ADD COLUMN shield_allows_unverified BOOLEAN NOT NULL DEFAULT FALSE;
