#include "geometry/cellset.h"

#include <gtest/gtest.h>

namespace tw {
namespace {

TEST(CellSet, HoldsWhatWasInsertedUntilCleared)
{
    CellSet set;
    EXPECT_FALSE(set.contains({0, 0}));
    EXPECT_TRUE(set.insert({0, 0}));
    EXPECT_TRUE(set.insert({-3, 7}));
    EXPECT_FALSE(set.insert({0, 0})) << "in the set already";
    EXPECT_EQ(set.size(), 2u);
    EXPECT_TRUE(set.contains({-3, 7}));
    EXPECT_FALSE(set.contains({7, -3}));
    set.clear();
    EXPECT_EQ(set.size(), 0u);
    EXPECT_FALSE(set.contains({0, 0}));
    EXPECT_FALSE(set.contains({-3, 7}));
    EXPECT_TRUE(set.insert({-3, 7})) << "new again after clear()";
}

TEST(CellSet, GrowsKeepingItsCellsAndForgetsThemAfterwards)
{
    CellSet set;
    for (int round = 0; round < 3; ++round) {
        set.clear();
        // More cells each round than the set held before: it grows while holding them.
        const int side = 10 * (round + 1);
        for (int x = 0; x < side; ++x)
            for (int y = 0; y < side; ++y)
                ASSERT_TRUE(set.insert({x - side / 2, y})) << round << ": " << x << "," << y;
        EXPECT_EQ(set.size(), std::size_t(side * side));
        for (int x = 0; x < side; ++x)
            for (int y = 0; y < side; ++y)
                ASSERT_TRUE(set.contains({x - side / 2, y}));
        EXPECT_FALSE(set.contains({side, 0}));
    }
    set.clear();
    for (int x = -15; x < 15; ++x)
        EXPECT_FALSE(set.contains({x, 0})) << x;
}

} // namespace
} // namespace tw
