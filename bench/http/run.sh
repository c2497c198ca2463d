#!/usr/bin/env bash
# Search over HTTP against the engine alone, in one run: a release
# `veil` on a data dir with generated profiles (veil-bench --http-fixture) and a signed-in
# recruiter, loaded with wrk.
#   - 16 connections: searches per second for a common word, against /api/health
#     (target: at least 1/8);
#   - 1 connection: HTTP p50 for a rare word, against the engine's p50 measured in the
#     same run by the fixture (target: at most +0.3 ms);
#   - the server's resident memory after both (target at 100k: at most 250 MB).
# `make bench-http` builds both binaries first. Never part of `make test`.
#
# Settings (environment): PROFILES (100000), DURATION (10s), RARE (elixir),
# COMMON (engineer), VEIL_BIN (target/release/veil), BENCH_BIN (target/release/veil-bench).
set -euo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd)
PROFILES=${PROFILES:-100000}
DURATION=${DURATION:-10s}
RARE=${RARE:-elixir}
COMMON=${COMMON:-engineer}
VEIL_BIN=${VEIL_BIN:-$repo/target/release/veil}
BENCH_BIN=${BENCH_BIN:-$repo/target/release/veil-bench}
command -v wrk >/dev/null || { echo "wrk is not installed (apt-get install wrk)" >&2; exit 1; }

work=$(mktemp -d)
server_pid=
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

echo "== data: $PROFILES profiles, a signed-in recruiter; engine alone =="
"$BENCH_BIN" --http-fixture "$work/data" --sizes "$PROFILES" --keywords "$RARE,$COMMON" | tee "$work/engine.txt"
engine_p50=$(sed -n "s/^engine p50 \"$RARE\": \([0-9.]*\) ms.*/\1/p" "$work/engine.txt")

port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
base="http://127.0.0.1:$port"
env -i PATH="$PATH" HOME="$work" VEIL_BIND="127.0.0.1:$port" VEIL_PUBLIC_URL="$base" \
  VEIL_DATA_DIR="$work/data" VEIL_WEB_DIR="$repo/web/dist" VEIL_LOG=warn "$VEIL_BIN" &
server_pid=$!
for _ in $(seq 1 600); do
  curl -fs "$base/api/health" >/dev/null 2>&1 && break
  sleep 0.5
done
curl -fs "$base/api/health" >/dev/null

cookie="Cookie: veil_session=$(cat "$work/data/session-token")"
status=$(curl -s -o /dev/null -w '%{http_code}' -H "$cookie" "$base/api/search?q=$RARE")
[ "$status" = 200 ] || { echo "the recruiter's search answered $status" >&2; exit 1; }

# wrk's "Requests/sec" and the 50% latency (converted to ms).
rps() { sed -n 's/^Requests\/sec: *\([0-9.]*\).*/\1/p' "$1"; }
p50_ms() {
  awk '$1 == "50%" { v = $2; if (v ~ /us$/) { sub(/us$/, "", v); v /= 1000 } else if (v ~ /ms$/) { sub(/ms$/, "", v) } else if (v ~ /s$/) { sub(/s$/, "", v); v *= 1000 } printf "%.3f", v }' "$1"
}

echo "== warm-up =="
wrk -t1 -c4 -d3s -H "$cookie" "$base/api/search?q=$COMMON" >/dev/null
wrk -t1 -c4 -d3s "$base/api/health" >/dev/null

echo "== 16 connections: /api/health, then search \"$COMMON\" =="
wrk -t2 -c16 -d"$DURATION" "$base/api/health" | tee "$work/health.txt"
wrk -t2 -c16 -d"$DURATION" -H "$cookie" "$base/api/search?q=$COMMON" | tee "$work/common.txt"

echo "== 1 connection: search \"$RARE\" =="
wrk -t1 -c1 -d"$DURATION" --latency -H "$cookie" "$base/api/search?q=$RARE" | tee "$work/rare.txt"

# The health check at one connection (no session; one `SELECT 1` through sqlx): about
# the floor under the rare word's p50, shown for reference.
echo "== 1 connection: /api/health =="
wrk -t1 -c1 -d"$DURATION" --latency "$base/api/health" | tee "$work/health1.txt"

# The server's own resident memory after the searches, with the whole index open (the
# search benchmark's figure also holds the FTS5 comparison and the generator).
rss_mb=$(awk '/^VmRSS:/ { printf "%.0f", $2 / 1024 }' "/proc/$server_pid/status")
hwm_mb=$(awk '/^VmHWM:/ { printf "%.0f", $2 / 1024 }' "/proc/$server_pid/status")

health=$(rps "$work/health.txt")
common=$(rps "$work/common.txt")
http_p50=$(p50_ms "$work/rare.txt")
health_p50=$(p50_ms "$work/health1.txt")
echo
echo "== summary ($PROFILES profiles; load average: $(cut -d' ' -f1-3 /proc/loadavg)) =="
awk -v h="$health" -v c="$common" -v e="$engine_p50" -v p="$http_p50" -v common="$COMMON" -v rare="$RARE" \
  -v rss="$rss_mb" -v hwm="$hwm_mb" -v n="$PROFILES" -v hp="$health_p50" 'BEGIN {
  printf "16 connections: search \"%s\" %.0f req/s, /api/health %.0f req/s: ratio 1/%.1f (target 1/8 or better)\n", common, c, h, h / c
  printf "1 connection, \"%s\": HTTP p50 %.3f ms, engine p50 %.3f ms: +%.3f ms (target +0.3 ms or less)\n", rare, p, e, p - e
  printf "1 connection, /api/health: HTTP p50 %.3f ms (no session, one database round trip; for reference)\n", hp
  printf "server resident memory after the searches: %d MB (peak %d MB) with %d profiles (target at 100k: 250 MB or less)\n", rss, hwm, n
}'
