#include "geometry/coordmap.h"

#include <gtest/gtest.h>

#include <climits>
#include <set>
#include <utility>

using tw::Coord;
using tw::CoordMap;

TEST(CoordMap, EmptyFindsNothing)
{
    CoordMap m;
    EXPECT_EQ(m.size(), 0u);
    EXPECT_EQ(m.find({0, 0}), CoordMap::kAbsent);
    EXPECT_FALSE(m.contains({3, 4}));
    int visits = 0;
    m.forEach([&](Coord, int) { ++visits; });
    EXPECT_EQ(visits, 0);
}

TEST(CoordMap, SetFindOverwrite)
{
    CoordMap m;
    m.set({3, 4}, 7);
    m.set({4, 3}, 9);
    EXPECT_EQ(m.find({3, 4}), 7);
    EXPECT_EQ(m.find({4, 3}), 9);
    EXPECT_EQ(m.find({3, 3}), CoordMap::kAbsent);
    EXPECT_EQ(m.size(), 2u);

    m.set({3, 4}, 12);
    EXPECT_EQ(m.find({3, 4}), 12);
    EXPECT_EQ(m.find({4, 3}), 9);
    EXPECT_EQ(m.size(), 2u) << "overwriting does not add an entry";

    m.set({3, 4}, 0); // zero is a value like any other
    EXPECT_TRUE(m.contains({3, 4}));
    EXPECT_EQ(m.find({3, 4}), 0);
}

TEST(CoordMap, NegativeCoordinatesAreDistinct)
{
    CoordMap m;
    const Coord keys[] = {
        {-1, 0}, {0, -1}, {1, 0}, {0, 1}, {-5, -7}, {-7, -5}, {-2, 2}, {2, -2}, {INT_MIN, INT_MAX}, {INT_MAX, INT_MIN}};
    int v = 100;
    for (Coord c : keys)
        m.set(c, v++);
    EXPECT_EQ(m.size(), std::size(keys));
    v = 100;
    for (Coord c : keys)
        EXPECT_EQ(m.find(c), v++) << c.x << "," << c.y;
    EXPECT_FALSE(m.contains({0, 0}));
    EXPECT_FALSE(m.contains({5, 7}));
}

TEST(CoordMap, GrowsPastManyEntries)
{
    CoordMap m;
    // 100 x 100 block with negative columns, and a second block far away.
    int value = 0;
    for (int y = -50; y < 50; ++y)
        for (int x = -130; x < -30; ++x)
            m.set({x, y}, value++);
    for (int y = 1000; y < 1010; ++y)
        for (int x = 0; x < 100; ++x)
            m.set({x, y}, value++);
    ASSERT_EQ(value, 11000);
    EXPECT_EQ(m.size(), 11000u);

    value = 0;
    for (int y = -50; y < 50; ++y)
        for (int x = -130; x < -30; ++x)
            ASSERT_EQ(m.find({x, y}), value++) << x << "," << y;
    for (int y = 1000; y < 1010; ++y)
        for (int x = 0; x < 100; ++x)
            ASSERT_EQ(m.find({x, y}), value++) << x << "," << y;

    EXPECT_FALSE(m.contains({-30, 0}));
    EXPECT_FALSE(m.contains({-131, 0}));
    EXPECT_FALSE(m.contains({0, 0}));
    EXPECT_FALSE(m.contains({50, 1010}));
}

TEST(CoordMap, ForEachVisitsEveryEntryOnce)
{
    CoordMap m;
    long long expectedSum = 0;
    for (int i = 0; i < 500; ++i) {
        m.set({i % 23 - 11, i / 23 - 30}, i);
        expectedSum += i;
    }
    m.set({0, -30}, 1000); // overwrite: i = 11
    expectedSum += 1000 - 11;

    int visits = 0;
    long long sum = 0;
    std::set<std::pair<int, int>> seen;
    m.forEach([&](Coord c, int v) {
        ++visits;
        sum += v;
        seen.insert({c.x, c.y});
        EXPECT_EQ(m.find(c), v);
    });
    EXPECT_EQ(visits, 500);
    EXPECT_EQ(seen.size(), 500u);
    EXPECT_EQ(sum, expectedSum);
}

TEST(CoordMap, CopyIsIndependent)
{
    CoordMap a;
    for (int i = 0; i < 40; ++i)
        a.set({i, -i}, i);
    CoordMap b = a;
    b.set({0, 0}, 99);
    for (int i = 40; i < 100; ++i)
        b.set({i, -i}, i); // makes b grow
    EXPECT_EQ(a.find({0, 0}), 0);
    EXPECT_EQ(a.size(), 40u);
    EXPECT_FALSE(a.contains({50, -50}));
    EXPECT_EQ(b.find({0, 0}), 99);
    EXPECT_EQ(b.find({50, -50}), 50);
    EXPECT_EQ(b.size(), 100u);
}

TEST(CoordMap, MinusOneMinusOneIsAnOrdinaryKey)
{
    // (-1,-1) packs to all one bits; it must behave like any other cell.
    CoordMap m;
    m.set({-1, -1}, 5);
    EXPECT_EQ(m.find({-1, -1}), 5);
    m.set({-1, -1}, 6);
    EXPECT_EQ(m.find({-1, -1}), 6);
    EXPECT_EQ(m.size(), 1u);
    int visits = 0;
    m.forEach([&](Coord c, int v) {
        ++visits;
        EXPECT_EQ(c, (Coord{-1, -1}));
        EXPECT_EQ(v, 6);
    });
    EXPECT_EQ(visits, 1);
    for (int i = 0; i < 200; ++i)
        m.set({i, 1000}, i);
    EXPECT_EQ(m.find({-1, -1}), 6) << "kept through growth";
    EXPECT_EQ(m.size(), 201u);
}

TEST(CoordMap, EqualMeansTheSameEntriesInAnyOrder)
{
    CoordMap forward, backward;
    for (int i = 0; i < 100; ++i) {
        forward.set({i, -i}, i);
        backward.set({99 - i, i - 99}, 99 - i);
    }
    EXPECT_TRUE(forward == backward) << "the order entries were set in does not matter";
    EXPECT_TRUE(CoordMap() == CoordMap());
    EXPECT_FALSE(forward == CoordMap());

    CoordMap otherValue = forward;
    otherValue.set({5, -5}, 6);
    EXPECT_FALSE(forward == otherValue);
    EXPECT_FALSE(otherValue == forward);

    CoordMap otherKey;
    for (int i = 0; i < 100; ++i)
        otherKey.set({i == 5 ? 500 : i, -i}, i);
    EXPECT_FALSE(forward == otherKey) << "same size and values, one key elsewhere";

    CoordMap absentValue = forward; // kAbsent stored as a value is still an entry
    absentValue.set({7, 7}, CoordMap::kAbsent);
    EXPECT_FALSE(forward == absentValue);
}

TEST(CoordMap, ReserveKeepsEntriesAndNeverShrinks)
{
    CoordMap m;
    m.set({1, 2}, 5);
    m.reserve(300);
    EXPECT_EQ(m.find({1, 2}), 5);
    EXPECT_EQ(m.size(), 1u);
    for (int i = 0; i < 299; ++i)
        m.set({i, -i - 1}, i);
    EXPECT_EQ(m.size(), 300u);
    for (int i = 0; i < 299; ++i)
        EXPECT_EQ(m.find({i, -i - 1}), i);
    EXPECT_EQ(m.find({1, 2}), 5);

    m.reserve(10); // never shrinks
    EXPECT_EQ(m.size(), 300u);
    EXPECT_EQ(m.find({298, -299}), 298);
}
