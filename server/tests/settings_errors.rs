//! The real binary's message for a bad setting names what the person set: the variable
//! from the environment or `.env`, the flag from the command line.

use std::process::{Command, Output};

fn veil(dir: &std::path::Path) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_veil"));
    cmd.current_dir(dir);
    // A clean slate: nothing from the test runner's environment decides the outcome.
    for (key, _) in std::env::vars_os() {
        let key = key.to_string_lossy().into_owned();
        if key.starts_with("VEIL_") || key == "DATABASE_URL" {
            cmd.env_remove(key);
        }
    }
    cmd
}

fn stderr_of(output: Output) -> String {
    assert!(!output.status.success(), "veil started although a setting was bad");
    String::from_utf8(output.stderr).unwrap()
}

#[test]
fn bad_bind_from_the_environment_names_the_variable() {
    let dir = tempfile::tempdir().unwrap();
    let err = stderr_of(veil(dir.path()).env("VEIL_BIND", "foo").output().unwrap());
    assert!(err.contains("VEIL_BIND is not valid: `foo`"), "{err}");
    assert!(err.contains("a valid value looks like 127.0.0.1:8080"), "{err}");
    assert!(!err.contains("--bind"), "{err}");
}

#[test]
fn bad_bind_from_dotenv_names_the_variable_in_dotenv() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join(".env"), "VEIL_BIND=localhost\n").unwrap();
    let err = stderr_of(veil(dir.path()).output().unwrap());
    assert!(err.contains("VEIL_BIND (in .env) is not valid: `localhost`"), "{err}");
    assert!(!err.contains("--bind"), "{err}");
}

#[test]
fn bad_bind_on_the_command_line_names_the_flag() {
    let dir = tempfile::tempdir().unwrap();
    let err = stderr_of(veil(dir.path()).args(["--bind", "foo"]).output().unwrap());
    assert!(err.contains("--bind is not valid: `foo`"), "{err}");
    assert!(!err.contains("VEIL_BIND"), "{err}");
}

#[test]
fn a_setting_checked_at_start_names_where_it_came_from() {
    let dir = tempfile::tempdir().unwrap();
    let from_env = stderr_of(veil(dir.path()).env("VEIL_SUPPORT_EMAIL", "nobody").output().unwrap());
    assert!(from_env.contains("VEIL_SUPPORT_EMAIL must be an e-mail address, like support@veil.example"), "{from_env}");
    let from_flag = stderr_of(veil(dir.path()).args(["--support-email", "nobody"]).output().unwrap());
    assert!(from_flag.contains("--support-email must be an e-mail address"), "{from_flag}");
}
