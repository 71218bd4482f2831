#!/usr/bin/env bash
# Updates translations/*.ts from the tr() texts of the studio's sources (app/): new texts
# come in unfinished, for a translator to fill in with Qt Linguist; texts no longer in the
# sources are dropped. Usage: tools/update-translations.sh [ts files]
set -euo pipefail
cd "$(dirname "$0")/.."
lupdate=${LUPDATE:-/usr/lib/qt6/bin/lupdate}
files=("$@")
[ ${#files[@]} -eq 0 ] && files=(translations/*.ts)
exec "$lupdate" -no-obsolete -locations relative -extensions cpp,h app -ts "${files[@]}"
