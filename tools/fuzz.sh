#!/usr/bin/env bash
# Builds the libFuzzer targets of tests/fuzz with clang (ASan + UBSan) into build-fuzz/ and
# runs them side by side for SECONDS (default 60), each starting from its seed corpus in
# tests/fuzz/corpus/; their output lines start with the target's name.
#   tools/fuzz.sh [SECONDS] [ruleset|log|lua ...]
# Inputs found along the way are kept in build-fuzz/corpus/<target>/, so a later run goes
# on from there. A crash, a leak, undefined behaviour or a hang (over 10 s for one input)
# stops its target, the input saved in build-fuzz/findings/<target>/, and once the others
# are done the script exits non-zero.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
[ $# -gt 0 ] && shift
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(ruleset log lua)
jobs="${TW_BUILD_JOBS:-2}"

CC=clang CXX=clang++ cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DTW_FUZZ=ON >/dev/null
cmake --build build-fuzz -j"$jobs" --target "${targets[@]/#/fuzz_}"

runs=()
for target in "${targets[@]}"; do
    corpus="build-fuzz/corpus/$target"
    findings="build-fuzz/findings/$target"
    mkdir -p "$corpus" "$findings"
    echo "fuzz_$target: $seconds s"
    build-fuzz/bin/fuzz_"$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
        -print_final_stats=1 -artifact_prefix="$findings/" "$corpus" "tests/fuzz/corpus/$target" \
        2> >(grep -v -E '^#[0-9]|NEW_FUNC' | sed -u "s/^/fuzz_$target: /" >&2) &
    runs+=($!)
done
failed=0
for run in "${runs[@]}"; do
    wait "$run" || failed=1
done
wait # the output filters
exit "$failed"
