//! The weekly digest: on Monday morning, each job seeker whose week held something gets
//! one (open requests, searches, views); an empty week and a digest set to "never" get
//! none; next week's run is already planned.

use reqwest::Method;
use serde_json::json;
use veil::with_db;

use super::support::{DAY_MS, advance, recruiter, request, seeker, spawn, text_part, to, wait_for, xanthippe};
use crate::common::Backend;
use crate::smtp_sink::SmtpSink;

crate::backend_tests!(the_weekly_digest_tells_what_happened_and_skips_an_empty_week);

async fn the_weekly_digest_tells_what_happened_and_skips_an_empty_week(backend: Backend) {
    let sink = SmtpSink::start(&[]).await;
    let app = spawn(backend, &sink).await;
    let (_busy, busy_profile) = xanthippe(&app).await;
    let (_quiet, _) = seeker(&app, "quiet@example.com", "Quinn", "Quiet", "still-water").await;
    let (never, never_profile) = seeker(&app, "never@example.com", "Nev", "Er", "no-digest").await;
    never.send_json(Method::PATCH, "/api/account/email-settings", &json!({"weeklyDigest": "never"})).await;
    let acme = recruiter(&app, "rob@acme.example", "Acme Analytics").await;
    request(&acme, &busy_profile, None).await;
    request(&acme, &never_profile, None).await;
    wait_for(&sink, "xanthippe.v@example.com", 1).await;

    // The app's clock starts on a Friday at 08:00 UTC; digests go on Monday at 08:00.
    advance(&app, 3 * DAY_MS).await;
    let digests = |address: &str| {
        to(&sink, address).into_iter().filter(|m| m.header("Subject").as_deref() == Some("Your week on Veil")).count()
    };
    let got: Vec<_> = to(&sink, "xanthippe.v@example.com")
        .into_iter()
        .filter(|m| m.header("Subject").as_deref() == Some("Your week on Veil"))
        .collect();
    assert_eq!(got.len(), 1, "the busy week's digest");
    let text = text_part(&got[0]);
    assert!(text.contains("1 reveal request waiting for your answer."), "{text}");
    assert!(text.contains("Unsubscribe from the weekly digest:"), "{text}");
    assert_eq!(digests("quiet@example.com"), 0, "an empty week sends nothing");
    assert_eq!(digests("never@example.com"), 0, "never means never");

    let next: i64 = with_db!(&app.db, pool => sqlx::query_scalar(
        "SELECT COUNT(*) FROM jobs WHERE dedupe_key = 'weekly-digest:2027-01-25' AND status = 'pending'",
    )
    .fetch_one(pool)
    .await)
    .unwrap();
    assert_eq!(next, 1, "next Monday's sweep is planned");
    advance(&app, DAY_MS).await;
    assert_eq!(digests("xanthippe.v@example.com"), 1, "one digest a week");
}
