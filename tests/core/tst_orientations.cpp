#include "model/tiletype.h"

#include "testrules.h"

#include <gtest/gtest.h>

#include <set>

using namespace tw;
using twtest::loadOk;

namespace {

// Terrain indices: mountain 0, grass 1, sea 2.
const std::string kTerrains = R"(terrains:
  mountain: {code: M}
  grass: {code: G}
  sea: {code: S}
)";

const std::string kTiles = R"(tiles:
  - id: msg
    edges: MGSG
    segments:
      - {kind: mountain, edges: [N]}
      - {kind: grass, edges: [E]}
      - {kind: sea, edges: [S]}
      - {kind: grass, edges: [W]}
  - id: mgss
    edges: MGSS
    segments:
      - {kind: mountain, edges: [N]}
      - {kind: grass, edges: [E]}
      - {kind: sea, edges: [S, W]}
  - id: ell
    cells: [[0, 0], [1, 0], [0, 1]]
    edges: [G..M, SGG., .GGG]
    segments:
      - {kind: grass, edges: [N, '1:E', '1:S', '2:E', '2:S', '2:W']}
      - {kind: mountain, edges: [W]}
      - {kind: sea, edges: ['1:N']}
  - id: twoface
    faces:
      - {name: front, edges: GGGG, segments: [{kind: grass, edges: [N, E, S, W]}]}
      - {name: back, edges: SSSS, segments: [{kind: sea, edges: [N, E, S, W]}]}
)";

std::shared_ptr<const Ruleset> squareRules(bool mirror)
{
    return loadOk(std::string("id: o\nname: O\nplayers: {min: 1}\n")
                  + (mirror ? "grid: {kind: square, mirror: true}\n" : "grid: square\n") + kTerrains + kTiles);
}

const TileType &tile(const Ruleset &rs, const char *id)
{
    const int i = rs.tileIndex(id);
    EXPECT_GE(i, 0) << id;
    return rs.tiles[i];
}

// Every orientation of every tile: outline edges carry a terrain, edges between two cells
// of the tile carry none, and each edge's segment has the edge's terrain.
void expectConsistent(const Ruleset &rs)
{
    const Grid &g = rs.grid;
    const int n = g.directionCount();
    for (const TileType &t : rs.tiles) {
        for (std::size_t oi = 0; oi < t.orientations.size(); ++oi) {
            const Orientation &o = t.orientations[oi];
            const FaceDef &face = t.faces[o.face];
            ASSERT_EQ(o.cells.size(), face.cells.size());
            for (std::size_t i = 0; i < o.cells.size(); ++i) {
                for (int d = 0; d < n; ++d) {
                    const Coord nb = o.cells[i] + g.step(d);
                    const bool internal = std::find(o.cells.begin(), o.cells.end(), nb) != o.cells.end();
                    const int slot = int(i) * n + d;
                    if (internal) {
                        EXPECT_EQ(o.edgeTerrain[slot], -1) << t.id << " o" << oi << " slot " << slot;
                        EXPECT_EQ(o.edgeSegment[slot], -1) << t.id << " o" << oi << " slot " << slot;
                    } else {
                        ASSERT_GE(o.edgeTerrain[slot], 0) << t.id << " o" << oi << " slot " << slot;
                        ASSERT_GE(o.edgeSegment[slot], 0) << t.id << " o" << oi << " slot " << slot;
                        EXPECT_EQ(face.segments[o.edgeSegment[slot]].terrain, o.edgeTerrain[slot]);
                    }
                }
            }
        }
    }
}

} // namespace

TEST(Orientations, SquareTileHasFourRotations)
{
    auto rs = squareRules(false);
    ASSERT_TRUE(rs);
    const TileType &t = tile(*rs, "msg");
    ASSERT_EQ(t.orientations.size(), 4u);
    for (int r = 0; r < 4; ++r) {
        EXPECT_EQ(t.orientations[r].rotation, r);
        EXPECT_EQ(t.orientations[r].face, 0);
        EXPECT_FALSE(t.orientations[r].mirrored);
        EXPECT_EQ(t.orientations[r].cells, (std::vector<Coord>{{0, 0}}));
    }
    expectConsistent(*rs);
}

TEST(Orientations, RotationMovesEdgesClockwise)
{
    auto rs = squareRules(false);
    ASSERT_TRUE(rs);
    const TileType &t = tile(*rs, "msg");
    // N M, E G, S S, W G; a clockwise quarter turn carries the north edge to the east.
    EXPECT_EQ(t.orientations[0].edgeTerrain, (std::vector<int>{0, 1, 2, 1}));
    EXPECT_EQ(t.orientations[1].edgeTerrain, (std::vector<int>{1, 0, 1, 2})); // W is now sea
    EXPECT_EQ(t.orientations[2].edgeTerrain, (std::vector<int>{2, 1, 0, 1}));
    EXPECT_EQ(t.orientations[3].edgeTerrain, (std::vector<int>{1, 2, 1, 0}));
    // Segments travel with their edges: segment k sits on the face's direction k.
    EXPECT_EQ(t.orientations[0].edgeSegment, (std::vector<int>{0, 1, 2, 3}));
    EXPECT_EQ(t.orientations[1].edgeSegment, (std::vector<int>{3, 0, 1, 2}));
    EXPECT_EQ(t.orientations[2].edgeSegment, (std::vector<int>{2, 3, 0, 1}));
    EXPECT_EQ(t.orientations[3].edgeSegment, (std::vector<int>{1, 2, 3, 0}));
}

TEST(Orientations, MirrorDoublesAndReversesTheEdgeOrder)
{
    auto plain = squareRules(false);
    auto rs = squareRules(true);
    ASSERT_TRUE(rs && plain);
    EXPECT_TRUE(rs->allowMirror);
    const TileType &t = tile(*rs, "mgss");
    ASSERT_EQ(t.orientations.size(), 8u);
    for (int i = 0; i < 8; ++i) {
        EXPECT_EQ(t.orientations[i].mirrored, i >= 4) << i;
        EXPECT_EQ(t.orientations[i].rotation, i % 4) << i;
    }
    // MGSS read clockwise; mirrored it reads M S S G.
    EXPECT_EQ(t.orientations[0].edgeTerrain, (std::vector<int>{0, 1, 2, 2}));
    EXPECT_EQ(t.orientations[4].edgeTerrain, (std::vector<int>{0, 2, 2, 1}));
    EXPECT_EQ(t.orientations[5].edgeTerrain, (std::vector<int>{1, 0, 2, 2}));
    EXPECT_EQ(t.orientations[4].edgeSegment, (std::vector<int>{0, 2, 2, 1}));
    std::set<std::vector<int>> patterns;
    for (const Orientation &o : t.orientations)
        patterns.insert(o.edgeTerrain);
    EXPECT_EQ(patterns.size(), 8u) << "a chiral tile has eight distinct orientations";
    EXPECT_EQ(tile(*plain, "mgss").orientations.size(), 4u);
    expectConsistent(*rs);
}

TEST(Orientations, TwoFacesDoubleTheCount)
{
    auto rs = squareRules(false);
    auto mirrored = squareRules(true);
    ASSERT_TRUE(rs && mirrored);
    const TileType &t = tile(*rs, "twoface");
    ASSERT_EQ(t.faces.size(), 2u);
    EXPECT_EQ(t.faces[0].name, "front");
    EXPECT_EQ(t.faces[1].name, "back");
    ASSERT_EQ(t.orientations.size(), 8u);
    for (int i = 0; i < 8; ++i)
        EXPECT_EQ(t.orientations[i].face, i / 4) << i;
    EXPECT_EQ(t.orientations[5].edgeTerrain, (std::vector<int>{2, 2, 2, 2}));
    EXPECT_EQ(t.orientations[2].edgeTerrain, (std::vector<int>{1, 1, 1, 1}));

    const TileType &m = tile(*mirrored, "twoface");
    ASSERT_EQ(m.orientations.size(), 16u);
    for (int i = 0; i < 16; ++i) {
        EXPECT_EQ(m.orientations[i].face, i / 8) << i;
        EXPECT_EQ(m.orientations[i].mirrored, (i / 4) % 2 == 1) << i;
    }
}

TEST(Orientations, HexTileHasSixRotations)
{
    auto rs = loadOk(R"(id: h
name: H
players: {min: 1}
grid: hex
terrains:
  grass: {code: G}
  sea: {code: S}
tiles:
  - id: bay
    edges: SGGGGG
    segments:
      - {kind: sea, edges: [N]}
      - {kind: grass, edges: [NE, SE, S, SW, NW]}
  - id: strait
    edges: SGGSGG
    segments:
      - {kind: sea, edges: [N, S]}
      - {kind: grass, edges: [NE, SE]}
      - {kind: grass, edges: [SW, NW]}
)");
    ASSERT_TRUE(rs);
    const TileType &bay = rs->tiles[0];
    ASSERT_EQ(bay.orientations.size(), 6u);
    for (int r = 0; r < 6; ++r) {
        std::vector<int> expected(6, 0);
        expected[r] = 1; // the sea edge has turned r sixths clockwise
        EXPECT_EQ(bay.orientations[r].edgeTerrain, expected) << r;
        EXPECT_EQ(bay.orientations[r].edgeSegment[r], 0);
    }
    const TileType &strait = rs->tiles[1];
    EXPECT_EQ(strait.orientations[1].edgeTerrain, (std::vector<int>{0, 1, 0, 0, 1, 0}));
    EXPECT_EQ(strait.orientations[1].edgeSegment, (std::vector<int>{2, 0, 1, 1, 0, 2}));
    // Two segments touch when they hold neighbouring directions (N and NW wrap round).
    EXPECT_EQ(strait.faces[0].segments[0].adjacent, (std::vector<int>{1, 2}));
    EXPECT_EQ(strait.faces[0].segments[1].adjacent, (std::vector<int>{0}));
    EXPECT_EQ(strait.faces[0].segments[2].adjacent, (std::vector<int>{0}));
    expectConsistent(*rs);
}

TEST(Orientations, HexMirrorDoubles)
{
    auto rs = loadOk("id: h\nname: H\nplayers: {min: 1}\ngrid: {kind: hex, mirror: true}\nterrains:\n  grass: {code: G}\n"
                     "  sea: {code: S}\ntiles:\n  - id: t\n    edges: SSGGGG\n"
                     "    segments: [{kind: sea, edges: [N, NE]}, {kind: grass, edges: [SE, S, SW, NW]}]\n");
    ASSERT_TRUE(rs);
    const TileType &t = rs->tiles[0];
    ASSERT_EQ(t.orientations.size(), 12u);
    // Mirrored across the north-south axis, the NE sea edge moves to NW.
    EXPECT_EQ(t.orientations[6].edgeTerrain, (std::vector<int>{1, 0, 0, 0, 0, 1}));
    expectConsistent(*rs);
}

TEST(Orientations, MultiCellTileTurnsItsCells)
{
    auto rs = squareRules(false);
    ASSERT_TRUE(rs);
    const TileType &t = tile(*rs, "ell");
    ASSERT_EQ(t.orientations.size(), 4u);
    EXPECT_EQ(t.orientations[0].cells, (std::vector<Coord>{{0, 0}, {1, 0}, {0, 1}}));
    EXPECT_EQ(t.orientations[1].cells, (std::vector<Coord>{{0, 0}, {0, 1}, {-1, 0}}));
    EXPECT_EQ(t.orientations[2].cells, (std::vector<Coord>{{0, 0}, {-1, 0}, {0, -1}}));
    EXPECT_EQ(t.orientations[3].cells, (std::vector<Coord>{{0, 0}, {0, -1}, {1, 0}}));

    const Orientation &o = t.orientations[1];
    EXPECT_EQ(o.edgeTerrain[1 * 4 + 1], 2) << "cell 1's sea edge faced north, now east";
    EXPECT_EQ(o.edgeSegment[1 * 4 + 1], 2);
    EXPECT_EQ(o.edgeTerrain[0 * 4 + 0], 0) << "the anchor's mountain edge faced west, now north";
    EXPECT_EQ(o.edgeTerrain[2 * 4 + 1], -1) << "cell 2 now lies west of the anchor: its east edge is internal";
    EXPECT_EQ(o.edgeTerrain[2 * 4 + 3], 1);

    auto mirrored = squareRules(true);
    ASSERT_TRUE(mirrored);
    const TileType &m = tile(*mirrored, "ell");
    ASSERT_EQ(m.orientations.size(), 8u);
    EXPECT_EQ(m.orientations[4].cells, (std::vector<Coord>{{0, 0}, {-1, 0}, {0, 1}}));
    EXPECT_EQ(m.orientations[4].edgeTerrain[0 * 4 + 1], 0) << "the mountain edge moves from west to east";
    expectConsistent(*rs);
    expectConsistent(*mirrored);
}
