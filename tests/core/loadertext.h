#pragma once

// Shared by the loader's tests: a small valid ruleset and the problems of a load as text.
#include "load/rulesetloader.h"

#include <string>

namespace tw::test {

// A small valid ruleset of 11 lines; tests append lines 12 onwards.
inline const std::string kRulesetHead = R"(id: t
name: T
players: {min: 1, max: 2}
grid: square
terrains:
  grass: {code: G}
  sea: {code: S}
tiles:
  - id: a
    edges: GGGG
    segments: [{kind: grass, edges: [N, E, S, W]}]
)";

// Every problem of `r`, one "file:line:col: message" per line.
inline std::string problemsText(const LoadResult &r)
{
    std::string s;
    for (const Diagnostic &d : r.problems)
        s += d.text() + "\n";
    return s;
}

} // namespace tw::test
