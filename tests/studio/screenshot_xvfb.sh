#!/usr/bin/env bash
# Opens the studio in a real X server (Xvfb), lets a few moves happen, grabs the main
# window, and checks the picture is a drawn window: its size and that it holds many
# colours (a blank or black window has a handful); then that a start on a missing ruleset
# fails. Usage: screenshot_xvfb.sh TILEWRIGHT OUT.png
set -euo pipefail
studio="$1"
out="$2"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data"
unset QT_QPA_PLATFORM # a real X server, whatever the caller set
mkdir -p "$(dirname "$out")"
rm -f "$out"
timeout 120 xvfb-run -a -s "-screen 0 1400x900x24" \
    "$studio" --journal "$work/journal.sqlite" --seed 7 --bot-delay 0 --screenshot "$out"
read -r width height colours < <(identify -format "%w %h %k\n" "$out")
echo "$out: ${width}x${height}, $colours colours"
[ "$width" -ge 1000 ] && [ "$height" -ge 600 ] || { echo "window too small" >&2; exit 1; }
[ "$colours" -ge 300 ] || { echo "too few colours: nothing drawn?" >&2; exit 1; }

# A start whose ruleset cannot be opened still shows (and grabs) the window with its
# message, but says why on stderr and exits non-zero.
if timeout 60 xvfb-run -a -s "-screen 0 1400x900x24" "$studio" --journal "$work/journal.sqlite" \
    --ruleset "$work/no-such-ruleset" --screenshot "$work/missing.png" 2> "$work/stderr"; then
    echo "a start on a missing ruleset exited 0" >&2
    exit 1
fi
grep -q "no-such-ruleset: no such folder" "$work/stderr" || { cat "$work/stderr" >&2; exit 1; }
echo "a missing ruleset: $(grep -m1 'no such folder' "$work/stderr")"
