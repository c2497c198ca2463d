//! Whether the integration tests have a PostgreSQL server to run on. With
//! `VEIL_TEST_POSTGRES_URL` set when the tests are built (`.ci/run` sets it), the cfg
//! `veil_test_postgres` is on and every PostgreSQL test runs; without it those tests are
//! compiled as ignored, so `cargo test` counts them as ignored instead of as passed.

fn main() {
    println!("cargo::rustc-check-cfg=cfg(veil_test_postgres)");
    println!("cargo::rerun-if-env-changed=VEIL_TEST_POSTGRES_URL");
    if std::env::var("VEIL_TEST_POSTGRES_URL").is_ok_and(|url| !url.trim().is_empty()) {
        println!("cargo::rustc-cfg=veil_test_postgres");
    }
}
