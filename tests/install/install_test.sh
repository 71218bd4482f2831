#!/usr/bin/env bash
# Installs the build into a temporary prefix and runs the installed programs as a user
# would: from a folder outside the source tree, with TILEWRIGHT_DATA unset, so they can
# only find their data in the prefix. Then moves the prefix and runs them again.
# Usage: install_test.sh BUILD_DIR [CMAKE]
set -euo pipefail
build="$1"
cmake="${2:-cmake}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
unset TILEWRIGHT_DATA
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" QT_QPA_PLATFORM=offscreen
cd "$work"

fail() {
    echo "FAIL: $*" >&2
    exit 1
}

prefix="$work/prefix"
"$cmake" --install "$build" --prefix "$prefix" >"$work/install.log" || { cat "$work/install.log"; fail "cmake --install"; }
echo "installed into $prefix: $(grep -c 'Installing:' "$work/install.log") files"

for file in bin/tilewright bin/tilewright-cli \
    share/tilewright/docs/ruleset-format.md share/tilewright/docs/lua-api.md share/tilewright/docs/log-format.md \
    share/tilewright/translations/tilewright_de.qm \
    share/applications/tilewright.desktop share/icons/hicolor/scalable/apps/tilewright.svg; do
    [ -e "$prefix/$file" ] || fail "$file is not installed"
done
rulesets=("$prefix"/share/tilewright/rulesets/*/ruleset.yaml)
[ -e "${rulesets[0]}" ] || fail "no ruleset installed"
[ ${#rulesets[@]} -ge 2 ] || fail "only ${#rulesets[@]} ruleset installed"
leaked=$(find "$prefix/share/tilewright/rulesets" -name tests)
[ -z "$leaked" ] || fail "a ruleset's tests/ is installed: $leaked"

# Every installed ruleset validates and plays, by its installed folder.
cli="$prefix/bin/tilewright-cli"
for yaml in "${rulesets[@]}"; do
    folder=$(dirname "$yaml")
    "$cli" validate "$folder" || fail "validate $folder"
    "$cli" simulate "$folder" --games 5 --seed 1 >"$work/simulate.txt" || { cat "$work/simulate.txt"; fail "simulate $folder"; }
    echo "simulate $(basename "$folder") --games 5: ok"
done

# A log names only its ruleset's id: replaying it finds the shipped ruleset in the
# prefix, here and after the prefix has moved.
"$cli" simulate "$prefix/share/tilewright/rulesets/discovery" --games 1 --seed 3 --log-dir "$work/logs" >/dev/null
replay() {
    "$1/bin/tilewright-cli" replay "$work/logs/game-0.jsonl" >"$work/replay.txt" 2>&1 || { cat "$work/replay.txt"; fail "replay with $1"; }
    grep -q reproduced "$work/replay.txt" || { cat "$work/replay.txt"; fail "replay with $1 did not reproduce"; }
    echo "replay from the shipped ruleset in $1: ok"
}
replay "$prefix"

# The studio opens the shipped Discovery (no --ruleset) and records a game of it.
timeout 60 "$prefix/bin/tilewright" --journal "$work/journal.sqlite" --seed 7 --bot-delay 0 --screenshot-moves 2 \
    --screenshot "$work/studio.png" >/dev/null 2>"$work/studio.txt" || { cat "$work/studio.txt"; fail "the studio"; }
"$cli" journal list --db "$work/journal.sqlite" >"$work/journal.txt" 2>&1 || { cat "$work/journal.txt"; fail "journal list"; }
grep -q discovery "$work/journal.txt" || { cat "$work/studio.txt" "$work/journal.txt"; fail "the studio played no Discovery game"; }
echo "the studio played the shipped Discovery: ok"

mv "$prefix" "$work/moved"
replay "$work/moved"

if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate "$work/moved/share/applications/tilewright.desktop" || fail "desktop-file-validate"
    echo "desktop-file-validate: ok"
else
    echo "desktop-file-validate not found (desktop-file-utils): the .desktop file is not checked"
fi
