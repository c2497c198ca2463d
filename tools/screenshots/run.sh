#!/usr/bin/env bash
# Screenshots of every route and dialog, signed out and for each role, at 375 and 1280 px,
# light and dark (capture.spec.ts), for people to look at before and after a UI change.
#
#   tools/screenshots/run.sh [folder] [playwright options]
#       folder: default target/screenshots (never committed)
#       e.g. `tools/screenshots/run.sh target/screenshots -g "375 px"` for phones only
#
# Needs what the end-to-end suite needs: the built web app (npm run build in web/) and the
# veil binary (cargo build -p veil); `make screenshots` builds both first.
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
out="${1:-$root/target/screenshots}"
shift || true
mkdir -p "$out"
out="$(cd "$out" && pwd)"

cd "$root/web"
# One server on SQLite is enough here: no second one on PostgreSQL.
env -u VEIL_TEST_POSTGRES_URL VEIL_SCREENSHOTS_DIR="$out" \
  npx playwright test --config "$root/tools/screenshots/playwright.config.ts" "$@"
echo "Screenshots in $out"
