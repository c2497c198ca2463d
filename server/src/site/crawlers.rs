//! `robots.txt` and `sitemap.xml`: what search engines may crawl, and the public pages
//! they should know about, as absolute URLs on the configured public URL.

use axum::{
    Router,
    extract::State,
    http::{HeaderValue, header},
    response::{IntoResponse, Response},
    routing::get,
};

use crate::state::AppState;

/// The public pages worth indexing (docs/spec/core.md section 2); signed-in pages, debug pages
/// and the early-access thank-you page are left out.
pub const PUBLIC_PAGES: &[&str] = &[
    "/",
    "/how-it-works",
    "/for-recruiters",
    "/about",
    "/contact",
    "/privacy-policy",
    "/terms",
    "/early-access",
    "/signin",
    "/signup",
];

/// Paths no crawler needs: the API, sign-in plumbing and stored files.
const NOT_FOR_CRAWLERS: &[&str] = &["/api/", "/dev-idp/", "/files/"];

pub fn router() -> Router<AppState> {
    Router::new().route("/robots.txt", get(robots)).route("/sitemap.xml", get(sitemap))
}

async fn robots(State(state): State<AppState>) -> Response {
    text(robots_txt(&state.settings.public_origin()), "text/plain; charset=utf-8")
}

async fn sitemap(State(state): State<AppState>) -> Response {
    text(sitemap_xml(&state.settings.public_origin()), "application/xml; charset=utf-8")
}

fn text(body: String, content_type: &'static str) -> Response {
    let mut response = body.into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("public, max-age=3600"));
    response
}

/// `origin` is `scheme://host[:port]`, without a trailing slash.
pub fn robots_txt(origin: &str) -> String {
    let mut out = String::from("User-agent: *\nAllow: /\n");
    for path in NOT_FOR_CRAWLERS {
        out.push_str(&format!("Disallow: {path}\n"));
    }
    out.push_str(&format!("\nSitemap: {origin}/sitemap.xml\n"));
    out
}

pub fn sitemap_xml(origin: &str) -> String {
    let mut out = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    );
    for page in PUBLIC_PAGES {
        let url = format!("{origin}{}", if *page == "/" { "/" } else { page });
        out.push_str(&format!("  <url><loc>{}</loc></url>\n", escape_xml(&url)));
    }
    out.push_str("</urlset>\n");
    out
}

fn escape_xml(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;").replace('\'', "&apos;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn robots_points_at_the_sitemap_and_keeps_crawlers_off_the_api() {
        let robots = robots_txt("https://veil.example");
        assert!(robots.starts_with("User-agent: *\n"));
        assert!(robots.contains("Disallow: /api/\n"));
        assert!(robots.ends_with("Sitemap: https://veil.example/sitemap.xml\n"));
    }

    #[test]
    fn sitemap_lists_every_public_page_as_an_absolute_url() {
        let xml = sitemap_xml("https://veil.example");
        assert_eq!(xml.matches("<loc>").count(), PUBLIC_PAGES.len());
        assert!(xml.contains("<loc>https://veil.example/</loc>"));
        assert!(xml.contains("<loc>https://veil.example/for-recruiters</loc>"));
        assert!(!xml.contains("dashboard"));
    }

    #[test]
    fn urls_are_escaped_in_xml() {
        assert_eq!(escape_xml("a&b<c>\"'"), "a&amp;b&lt;c&gt;&quot;&apos;");
    }
}
