//! The Prometheus endpoint over real traffic: it answers on its own address only, exports
//! every name of `veil::metrics::ALL`, labels requests by route template and status class,
//! and no label value is an id, an e-mail or a name the test used. The Grafana dashboard
//! and the alert rules query only names the server exports.

use crate::common;

use std::{collections::BTreeSet, time::Duration};

use common::{Backend, Browser, TestApp, json, sse::EventStream};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

backend_tests!(the_scrape_counts_traffic_by_route_template_and_names_no_one);

const SEEKER_EMAIL: &str = "quintessa.m@example.com";
const RECRUITER_EMAIL: &str = "ruprecht@orbit.example";
const NAMES: [&str; 5] = ["Quintessa", "Marchbanks", "Ruprecht", "Orbit Ventures", "velvet-lynx"];

/// A port nothing listens on now, for the metrics address.
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

/// One sample line: its name and its labels.
struct Sample {
    name: String,
    labels: Vec<(String, String)>,
}

/// The samples of a text exposition (comments skipped). Label values here never hold
/// `"` or `,` escapes worth handling: the test would fail on a malformed line.
fn samples(text: &str) -> Vec<Sample> {
    text.lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let series = line.rsplit_once(' ').expect("a sample has a value").0;
            let (name, labels) = match series.split_once('{') {
                Some((name, rest)) => (name, rest.trim_end_matches('}')),
                None => (series, ""),
            };
            let labels = labels
                .split(',')
                .filter(|pair| !pair.is_empty())
                .map(|pair| {
                    let (key, value) = pair.split_once('=').unwrap_or_else(|| panic!("a label pair: {line}"));
                    (key.to_owned(), value.trim_matches('"').to_owned())
                })
                .collect();
            Sample { name: name.to_owned(), labels }
        })
        .collect()
}

/// The metric a series belongs to: a histogram's `_bucket`, `_sum` and `_count` are its own.
fn metric_of(series: &str) -> String {
    for suffix in ["_bucket", "_sum", "_count"] {
        if let Some(base) = series.strip_suffix(suffix)
            && veil::metrics::ALL.contains(&base)
        {
            return base.to_owned();
        }
    }
    series.to_owned()
}

fn looks_like_uuid(value: &str) -> bool {
    let hex = value.chars().filter(char::is_ascii_hexdigit).count();
    value.len() >= 32 && hex >= 32
}

async fn seeker(app: &TestApp) -> (Browser, String) {
    let b = app.new_browser();
    b.sign_in(SEEKER_EMAIL, "Quintessa", "Marchbanks").await;
    b.send_json(Method::PUT, "/api/roles", &json!({"role": "job_seeker"})).await;
    let r = b
        .send_json(Method::PUT, "/api/profile", &json!({
            "codename": "velvet-lynx", "headline": "Platform Engineer", "skills": ["Rust", "Kubernetes"],
            "location": "Sydney, New South Wales, Australia", "city": "Sydney", "state": "New South Wales", "country": "Australia",
        }))
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    let profile_id = json(r).await["id"].as_str().unwrap().to_owned();
    (b, profile_id)
}

async fn recruiter(app: &TestApp) -> Browser {
    let b = app.new_browser();
    b.sign_in(RECRUITER_EMAIL, "Ruprecht", "Recruits").await;
    b.send_json(Method::PUT, "/api/roles", &json!({"role": "recruiter"})).await;
    let employer = json!({"companyName": "Orbit Ventures", "website": "https://orbit.example", "recruiterRole": "Talent Lead", "location": "Sydney"});
    assert_eq!(b.send_json(Method::PUT, "/api/employer", &employer).await.status(), StatusCode::OK);
    b
}

async fn scrape(port: u16) -> String {
    let response = reqwest::Client::new()
        .get(format!("http://127.0.0.1:{port}/metrics"))
        .timeout(Duration::from_secs(20))
        .send()
        .await
        .expect("the metrics endpoint answers");
    assert_eq!(response.status(), StatusCode::OK);
    let content_type = response.headers()[reqwest::header::CONTENT_TYPE].to_str().unwrap().to_owned();
    assert!(content_type.starts_with("text/plain; version=0.0.4"), "{content_type}");
    response.text().await.unwrap()
}

async fn the_scrape_counts_traffic_by_route_template_and_names_no_one(backend: Backend) {
    let port = free_port();
    let app = TestApp::spawn_with(backend, Box::new(move |s| s.metrics_bind = format!("127.0.0.1:{port}"))).await;
    let (seeker, profile_id) = seeker(&app).await;
    let recruiter = recruiter(&app).await;
    let _stream = EventStream::open(&seeker, "seeker").await;
    assert_eq!(recruiter.get("/api/search?q=platform").await.status(), StatusCode::OK);
    let sent = recruiter
        .send_json(
            Method::POST,
            "/api/reveal-requests",
            &json!({"profileId": profile_id, "message": "A platform role?"}),
        )
        .await;
    assert_eq!(sent.status(), StatusCode::CREATED);
    let request_id = json(sent).await["id"].as_str().unwrap().to_owned();
    let answered = seeker
        .send_json(Method::PATCH, &format!("/api/reveal-requests/{request_id}"), &json!({"status": "approved"}))
        .await;
    assert_eq!(answered.status(), StatusCode::OK);
    assert_eq!(app.get("/api/no-such-route").await.status(), StatusCode::NOT_FOUND);

    // The public port never serves the metrics, whatever it answers for the path.
    let public = app.get("/metrics").await.text().await.unwrap();
    assert!(!public.contains("veil_http_requests_total") && !public.contains("# TYPE"), "{public}");

    let text = scrape(port).await;
    let samples = samples(&text);
    let exported: BTreeSet<String> = samples.iter().map(|s| metric_of(&s.name)).collect();
    for name in veil::metrics::ALL {
        assert!(exported.contains(*name), "{name} is not in the scrape:\n{text}");
    }
    let ours: Vec<&String> = exported.iter().filter(|n| n.starts_with("veil_")).collect();
    let unlisted: Vec<&&String> = ours.iter().filter(|n| !veil::metrics::ALL.contains(&n.as_str())).collect();
    assert!(unlisted.is_empty(), "exported but not in veil::metrics::ALL: {unlisted:?}");

    // Requests by route template and status class.
    let requests: Vec<&Sample> = samples.iter().filter(|s| s.name == veil::metrics::HTTP_REQUESTS).collect();
    let label = |s: &Sample, key: &str| s.labels.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone());
    let routes: BTreeSet<String> = requests.iter().filter_map(|s| label(s, "route")).collect();
    for template in ["/api/reveal-requests/{id}", "/api/search", "/api/profile", "/api/events"] {
        assert!(routes.contains(template), "no requests counted for {template}: {routes:?}");
    }
    let classes: BTreeSet<String> = requests.iter().filter_map(|s| label(s, "status")).collect();
    assert!(classes.contains("2xx") && classes.contains("4xx"), "{classes:?}");
    assert!(classes.iter().all(|c| ["1xx", "2xx", "3xx", "4xx", "5xx"].contains(&c.as_str())), "{classes:?}");
    let pulse = |event: &str| {
        samples.iter().any(|s| s.name == veil::metrics::REVEAL_REQUESTS && label(s, "event").as_deref() == Some(event))
    };
    assert!(pulse("sent") && pulse("approved"), "reveal requests by event:\n{text}");
    let streams = text.lines().find(|l| l.starts_with(veil::metrics::EVENT_STREAMS_OPEN)).unwrap();
    assert!(!streams.ends_with(" 0"), "the open stream is counted: {streams}");

    // No label value names anyone or anything.
    let values: Vec<String> = samples.iter().flat_map(|s| s.labels.iter().map(|(_, v)| v.clone())).collect();
    assert!(values.len() > 10, "the scrape has no labels to check: {values:?}");
    let secrets = [SEEKER_EMAIL, RECRUITER_EMAIL, &profile_id, &request_id];
    for value in &values {
        assert!(!looks_like_uuid(value), "a label value looks like an id: {value}");
        assert!(!value.contains('@'), "a label value looks like an e-mail: {value}");
        for secret in secrets.iter().chain(NAMES.iter()) {
            assert!(!value.contains(*secret), "a label value names {secret}: {value}");
        }
    }
}

/// Every metric name a dashboard panel or an alert rule queries.
fn queried_names(text: &str) -> BTreeSet<String> {
    let name = regex::Regex::new(r"\bveil_[a-z0-9_]+").unwrap();
    name.find_iter(text).map(|m| metric_of(m.as_str())).collect()
}

fn repo_file(path: &str) -> String {
    std::fs::read_to_string(format!("{}/../{path}", env!("CARGO_MANIFEST_DIR")))
        .unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The `expr` of every panel target, anywhere in the dashboard.
fn dashboard_exprs(value: &Value, into: &mut Vec<String>) {
    match value {
        Value::Object(map) => {
            for (key, value) in map {
                match (key.as_str(), value) {
                    ("expr", Value::String(expr)) => into.push(expr.clone()),
                    _ => dashboard_exprs(value, into),
                }
            }
        }
        Value::Array(items) => items.iter().for_each(|item| dashboard_exprs(item, into)),
        _ => {}
    }
}

#[test]
fn the_dashboard_and_the_alert_rules_query_only_exported_metrics() {
    let dashboard: Value = serde_json::from_str(&repo_file("docs/grafana/veil.json")).expect("the dashboard is JSON");
    let mut exprs = Vec::new();
    dashboard_exprs(&dashboard, &mut exprs);
    assert!(exprs.len() >= 10, "the dashboard has too few queries: {exprs:?}");
    let alerts = repo_file("docs/prometheus/alerts.yml");
    let rules: Vec<&str> = alerts.lines().filter_map(|l| l.trim().strip_prefix("- alert: ")).collect();
    assert!(rules.len() >= 6, "too few alert rules: {rules:?}");
    let exported: BTreeSet<String> = veil::metrics::ALL.iter().map(|n| (*n).to_owned()).collect();
    for (source, text) in [("docs/grafana/veil.json", exprs.join("\n")), ("docs/prometheus/alerts.yml", alerts.clone())]
    {
        let queried = queried_names(&text);
        assert!(!queried.is_empty(), "{source} queries no veil_ metric");
        let unknown: Vec<&String> = queried.difference(&exported).collect();
        assert!(unknown.is_empty(), "{source} queries metrics the server does not export: {unknown:?}");
    }
    // Each rule has its runbook in the operations guide.
    let guide = repo_file("docs/operations.md");
    for rule in rules {
        assert!(guide.contains(&format!("### {rule}")), "docs/operations.md has no section for the alert {rule}");
    }
}
