#!/usr/bin/env bash
# The reliability sweep at the level of files, streams and environment (`make harden`):
# each case runs the real widget-render in its own process, under a timeout and a memory cap,
# and checks its exit code and standard error. A crash (a signal), a hang (the timeout), an
# exit code or message other than the one promised fails the case. The cases are the second
# sweep's (issue #29); the first sweep's table of hostile values runs in the test suite
# (HostileInputTableTests, HostileValueTests).
#
# usage: Tests/Harden/sweep.sh <path to widget-render>
set -u
tool=${1:?usage: sweep.sh <widget-render>}
tool=$(cd "$(dirname "$tool")" && pwd)/$(basename "$tool")
work=$(mktemp -d "${TMPDIR:-/tmp}/widget-render-harden.XXXXXX")
trap 'rm -rf "$work"' EXIT
export XDG_CACHE_HOME="$work/cache"
seconds=${HARDEN_TIMEOUT:-60}
memory_kib=${HARDEN_MEMORY_KIB:-2000000}
passed=0
failed=0

# check NAME EXPECTED-EXIT STDERR-PATTERN COMMAND...: runs COMMAND (a shell string, `$T` the
# tool) and compares. STDERR-PATTERN is an extended regular expression; `^$` means empty.
check() {
    local name=$1 expected=$2 pattern=$3 command=$4
    local out="$work/out" err="$work/err" code
    ( ulimit -v "$memory_kib"; cd "$work" && T="$tool" timeout -s KILL "$seconds" bash -c "$command" ) >"$out" 2>"$err"
    code=$?
    local problem=""
    if [ "$code" = 137 ]; then problem="killed after ${seconds} s (a hang) or by the memory cap"
    elif [ "$code" -ge 128 ]; then problem="died of signal $((code - 128))"
    elif [ "$code" != "$expected" ]; then problem="exit $code, expected $expected"
    elif ! grep -Eq -- "$pattern" "$err" && ! { [ "$pattern" = '^$' ] && [ ! -s "$err" ]; }; then problem="standard error does not match /$pattern/"
    fi
    if [ -z "$problem" ]; then
        passed=$((passed + 1))
        printf 'ok    %s\n' "$name"
    else
        failed=$((failed + 1))
        printf 'FAIL  %s: %s\n      stderr: %s\n' "$name" "$problem" "$(head -c 400 "$err")"
    fi
}

# flip_bit FILE: inverts one bit in the middle of FILE, in place, as damage on disk would.
flip_bit() {
    local offset byte
    offset=$(( $(stat -c %s "$1") / 2 ))
    byte=$(od -An -tu1 -j "$offset" -N1 "$1" | tr -d ' ')
    printf "$(printf '\\%03o' $(( byte ^ 4 )))" | dd of="$1" bs=1 seek="$offset" conv=notrunc status=none
}
export -f flip_bit

# Set-up: an entry, a FIFO, a folder, a symlink, a cache to damage.
printf '{"date":"2026-06-01T14:30:00Z","steps":5,"goal":10,"distanceKilometres":1,"hourly":[]}' >"$work/entry.json"
mkfifo "$work/fifo"
mkdir "$work/folder"
ln -s "$work/elsewhere.png" "$work/link.png"
awk 'BEGIN { printf "{\"date\":\"2026-06-01T14:30:00Z\",\"low\":70,\"high\":180,\"readings\":[";
    for (i = 0; i < 1000000; i++) printf "%s{\"date\":\"2026-06-01T%02d:%02d:00Z\",\"value\":%d}", (i ? "," : ""), int(i / 60) % 24, i % 60, 100 + i % 50;
    printf "]}" }' >"$work/huge.json"

echo "widget-render harden: $tool (timeout ${seconds} s, memory ${memory_kib} KiB)"

# Standard streams (item 3, 7).
check "usage error with standard error closed" 64 '^$' '"$T" bogus 2>&-'
check "render with a warning, standard error closed" 0 '^$' '"$T" render steps --family accessoryInline -o a.png 2>&-; test -s a.png'
check "list into a file past ulimit -f" 74 'cannot write to standard output' '( ulimit -f 0; exec "$T" list --json >list.json ) 2>&1 | cat >&2; exit ${PIPESTATUS[0]}'
check "--help into a closed standard output" 74 'cannot write to standard output' '"$T" --help >&-'
check "--entry - with standard input closed" 66 'standard input' '"$T" render steps --entry - -o b.png <&-'
check "--entry - from a folder" 66 'standard input' '"$T" render steps --entry - -o b.png <folder'
# Inputs that are not regular files (item 6).
check "--entry from process substitution" 0 '^$' '"$T" render steps --entry <(cat entry.json) -o c.png'
check "--entry from a FIFO with a writer" 0 '^$' '(cat entry.json >fifo &) ; "$T" render steps --entry fifo -o d.png'
check "--entry a folder" 66 'folder' '"$T" render steps --entry folder -o e.png'
check "--entry past the size limit" 65 'larger than' 'head -c 70000000 /dev/zero | tr "\0" " " >big.json; "$T" render steps --entry big.json -o f.png'
check "--entry bad JSON names the path" 65 'invalid entry .*steps: Expected to decode Int but found a string instead; fix the JSON' 'echo "{\"date\":\"2026-06-01T14:30:00Z\",\"steps\":\"x\",\"goal\":1,\"distanceKilometres\":1,\"hourly\":[]}" >bad.json; "$T" render steps --entry bad.json -o g.png'
# Outputs that are not ours (the standards: never replace what is not ours).
check "-o a folder is refused" 73 'folder' '"$T" render steps -o folder'
check "-o a FIFO is refused" 73 'FIFO' '"$T" render steps -o fifo'
check "-o a symlink is written through" 0 '^$' '"$T" render steps -o link.png >/dev/null && test -L link.png && test -s elsewhere.png'
check "-o past ulimit -f leaves nothing" 73 'ulimit -f' '"$T" render steps -o warm.png >/dev/null && rm warm.png && ulimit -f 8 && "$T" render steps -o h.png; code=$?; test ! -e h.png && exit $code'
# Paths and environment (item 5, 8).
check "-o with a non-UTF-8 byte is refused" 64 'UTF-8' '"$T" render steps -o $'"'"'bad\xff.png'"'"''
check "XDG_CACHE_HOME with a non-UTF-8 byte is refused" 64 'UTF-8' 'XDG_CACHE_HOME=$'"'"'/tmp/bad\xff'"'"' "$T" render steps -o i.png'
check "FC_DEBUG does not reach standard output" 0 '^$' 'FC_DEBUG=65535 "$T" render steps -o - | head -c 8 | od -An -tx1 | grep -q "89 50 4e 47 0d 0a 1a 0a"'
check "a font cache that cannot be written is a warning" 0 'font cache .* cannot be written' 'XDG_CACHE_HOME="$PWD/fresh" bash -c "ulimit -f 100; \"\$0\" render steps -o - >/dev/null" "$T"'
# Caches damaged or replaced (item 1, 2).
check "a FIFO at every font cache file does not hang" 0 '' 'for f in "$XDG_CACHE_HOME"/widget-render/fontconfig-*/*.cache-*; do rm -f "$f"; mkfifo "$f"; done; "$T" render steps -o j.png >/dev/null'
check "a flipped bit in the font cache changes no pixel" 0 '' 'd=$(ls -d "$XDG_CACHE_HOME"/widget-render/fontconfig-* | head -1); "$T" render steps -o - >k1.png; for f in "$d"/*.cache-*; do rm -f "$f"; done; "$T" render steps -o - >/dev/null; f=$(ls "$d"/*.cache-* | head -1); cp "$f" before; flip_bit "$f"; cmp -s before "$f" && exit 9; "$T" render steps -o - >k2.png; cmp k1.png k2.png'
# Unbounded work from entry data (item 4): a million readings, cut within the caps.
check "a million chart readings are cut, not built" 0 'limitExceeded: Chart: the data.s last [0-9]+ elements were not built' '"$T" render glucose --family systemSmall --entry huge.json -o l.png >/dev/null'
# Messages that say the real rule (item 9).
check "--shard with too many digits" 64 'at most 9 digits' '"$T" render-all --shard 1/1000000000 -o folder'
check "previews of a module that does not exist" 66 'no previews in module "NoSuchModule"' '"$T" previews --module NoSuchModule'
check "previews of a module that does not exist, into a folder" 66 'no previews in module "NoSuchModule"' '"$T" previews --module NoSuchModule -o folder'
# Bad values on the command line.
check "unknown widget" 64 'unknown widget' '"$T" render nosuchwidget -o m.png'
check "unknown family" 64 'systemHuge' '"$T" render steps --family systemHuge -o m.png'
check "scale NaN" 64 'scale' '"$T" render steps --scale nan -o m.png'
check "scale 1e308" 64 'scale' '"$T" render steps --scale 1e308 -o m.png'
check "a date that is not ISO 8601" 64 'date' '"$T" render steps --date yesterday -o m.png'

echo "harden: $passed passed, $failed failed"
[ "$failed" = 0 ]
