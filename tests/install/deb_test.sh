#!/usr/bin/env bash
# Builds the .deb with CPack (into a temporary folder, leaving the build folder's own
# packages alone) and checks what it holds and that its Depends were computed.
# Usage: deb_test.sh BUILD_DIR [CPACK]
set -euo pipefail
build="$1"
cpack="${2:-cpack}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail() {
    echo "FAIL: $*" >&2
    exit 1
}

"$cpack" --config "$build/CPackConfig.cmake" -G DEB -B "$work" >"$work/cpack.log" 2>&1 || { cat "$work/cpack.log"; fail "cpack"; }
debs=("$work"/tilewright_*.deb)
[ -e "${debs[0]}" ] || { cat "$work/cpack.log"; fail "no tilewright_*.deb made"; }
deb="${debs[0]}"
echo "made $(basename "$deb") ($(du -k "$deb" | cut -f1) kB)"

dpkg-deb -c "$deb" >"$work/contents.txt"
for file in ./usr/bin/tilewright ./usr/bin/tilewright-cli ./usr/share/tilewright/rulesets/discovery/ruleset.yaml \
    ./usr/share/tilewright/docs/lua-api.md ./usr/share/tilewright/translations/tilewright_de.qm \
    ./usr/share/applications/tilewright.desktop ./usr/share/icons/hicolor/scalable/apps/tilewright.svg; do
    grep -q " $file\$" "$work/contents.txt" || { cat "$work/contents.txt"; fail "$file is not in the package"; }
done
if grep -q "/rulesets/[^/]*/tests/" "$work/contents.txt"; then
    fail "a ruleset's tests/ is in the package"
fi

dpkg-deb -I "$deb" >"$work/info.txt"
for field in "Package: tilewright" "Maintainer: " "Description: " "Depends: "; do
    grep -q "^ *$field" "$work/info.txt" || { cat "$work/info.txt"; fail "no '$field' in the control file"; }
done
depends=$(sed -n 's/^ *Depends: //p' "$work/info.txt")
for library in libqt6core6 libqt6widgets6 libyaml-cpp qt6-qpa-plugins libqt6sql6-sqlite; do
    [[ "$depends" == *"$library"* ]] || fail "Depends lacks $library: $depends"
done
echo "Depends: $depends"
