//! The fixtures of the unlinkability tests: people with a role, a profile or a company
//! page, test images, and the files left in the local store.

use std::{io::Cursor, path::Path};

use image::{DynamicImage, ImageFormat, Rgb, RgbImage};
use reqwest::{Method, StatusCode};
use serde_json::json;

use crate::common::{Browser, TestApp, json};

pub fn image(format: ImageFormat, shade: u8) -> Vec<u8> {
    let mut out = Cursor::new(Vec::new());
    DynamicImage::ImageRgb8(RgbImage::from_pixel(24, 24, Rgb([shade, 60, 90]))).write_to(&mut out, format).unwrap();
    out.into_inner()
}

pub async fn account_id(b: &Browser) -> String {
    json(b.get("/api/session").await).await["user"]["id"].as_str().unwrap().to_owned()
}

pub async fn sign_in_as(app: &TestApp, email: &str, role: &str) -> Browser {
    let b = app.new_browser();
    b.sign_in(email, "Given", "Family").await;
    assert_eq!(b.send_json(Method::PUT, "/api/roles", &json!({"role": role})).await.status(), StatusCode::OK);
    b
}

pub async fn save_profile(b: &Browser, codename: &str, headline: &str) -> String {
    let body = json!({"codename": codename, "headline": headline, "skills": ["Rust"], "location": "Perth"});
    let r = b.send_json(Method::PUT, "/api/profile", &body).await;
    assert_eq!(r.status(), StatusCode::OK);
    json(r).await["id"].as_str().unwrap().to_owned()
}

pub async fn save_employer(b: &Browser, company: &str) {
    let body = json!({"companyName": company, "website": "https://firm.example", "recruiterRole": "Hiring Lead", "location": "Hobart"});
    assert_eq!(b.send_json(Method::PUT, "/api/employer", &body).await.status(), StatusCode::OK);
}

/// Paths of the files in the local store, relative to it.
pub fn stored_files(data_dir: &Path) -> Vec<String> {
    let root = data_dir.join("files");
    let mut out = Vec::new();
    let mut stack = vec![root.clone()];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else {
                out.push(path.strip_prefix(&root).unwrap().to_string_lossy().replace('\\', "/"));
            }
        }
    }
    out.sort();
    out
}
