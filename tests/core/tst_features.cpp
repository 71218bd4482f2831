#include "state/board.h"
#include "state/boardadjacency.h"

#include "testrules.h"

#include <gtest/gtest.h>

using namespace tw;
using twtest::loadOk;

namespace {

// Terrains: grass 0, sea 1, mountain 2. Attribute 0: cities.
const std::string kRules = R"(id: f
name: F
players: {min: 1, max: 2}
grid: square
terrains:
  grass: {code: G}
  sea: {code: S}
  mountain: {code: M}
attributes:
  cities: {icon: city}
tiles:
  - id: meadow
    edges: GGGG
    segments: [{kind: grass, edges: [N, E, S, W], cities: 2}]
  - id: port
    edges: SGGG
    segments:
      - {kind: sea, edges: [N]}
      - {kind: grass, edges: [E, S, W], cities: 1}
  - id: twin
    cells: [[0, 0], [0, 1]]
    edges: [SG.S, .GSS]
    segments:
      - {kind: grass, edges: [E], cities: 1}
      - {kind: grass, edges: ['1:E'], cities: 1}
      - {kind: sea, edges: [N, W, '1:W', '1:S']}
  - id: wall
    cells: [[0, 0], [0, 1]]
    edges: [SS.G, .SSG]
    segments:
      - {kind: grass, edges: [W, '1:W'], cities: 2}
      - {kind: sea, edges: [N, E, '1:E', '1:S']}
  - id: split
    edges: GSGS
    segments:
      - {kind: grass, edges: [N], cities: 1}
      - {kind: grass, edges: [S], cities: 1}
      - {kind: sea, edges: [E, W]}
  - id: bend
    edges: SGGS
    segments:
      - {kind: grass, edges: [E, S]}
      - {kind: sea, edges: [N, W]}
  - id: straight
    edges: GSGS
    segments:
      - {kind: grass, edges: [N, S]}
      - {kind: sea, edges: [E]}
      - {kind: sea, edges: [W]}
  - id: cove
    edges: MSGG
    segments:
      - {kind: mountain, edges: [N]}
      - {kind: sea, edges: [E]}
      - {kind: grass, edges: [S, W], cities: 1}
)";

constexpr int kMeadow = 0, kPort = 1, kTwin = 2, kWall = 3, kSplit = 4, kBend = 5, kStraight = 6, kCove = 7;
constexpr int kGrass = 0, kSea = 1, kMountain = 2;
constexpr int kCities = 0;

std::vector<int> sortedInts(std::vector<int> v)
{
    std::sort(v.begin(), v.end());
    return v;
}

class FeatureTest : public ::testing::Test
{
protected:
    std::shared_ptr<const Ruleset> rules = loadOk(kRules);
    Board board{rules.get()};

    // Places a tile after checking that the move is legal; returns the features it closed.
    std::vector<int> put(int type, Placement p)
    {
        EXPECT_TRUE(board.fits(type, p)) << "tile " << type << " at " << p.at.x << "," << p.at.y << " o" << p.orientation;
        std::vector<int> completed;
        board.place(type, p, 0, &completed);
        return completed;
    }
};

} // namespace

TEST_F(FeatureTest, SegmentIdsFollowPlacementOrder)
{
    put(kPort, {{0, 0}, 0});
    put(kMeadow, {{1, 0}, 0});
    EXPECT_EQ(board.segmentCount(), 3);
    EXPECT_EQ(board.segmentsOnTile(0), 2);
    EXPECT_EQ(board.segmentsOnTile(1), 1);
    EXPECT_EQ(board.segmentId(0, 1), 1);
    EXPECT_EQ(board.segmentId(1, 0), 2);
    EXPECT_EQ(board.segmentTile(0), 0);
    EXPECT_EQ(board.segmentTile(2), 1);
    EXPECT_EQ(board.segmentTerrain(0), kSea);
    EXPECT_EQ(board.segmentTerrain(1), kGrass);
    EXPECT_EQ(board.segmentDef(1).attributes, (std::vector<int>{1}));
    EXPECT_EQ(&board.segmentDef(2), &rules->tiles[kMeadow].faces[0].segments[0]);
}

// A segment's terrain, kept beside it, is its definition's, on a copy of the board and after
// a tile is taken off (which rebuilds the features).
TEST_F(FeatureTest, SegmentTerrainIsItsDefinitionsOnCopiesAndAfterARemoval)
{
    put(kPort, {{0, 0}, 0});
    put(kCove, {{1, 0}, 1});
    put(kMeadow, {{0, 1}, 0});
    const auto terrainsAsDefined = [](const Board &b) {
        for (int s = 0; s < b.segmentCount(); ++s)
            if (b.segmentTerrain(s) != b.segmentDef(s).terrain)
                return false;
        return b.segmentCount() > 0;
    };
    EXPECT_TRUE(terrainsAsDefined(board));
    const Board copy = board;
    EXPECT_TRUE(terrainsAsDefined(copy));
    EXPECT_EQ(copy, board);
    board.removeTile(1);
    EXPECT_TRUE(terrainsAsDefined(board));
}

TEST_F(FeatureTest, JoiningSegmentsMergesFeatures)
{
    EXPECT_TRUE(put(kMeadow, {{0, 0}, 0}).empty());
    EXPECT_EQ(board.feature(0), 0);
    EXPECT_EQ(board.featureOpenEdges(0), 4);
    EXPECT_EQ(board.featureAttribute(0, kCities), 2);
    EXPECT_EQ(board.featureTileCount(0), 1);

    put(kMeadow, {{1, 0}, 0});
    EXPECT_EQ(board.feature(0), board.feature(1));
    EXPECT_EQ(board.featureOpenEdges(1), 6);
    EXPECT_EQ(board.featureAttribute(1, kCities), 4);
    EXPECT_EQ(board.featureTileCount(0), 2);

    put(kMeadow, {{0, 1}, 0});
    EXPECT_EQ(board.featureOpenEdges(2), 8);
    // The fourth tile joins two edges of the same feature: the perimeter of a 2 x 2
    // block is 8.
    EXPECT_TRUE(put(kMeadow, {{1, 1}, 0}).empty());
    EXPECT_EQ(board.featureOpenEdges(3), 8);
    EXPECT_FALSE(board.featureComplete(3));
    EXPECT_EQ(board.featureAttribute(0, kCities), 8);
    EXPECT_EQ(board.featureTileCount(2), 4);
    EXPECT_EQ(sortedInts(board.featureSegments(3)), (std::vector<int>{0, 1, 2, 3}));
    for (int s = 0; s < 4; ++s)
        EXPECT_EQ(board.feature(s), board.feature(0));
}

TEST_F(FeatureTest, TwoTileClosedSea)
{
    EXPECT_TRUE(put(kPort, {{0, 0}, 0}).empty()); // sea faces north
    EXPECT_EQ(board.featureOpenEdges(0), 1);
    EXPECT_EQ(board.featureOpenEdges(1), 3);

    const std::vector<int> completed = put(kPort, {{0, -1}, 2}); // sea faces south
    // Segments: 0 sea, 1 grass (first port); 2 sea, 3 grass (second port).
    ASSERT_EQ(completed.size(), 1u);
    EXPECT_EQ(completed[0], board.feature(0));
    EXPECT_EQ(board.feature(0), board.feature(2));
    EXPECT_TRUE(board.featureComplete(2));
    EXPECT_EQ(board.featureOpenEdges(0), 0);
    EXPECT_EQ(board.featureTileCount(0), 2);
    EXPECT_EQ(sortedInts(board.featureSegments(2)), (std::vector<int>{0, 2}));
    EXPECT_EQ(board.featureAttribute(0, kCities), 0);

    EXPECT_NE(board.feature(1), board.feature(3)) << "the two grasslands do not meet";
    EXPECT_EQ(board.featureOpenEdges(1), 3);
    EXPECT_EQ(board.featureOpenEdges(3), 3);
    EXPECT_FALSE(board.featureComplete(1));
}

TEST_F(FeatureTest, AdjacencyBetweenFeatures)
{
    put(kPort, {{0, 0}, 0});
    put(kPort, {{0, -1}, 2});
    const int sea = board.feature(0);
    EXPECT_EQ(adjacentFeatures(board, 0), (std::vector<int>{board.feature(1), board.feature(3)}));
    EXPECT_EQ(adjacentFeatures(board, 2, kGrass), (std::vector<int>{board.feature(1), board.feature(3)}));
    EXPECT_TRUE(adjacentFeatures(board, 0, kMountain).empty());
    EXPECT_TRUE(adjacentFeatures(board, 0, kSea).empty()) << "a feature is not adjacent to itself";
    EXPECT_EQ(adjacentFeatures(board, 1), (std::vector<int>{sea}));
    EXPECT_EQ(adjacentFeatures(board, 3, kSea), (std::vector<int>{sea}));

    // Cities on the shores of the sea: one on each grassland.
    EXPECT_EQ(adjacentSegmentAttribute(board, 0, kCities, kGrass), 2);
    EXPECT_EQ(adjacentSegmentAttribute(board, 2, kCities), 2);
    EXPECT_EQ(adjacentSegmentAttribute(board, 0, kCities, kSea), 0);
    EXPECT_EQ(adjacentSegmentAttribute(board, 1, kCities), 0);
}

TEST_F(FeatureTest, AdjacentSegmentsNotWholeFeatures)
{
    put(kCove, {{0, 0}, 0}); // segments: 0 mountain, 1 sea, 2 grass
    EXPECT_EQ(adjacentFeatures(board, 0), (std::vector<int>{1, 2}));
    EXPECT_EQ(adjacentFeatures(board, 0, kSea), (std::vector<int>{1}));
    EXPECT_EQ(adjacentFeatures(board, 1, kMountain), (std::vector<int>{0}));
    EXPECT_EQ(adjacentSegmentAttribute(board, 1, kCities, kGrass), 1);

    put(kMeadow, {{-1, 0}, 0}); // segment 3 joins the cove's grassland
    EXPECT_EQ(board.feature(2), board.feature(3));
    EXPECT_EQ(board.featureAttribute(2, kCities), 3);
    EXPECT_EQ(adjacentFeatures(board, 1), (std::vector<int>{0, board.feature(2)}));
    // Only the cove's own grassland segment touches the sea, not the meadow's cities.
    EXPECT_EQ(adjacentSegmentAttribute(board, 1, kCities, kGrass), 1);
    EXPECT_EQ(adjacentFeatures(board, 3), (std::vector<int>{0, 1}));
}

TEST_F(FeatureTest, MultiCellTilesJoinOnTwoEdges)
{
    put(kTwin, {{0, 0}, 0});                                    // segments 0, 1 grass; 2 sea
    const std::vector<int> completed = put(kWall, {{1, 0}, 0}); // segments 3 grass; 4 sea
    const int grass = board.feature(0);
    EXPECT_EQ(board.feature(1), grass);
    EXPECT_EQ(board.feature(3), grass);
    EXPECT_EQ(sortedInts(board.featureSegments(grass)), (std::vector<int>{0, 1, 3}));
    EXPECT_EQ(board.featureTileCount(grass), 2) << "the twin counts once with two segments in the feature";
    EXPECT_EQ(board.featureOpenEdges(grass), 0);
    EXPECT_EQ(board.featureAttribute(grass, kCities), 4);
    EXPECT_EQ(completed, (std::vector<int>{grass}));

    EXPECT_EQ(board.featureOpenEdges(2), 4);
    EXPECT_EQ(board.featureOpenEdges(4), 4);
    EXPECT_EQ(adjacentFeatures(board, grass), (std::vector<int>{2, 4}));
    EXPECT_EQ(adjacentFeatures(board, 2), (std::vector<int>{grass}));
    // Both of the twin's grass segments touch its sea: they count separately.
    EXPECT_EQ(adjacentSegmentAttribute(board, 2, kCities, kGrass), 2);
    EXPECT_EQ(adjacentSegmentAttribute(board, 4, kCities), 2);
}

TEST_F(FeatureTest, RingThroughOneTileTwice)
{
    // A grassland leaves the split tile northwards and comes back from the south:
    //   (0,-1) bend   (1,-1) bend
    //   (0,0)  split  (1,0)  straight
    //   (0,1)  bend   (1,1)  bend
    EXPECT_TRUE(put(kSplit, {{0, 0}, 0}).empty());    // 0 grass N, 1 grass S, 2 sea
    EXPECT_TRUE(put(kBend, {{0, -1}, 0}).empty());    // 3 grass E+S, 4 sea
    EXPECT_TRUE(put(kBend, {{1, -1}, 1}).empty());    // 5 grass S+W, 6 sea
    EXPECT_TRUE(put(kStraight, {{1, 0}, 0}).empty()); // 7 grass N+S, 8 sea E, 9 sea W
    EXPECT_TRUE(put(kBend, {{1, 1}, 2}).empty());     // 10 grass W+N, 11 sea
    EXPECT_NE(board.feature(0), board.feature(1));
    EXPECT_EQ(board.featureOpenEdges(0), 1); // the west edge of (1,1)
    EXPECT_EQ(board.featureOpenEdges(1), 1); // the split's south edge
    EXPECT_EQ(board.featureTileCount(0), 5);

    const std::vector<int> completed = put(kBend, {{0, 1}, 3}); // 12 grass N+E, 13 sea
    const int grass = board.feature(0);
    EXPECT_EQ(board.feature(1), grass);
    EXPECT_EQ(completed, (std::vector<int>{grass}));
    EXPECT_EQ(board.featureOpenEdges(grass), 0);
    EXPECT_EQ(sortedInts(board.featureSegments(grass)), (std::vector<int>{0, 1, 3, 5, 7, 10, 12}));
    EXPECT_EQ(board.featureTileCount(grass), 6);
    EXPECT_EQ(board.featureAttribute(grass, kCities), 2);

    // The split's channel met the straight tile's west sea.
    EXPECT_EQ(board.feature(2), board.feature(9));
    EXPECT_EQ(board.featureOpenEdges(9), 1);
    EXPECT_EQ(adjacentFeatures(board, grass, kSea).size(), 6u);
    EXPECT_EQ(adjacentFeatures(board, grass, kGrass).size(), 0u);
}

TEST_F(FeatureTest, CompletedListsEachClosedFeatureOnce)
{
    // The wall closes the twin's grassland through two edges at once: reported once.
    put(kTwin, {{0, 0}, 0});
    std::vector<int> completed;
    ASSERT_TRUE(board.fits(kWall, {{1, 0}, 0}));
    board.place(kWall, {{1, 0}, 0}, 0, &completed);
    EXPECT_EQ(completed, (std::vector<int>{board.feature(0)}));
    // The list is appended to; a port on the twin's sea closes nothing.
    ASSERT_TRUE(board.fits(kPort, {{0, -1}, 2}));
    board.place(kPort, {{0, -1}, 2}, 0, &completed);
    EXPECT_EQ(completed, (std::vector<int>{board.feature(0)}));
    EXPECT_EQ(board.featureOpenEdges(2), 3);
}

TEST_F(FeatureTest, CopiedBoardKeepsItsOwnFeatures)
{
    put(kPort, {{0, 0}, 0});
    Board before = board;
    put(kPort, {{0, -1}, 2});
    EXPECT_TRUE(board.featureComplete(0));
    EXPECT_FALSE(before.featureComplete(0));
    EXPECT_EQ(before.featureOpenEdges(0), 1);
    EXPECT_EQ(before.segmentCount(), 2);
    EXPECT_EQ(board.segmentCount(), 4);
}
