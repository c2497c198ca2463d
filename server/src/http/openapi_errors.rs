//! The error statuses that operations share (sign-in, role, same-origin, body limits,
//! rate limits, a busy server), added to the OpenAPI document in one place instead of on
//! each handler, each with the error envelope as its body. Handlers declare only their
//! own statuses (409 `codename_taken`, 502 from the assistant, ...); a handler's own entry
//! for a shared status keeps its wording.

use utoipa::openapi::{
    Content, OpenApi, Ref, RefOr,
    path::{Operation, ParameterIn, PathItem},
    response::Response,
};

/// Operations that answer a signed-out caller (no 401).
pub const PUBLIC: &[(&str, &str)] = &[
    ("GET", "/api/health"),
    ("GET", "/api/site"),
    ("GET", "/api/geo"),
    ("POST", "/api/early-access"),
    ("GET", "/api/auth/login"),
    ("GET", "/api/auth/callback"),
    ("POST", "/api/auth/logout"),
    ("POST", "/api/consent"),
    ("GET", "/api/assistant/about"),
    ("GET", "/api/account/keep"),
    ("POST", "/api/account/keep"),
];

/// Reads open to every signed-in person whatever their role (no 403). Every other
/// signed-in operation needs a role, and every changing one may be refused as
/// cross-origin.
pub const ANY_ROLE_READS: &[&str] = &[
    "/api/session",
    "/api/account/avatar-url",
    "/api/account/data-export",
    "/api/account/end",
    "/api/notifications",
    "/api/events",
    "/api/places/autocomplete",
    "/api/places/reverse",
    "/api/places/{place_id}",
    "/api/search/stats",
    "/api/search/debug",
    "/api/profile-views/debug/stats",
    "/api/profile-views/debug/raw",
    "/api/profile-views/debug/duplicates",
];

/// Operations behind a per-client rate limit (`http::rate_limit::abuse_limit`).
pub const RATE_LIMITED: &[(&str, &str)] = &[
    ("GET", "/api/auth/login"),
    ("GET", "/api/auth/callback"),
    ("POST", "/api/early-access"),
    ("POST", "/api/reveal-requests"),
    ("POST", "/api/assistant/generate"),
    ("POST", "/api/assistant/codenames"),
    ("POST", "/api/uploads/photo"),
    ("POST", "/api/uploads/logo"),
    ("POST", "/api/account/data-export"),
];

/// A shared status: its code, its name under `components/responses`, and its words.
struct Shared {
    status: &'static str,
    name: &'static str,
    description: &'static str,
}

const SHARED: &[Shared] = &[
    Shared {
        status: "400",
        name: "BadRequest",
        description: "The request is malformed: not JSON, or a parameter of the wrong type.",
    },
    Shared { status: "401", name: "Unauthenticated", description: "Not signed in, or the session has ended." },
    Shared {
        status: "403",
        name: "Forbidden",
        description: "Not allowed: the role this needs is missing, or a changing request did not come from Veil's own origin.",
    },
    Shared { status: "404", name: "NotFound", description: "Nothing with this id that the caller may see." },
    Shared { status: "413", name: "PayloadTooLarge", description: "The request body is over its size limit." },
    Shared {
        status: "415",
        name: "UnsupportedMediaType",
        description: "The request body is not of the content type this operation takes.",
    },
    Shared {
        status: "422",
        name: "ValidationFailed",
        description: "The body or a query parameter is well-formed but invalid (text with a NUL character, say); \
                      the message names the field.",
    },
    Shared {
        status: "429",
        name: "RateLimited",
        description: "Too many requests from this client; try again shortly.",
    },
    Shared {
        status: "503",
        name: "Unavailable",
        description: "The service is busy (no database connection free, or the request took too long).",
    },
];

/// What decides an operation's shared statuses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Body {
    None,
    Json,
    Upload,
}

#[derive(Debug, Clone, Copy)]
pub struct Shape<'a> {
    pub method: &'a str,
    pub path: &'a str,
    pub has_params: bool,
    pub has_path_id: bool,
    /// Query parameters: text in them is checked (`nul_text`).
    pub has_query: bool,
    pub body: Body,
}

/// The shared statuses one operation can answer with, in ascending order.
pub fn shared_statuses(op: Shape<'_>) -> Vec<&'static str> {
    let changing = !matches!(op.method, "GET" | "HEAD" | "OPTIONS");
    let public = PUBLIC.iter().any(|&(m, p)| m == op.method && p == op.path);
    let any_role_read = op.method == "GET" && ANY_ROLE_READS.contains(&op.path);
    let mut statuses = Vec::new();
    if op.has_params || op.body == Body::Json {
        statuses.push("400");
    }
    if !public {
        statuses.push("401");
    }
    if changing || !(public || any_role_read) {
        statuses.push("403");
    }
    if op.has_path_id {
        statuses.push("404");
    }
    if op.body != Body::None {
        statuses.push("413");
    }
    if op.body != Body::None || op.has_query {
        statuses.push("422");
    }
    if changing {
        // The same-origin rule refuses a non-JSON body on any changing request.
        statuses.push("415");
    }
    if RATE_LIMITED.iter().any(|&(m, p)| m == op.method && p == op.path) {
        statuses.push("429");
    }
    statuses.push("503");
    statuses.sort_unstable();
    statuses
}

fn error_response(description: &str) -> Response {
    Response::builder()
        .description(description)
        .content("application/json", Content::new(Some(Ref::from_schema_name("ErrorBody"))))
        .build()
}

fn shape_of<'a>(method: &'a str, path: &'a str, op: &Operation) -> Shape<'a> {
    let params: Vec<_> = op
        .parameters
        .iter()
        .flatten()
        .filter_map(|p| match p {
            RefOr::T(p) => Some(p),
            RefOr::Ref(_) => None,
        })
        .collect();
    let body = match &op.request_body {
        Some(RefOr::T(body)) if body.content.keys().any(|k| k == "application/json") => Body::Json,
        Some(RefOr::T(body)) if body.content.keys().any(|k| k.starts_with("image/")) => Body::Upload,
        Some(_) => Body::Json,
        None => Body::None,
    };
    Shape {
        method,
        path,
        has_params: !params.is_empty(),
        has_path_id: params.iter().any(|p| p.parameter_in == ParameterIn::Path),
        has_query: params.iter().any(|p| p.parameter_in == ParameterIn::Query),
        body,
    }
}

fn operations_mut(item: &mut PathItem) -> [(&'static str, &mut Option<Operation>); 5] {
    [
        ("GET", &mut item.get),
        ("PUT", &mut item.put),
        ("POST", &mut item.post),
        ("DELETE", &mut item.delete),
        ("PATCH", &mut item.patch),
    ]
}

/// Adds the shared statuses to every operation of `doc`, and the error envelope to any
/// error a handler declared without a body.
pub fn add_shared_errors(doc: &mut OpenApi) {
    let components = doc.components.get_or_insert_with(Default::default);
    for shared in SHARED {
        components.responses.insert(shared.name.to_owned(), RefOr::T(error_response(shared.description)));
    }
    for (path, item) in doc.paths.paths.iter_mut() {
        for (method, slot) in operations_mut(item) {
            let Some(op) = slot.as_mut() else { continue };
            for status in shared_statuses(shape_of(method, path, op)) {
                let shared = SHARED.iter().find(|s| s.status == status).expect("every shared status is described");
                op.responses
                    .responses
                    .entry(status.to_owned())
                    .or_insert_with(|| RefOr::Ref(Ref::from_response_name(shared.name)));
            }
            for (status, response) in op.responses.responses.iter_mut() {
                if let RefOr::T(response) = response
                    && (status.starts_with('4') || status.starts_with('5'))
                    && response.content.is_empty()
                {
                    *response = error_response(&response.description);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(method: &'static str, path: &'static str) -> Shape<'static> {
        Shape { method, path, has_params: false, has_path_id: false, has_query: false, body: Body::None }
    }

    #[test]
    fn a_public_read_can_only_be_busy() {
        assert_eq!(shared_statuses(shape("GET", "/api/site")), ["503"]);
    }

    #[test]
    fn a_role_read_needs_a_session_and_the_role() {
        assert_eq!(shared_statuses(shape("GET", "/api/profile")), ["401", "403", "503"]);
    }

    #[test]
    fn a_read_for_any_role_has_no_403() {
        assert_eq!(shared_statuses(shape("GET", "/api/session")), ["401", "503"]);
    }

    #[test]
    fn a_public_json_post_has_body_errors_cross_origin_and_rate_limit() {
        let op = Shape { body: Body::Json, ..shape("POST", "/api/early-access") };
        assert_eq!(shared_statuses(op), ["400", "403", "413", "415", "422", "429", "503"]);
    }

    #[test]
    fn a_path_id_may_be_missing() {
        let op = Shape { has_params: true, has_path_id: true, ..shape("GET", "/api/candidates/{profile_id}") };
        assert_eq!(shared_statuses(op), ["400", "401", "403", "404", "503"]);
    }

    #[test]
    fn a_query_may_be_refused_for_its_text() {
        let op = Shape { has_params: true, has_query: true, ..shape("GET", "/api/search") };
        assert_eq!(shared_statuses(op), ["400", "401", "403", "422", "503"]);
    }

    #[test]
    fn uploads_have_size_and_type_errors() {
        let op = Shape { body: Body::Upload, ..shape("POST", "/api/uploads/photo") };
        assert_eq!(shared_statuses(op), ["401", "403", "413", "415", "422", "429", "503"]);
    }
}
