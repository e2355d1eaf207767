#!/usr/bin/env bash
# Runs the example's tool as a user would and checks what it prints and its exit codes.
# Usage: check.sh <reading-render executable> <output folder>
set -euo pipefail
tool=$1 out=$2
here=$(cd "$(dirname "$0")" && pwd)
fail() { echo "check.sh: $*" >&2; exit 1; }
rm -rf "$out" && mkdir -p "$out"

[ "$("$tool" list)" = $'reading: systemSmall, accessoryRectangular\nquote: systemMedium' ] || fail "list printed something else"
[ "$("$tool" render reading --entry "$here/today.json" -o "$out/today.png")" = "$out/today.png" ] || fail "render did not print its path"
head -c 8 "$out/today.png" | od -An -c | grep -q 'P   N   G' || fail "$out/today.png is not a PNG"
"$tool" render reading -o "$out/sample.png" >/dev/null
cmp -s "$out/today.png" "$out/sample.png" && fail "--entry rendered the sample"

set +e
"$tool" render quote --entry "$here/today.json" -o "$out/never.png" 2>"$out/err.txt"; code=$?
set -e
[ "$code" = 64 ] || fail "--entry on a non-Decodable entry exited $code, not 64"
grep -q '^reading-render: widget "quote" cannot take --entry: its entry type QuoteEntry is not Decodable; make QuoteEntry Codable' "$out/err.txt" || fail "unexpected message: $(cat "$out/err.txt")"
"$tool" render --help | grep -q '^usage: reading-render render ' || fail "render --help does not speak of reading-render: $("$tool" render --help | head -1)"
[ ! -e "$out/never.png" ] || fail "a failed render left a file"

"$tool" render-all -o "$out/all" --jobs 2 --quiet --json > "$out/all.json"
[ "$(ls "$out/all" | wc -l)" = 6 ] || fail "render-all wrote $(ls "$out/all" | wc -l) files, not 6"
grep -q '"total":6' "$out/all.json" || fail "render-all --json: $(cat "$out/all.json")"
# Two sheets with two jobs: one of them is drawn by a copy of reading-render itself.
"$tool" sheet --all -o "$out/sheets2" --jobs 2 --quiet > "$out/sheets2.txt"
"$tool" sheet --all -o "$out/sheets1" --jobs 1 --quiet > /dev/null
[ "$(cat "$out/sheets2.txt")" = "$out/sheets2/quote.png"$'\n'"$out/sheets2/reading.png"$'\n'"$out/sheets2/index.html" ] || fail "sheet printed: $(cat "$out/sheets2.txt")"
for f in reading.png quote.png index.html; do
    cmp -s "$out/sheets1/$f" "$out/sheets2/$f" || fail "sheet --jobs 2 wrote another $f than --jobs 1"
done
echo "check.sh: reading-render works ($(ls "$out/all" | wc -l | tr -d ' ') files in $out/all)"
