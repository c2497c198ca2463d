//! Photo addresses handed to someone else (a revealed candidate's to the recruiter, the
//! recruiter's to the job seeker they asked) live hours, so one copied under a reveal
//! stops working soon even apart from the file route's own check; a person's own photo
//! keeps the year the spec gives it.

use reqwest::StatusCode;
use serde_json::json;

use super::support::{HOUR, answer, app, candidate, candidate_page, expires_of, northwind, png, request};
use crate::common::{Backend, json};

crate::backend_tests!(photos_of_others_live_hours_and_ones_own_photo_a_year);

const YEAR_SECS: i64 = 365 * 86_400;

async fn photos_of_others_live_hours_and_ones_own_photo_a_year(backend: Backend) {
    let app = app(backend).await;
    let c = candidate(&app).await;
    let recruiter = northwind(&app).await;
    assert_eq!(recruiter.post_raw("/api/uploads/photo", "image/png", png()).await.status(), StatusCode::OK);
    let id = request(&recruiter, &c).await;
    answer(&c, &id, json!({"status": "approved", "duration": "until_revoked"})).await;
    let now = app.clock.now_millis() / 1000;
    let life = |url: &str| expires_of(url) - now;

    let own = json(c.browser.get("/api/session").await).await["user"]["avatarUrl"].as_str().unwrap().to_owned();
    assert!(life(&own) >= YEAR_SECS, "one's own photo: a year ({} s)", life(&own));
    let theirs = json(candidate_page(&recruiter, &c).await).await["identity"]["avatarUrl"].as_str().unwrap().to_owned();
    let hours = 4 * 3600..=5 * 3600;
    assert!(hours.contains(&life(&theirs)), "a candidate's photo: hours ({} s)", life(&theirs));
    let received = json(c.browser.get("/api/reveal-requests/received").await).await;
    let asker = received["requests"][0]["recruiter"]["avatarUrl"].as_str().unwrap().to_owned();
    assert!(hours.contains(&life(&asker)), "the recruiter's photo: hours ({} s)", life(&asker));
    assert_eq!(recruiter.get(&theirs).await.status(), StatusCode::OK);
    assert_eq!(c.browser.get(&asker).await.status(), StatusCode::OK);

    // Within the hour the address stays the same, so a page that refetches does not
    // reload the photo.
    app.clock.advance_millis(HOUR - 1000);
    let again = json(candidate_page(&recruiter, &c).await).await["identity"]["avatarUrl"].as_str().unwrap().to_owned();
    assert_eq!(again, theirs);

    // Hours later a saved address opens nothing, though the reveal stands; the page
    // hands out a fresh one.
    app.clock.advance_millis(4 * HOUR + 1000);
    assert_eq!(recruiter.get(&theirs).await.status(), StatusCode::NOT_FOUND);
    assert_eq!(c.browser.get(&asker).await.status(), StatusCode::NOT_FOUND);
    let fresh = json(candidate_page(&recruiter, &c).await).await["identity"]["avatarUrl"].as_str().unwrap().to_owned();
    assert_ne!(fresh, theirs);
    assert_eq!(recruiter.get(&fresh).await.status(), StatusCode::OK);
    assert_eq!(c.browser.get(&own).await.status(), StatusCode::OK, "one's own address still works");
}
