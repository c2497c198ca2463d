#!/usr/bin/env bash
# Saves benchmark, in one run: profile saves per second through the real
# `veil` binary over HTTP, on SQLite (1 and 8 writers, against today's binary) and on
# PostgreSQL (one instance, then two), and how soon a save is searchable on every
# instance. See docs/benchmarks.md. Never part of `make test`.
#
# "Today's code" is the binary built from BASELINE (default cdc9768: main before saves
# stopped waiting for the index), in a git worktree that shares the target dir, so only
# the veil crate compiles again; it is kept in target/bench-saves/ for later runs.
# BASELINE=none skips it (and the comparisons with it).
#
# Scale-out on one machine: each `veil` instance of the PostgreSQL part runs in a CPU
# group of its own capped at CPU_BUDGET CPUs (default 0.4), as a machine of its own would
# be, so one instance is bound by its budget and two have twice the budget. PostgreSQL
# (a fresh cluster this script starts on a free port, in a temporary directory) and the
# load generator run in another group; every group has a high cpu.shares, so each gets
# its CPU while other work runs (bench/cpu-group.sh). Needs root and a cgroup v1 cpu
# controller; without them (or with CPU_BUDGET=none) the instances share the machine and
# the PostgreSQL server at VEIL_TEST_POSTGRES_URL is used, as before.
#
# Settings (environment): BASELINE (cdc9768), CPU_BUDGET (0.4), CPU_SHARES (65536),
# PG_BIN (/usr/lib/postgresql/15/bin), VEIL_TEST_POSTGRES_URL (without CPU groups: the
# PostgreSQL server to create a database on; empty skips that part), CARGO_TARGET_DIR.
# Arguments are passed to veil-saves (--seconds, --writers, --profiles, --probes, --parts).
set -euo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd)
BASELINE=${BASELINE:-cdc9768}
CPU_BUDGET=${CPU_BUDGET:-0.4}
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
target=${CARGO_TARGET_DIR:-$repo/target}
export VEIL_TEST_POSTGRES_URL=${VEIL_TEST_POSTGRES_URL-postgres://postgres@127.0.0.1:5432/test}
kept="$target/bench-saves/veil-$BASELINE"

baseline_args=(--baseline-bin "$kept")
if [ "$BASELINE" = none ]; then
  baseline_args=()
elif [ ! -x "$kept" ]; then
  echo "== building today's binary ($BASELINE) =="
  work=$(mktemp -d)
  trap 'git -C "$repo" worktree remove --force "$work/baseline" 2>/dev/null || true; rm -rf "$work"' EXIT
  git -C "$repo" worktree add --detach "$work/baseline" "$BASELINE"
  CARGO_TARGET_DIR="$target" cargo build --release --locked -p veil --manifest-path "$work/baseline/Cargo.toml"
  mkdir -p "$(dirname "$kept")"
  cp "$target/release/veil" "$kept"
  git -C "$repo" worktree remove --force "$work/baseline"
  rm -rf "$work"
  trap - EXIT
  # Cargo records a path package's sources relative to its root, so the current sources,
  # older than today's build, would count as built: mark them changed.
  touch "$repo/server/src/lib.rs" "$repo/server/src/main.rs"
fi

echo "== building the binary under test =="
(cd "$repo" && CARGO_TARGET_DIR="$target" cargo build --release -p veil -p veil-bench)

# shellcheck source=../cpu-group.sh
. "$repo/bench/cpu-group.sh"
group_args=()
if [ "$CPU_BUDGET" != none ] && cpu_groups_available && [ -x "$PG_BIN/initdb" ] && [ "$(id -u)" = 0 ]; then
  group=$(cpu_group "veil-bench-saves-$$")
  pg_dir=$(mktemp -d)
  cleanup() {
    runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$pg_dir/data" -m fast -w stop >/dev/null 2>&1 || true
    rm -rf "$pg_dir"
    cpu_group_remove "$group"
  }
  trap cleanup EXIT
  support=$(cpu_group "veil-bench-saves-$$/postgres-and-load")
  instances=$(cpu_group "veil-bench-saves-$$/instance-1" "$CPU_BUDGET"),$(cpu_group "veil-bench-saves-$$/instance-2" "$CPU_BUDGET")
  # This shell joins the support group: PostgreSQL and veil-saves start from it.
  cpu_group_join "$support" $$
  pg_port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  chown postgres "$pg_dir"
  echo "== a fresh PostgreSQL cluster on port $pg_port =="
  runuser -u postgres -- "$PG_BIN/initdb" -D "$pg_dir/data" -U postgres -A trust --no-sync >/dev/null
  runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/log" -w \
    -o "-p $pg_port -k $pg_dir -c listen_addresses=127.0.0.1" start >/dev/null
  export VEIL_TEST_POSTGRES_URL="postgres://postgres@127.0.0.1:$pg_port/postgres"
  group_args=(--instance-cgroups "$instances")
  echo "CPU groups: each instance ${CPU_BUDGET} CPU; PostgreSQL and the load generator unbounded; cpu.shares $CPU_SHARES"
else
  echo "No CPU groups (CPU_BUDGET=$CPU_BUDGET, needs root and cgroup v1): the instances share the machine."
fi
"$target/release/veil-saves" --bin "$target/release/veil" "${baseline_args[@]}" "${group_args[@]}" "$@"
