#!/usr/bin/env bash
# Installs what is missing (Debian 12 packages), builds into build/, then:
#   tools/dev.sh run   [args]   opens the studio (on Carcassonne: The Discovery by default)
#   tools/dev.sh test           runs every test, then the fuzz targets side by side for 60 s (tools/fuzz.sh)
#   tools/dev.sh build          only builds
#   tools/dev.sh fuzz [SECONDS] [TARGET...]  runs the fuzz targets (tools/fuzz.sh)
#   tools/dev.sh sanitize       builds the core, scripting and CLI tests with ASan + UBSan
#                               into build-asan/ and runs them
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(
    build-essential cmake
    qt6-base-dev libqt6opengl6-dev qt6-svg-dev qt6-charts-dev qt6-tools-dev qt6-l10n-tools
    qt6-translations-l10n libqt6sql6-sqlite libqscintilla2-qt6-dev libyaml-cpp-dev liblua5.4-dev nlohmann-json3-dev libgtest-dev
    xvfb xauth x11-apps imagemagick poppler-utils
    dpkg-dev desktop-file-utils clang-format
    clang libclang-rt-14-dev
)

# The tests of the core, the scripting and the command line, as build-asan/bin/<name>.
sanitized_tests=(tst_core tst_brokenrulesets tst_logformat tst_corruptlogs tst_luahost tst_luabudget tst_luarules
    tst_luaapi tst_hiddeninfo tst_apidocs tst_conformance tst_golden tst_cli)

sanitize() {
    cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DTW_SANITIZE=ON
    cmake --build build-asan -j"$(nproc)" --target tilewright-cli "${sanitized_tests[@]}"
    for t in "${sanitized_tests[@]}"; do
        echo "== $t (ASan + UBSan)"
        ASAN_OPTIONS=detect_leaks=0 UBSAN_OPTIONS=print_stacktrace=1 build-asan/bin/"$t" --gtest_brief=1
    done
}

install_missing() {
    local missing=()
    for p in "${packages[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return
    echo "installing: ${missing[*]}"
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

build() {
    cmake -S . -B build -DCMAKE_BUILD_TYPE=Release
    cmake --build build -j"$(nproc)"
}

command="${1:-run}"
[ $# -gt 0 ] && shift
install_missing
case "$command" in
    sanitize) sanitize; exit ;;
    fuzz) exec tools/fuzz.sh "$@" ;;
esac
build
case "$command" in
    build) ;;
    run) exec build/bin/tilewright "$@" ;;
    test)
        (cd build && ctest -j"$(nproc)" --output-on-failure --timeout 600 "$@")
        tools/fuzz.sh 60
        ;;
    *) echo "usage: tools/dev.sh [run|test|build|fuzz|sanitize]" >&2; exit 2 ;;
esac
