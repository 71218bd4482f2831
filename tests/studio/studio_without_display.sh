#!/usr/bin/env bash
# The studio without a display: --help and --version print their text (in the language of
# --language) and exit 0; every mistake in the options (an unknown one, one missing its
# value, a value that does not parse) is named and exits 2; a plain start says it needs a
# display and exits 1, instead of Qt's abort.
# Usage: studio_without_display.sh <tilewright executable>
set -u
studio="$1"
run() { env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$studio" "$@" 2>&1; }

out=$(run --help) || { echo "--help failed: $out"; exit 1; }
grep -q -- "--ruleset" <<<"$out" || { echo "--help printed no options: $out"; exit 1; }
out=$(run --version) || { echo "--version failed: $out"; exit 1; }
grep -q "Tilewright 0.1" <<<"$out" || { echo "--version printed: $out"; exit 1; }
out=$(run --language de --help) || { echo "--language de --help failed: $out"; exit 1; }
grep -q "Das Regelwerk in <folder> öffnen." <<<"$out" || { echo "--language de --help printed: $out"; exit 1; }
for args in "--no-such-option" "--players" "--players x"; do
    out=$(run $args)
    status=$?
    [ "$status" -eq 2 ] || { echo "'$args' exited $status: $out"; exit 1; }
    grep -q -- "--\?players\|no-such-option" <<<"$out" || { echo "'$args' said: $out"; exit 1; }
done
out=$(run --ruleset /nowhere)
status=$?
[ "$status" -eq 1 ] || { echo "a start without a display exited $status: $out"; exit 1; }
grep -q "no display to show the studio on" <<<"$out" || { echo "a start without a display said: $out"; exit 1; }
echo "ok"
