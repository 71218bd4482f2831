#!/usr/bin/env bash
# The C++ sources are formatted as .clang-format says: lists the files clang-format would
# change (run `clang-format -i` on them) and fails if there are any, or if clang-format
# fails otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(find app core scripting tests rulesets -name '*.cpp' -o -name '*.h' | sort)
status=0
report=$(clang-format --dry-run --Werror "${files[@]}" 2>&1) || status=$?
mapfile -t unformatted < <(grep -oP '^[^:\s]+(?=:\d+:\d+: error: code should be clang-formatted)' <<<"$report" | sort -u)
if [ ${#unformatted[@]} -gt 0 ]; then
    printf 'not formatted (clang-format -i FILE):\n' >&2
    printf '  %s\n' "${unformatted[@]}" >&2
    exit 1
fi
if [ "$status" -ne 0 ]; then
    printf 'clang-format failed:\n%s\n' "$report" >&2
    exit 1
fi
echo "${#files[@]} files formatted"
