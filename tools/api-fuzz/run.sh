#!/usr/bin/env bash
# Fuzzes the API against its own OpenAPI document with schemathesis: the real binary on a
# fresh data dir, on SQLite and (when VEIL_TEST_POSTGRES_URL is set) PostgreSQL, as
# anonymous, job seeker, recruiter and admin (both roles). Fails on any 5xx, any status
# the document does not list, any response that breaks its schema, and any request the
# document calls valid that is refused. VEIL_FUZZ_EXAMPLES bounds the cases per operation.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
HERE=$ROOT/tools/api-fuzz
BIN=$ROOT/target/debug/veil
VENV=$ROOT/target/api-fuzz-venv
SCHEMATHESIS=4.32.5
export VEIL_FUZZ_EXAMPLES=${VEIL_FUZZ_EXAMPLES:-25}
PART_TIMEOUT=${VEIL_FUZZ_PART_TIMEOUT:-600}
ADMIN_EMAIL=fuzz-admin@veil.example

if [ ! -x "$BIN" ]; then
  echo "api-fuzz: build the server first (cargo build -p veil)" >&2
  exit 1
fi
if ! "$VENV/bin/schemathesis" --version 2>/dev/null | grep -q "$SCHEMATHESIS"; then
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install -q --disable-pip-version-check "schemathesis==$SCHEMATHESIS"
fi

WORK=$(mktemp -d)
PG_DB=""
# Each database's run records its server's pid in $WORK/<db>.pid.
cleanup() {
  local pid_file
  for pid_file in "$WORK"/*.pid; do
    [ -e "$pid_file" ] && kill "$(cat "$pid_file")" 2>/dev/null || true
  done
  if [ -n "$PG_DB" ]; then psql -q "$VEIL_TEST_POSTGRES_URL" -c "DROP DATABASE IF EXISTS $PG_DB WITH (FORCE)" >/dev/null || true; fi
  rm -rf "$WORK"
}
trap cleanup EXIT

free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# Operations that end the session or change who it is run last, on their own, so the
# rest of the run keeps the role it signed in with.
SESSION_ENDING='^/api/(account|auth/logout|roles)$'
CHECKS=not_a_server_error,status_code_conformance,response_schema_conformance,content_type_conformance,positive_data_acceptance
# Operations whose bodies follow rules that no schema states: a reveal request's salary
# range and an answer's reason only with a decline (server/tests/reveal_control.rs), an
# HTML e-mail's tags that must match (server/tests/admin/), and a work e-mail that must be
# at the company website's domain, its code one that was sent
# (server/tests/hostile_recruiter/work_email.rs), and a cookie-consent record whose
# choices fit the button pressed (server/src/consent/model.rs). Each is a clear 422. They run in a part
# of their own with every check but positive_data_acceptance (schemathesis applies a
# per-operation exemption in its config file only without --checks on the command line).
CROSS_FIELD='^/api/(reveal-requests(/\{id\})?|admin/emails|employer/work-email(/code)?|consent)$'

# fuzz DB_NAME DATABASE_URL: one server, every role and part in turn; its counts go to
# $WORK/<db>.counts ("passed failed operations cases").
fuzz() {
  local db=$1 url=$2 port dir base server_pid
  local passed=0 failed=0 operations=0 cases_total=0
  port=$(free_port)
  dir="$WORK/$db"
  base="http://127.0.0.1:$port"
  mkdir -p "$dir/web"
  echo "<!doctype html><title>Veil</title>" >"$dir/web/index.html"
  VEIL_BIND="127.0.0.1:$port" VEIL_PUBLIC_URL="$base" VEIL_DATA_DIR="$dir/data" VEIL_WEB_DIR="$dir/web" \
    DATABASE_URL="$url" VEIL_ADMIN_EMAIL="$ADMIN_EMAIL" VEIL_RATE_LIMIT_BURST=1000000 VEIL_LOG=warn \
    "$BIN" >"$dir/server.log" 2>&1 &
  server_pid=$!
  echo "$server_pid" >"$WORK/$db.pid"
  for _ in $(seq 1 100); do
    curl -fs "$base/api/health" >/dev/null && break
    sleep 0.2
  done
  curl -fs "$base/api/health" >/dev/null || { cat "$dir/server.log" >&2; return 1; }

  "$VENV/bin/python" "$HERE/sessions.py" "$base" "$ADMIN_EMAIL" >"$dir/cookies" || return 1
  declare -A cookies=([anonymous]="")
  while IFS='=' read -r name cookie; do cookies[$name]=$cookie; done <"$dir/cookies"
  export VEIL_FUZZ_REVEAL_ID=${cookies[id.reveal]} VEIL_FUZZ_NOTIFICATION_ID=${cookies[id.notification]}
  export VEIL_FUZZ_BATCH_ID=${cookies[id.batch]}

  local role part ok code part_start status=0
  # Every role's main part first: an ending part may delete its account and what it owns.
  for part in main cross-field ending; do
    for role in anonymous seeker recruiter admin; do
      local filter=(--exclude-path-regex "$SESSION_ENDING|$CROSS_FIELD") checks=$CHECKS
      [ "$part" = cross-field ] && filter=(--include-path-regex "$CROSS_FIELD") checks=${CHECKS%,positive_data_acceptance}
      [ "$part" = ending ] && filter=(--include-path-regex "$SESSION_ENDING")
      echo "== api-fuzz: $db, $role, $part"
      part_start=$SECONDS
      # A part takes under a minute; one that hangs fails here, with its log, instead of
      # running out CI's clock with nothing printed.
      VEIL_FUZZ_COOKIE="${cookies[$role]}" VEIL_FUZZ_ORIGIN="$base" timeout --kill-after=10 "$PART_TIMEOUT" \
        "$VENV/bin/schemathesis" --config-file "$HERE/schemathesis.toml" run "$base/api/openapi.json" \
        "${filter[@]}" --max-examples "$VEIL_FUZZ_EXAMPLES" --checks "$checks" \
        >"$dir/$role-$part.log" 2>&1 && ok=1 || { code=$?; ok=0; }
      if [ "$ok" = 0 ] && [ "$code" -ge 124 ]; then
        echo "api-fuzz: $db, $role, $part: stopped after $PART_TIMEOUT s" >>"$dir/$role-$part.log"
      fi
      local tested cases
      tested=$(grep -oP '^\s+Tested: \K[0-9]+' "$dir/$role-$part.log" | head -1 || true)
      cases=$(grep -oP '^\s+\K[0-9]+(?= generated)' "$dir/$role-$part.log" | head -1 || true)
      operations=$((operations + ${tested:-0}))
      cases_total=$((cases_total + ${cases:-0}))
      if [ "$ok" = 1 ]; then
        echo "   $tested operations, $cases cases: passed ($((SECONDS - part_start)) s)"
        passed=$((passed + 1))
      else
        cat "$dir/$role-$part.log"
        failed=$((failed + 1))
        status=1
      fi
    done
  done
  if grep -q "panicked\|ERROR" "$dir/server.log"; then
    echo "api-fuzz: the server logged errors on $db:" >&2
    grep -n "panicked\|ERROR" "$dir/server.log" | head -20 >&2
    status=1
  fi
  kill "$server_pid"; wait "$server_pid" 2>/dev/null || true; rm -f "$WORK/$db.pid"
  echo "$passed $failed $operations $cases_total" >"$WORK/$db.counts"
  return $status
}

# The two databases' runs go side by side: each is one Hypothesis process talking to one
# server, so alone it keeps about one of CI's two cores busy. Each run's output is shown
# whole once it ends.
start=$SECONDS
DATABASES=(sqlite)
declare -A URLS=([sqlite]="")
if [ -n "${VEIL_TEST_POSTGRES_URL:-}" ]; then
  command -v psql >/dev/null || { echo "api-fuzz: psql is needed for the PostgreSQL run" >&2; exit 1; }
  PG_DB="veil_fuzz_$$"
  psql -q "$VEIL_TEST_POSTGRES_URL" -c "CREATE DATABASE $PG_DB" >/dev/null
  DATABASES+=(postgres)
  URLS[postgres]="${VEIL_TEST_POSTGRES_URL%/*}/$PG_DB"
fi
declare -A RUNS
for db in "${DATABASES[@]}"; do
  # `||` keeps errexit off inside fuzz, as a plain call would: a failed step is counted.
  (fuzz "$db" "${URLS[$db]}" || exit 1) >"$WORK/$db.out" 2>&1 &
  RUNS[$db]=$!
done
PASSED=0 FAILED=0 TOTAL_OPERATIONS=0 TOTAL_CASES=0 result=0
for db in "${DATABASES[@]}"; do
  wait "${RUNS[$db]}" || result=1
  cat "$WORK/$db.out"
  if [ -f "$WORK/$db.counts" ]; then
    read -r passed failed operations cases <"$WORK/$db.counts"
    PASSED=$((PASSED + passed)) FAILED=$((FAILED + failed))
    TOTAL_OPERATIONS=$((TOTAL_OPERATIONS + operations)) TOTAL_CASES=$((TOTAL_CASES + cases))
  else
    echo "api-fuzz: the $db run stopped before fuzzing" >&2
    result=1
  fi
done
echo "api-fuzz: $TOTAL_OPERATIONS operation runs, $TOTAL_CASES cases, checks: ${CHECKS//,/ }; $((SECONDS - start)) s"
echo "api-fuzz: $PASSED passed, $FAILED failed"
exit $result
