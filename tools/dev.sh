#!/usr/bin/env bash
# Installs what is missing (Debian 12 packages), builds into build/, then:
#   tools/dev.sh run   [args]   opens the studio (on Carcassonne: The Discovery by default)
#   tools/dev.sh test           runs every test
#   tools/dev.sh build          only builds
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(
    build-essential cmake
    qt6-base-dev libqt6opengl6-dev qt6-svg-dev qt6-charts-dev qt6-tools-dev qt6-l10n-tools
    qt6-translations-l10n libqt6sql6-sqlite libqscintilla2-qt6-dev libyaml-cpp-dev liblua5.4-dev nlohmann-json3-dev libgtest-dev
    xvfb xauth x11-apps imagemagick poppler-utils
    dpkg-dev desktop-file-utils clang-format
)

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
build
case "$command" in
    build) ;;
    run) exec build/bin/tilewright "$@" ;;
    test) cd build && exec ctest --output-on-failure --timeout 600 "$@" ;;
    *) echo "usage: tools/dev.sh [run|test|build]" >&2; exit 2 ;;
esac
