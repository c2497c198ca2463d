#!/bin/sh
# Refreshes server/data/geo-whois-asn-country.mmdb.gz, the IP-to-country table the
# cookie banner uses when no proxy header or VEIL_GEOIP_DB is configured.
# Source: npm @ip-location-db/geo-whois-asn-country-mmdb (sapics/ip-location-db), CC0-1.0,
# built from RIR data of the NRO under CC BY 4.0 (attribution: nro.net; see the README).
# Usage: tools/geoip/refresh.sh [version]   (default: the latest on npm)
set -eu
cd "$(dirname "$0")/../.."
version="${1:-latest}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent "@ip-location-db/geo-whois-asn-country-mmdb@$version" >/dev/null && tar xzf ./*.tgz)
db="$work/package/geo-whois-asn-country.mmdb"
test -s "$db" || { echo "refresh.sh: no geo-whois-asn-country.mmdb in the package" >&2; exit 1; }
# -n: no file name or time in the header, so the same data gives the same bytes.
gzip -9 -n -c "$db" > server/data/geo-whois-asn-country.mmdb.gz
echo "server/data/geo-whois-asn-country.mmdb.gz from $(sed -n 's/.*"version": *"\([^"]*\)".*/\1/p' "$work/package/package.json"):" \
  "$(wc -c < server/data/geo-whois-asn-country.mmdb.gz) bytes; run cargo test -p veil --lib site::geo"
