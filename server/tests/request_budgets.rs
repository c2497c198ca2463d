//! The weekly budget of reveal requests over HTTP on both databases: it runs out with a
//! clear 429 and no request written, renews on Monday 00:00 UTC to the millisecond, and
//! shrinks for a recruiter whose last 20 ended requests hold fewer than 2 approvals, and
//! grows back as approvals come. The test's clock starts on Friday 2027-01-15 08:00 UTC.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::{
    common::{
        self, Backend, Browser, TestApp, json,
        requests::{answer_request, post_request, send_request},
    },
    hostile_recruiter::support::{DAY_MS, recruiter, seeker},
};

backend_tests!(
    the_weekly_budget_runs_out_and_renews_on_monday,
    mostly_ignored_requests_shrink_the_budget_and_approvals_earn_it_back,
);

const HOUR_MS: i64 = 3_600_000;

/// A server whose sessions outlast the weeks these tests let pass.
async fn app(backend: Backend, weekly: u32) -> TestApp {
    TestApp::spawn_with(
        backend,
        Box::new(move |s| {
            s.session_idle_hours = 24 * 1000;
            s.session_max_days = 1000;
            s.reveal_budget_weekly = weekly;
        }),
    )
    .await
}

async fn budget(recruiter: &Browser) -> Value {
    let r = recruiter.get("/api/reveal-requests/budget").await;
    assert_eq!(r.status(), StatusCode::OK);
    json(r).await
}

async fn seekers(app: &TestApp, n: usize) -> Vec<(Browser, String)> {
    let mut all = Vec::new();
    for i in 0..n {
        all.push(seeker(app, &format!("budget-seeker-{i}@example.com"), &format!("budget-fox-{i}")).await);
    }
    all
}

async fn the_weekly_budget_runs_out_and_renews_on_monday(backend: Backend) {
    let app = app(backend, 3).await;
    let people = seekers(&app, 5).await;
    let r = recruiter(&app, "rae@budget.example", "Budget Labs", "https://budget.example").await;

    let fresh = budget(&r).await;
    assert_eq!((fresh["weekly"].as_u64(), fresh["used"].as_i64(), fresh["left"].as_u64()), (Some(3), Some(0), Some(3)));
    assert_eq!(fresh["renewsAt"], "2027-01-18T00:00:00.000Z");
    assert_eq!(fresh["reduced"], Value::Null);

    for (_, id) in &people[..3] {
        send_request(&r, id).await;
    }
    assert_eq!(budget(&r).await["left"], 0);
    let refused = post_request(&r, &people[3].1).await;
    assert_eq!(refused.status(), StatusCode::TOO_MANY_REQUESTS);
    let error = json(refused).await["error"].clone();
    assert_eq!(error["code"], "request_budget_spent");
    assert_eq!(
        error["message"],
        "You have used all 3 reveal requests for this week. Your budget renews on Monday, Jan 18, 2027."
    );
    // Nothing was written: the job seeker has no request.
    let received = json(people[3].0.get("/api/reveal-requests/received").await).await;
    assert_eq!(received["requests"].as_array().map(Vec::len), Some(0), "{received}");
    assert_eq!(received["stats"]["total"], 0);

    // One millisecond before Monday 00:00 UTC it is still spent; at midnight it renews.
    let now = app.clock.now_millis();
    let monday = 1_800_000_000_000 - 8 * HOUR_MS + 3 * DAY_MS;
    app.clock.advance_millis(monday - 1 - now);
    assert_eq!(post_request(&r, &people[3].1).await.status(), StatusCode::TOO_MANY_REQUESTS);
    app.clock.advance_millis(1);
    send_request(&r, &people[3].1).await;
    let renewed = budget(&r).await;
    assert_eq!((renewed["used"].as_i64(), renewed["left"].as_u64()), (Some(1), Some(2)));
    assert_eq!(renewed["renewsAt"], "2027-01-25T00:00:00.000Z");
}

async fn mostly_ignored_requests_shrink_the_budget_and_approvals_earn_it_back(backend: Backend) {
    let app = app(backend, 30).await;
    let people = seekers(&app, 23).await;
    let r = recruiter(&app, "rex@budget.example", "Budget Labs", "https://budget.example").await;

    // Twenty requests: two approved, eighteen left unanswered until they expire.
    let mut ids = Vec::new();
    for (_, id) in &people[..20] {
        ids.push(send_request(&r, id).await);
    }
    app.clock.advance_millis(HOUR_MS);
    answer_request(&people[0].0, &ids[0], "approved").await;
    answer_request(&people[1].0, &ids[1], "approved").await;
    app.clock.advance_millis(30 * DAY_MS);
    // Two approvals of twenty is the boundary: the full budget stays.
    let full = budget(&r).await;
    assert_eq!((full["weekly"].as_u64(), &full["reduced"]), (Some(30), &Value::Null), "{full}");

    // A decline pushes one approval out of the latest twenty: one of twenty shrinks it.
    let declined = send_request(&r, &people[20].1).await;
    app.clock.advance_millis(HOUR_MS);
    answer_request(&people[20].0, &declined, "declined").await;
    let reduced = budget(&r).await;
    assert_eq!(reduced["weekly"], 10, "{reduced}");
    assert_eq!(reduced["used"], 1);
    assert_eq!(reduced["left"], 9);
    assert_eq!(reduced["reduced"], json!({"fullWeekly": 30, "approved": 1, "judged": 20, "needed": 2}));

    // Approvals earn it back: the first keeps one of the latest twenty approved (the
    // older approval falls out), the second brings two.
    let first = send_request(&r, &people[21].1).await;
    app.clock.advance_millis(HOUR_MS);
    answer_request(&people[21].0, &first, "approved").await;
    assert_eq!(budget(&r).await["weekly"], 10);
    let second = send_request(&r, &people[22].1).await;
    app.clock.advance_millis(HOUR_MS);
    answer_request(&people[22].0, &second, "approved").await;
    let back = budget(&r).await;
    assert_eq!((back["weekly"].as_u64(), back["left"].as_u64(), &back["reduced"]), (Some(30), Some(27), &Value::Null));

    // Only recruiters have a budget.
    assert_eq!(people[0].0.get("/api/reveal-requests/budget").await.status(), StatusCode::FORBIDDEN);
    common::settle(&app).await;
}
