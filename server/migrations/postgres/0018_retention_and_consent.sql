-- Records of cookie-consent choices, the proof of consent: a random id the browser
-- keeps, the choices and the policy version. No IP address; an account only when the
-- choice was made signed in. Deleted after their retention period.
CREATE TABLE consent_records (
    id             TEXT PRIMARY KEY,
    consent_id     TEXT NOT NULL,
    account_id     TEXT REFERENCES users (id) ON DELETE CASCADE,
    choice         TEXT NOT NULL CHECK (choice IN ('accept_all', 'reject_all', 'custom')),
    analytics      BOOLEAN NOT NULL,
    advertising    BOOLEAN NOT NULL,
    policy_version TEXT NOT NULL,
    recorded_at    BIGINT NOT NULL
);
CREATE INDEX consent_records_consent_idx ON consent_records (consent_id, recorded_at);
CREATE INDEX consent_records_recorded_idx ON consent_records (recorded_at);
CREATE INDEX consent_records_account_idx ON consent_records (account_id);

-- An unused account's end: when its owner last kept it (the e-mailed "Keep my account"
-- link) and which deletion date each warning was about.
CREATE TABLE account_inactivity (
    account_id       TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    kept_at          BIGINT,
    warned_deadline  BIGINT,
    first_warning_at BIGINT,
    final_warning_at BIGINT
);
