#!/usr/bin/env bash
# Saves benchmark (issue 14 §5), in one run: profile saves per second through the real
# `veil` binary over HTTP, on SQLite (1 and 8 writers, against today's binary) and on
# PostgreSQL (one instance, then two), and how soon a save is searchable on every
# instance. See "Benchmarks" in the README. Never part of `make test`.
#
# "Today's code" is the binary built from BASELINE (default cdc9768: main before saves
# stopped waiting for the index), in a git worktree that shares the target dir, so only
# the veil crate compiles again; it is kept in target/bench-saves/ for later runs.
#
# Settings (environment): BASELINE (cdc9768), VEIL_TEST_POSTGRES_URL (the PostgreSQL
# server to create a database on; empty skips that part), CARGO_TARGET_DIR. Arguments
# are passed to veil-saves (--seconds, --writers, --profiles, --probes).
set -euo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd)
BASELINE=${BASELINE:-cdc9768}
target=${CARGO_TARGET_DIR:-$repo/target}
export VEIL_TEST_POSTGRES_URL=${VEIL_TEST_POSTGRES_URL-postgres://postgres@127.0.0.1:5432/test}
kept="$target/bench-saves/veil-$BASELINE"

if [ ! -x "$kept" ]; then
  echo "== building today's binary ($BASELINE) =="
  work=$(mktemp -d)
  trap 'git -C "$repo" worktree remove --force "$work/baseline" 2>/dev/null || true; rm -rf "$work"' EXIT
  git -C "$repo" worktree add --detach "$work/baseline" "$BASELINE"
  CARGO_TARGET_DIR="$target" cargo build --release --locked -p veil --manifest-path "$work/baseline/Cargo.toml"
  mkdir -p "$(dirname "$kept")"
  cp "$target/release/veil" "$kept"
  git -C "$repo" worktree remove --force "$work/baseline"
  # Cargo records a path package's sources relative to its root, so the current sources,
  # older than today's build, would count as built: mark them changed.
  touch "$repo/server/src/lib.rs" "$repo/server/src/main.rs"
fi

echo "== building the binary under test =="
(cd "$repo" && CARGO_TARGET_DIR="$target" cargo build --release -p veil -p veil-bench)
"$target/release/veil-saves" --bin "$target/release/veil" --baseline-bin "$kept" "$@"
