// The legal placements of multi-cell tiles, listed as Board::legalPlacements promises:
// every placement that fits, once, ordered by the first candidate cell it covers, then
// orientation, then the tile cell covering that candidate. Checked against the plain
// definition (try every candidate, orientation and tile cell; keep the first of each
// placement that fits) on the frontier of an open board and on a sheet, with and without
// the rules that change the candidates.
#include "state/board.h"

#include "testrules.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace tw;
using twtest::loadOk;

namespace {

// A single square and two tetrominoes on `grid`: an open square grid or a 6x5 sheet.
std::string rulesOn(const std::string &grid)
{
    return "id: o\nname: O\nplayers: {min: 1, max: 2}\ngrid: " + grid + R"(
terrains:
  grass: {code: G}
tiles:
  - {id: square, terrain: grass}
  - {id: L, terrain: grass, cells: [[0, 0], [-2, 1], [-1, 1], [0, 1]]}
  - {id: T, terrain: grass, cells: [[0, 0], [1, 0], [2, 0], [1, 1]]}
)";
}
const std::string kOpen = rulesOn("square");
const std::string kSheet = rulesOn("{kind: sheet, width: 6, height: 5}");
constexpr int kSquare = 0, kL = 1, kT = 2;

std::vector<Placement> listed(const Board &board, int type, const PlaceRule &rule)
{
    std::vector<Placement> out;
    board.legalPlacements(type, out, rule);
    return out;
}

// The definition: each candidate cell in turn, each orientation, each tile cell on it.
std::vector<Placement> byDefinition(const Board &board, int type, const PlaceRule &rule, const std::vector<Coord> &candidates)
{
    std::vector<Placement> out;
    const TileType &tile = board.rules().tiles[type];
    for (Coord c : candidates)
        for (std::size_t o = 0; o < tile.orientations.size(); ++o)
            for (Coord k : tile.orientations[o].cells) {
                const Placement p{c - k, int(o)};
                if (board.fits(type, p, rule) && std::find(out.begin(), out.end(), p) == out.end())
                    out.push_back(p);
            }
    return out;
}

std::vector<Coord> sheetCells(int width, int height)
{
    std::vector<Coord> cells;
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x)
            cells.push_back({x, y});
    return cells;
}

// Four tiles of all three types on the open board, leaving a ragged frontier.
void placeOpenTiles(Board &board)
{
    board.place(kSquare, {{0, 0}, 0}, 0);
    board.place(kT, {{1, 0}, 1}, 0);
    board.place(kSquare, {{-1, 2}, 0}, 0);
    board.place(kL, {{3, 3}, 2}, 0);
}

} // namespace

TEST(PlacementOrder, OnTheFrontierEachPlacementComesFromTheFirstFrontierCellItCovers)
{
    const auto rules = loadOk(kOpen);
    Board board(rules.get());
    placeOpenTiles(board);
    for (int type : {kL, kT}) {
        const std::vector<Placement> expected = byDefinition(board, type, {}, board.frontier());
        ASSERT_GT(expected.size(), 20u);
        EXPECT_EQ(listed(board, type, {}), expected) << "tile " << type;
    }
}

TEST(PlacementOrder, OnASheetEveryCellIsACandidateInReadingOrder)
{
    const auto rules = loadOk(kSheet);
    Board board(rules.get());
    const std::vector<Coord> every = sheetCells(6, 5);
    // An empty sheet: every placement inside it.
    EXPECT_EQ(listed(board, kL, {}), byDefinition(board, kL, {}, every));
    board.place(kT, {{1, 1}, 0}, 0, nullptr);
    board.place(kSquare, {{4, 3}, 0}, 0, nullptr);
    for (int type : {kL, kT}) {
        const PlaceRule anywhere(false);
        const std::vector<Placement> expected = byDefinition(board, type, anywhere, every);
        ASSERT_GT(expected.size(), 10u);
        EXPECT_EQ(listed(board, type, anywhere), expected) << "tile " << type;
        // Touching: the frontier is the candidates.
        EXPECT_EQ(listed(board, type, {}), byDefinition(board, type, {}, board.frontier())) << "tile " << type;
    }
}

TEST(PlacementOrder, ALineRuleKeepsTheOrderAndOnlyPlacementsOnTheLine)
{
    const auto rules = loadOk(kSheet);
    Board board(rules.get());
    board.place(kT, {{2, 2}, 2}, 0, nullptr);
    for (int line = 0; line < 5; ++line) {
        const PlaceRule onLine(false, line);
        const std::vector<Placement> expected = byDefinition(board, kL, onLine, sheetCells(6, 5));
        ASSERT_FALSE(expected.empty()) << "line " << line;
        EXPECT_EQ(listed(board, kL, onLine), expected) << "line " << line;
    }
}

TEST(PlacementOrder, ACoveredCellIsTheOnlyCandidate)
{
    const auto rules = loadOk(kSheet);
    Board board(rules.get());
    board.place(kSquare, {{2, 2}, 0}, 0, nullptr);
    PlaceRule cover(false);
    cover.coverCell = true;
    cover.cover = {3, 2};
    const std::vector<Placement> expected = byDefinition(board, kT, cover, {cover.cover});
    ASSERT_GT(expected.size(), 3u);
    EXPECT_EQ(listed(board, kT, cover), expected);
}

TEST(PlacementOrder, ANextToRuleKeepsTheOrderAndOnlyPlacementsBesideTheTile)
{
    const auto rules = loadOk(kOpen);
    Board board(rules.get());
    placeOpenTiles(board);
    board.removeTile(2);
    for (int tile = 0; tile < board.tileCount() + 1; ++tile) // the removed tile and one never placed too
        for (int type : {kSquare, kL, kT}) {
            PlaceRule beside;
            beside.nextTo = tile;
            const std::vector<Placement> expected = byDefinition(board, type, beside, board.frontier());
            EXPECT_EQ(listed(board, type, beside), expected) << "tile " << type << " next to " << tile;
            EXPECT_EQ(board.hasLegalPlacement(type, beside), !expected.empty());
            EXPECT_EQ(board.countLegalPlacements(type, 1000, beside), int(expected.size()));
            if (tile == 1) {
                EXPECT_GT(expected.size(), 10u) << "tile " << type;
            }
        }
}
