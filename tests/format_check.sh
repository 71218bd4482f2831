#!/usr/bin/env bash
# The C++ sources are formatted as .clang-format says: lists the files clang-format would
# change (run `clang-format -i` on them) and fails if there are any.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(find app core scripting tests rulesets -name '*.cpp' -o -name '*.h' | sort)
unformatted=()
for f in "${files[@]}"; do
    clang-format --dry-run --Werror "$f" >/dev/null 2>&1 || unformatted+=("$f")
done
if [ ${#unformatted[@]} -gt 0 ]; then
    printf 'not formatted (clang-format -i FILE):\n' >&2
    printf '  %s\n' "${unformatted[@]}" >&2
    exit 1
fi
echo "${#files[@]} files formatted"
