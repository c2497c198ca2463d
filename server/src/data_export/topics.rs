//! The ZIP's table of contents: every topic file with what it holds and the tables it
//! reads (`TOPICS`, which `manifest.json` lists and a test checks against the schema),
//! and the files as they are gathered, put in that order at the end.

use serde::Serialize;

use crate::{db::clock::to_rfc3339, state::AppState, storage::FileRef};

/// A file of the ZIP.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExportFile {
    pub name: String,
    pub bytes: Vec<u8>,
}

/// One topic file: its name in the ZIP, what it holds, and the tables it reads.
pub struct Topic {
    pub file: &'static str,
    pub about: &'static str,
    pub tables: &'static [&'static str],
}

/// Every topic, in the order of the ZIP. A table that mentions a person is read by one
/// of them (`tests/data_export.rs` compares this with the database's catalogue).
pub const TOPICS: &[Topic] = &[
    Topic {
        file: "account.json",
        about: "Your sign-in account and the identity it carries: name, e-mail, LinkedIn, phone.",
        tables: &["users", "user_profiles"],
    },
    Topic {
        file: "roles.json",
        about: "Whether you use Veil as a job seeker, a recruiter or both.",
        tables: &["users_roles"],
    },
    Topic {
        file: "sign-ins.json",
        about: "Your sessions: when each began, was last used and ends.",
        tables: &["sessions"],
    },
    Topic { file: "profile.json", about: "Your anonymous job seeker profile, as you saved it.", tables: &["profiles"] },
    Topic { file: "employer-profile.json", about: "Your company page.", tables: &["employers"] },
    Topic {
        file: "company-verification.json",
        about: "The company names your account has held, the domains you verified with a work e-mail code, and the codes sent (never the code itself).",
        tables: &["company_name_history", "verified_mail_domains", "work_email_codes"],
    },
    Topic {
        file: "reveal-requests-received.json",
        about: "Reveal requests recruiters sent you, with your answers.",
        tables: &["reveal_requests"],
    },
    Topic {
        file: "reveal-requests-sent.json",
        about: "Reveal requests you sent; a candidate's identity only while they approve it.",
        tables: &["reveal_requests"],
    },
    Topic {
        file: "messages.json",
        about: "The messages you wrote and received on reveal requests; the other side as the app named them \
                before any reveal (a company, or a candidate's codename). Where the other person left Veil, \
                only your own messages.",
        tables: &["reveal_messages", "reveal_thread_marks", "departed_threads", "departed_messages"],
    },
    Topic { file: "notifications.json", about: "Your notifications.", tables: &["notifications"] },
    Topic {
        file: "profile-views.json",
        about: "Views of your anonymous profile, and the profiles you viewed.",
        tables: &["profile_views"],
    },
    Topic { file: "search-history.json", about: "The searches you ran.", tables: &["search_history"] },
    Topic {
        file: "saved-searches.json",
        about: "Your saved searches, and the anonymous profiles each found that you may still see.",
        tables: &["saved_searches", "saved_search_matches"],
    },
    Topic {
        file: "employer-shield.json",
        about: "The employers your profile hides from.",
        tables: &["employer_shields"],
    },
    Topic {
        file: "blocks.json",
        about: "The recruiters you blocked, by their company and role (a recruiter's own export never says who \
                blocked them).",
        tables: &["recruiter_blocks"],
    },
    Topic {
        file: "reports.json",
        about: "The reports you made about recruiters or candidates (what, why, your note and what came of it), and \
                the reports made about you (when, why and what came of it; never who made them or their note).",
        tables: &["reports"],
    },
    Topic {
        file: "privacy-activity.json",
        about: "Your privacy activity log, and what it recorded of your actions as a recruiter.",
        tables: &["activity_events"],
    },
    Topic { file: "emails.json", about: "The e-mails Veil sent you.", tables: &["email_outbox"] },
    Topic {
        file: "email-settings.json",
        about: "The notification e-mails you turned on or off, and discreet e-mails (`discreet`) if you changed it; \
                the others are as Veil sets them by default.",
        tables: &["email_settings", "email_preferences"],
    },
    Topic {
        file: "retention.json",
        about: "Your cookie choices made while signed in, and when you last kept your account or were warned before \
                an unused account's deletion.",
        tables: &["consent_records", "account_inactivity"],
    },
];

/// The ZIP's files as they are gathered; each topic once, in `TOPICS` order at the end.
#[derive(Default)]
pub struct Files {
    topics: Vec<ExportFile>,
    attachments: Vec<ExportFile>,
}

impl Files {
    pub fn json(&mut self, file: &'static str, value: &impl Serialize) -> anyhow::Result<()> {
        debug_assert!(TOPICS.iter().any(|t| t.file == file), "{file} is not a topic");
        self.topics.push(ExportFile { name: file.to_owned(), bytes: serde_json::to_vec_pretty(value)? });
        Ok(())
    }

    /// A stored file of the person's own under `files/`, named for what it is; `None`
    /// when there is none (or it is an address at the sign-in provider, not a file).
    pub async fn attach(
        &mut self,
        state: &AppState,
        stored: Option<&str>,
        name: &str,
    ) -> anyhow::Result<Option<String>> {
        let Some(file) = stored.and_then(FileRef::parse) else { return Ok(None) };
        let Some(bytes) = state.storage.get(&file).await? else { return Ok(None) };
        let path = format!("files/{name}.{}", file.key.extension());
        self.attachments.push(ExportFile { name: path.clone(), bytes });
        Ok(Some(path))
    }

    pub fn finish(mut self, now: i64) -> anyhow::Result<Vec<ExportFile>> {
        #[derive(Serialize)]
        #[serde(rename_all = "camelCase")]
        struct Entry {
            file: &'static str,
            about: &'static str,
            tables: &'static [&'static str],
        }
        #[derive(Serialize)]
        #[serde(rename_all = "camelCase")]
        struct Manifest {
            generated_at: String,
            files: Vec<Entry>,
            attachments: Vec<String>,
        }
        self.topics.sort_by_key(|f| TOPICS.iter().position(|t| t.file == f.name));
        let manifest = Manifest {
            generated_at: to_rfc3339(now),
            files: TOPICS.iter().map(|t| Entry { file: t.file, about: t.about, tables: t.tables }).collect(),
            attachments: self.attachments.iter().map(|f| f.name.clone()).collect(),
        };
        let mut out = vec![ExportFile { name: "manifest.json".into(), bytes: serde_json::to_vec_pretty(&manifest)? }];
        out.append(&mut self.topics);
        out.append(&mut self.attachments);
        Ok(out)
    }
}
