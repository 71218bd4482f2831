// Regression tests for engine bugs found and fixed; each names what went wrong.
#include "testrules.h"

#include "state/gamestate.h"

namespace {

using namespace tw;
using twtest::loadOk;

// A sea closed by a grassland edge (the terrains are compatible) completes, and the
// placement that closed it reports it even though the sea is on the neighbour's side.
TEST(Regressions, FeatureClosedAcrossACompatibleEdgeIsReported)
{
    const auto rules = loadOk(R"(id: t
name: T
players: {min: 1, max: 2}
grid: square
terrains: {grass: {code: G}, sea: {code: S}}
compatible: [[grass, sea]]
tiles:
  - {id: pond, edges: SGGG, segments: [{kind: sea, edges: [N]}, {kind: grass, edges: [E, S, W]}]}
  - {id: meadow, edges: GGGG, segments: [{kind: grass, edges: [N, E, S, W]}]}
)");
    Board board(rules.get());
    board.place(rules->tileIndex("pond"), {{0, 0}, 0}, -1);
    std::vector<int> completed;
    board.place(rules->tileIndex("meadow"), {{0, -1}, 0}, -1, &completed);
    const int sea = board.segmentId(0, 0);
    EXPECT_TRUE(board.featureComplete(sea));
    ASSERT_EQ(completed.size(), 1u);
    EXPECT_EQ(completed[0], board.feature(sea));
}

// A tile whose first face is one cell and whose second face is a domino must not take
// the single-cell fast path: every listed placement is legal.
TEST(Regressions, MixedSizeFacesListOnlyLegalPlacements)
{
    const auto rules = loadOk(R"(id: t
name: T
players: {min: 1, max: 2}
grid: square
terrains: {grass: {code: G}}
tiles:
  - {id: mono, edges: GGGG}
  - id: shape
    faces:
      - {edges: GGGG}
      - {cells: [[0, 0], [1, 0]], edges: [G.GG, GGG.]}
)");
    Board board(rules.get());
    board.place(rules->tileIndex("mono"), {{0, 0}, 0}, -1);
    std::vector<Placement> spots;
    board.legalPlacements(rules->tileIndex("shape"), spots);
    ASSERT_FALSE(spots.empty());
    for (const Placement &p : spots)
        EXPECT_TRUE(board.fits(rules->tileIndex("shape"), p)) << p.at.x << "," << p.at.y << " o" << p.orientation;
    auto unique = twtest::sorted(spots);
    EXPECT_EQ(std::adjacent_find(unique.begin(), unique.end()), unique.end()) << "a placement is listed twice";
}

// Two states waiting on different tiles (or zones) are different states.
TEST(Regressions, HashCoversTheWholePendingDecision)
{
    const auto rules = loadOk(R"(id: t
name: T
players: {min: 1, max: 2}
grid: square
terrains: {grass: {code: G}}
zones: {bag: {kind: bag}, box: {kind: discard}}
tiles:
  - {id: plain, edges: GGGG}
  - {id: town, edges: GGGG}
)");
    GameState a(rules, 1, {});
    GameState b(rules, 1, {});
    ASSERT_TRUE(test::edit(a).askPlace(0, 0, {rules->tileIndex("plain")}, 1));
    ASSERT_TRUE(test::edit(b).askPlace(0, 0, {rules->tileIndex("town")}, 1));
    EXPECT_NE(a.hash(), b.hash());
    EXPECT_FALSE(a == b);

    GameState c(rules, 1, {});
    GameState d(rules, 1, {});
    test::edit(c).fillZone(rules->zoneIndex("bag"), -1, 0);
    test::edit(d).fillZone(rules->zoneIndex("box"), -1, 0);
    test::edit(c).fillZone(rules->zoneIndex("box"), -1, 0);
    test::edit(d).fillZone(rules->zoneIndex("bag"), -1, 0);
    test::edit(c).askDraw(0, rules->zoneIndex("bag"), 1);
    test::edit(d).askDraw(0, rules->zoneIndex("box"), 1);
    EXPECT_NE(c.hash(), d.hash());
}

TEST(Regressions, ScalarWhereAMappingBelongsIsAPlainError)
{
    const LoadResult r = loadRuleset("/tmp/t", std::string("id: t\nname: T\nplayers: 3\ngrid: square\n"));
    ASSERT_FALSE(r.ok());
    ASSERT_FALSE(r.problems.empty());
    EXPECT_EQ(r.problems[0].text(), "/tmp/t/ruleset.yaml:3:10: players must be a mapping of key: value");
}

TEST(Regressions, NegativeRotationsTurnAnticlockwise)
{
    const Grid square(GridKind::Square);
    EXPECT_EQ(square.rotate({0, -1}, -1), (Coord{-1, 0}));
    EXPECT_EQ(square.rotateDirection(0, -1), 3);
    const Grid hex(GridKind::Hex);
    EXPECT_EQ(hex.rotateDirection(1, -2), 5);
}

} // namespace
