#include "state/zone.h"
#include "util/rng.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <utility>
#include <vector>

using tw::Zone;

namespace {

// The tally a draw offers, counted from scratch: distinct items in order of first
// appearance, with their counts.
std::pair<std::vector<int>, std::vector<int>> scannedTally(const std::vector<int> &items)
{
    std::vector<int> distinct, counts;
    for (int item : items) {
        const auto at = std::find(distinct.begin(), distinct.end(), item);
        if (at == distinct.end()) {
            distinct.push_back(item);
            counts.push_back(1);
        } else {
            ++counts[std::size_t(at - distinct.begin())];
        }
    }
    return {distinct, counts};
}

void expectTallyOfItems(const Zone &zone)
{
    const auto [distinct, counts] = scannedTally(zone.items());
    ASSERT_EQ(zone.distinct(), distinct);
    ASSERT_EQ(zone.counts(), counts);
}

} // namespace

TEST(Zone, TallyFollowsFirstAppearance)
{
    Zone zone;
    zone.append(4, 2);
    zone.append(1);
    zone.append(4);
    EXPECT_EQ(zone.items(), (std::vector<int>{4, 4, 1, 4}));
    EXPECT_EQ(zone.distinct(), (std::vector<int>{4, 1}));
    EXPECT_EQ(zone.counts(), (std::vector<int>{3, 1}));

    zone.append(7);
    zone.append(1);
    zone.takeFirst(4);
    zone.takeFirst(4); // [1, 4, 7, 1]: the 1 now comes first
    EXPECT_EQ(zone.items(), (std::vector<int>{1, 4, 7, 1}));
    EXPECT_EQ(zone.distinct(), (std::vector<int>{1, 4, 7}));
    EXPECT_EQ(zone.counts(), (std::vector<int>{2, 1, 1}));

    zone.takeFirst(1); // [4, 7, 1]: the other 1 moves behind the 4 and the 7
    EXPECT_EQ(zone.distinct(), (std::vector<int>{4, 7, 1}));
    EXPECT_FALSE(zone.takeFirst(9));
    EXPECT_TRUE(zone.takeFirst(7));
    EXPECT_EQ(zone.distinct(), (std::vector<int>{4, 1}));
    EXPECT_EQ(zone.counts(), (std::vector<int>{1, 1}));
}

TEST(Zone, SortAndOverwriteRetally)
{
    Zone zone;
    zone.append(5);
    zone.append(2, 2);
    zone.append(5);
    zone.sortItems();
    EXPECT_EQ(zone.items(), (std::vector<int>{2, 2, 5, 5}));
    EXPECT_EQ(zone.distinct(), (std::vector<int>{2, 5}));

    const int hidden[] = {9, 5, 2};
    zone.overwriteFromBottom(hidden, 3);
    EXPECT_EQ(zone.items(), (std::vector<int>{9, 5, 2, 5}));
    EXPECT_EQ(zone.distinct(), (std::vector<int>{9, 5, 2}));
    EXPECT_EQ(zone.counts(), (std::vector<int>{1, 2, 1}));
}

// Any sequence of changes leaves the same tally as counting the items again.
TEST(Zone, TallyMatchesAScanAfterRandomChanges)
{
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        tw::Rng rng(seed);
        Zone zone;
        std::vector<int> plain; // the same changes on a bare list
        for (int step = 0; step < 400; ++step) {
            const int item = int(rng.below(8));
            switch (rng.below(8)) {
            case 0:
            case 1:
            case 2: {
                const int count = 1 + int(rng.below(3));
                zone.append(item, count);
                plain.insert(plain.end(), std::size_t(count), item);
                break;
            }
            case 7:
                if (rng.below(10) == 0) {
                    zone.sortItems();
                    std::sort(plain.begin(), plain.end());
                    break;
                }
                [[fallthrough]];
            default: {
                const auto at = std::find(plain.begin(), plain.end(), item);
                EXPECT_EQ(zone.takeFirst(item), at != plain.end());
                if (at != plain.end())
                    plain.erase(at);
            }
            }
            ASSERT_EQ(zone.items(), plain) << "seed " << seed << ", step " << step;
            expectTallyOfItems(zone);
        }
    }
}

TEST(Zone, EqualWhenTheItemsAre)
{
    Zone a, b;
    a.append(3);
    a.append(1);
    b.append(1);
    b.append(3);
    EXPECT_FALSE(a == b);
    b.takeFirst(1);
    b.append(1);
    EXPECT_TRUE(a == b);
}
