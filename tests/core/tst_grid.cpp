#include "geometry/coordlimit.h"
#include "geometry/grid.h"

#include <gtest/gtest.h>

#include <climits>
#include <functional>

using tw::Coord;
using tw::Grid;
using tw::GridKind;

namespace {

const Grid kSquare(GridKind::Square);
const Grid kHex(GridKind::Hex);

const Coord kOffsets[] = {{0, 0}, {1, 0}, {2, 1}, {-3, 2}, {5, -7}, {-4, -4}, {0, 9}};

} // namespace

TEST(Coord, ArithmeticAndRowMajorOrder)
{
    EXPECT_EQ((Coord{1, 2} + Coord{3, -5}), (Coord{4, -3}));
    EXPECT_EQ((Coord{1, 2} - Coord{3, -5}), (Coord{-2, 7}));
    EXPECT_TRUE((Coord{5, 0} < Coord{0, 1})); // rows first
    EXPECT_TRUE((Coord{0, 1} < Coord{1, 1})); // then columns
    EXPECT_FALSE((Coord{1, 1} < Coord{1, 1}));
    EXPECT_NE(std::hash<Coord>()({1, 2}), std::hash<Coord>()({2, 1}));
}

TEST(Grid, SquareStepsClockwiseFromNorth)
{
    EXPECT_EQ(kSquare.directionCount(), 4);
    EXPECT_EQ(kSquare.step(0), (Coord{0, -1}));
    EXPECT_EQ(kSquare.step(1), (Coord{1, 0}));
    EXPECT_EQ(kSquare.step(2), (Coord{0, 1}));
    EXPECT_EQ(kSquare.step(3), (Coord{-1, 0}));
    EXPECT_EQ(kSquare.neighbour({3, 4}, 3), (Coord{2, 4}));
}

TEST(Grid, HexStepsClockwiseFromNorth)
{
    EXPECT_EQ(kHex.directionCount(), 6);
    EXPECT_EQ(kHex.step(0), (Coord{0, -1}));
    EXPECT_EQ(kHex.step(1), (Coord{1, -1}));
    EXPECT_EQ(kHex.step(2), (Coord{1, 0}));
    EXPECT_EQ(kHex.step(3), (Coord{0, 1}));
    EXPECT_EQ(kHex.step(4), (Coord{-1, 1}));
    EXPECT_EQ(kHex.step(5), (Coord{-1, 0}));
    EXPECT_EQ(kHex.neighbour({2, -1}, 4), (Coord{1, 0}));
}

TEST(Grid, Opposite)
{
    EXPECT_EQ(kSquare.opposite(0), 2);
    EXPECT_EQ(kSquare.opposite(1), 3);
    EXPECT_EQ(kSquare.opposite(2), 0);
    EXPECT_EQ(kSquare.opposite(3), 1);
    EXPECT_EQ(kHex.opposite(0), 3);
    EXPECT_EQ(kHex.opposite(1), 4);
    EXPECT_EQ(kHex.opposite(2), 5);
    EXPECT_EQ(kHex.opposite(5), 2);
    for (const Grid *g : {&kSquare, &kHex}) {
        for (int d = 0; d < g->directionCount(); ++d)
            EXPECT_EQ(g->step(d) + g->step(g->opposite(d)), (Coord{0, 0})) << d;
    }
}

TEST(Grid, SquareRotateQuarterTurnClockwise)
{
    // y grows south, so a clockwise quarter turn takes east to south: (x, y) -> (-y, x).
    EXPECT_EQ(kSquare.rotate({2, 1}, 1), (Coord{-1, 2}));
    EXPECT_EQ(kSquare.rotate({2, 1}, 2), (Coord{-2, -1}));
    EXPECT_EQ(kSquare.rotate({2, 1}, 3), (Coord{1, -2}));
    EXPECT_EQ(kSquare.rotate({0, -1}, 1), (Coord{1, 0})); // north -> east
    for (Coord c : kOffsets) {
        EXPECT_EQ(kSquare.rotate(c, 4), c);
        EXPECT_EQ(kSquare.rotate(kSquare.rotate(kSquare.rotate(kSquare.rotate(c, 1), 1), 1), 1), c);
        EXPECT_EQ(kSquare.rotate(c, 5), kSquare.rotate(c, 1));
        EXPECT_EQ(kSquare.distance({0, 0}, kSquare.rotate(c, 1)), kSquare.distance({0, 0}, c));
    }
}

TEST(Grid, HexRotateSixthTurnClockwise)
{
    EXPECT_EQ(kHex.rotate({2, -1}, 1), (Coord{1, 1}));
    EXPECT_EQ(kHex.rotate({2, -1}, 2), (Coord{-1, 2}));
    EXPECT_EQ(kHex.rotate({2, -1}, 3), (Coord{-2, 1}));
    EXPECT_EQ(kHex.rotate({0, -1}, 1), (Coord{1, -1})); // north -> north-east
    for (Coord c : kOffsets) {
        Coord turned = c;
        for (int i = 0; i < 6; ++i)
            turned = kHex.rotate(turned, 1);
        EXPECT_EQ(turned, c);
        EXPECT_EQ(kHex.rotate(c, 6), c);
        EXPECT_EQ(kHex.rotate(c, 3), (Coord{-c.x, -c.y})); // half a turn
        EXPECT_EQ(kHex.distance({0, 0}, kHex.rotate(c, 1)), kHex.distance({0, 0}, c));
    }
}

TEST(Grid, RotatedStepsMatchRotatedDirections)
{
    for (const Grid *g : {&kSquare, &kHex}) {
        const int n = g->directionCount();
        for (int d = 0; d < n; ++d)
            for (int k = 0; k < n; ++k)
                EXPECT_EQ(g->rotate(g->step(d), k), g->step(g->rotateDirection(d, k))) << n << " " << d << " " << k;
    }
    EXPECT_EQ(kSquare.rotateDirection(3, 1), 0);
    EXPECT_EQ(kHex.rotateDirection(4, 3), 1);
}

TEST(Grid, MirrorAcrossNorthSouthAxis)
{
    EXPECT_EQ(kSquare.mirror({2, 1}), (Coord{-2, 1}));
    EXPECT_EQ(kSquare.mirrorDirection(0), 0);
    EXPECT_EQ(kSquare.mirrorDirection(1), 3);
    EXPECT_EQ(kSquare.mirrorDirection(2), 2);
    EXPECT_EQ(kSquare.mirrorDirection(3), 1);

    EXPECT_EQ(kHex.mirror({2, -1}), (Coord{-2, 1}));
    EXPECT_EQ(kHex.mirror({0, 3}), (Coord{0, 3})); // on the axis
    EXPECT_EQ(kHex.mirrorDirection(0), 0);
    EXPECT_EQ(kHex.mirrorDirection(1), 5);
    EXPECT_EQ(kHex.mirrorDirection(2), 4);
    EXPECT_EQ(kHex.mirrorDirection(3), 3);

    for (const Grid *g : {&kSquare, &kHex}) {
        for (int d = 0; d < g->directionCount(); ++d)
            EXPECT_EQ(g->mirror(g->step(d)), g->step(g->mirrorDirection(d)));
        for (Coord c : kOffsets) {
            EXPECT_EQ(g->mirror(g->mirror(c)), c);
            EXPECT_EQ(g->distance({0, 0}, g->mirror(c)), g->distance({0, 0}, c));
        }
    }
}

TEST(Grid, DirectionNames)
{
    const char *square[] = {"N", "E", "S", "W"};
    for (int d = 0; d < 4; ++d) {
        EXPECT_STREQ(kSquare.directionName(d), square[d]);
        EXPECT_EQ(kSquare.directionFromName(square[d]), d);
    }
    const char *hex[] = {"N", "NE", "SE", "S", "SW", "NW"};
    for (int d = 0; d < 6; ++d) {
        EXPECT_STREQ(kHex.directionName(d), hex[d]);
        EXPECT_EQ(kHex.directionFromName(hex[d]), d);
    }
    EXPECT_EQ(kSquare.directionFromName("NE"), -1);
    EXPECT_EQ(kHex.directionFromName("E"), -1);
    EXPECT_EQ(kSquare.directionFromName("n"), -1);
    EXPECT_EQ(kSquare.directionFromName(""), -1);
    EXPECT_EQ(Grid(GridKind::Sheet, 3, 3).directionFromName("W"), 3);
}

TEST(Grid, SquareDistanceIsManhattan)
{
    EXPECT_EQ(kSquare.distance({0, 0}, {0, 0}), 0);
    EXPECT_EQ(kSquare.distance({1, 2}, {-2, -1}), 6);
    EXPECT_EQ(kSquare.distance({-2, -1}, {1, 2}), 6);
    EXPECT_EQ(kSquare.distance({0, 0}, {3, 0}), 3);
    EXPECT_EQ(kSquare.distance({0, 0}, {1, 1}), 2); // no diagonal steps
}

TEST(Grid, HexDistance)
{
    EXPECT_EQ(kHex.distance({0, 0}, {0, 0}), 0);
    for (int d = 0; d < 6; ++d)
        EXPECT_EQ(kHex.distance({0, 0}, kHex.step(d)), 1);
    EXPECT_EQ(kHex.distance({0, 0}, {1, 1}), 2);  // SE then S
    EXPECT_EQ(kHex.distance({0, 0}, {2, -1}), 2); // NE then SE
    EXPECT_EQ(kHex.distance({0, 0}, {-2, 3}), 3); // SW, SW, S
    EXPECT_EQ(kHex.distance({0, 0}, {3, 0}), 3);
    EXPECT_EQ(kHex.distance({4, -2}, {1, 1}), 3);
    EXPECT_EQ(kHex.distance({1, 1}, {4, -2}), 3);
}

TEST(Grid, SheetIsBoundedSquare)
{
    const Grid sheet(GridKind::Sheet, 3, 2);
    EXPECT_TRUE(sheet.bounded());
    EXPECT_EQ(sheet.width(), 3);
    EXPECT_EQ(sheet.height(), 2);
    EXPECT_EQ(sheet.directionCount(), 4);
    EXPECT_EQ(sheet.step(1), (Coord{1, 0}));
    EXPECT_EQ(sheet.rotate({2, 1}, 1), (Coord{-1, 2}));
    EXPECT_EQ(sheet.distance({0, 0}, {2, 1}), 3);
    EXPECT_TRUE(sheet.contains({0, 0}));
    EXPECT_TRUE(sheet.contains({2, 1}));
    EXPECT_FALSE(sheet.contains({3, 0}));
    EXPECT_FALSE(sheet.contains({0, 2}));
    EXPECT_FALSE(sheet.contains({-1, 0}));
    EXPECT_FALSE(sheet.contains({0, -1}));

    EXPECT_FALSE(kSquare.bounded());
    EXPECT_FALSE(kHex.bounded());
    EXPECT_TRUE(kSquare.contains({-100000, 250000}));
    EXPECT_TRUE(kHex.contains({INT_MIN / 2, INT_MAX / 2}));
}

// Any two cells have a distance without overflow: within kMaxCoordinate it is exact, beyond
// it the largest int.
TEST(Grid, DistanceNeverOverflows)
{
    const int m = tw::kMaxCoordinate;
    EXPECT_EQ(kSquare.distance({-m, -m}, {m, m}), 4 * m);
    EXPECT_EQ(kHex.distance({-m, -m}, {m, m}), 4 * m);
    EXPECT_EQ(kHex.distance({-m, m}, {m, -m}), 2 * m);
    EXPECT_EQ(kSquare.distance({INT_MAX, 0}, {INT_MIN, 0}), INT_MAX);
    EXPECT_EQ(kHex.distance({INT_MIN, INT_MIN}, {INT_MAX, INT_MAX}), INT_MAX);
    EXPECT_EQ(kSquare.distance({INT_MIN, INT_MIN}, {INT_MIN + 3, INT_MIN + 4}), 7);
}
