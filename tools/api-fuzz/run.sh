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
SERVER_PID=""
PG_DB=""
cleanup() {
  if [ -n "$SERVER_PID" ]; then kill "$SERVER_PID" 2>/dev/null || true; wait "$SERVER_PID" 2>/dev/null || true; fi
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
# range and an answer's reason only with a decline (server/tests/reveal_control.rs), and
# an HTML e-mail's tags that must match (server/tests/admin/). Each is a clear 422. They
# run in a part of their own with every check but positive_data_acceptance (schemathesis
# applies a per-operation exemption in its config file only without --checks on the
# command line).
CROSS_FIELD='^/api/(reveal-requests(/\{id\})?|admin/emails)$'

# fuzz DB_NAME DATABASE_URL
fuzz() {
  local db=$1 url=$2 port dir base
  port=$(free_port)
  dir="$WORK/$db"
  base="http://127.0.0.1:$port"
  mkdir -p "$dir/web"
  echo "<!doctype html><title>Veil</title>" >"$dir/web/index.html"
  VEIL_BIND="127.0.0.1:$port" VEIL_PUBLIC_URL="$base" VEIL_DATA_DIR="$dir/data" VEIL_WEB_DIR="$dir/web" \
    DATABASE_URL="$url" VEIL_ADMIN_EMAIL="$ADMIN_EMAIL" VEIL_RATE_LIMIT_BURST=1000000 VEIL_LOG=warn \
    "$BIN" >"$dir/server.log" 2>&1 &
  SERVER_PID=$!
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

  local role part ok status=0
  # Every role's main part first: an ending part may delete its account and what it owns.
  for part in main cross-field ending; do
    for role in anonymous seeker recruiter admin; do
      local filter=(--exclude-path-regex "$SESSION_ENDING|$CROSS_FIELD") checks=$CHECKS
      [ "$part" = cross-field ] && filter=(--include-path-regex "$CROSS_FIELD") checks=${CHECKS%,positive_data_acceptance}
      [ "$part" = ending ] && filter=(--include-path-regex "$SESSION_ENDING")
      echo "== api-fuzz: $db, $role, $part"
      VEIL_FUZZ_COOKIE="${cookies[$role]}" VEIL_FUZZ_ORIGIN="$base" \
        "$VENV/bin/schemathesis" --config-file "$HERE/schemathesis.toml" run "$base/api/openapi.json" \
        "${filter[@]}" --max-examples "$VEIL_FUZZ_EXAMPLES" --checks "$checks" \
        >"$dir/$role-$part.log" 2>&1 && ok=1 || ok=0
      local tested cases
      tested=$(grep -oP '^\s+Tested: \K[0-9]+' "$dir/$role-$part.log" | head -1 || true)
      cases=$(grep -oP '^\s+\K[0-9]+(?= generated)' "$dir/$role-$part.log" | head -1 || true)
      TOTAL_OPERATIONS=$((TOTAL_OPERATIONS + ${tested:-0}))
      TOTAL_CASES=$((TOTAL_CASES + ${cases:-0}))
      if [ "$ok" = 1 ]; then
        echo "   $tested operations, $cases cases: passed"
        PASSED=$((PASSED + 1))
      else
        cat "$dir/$role-$part.log"
        FAILED=$((FAILED + 1))
        status=1
      fi
    done
  done
  if grep -q "panicked\|ERROR" "$dir/server.log"; then
    echo "api-fuzz: the server logged errors on $db:" >&2
    grep -n "panicked\|ERROR" "$dir/server.log" | head -20 >&2
    status=1
  fi
  kill "$SERVER_PID"; wait "$SERVER_PID" 2>/dev/null || true; SERVER_PID=""
  return $status
}

start=$SECONDS
PASSED=0 FAILED=0 TOTAL_OPERATIONS=0 TOTAL_CASES=0 result=0
fuzz sqlite "" || result=1
if [ -n "${VEIL_TEST_POSTGRES_URL:-}" ]; then
  command -v psql >/dev/null || { echo "api-fuzz: psql is needed for the PostgreSQL run" >&2; exit 1; }
  PG_DB="veil_fuzz_$$"
  psql -q "$VEIL_TEST_POSTGRES_URL" -c "CREATE DATABASE $PG_DB" >/dev/null
  fuzz postgres "${VEIL_TEST_POSTGRES_URL%/*}/$PG_DB" || result=1
fi
echo "api-fuzz: $TOTAL_OPERATIONS operation runs, $TOTAL_CASES cases, checks: ${CHECKS//,/ }; $((SECONDS - start)) s"
echo "api-fuzz: $PASSED passed, $FAILED failed"
exit $result
