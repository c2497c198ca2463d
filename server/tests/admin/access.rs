//! Only the admin gets in.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use super::support::{admin, outbox, spawn};
use crate::common::{Backend, error_code};

crate::backend_tests!(admin_routes_refuse_visitors_with_401_and_everyone_else_with_403);

/// The admin routes with a body each would accept from the admin.
fn admin_routes() -> Vec<(Method, &'static str, Value)> {
    vec![
        (Method::POST, "/api/admin/users", json!({})),
        (Method::POST, "/api/admin/emails", json!({"userIds": ["x"], "subject": "S", "content": "C", "isHtml": false})),
        (Method::GET, "/api/admin/emails/batches/some-batch", json!(null)),
        (Method::GET, "/api/admin/outbox", json!(null)),
    ]
}

async fn admin_routes_refuse_visitors_with_401_and_everyone_else_with_403(backend: Backend) {
    let app = spawn(backend, None).await;
    for (method, path, body) in admin_routes() {
        let r = app.browser.send_json(method.clone(), path, &body).await;
        assert_eq!(r.status(), StatusCode::UNAUTHORIZED, "{method} {path} signed out");
        assert_eq!(error_code(r).await, "unauthenticated");
    }
    // A person whose unverified or different address is not the admin's.
    let someone = app.new_browser();
    someone.sign_in("someone@veil.test", "Some", "One").await;
    for (method, path, body) in admin_routes() {
        let r = someone.send_json(method.clone(), path, &body).await;
        assert_eq!(r.status(), StatusCode::FORBIDDEN, "{method} {path} as a non-admin");
        assert_eq!(error_code(r).await, "forbidden");
    }
    // Nothing was queued by the refused sends.
    let admin = admin(&app).await;
    assert!(outbox(&admin, 100).await.is_empty());
    let r = admin.get("/api/admin/emails/batches/some-batch").await;
    assert_eq!(r.status(), StatusCode::NOT_FOUND);
}
