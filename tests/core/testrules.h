#pragma once

#include "load/rulesetloader.h"
#include "state/board.h"
#include "statewriting.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

namespace twtest {

// Loads a ruleset written inline; a test using it fails (with every diagnostic) if the
// text has problems.
inline std::shared_ptr<const tw::Ruleset> loadOk(const std::string &yaml)
{
    tw::LoadResult result = tw::loadRuleset("/tmp/tw-core-tests", yaml);
    std::string problems;
    for (const tw::Diagnostic &d : result.problems)
        problems += d.text() + "\n";
    EXPECT_TRUE(result.ok()) << problems;
    EXPECT_TRUE(result.problems.empty()) << problems;
    return result.ruleset;
}

// Orders placements so lists can be compared as sets.
inline bool placementLess(const tw::Placement &a, const tw::Placement &b)
{
    if (a.at != b.at)
        return a.at < b.at;
    return a.orientation < b.orientation;
}

inline std::vector<tw::Placement> sorted(std::vector<tw::Placement> v)
{
    std::sort(v.begin(), v.end(), placementLess);
    return v;
}

inline std::vector<tw::Coord> sorted(std::vector<tw::Coord> v)
{
    std::sort(v.begin(), v.end());
    return v;
}

} // namespace twtest

namespace tw {
// Readable failure output for the value types the tests compare.
inline void PrintTo(Coord c, std::ostream *os)
{
    *os << "(" << c.x << "," << c.y << ")";
}
inline void PrintTo(const Placement &p, std::ostream *os)
{
    *os << "{(" << p.at.x << "," << p.at.y << ") o" << p.orientation << "}";
}
} // namespace tw
