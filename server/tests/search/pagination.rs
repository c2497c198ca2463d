//! Pagination: pages of ten that cover every match once, and page numbers out of range.

use futures::{StreamExt, stream};
use serde_json::{Value, json};

use super::support::{codenames, profile, recruiter, search, seeker};
use crate::common::{Backend, TestApp};

crate::backend_tests!(results_come_in_pages_of_ten_and_a_page_out_of_range_is_clamped_or_refused);

async fn results_come_in_pages_of_ten_and_a_page_out_of_range_is_clamped_or_refused(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let bodies: Vec<(String, Value)> = (0..23)
        .map(|i| {
            (
                format!("p{i}@example.com"),
                profile(&format!("pager-{i:02}"), "Site Reliability Engineer", &["Linux"], json!({})),
            )
        })
        .collect();
    // Sign-ups in parallel keep the test quick; the order does not matter here.
    stream::iter(bodies)
        .for_each_concurrent(6, |(email, body)| {
            let app = &app;
            async move {
                seeker(app, &email, body).await;
            }
        })
        .await;
    seeker(&app, "other@example.com", profile("not-a-match", "Florist", &["Flowers"], json!({}))).await;
    let rita = recruiter(&app, "rita@example.com").await;

    let page = |n: &'static str| {
        let rita = &rita;
        async move { search(rita, &format!("q=reliability&page={n}")).await }
    };
    let pagination = |current: u64| json!({"currentPage": current, "perPage": 10, "totalPages": 3, "totalResults": 23});

    let first = page("1").await;
    assert_eq!((codenames(&first).len(), first["pagination"].clone()), (10, pagination(1)));
    let second = page("2").await;
    let third = page("3").await;
    assert_eq!((codenames(&third).len(), third["pagination"].clone()), (3, pagination(3)));
    let mut all: Vec<String> = [&first, &second, &third].into_iter().flat_map(codenames).collect();
    all.sort();
    all.dedup();
    assert_eq!(all.len(), 23, "the pages cover every match once");

    let beyond = page("4").await;
    assert_eq!((codenames(&beyond).len(), beyond["pagination"].clone()), (0, pagination(4)));
    for clamped in ["0", "-1"] {
        let result = page(clamped).await;
        assert_eq!((codenames(&result), result["pagination"].clone()), (codenames(&first), pagination(1)), "{clamped}");
    }
    // Without a page: the first.
    assert_eq!(search(&rita, "q=reliability").await["pagination"], pagination(1));
    let r = rita.get("/api/search?q=reliability&page=two").await;
    assert!(r.status().is_client_error(), "a page that is not a number is refused, not a 500");
}
