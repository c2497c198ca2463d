//! `docs/privacy.md` shows the retention schedule exactly as the code keeps it, with the
//! settings' defaults, so neither changes without the other.

use veil::{config::Settings, retention::schedule};

#[test]
fn the_privacy_document_shows_the_schedule_of_the_code() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/privacy.md");
    let document = std::fs::read_to_string(path).expect("docs/privacy.md");
    let table = schedule::markdown(&Settings::defaults_with_data_dir("/tmp").retention);
    assert!(table.lines().count() > schedule::SCHEDULE.len(), "the table has a row per entry");
    assert!(
        document.contains(&table),
        "docs/privacy.md must hold the retention schedule as the code has it; paste:\n{table}"
    );
}
