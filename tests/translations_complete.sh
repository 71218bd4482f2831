#!/usr/bin/env bash
# Fails when a tr() text of the studio has no finished translation: updates a copy of each
# translations/*.ts from the sources, as tools/update-translations.sh does, and lists the
# texts left unfinished.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
for ts in "$root"/translations/*.ts; do
    copy="$work/$(basename "$ts")"
    cp "$ts" "$copy"
    (cd "$root" && tools/update-translations.sh "$copy" >/dev/null)
    missing=$(grep -c 'type="unfinished"' "$copy" || true)
    if [ "$missing" -ne 0 ]; then
        echo "$(basename "$ts"): $missing texts without a translation:"
        grep -B2 'type="unfinished"' "$copy" | grep '<source>' | sed 's/^ */  /'
        status=1
    else
        echo "$(basename "$ts"): every text translated"
    fi
done
exit $status
