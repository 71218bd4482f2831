#!/usr/bin/env bash
# Opens the studio in a real X server (Xvfb), lets a few moves happen, grabs the main
# window, and checks the picture is a drawn window: its size and that it holds many
# colours (a blank or black window has a handful). Usage: screenshot_xvfb.sh TILEWRIGHT OUT.png
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
