// Scenario tests of Grapha Genesis (rulesets/grapha-genesis): each scoring line of the
// booklet (shared/seeds/004_4151a7e2b24b53e1.txt) on hand-made maps, the interpretations
// of RULES-NOTES.md section 004 both ways, and the round: the cards, the D12, drawing in
// the rolled row or column, the Nexus square, the Desolation that overwrites and re-rolls,
// skipping, reshuffling and the end.
//
// Maps are written as 12 rows of 12 characters, row 1 first: M mountain, F forest,
// R river, D desert, T tundra, A farm, N nexus, X desolation, . empty. Squares are
// 0-based in the engine (row r of the booklet is y = r - 1).
#include "scenario.h"

#include "log/eventtext.h"
#include "state/event.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <vector>

namespace tw {
namespace {

using test::Scenario;

const std::string kFolder = "rulesets/grapha-genesis";
using Sheet = std::map<std::string, int>; // reason -> points, lines that scored
using Map = std::vector<std::string>;

// A copy of the ruleset with `maps` (one per player) painted in set-up by a script loaded
// after flow.lua: then either scored at once by the shipped scoring.lua (every scoring
// line on a hand-made map), or played on from there by the shipped flow.
class PaintedMaps
{
public:
    enum class Then { Score, Play };

    explicit PaintedMaps(const std::vector<Map> &maps, Then then = Then::Score)
        : m_dir(std::filesystem::temp_directory_path()
                / ("tw-grapha-" + std::to_string(::getpid()) + "-" + std::to_string(++s_count)))
        , m_players(int(maps.size()))
    {
        std::filesystem::create_directories(m_dir);
        const std::filesystem::path source = std::filesystem::path(TILEWRIGHT_SOURCE_DIR) / kFolder;
        for (const char *file : {"scoring.lua", "flow.lua"})
            std::filesystem::copy_file(source / file, m_dir / file);
        std::ifstream yamlIn(source / "ruleset.yaml");
        std::string yaml((std::istreambuf_iterator<char>(yamlIn)), std::istreambuf_iterator<char>());
        const std::string scripts = "scripts: [scoring.lua, flow.lua]";
        yaml.replace(yaml.find(scripts), scripts.size(), "scripts: [scoring.lua, flow.lua, painted.lua]");
        std::ofstream(m_dir / "ruleset.yaml") << yaml;
        std::string script = "MAPS = {\n";
        for (const Map &map : maps) {
            script += "  {\n";
            for (const std::string &row : map)
                script += "    \"" + row + "\",\n";
            script += "  },\n";
        }
        script += "}\n"
                  "local TERRAIN = { M = 'mountain', F = 'forest', R = 'river', D = 'desert', T = 'tundra',\n"
                  "                  A = 'farm', N = 'nexus', X = 'desolation' }\n"
                  "local play = setup\n"
                  "function setup(g)\n"
                  "  for p = 1, #MAPS do\n"
                  "    for y = 1, #MAPS[p] do\n"
                  "      for x = 1, #MAPS[p][y] do\n"
                  "        local t = TERRAIN[MAPS[p][y]:sub(x, x)]\n"
                  "        if t then g:place_tile('square', x - 1, y - 1, 1, p, {touch = false, paint = t}) end\n"
                  "      end\n"
                  "    end\n"
                  "  end\n";
        script += then == Then::Play ? "  play(g)\n" : "  final_scoring(g)\n";
        script += "end\n";
        std::ofstream(m_dir / "painted.lua") << script;
    }
    ~PaintedMaps() { std::filesystem::remove_all(m_dir); }

    std::string folder() const { return m_dir.string(); }

    // Each player's score sheet under these parameters.
    std::vector<Sheet> sheets(const Scenario::Parameters &parameters = {}) const
    {
        const Scenario s(m_dir.string(), m_players, parameters);
        EXPECT_TRUE(s.isOver());
        return sheetsOf(s);
    }
    Sheet sheet(const Scenario::Parameters &parameters = {}) const { return sheets(parameters).front(); }

    static std::vector<Sheet> sheetsOf(const Scenario &s)
    {
        std::vector<Sheet> out(std::size_t(s.state().playerCount()));
        for (const Event &e : s.allEvents()) {
            if (e.kind == EventKind::ScoreChanged)
                out[std::size_t(e.player)][s.rules().reasons.at(e.label).id] += e.a;
        }
        return out;
    }

private:
    static inline int s_count = 0;
    std::filesystem::path m_dir;
    int m_players = 1;
};

const Scenario::Parameters kNoGate{{"nexus_gate", "false"}};

// A map with nothing but the given rows on top (the rest empty).
Map mapOf(std::vector<std::string> rows)
{
    rows.resize(12, std::string(12, '.'));
    for (std::string &row : rows)
        row.resize(12, '.');
    return rows;
}

int at(const Sheet &sheet, const std::string &reason)
{
    const auto found = sheet.find(reason);
    return found == sheet.end() ? 0 : found->second;
}

TEST(GraphaScoring, MountainsScoreOnlyOnTheBorder)
{
    Map map = mapOf({"MM.........M",                   // 3 on the top row (a corner counts once)
                     "............", ".....M......"}); // inside: nothing
    map[11] = "M..........M";                          // 2 on the bottom row
    map[6][0] = 'M';                                   // 1 on the left column
    const Sheet sheet = PaintedMaps({map}).sheet(kNoGate);
    EXPECT_EQ(at(sheet, "mountain"), 6);
}

TEST(GraphaScoring, ForestScoresTwoPerDarkBlockWithFourTrees)
{
    // Blocks are 4x4 from the top left; dark corners: (0,0) (2,0) (1,1) (0,2) (2,2).
    Map map = mapOf({"FF..FFFF..FF", // block (0,0): 4 trees; block (1,0) (light): 4; block (2,0): 4
                     "FF..........", "..........FF"});
    map[4] = ".....FF....."; // block (1,1), dark: 3 trees only
    map[5] = ".....F......";
    const PaintedMaps painted({map});
    EXPECT_EQ(at(painted.sheet(kNoGate), "forest"), 4); // (0,0) and (2,0)
    Scenario::Parameters light = kNoGate;
    light.push_back({"forest_blocks", "light_corners"});
    EXPECT_EQ(at(painted.sheet(light), "forest"), 2); // only (1,0)
    Scenario::Parameters all = kNoGate;
    all.push_back({"forest_blocks", "all_blocks"});
    all.push_back({"forest_trees_per_block", "3"});
    EXPECT_EQ(at(painted.sheet(all), "forest"), 8); // (0,0), (1,0), (2,0), (1,1)
}

TEST(GraphaScoring, RiverScoresTwelveOnlyWhenOneGroupCrossesTheMap)
{
    Map across(12, "......R.....");
    EXPECT_EQ(at(PaintedMaps({mapOf(across)}).sheet(kNoGate), "river"), 12); // north to south
    Map sideways = mapOf({"RRRRRRRRRRRR"});
    EXPECT_EQ(at(PaintedMaps({sideways}).sheet(kNoGate), "river"), 12); // west to east
    Map broken = across;
    broken[6][6] = 'X'; // a Desolation on the river splits it
    const Sheet sheet = PaintedMaps({broken}).sheet(kNoGate);
    EXPECT_EQ(at(sheet, "river"), 0);
    EXPECT_EQ(at(sheet, "river_group"), 6); // the larger half, rows 7-12
    Map twoHalves = across;
    twoHalves[6][6] = '.';
    twoHalves[6][7] = 'R'; // joined around the gap: one group again
    twoHalves[5][7] = 'R';
    twoHalves[7][7] = 'R';
    EXPECT_EQ(at(PaintedMaps({twoHalves}).sheet(kNoGate), "river"), 12);
}

// A square at the end of a row is no neighbour of the first of the next; the right column
// is border too; a river may cross from west to east away from the top row, and one that
// stops a square short of the far edge does not cross.
TEST(GraphaScoring, ScoringStopsAtTheEdgesOfTheMap)
{
    Map map = mapOf({"...........D",   // the desert's next square in reading order is a tundra
                     "T..........R",   // a river before a farm, in reading order
                     "A...........",   //
                     "...........N",   // a nexus before a forest
                     "F...........",   //
                     "............",   //
                     "...........M"}); // a mountain on the right border
    map[8] = "RRRRRRRRRRRR";           // from west to east, nowhere on the top row
    const Sheet sheet = PaintedMaps({map}).sheet(kNoGate);
    EXPECT_EQ(at(sheet, "desert"), 0);
    EXPECT_EQ(at(sheet, "farm"), 0);
    EXPECT_EQ(at(sheet, "nexus"), 0);
    EXPECT_EQ(at(sheet, "mountain"), 1);
    EXPECT_EQ(at(sheet, "river"), 12);

    Map shortOfTheEdges = mapOf({});
    for (int i = 0; i < 11; ++i) {
        shortOfTheEdges[std::size_t(i)][5] = 'R'; // rows 1-11 of column 6
        shortOfTheEdges[9][std::size_t(i)] = 'R'; // columns 1-11 of row 10
    }
    EXPECT_EQ(at(PaintedMaps({shortOfTheEdges}).sheet(kNoGate), "river"), 0);
}

TEST(GraphaScoring, DesertLosesOnePerTundraNeighbourAndTundraGainsNextToMountains)
{
    const Map map = mapOf({"TDT.........", // the desert has 2 tundra neighbours: -2
                           ".T..........", // and a third below: -3
                           ".M.MT.......", // the tundra at (4,2) is next to a mountain: +1
                           "............"});
    const Sheet sheet = PaintedMaps({map}).sheet(kNoGate);
    EXPECT_EQ(at(sheet, "desert"), -3);
    EXPECT_EQ(at(sheet, "tundra"), 2); // (1,1) above the mountain at (1,2), and (4,2)
}

TEST(GraphaScoring, FarmsScoreNextToARiver)
{
    const Map map = mapOf({"AAR.........", // the farm at (1,0) touches the river
                           "..A.........", // (2,1) is below it
                           "A..........."});
    EXPECT_EQ(at(PaintedMaps({map}).sheet(kNoGate), "farm"), 2);
}

TEST(GraphaScoring, EachNexusScoresItsDistinctNeighbouringTerrainTypes)
{
    const Map map = mapOf({".F..........",   // nexus (1,1): forest, river, farm, and a second
                           "RNA.........",   // forest below counts once: 3
                           ".FN.........",   // nexus (2,2): nexus and desolation do not count,
                           "..X........."}); // the farm above and the forest left: 2
    EXPECT_EQ(at(PaintedMaps({map}).sheet(kNoGate), "nexus"), 5);
}

TEST(GraphaScoring, ATerrainTypeBorderingNoNexusScoresNoTerrainPoints)
{
    Map map = mapOf({"M..........M", // mountains on the border, one next to a nexus
                     "N..........."});
    map[11] = "AR.........."; // a farm next to a river, but no nexus near either
    const PaintedMaps painted({map});
    Sheet sheet = painted.sheet();
    EXPECT_EQ(at(sheet, "mountain"), 2);   // gated in
    EXPECT_EQ(at(sheet, "farm"), 0);       // gated out
    EXPECT_EQ(at(sheet, "farm_group"), 1); // the largest group still scores by default
    sheet = painted.sheet({{"nexus_gate_largest_group", "true"}});
    EXPECT_EQ(at(sheet, "farm_group"), 0);
    EXPECT_EQ(at(sheet, "mountain_group"), 1);
    EXPECT_EQ(at(painted.sheet(kNoGate), "farm"), 1);
}

TEST(GraphaScoring, DesertsLoseTheirPointsEvenWithoutANexus)
{
    const Map map = mapOf({"DT.........."}); // no nexus anywhere
    const PaintedMaps painted({map});
    EXPECT_EQ(at(painted.sheet(), "desert"), -1);
    EXPECT_EQ(at(painted.sheet({{"desert_penalty_without_nexus", "false"}}), "desert"), 0);
}

TEST(GraphaScoring, LargestGroupPerTerrainDesolationSplitsGroups)
{
    const Map map = mapOf({"FFFXFF......", // forest 3 | X | 2
                           "......TTTTT.", // tundra 5
                           "T..........."});
    const Sheet sheet = PaintedMaps({map}).sheet(kNoGate);
    EXPECT_EQ(at(sheet, "forest_group"), 3);
    EXPECT_EQ(at(sheet, "tundra_group"), 5);
    EXPECT_EQ(at(sheet, "mountain_group"), 0);
}

TEST(GraphaScoring, EveryPlayerScoresTheirOwnMap)
{
    const std::vector<Sheet> sheets = PaintedMaps({mapOf({"M.........."}), mapOf({"MMM", "N"})}).sheets();
    EXPECT_EQ(at(sheets[0], "mountain"), 0); // no nexus: gated out
    EXPECT_EQ(at(sheets[1], "mountain"), 3);
    EXPECT_EQ(at(sheets[1], "nexus"), 1);
}

// The booklet's sample end-game map, read symbol by symbol from its garbled table: the
// mountain signs (wedges up and down) M, the triangles F, the W-like signs R, the dotted
// signs D, the stars T, the stroked signs A, the 6 and 0 signs N, the X (and the star
// mark on square 5,5) X. Two signs whose meaning the text loses are read as river (row 2
// column 6, row 3 column 2); two as forest (row 3 columns 10 and 11).
const Map kBookletSample{
    "MNTMMTTTTT..", "MTTTMRTTT.FF", "MRX.D.D.DFFN", "DDDDDDDDDD.D", "R.NRXDR.D.DD", "RRRRRRRRRRRD",
    "AAAAAAAAANRR", "AAA.MF.XA.AA", "AA.MMF.RXTAA", "MATTMFFRTT..", "MNMTTFRRT.X.", "MMMMMFFFFFFF",
};

TEST(GraphaScoring, TheBookletsSampleMapScoresItsTableLineByLine)
{
    const PaintedMaps painted({kBookletSample});
    const Sheet sheet = painted.sheet();
    // The booklet's table: terrain 12, 6, 12, -2, 8, 11, 10 (57); groups 8, 12, 16, 15, 8,
    // 16 (75); 132.
    EXPECT_EQ(at(sheet, "mountain"), 12);
    EXPECT_EQ(at(sheet, "river"), 12);
    EXPECT_EQ(at(sheet, "desert"), -2);
    EXPECT_EQ(at(sheet, "tundra"), 8); // the table's 8 (its text says 9)
    EXPECT_EQ(at(sheet, "farm"), 11);
    EXPECT_EQ(at(sheet, "nexus"), 10);
    EXPECT_EQ(at(sheet, "mountain_group"), 8);
    EXPECT_EQ(at(sheet, "forest_group"), 12);
    EXPECT_EQ(at(sheet, "river_group"), 16);
    EXPECT_EQ(at(sheet, "desert_group"), 15); // the desolated square 5,5 does not count
    EXPECT_EQ(at(sheet, "tundra_group"), 8);
    EXPECT_EQ(at(sheet, "farm_group"), 16);
    // Forest: the map's 4-tree blocks are the dark corner blocks at the top right and the
    // bottom right (4) and the light bottom middle block: the booklet's 6 counts all three,
    // as every block counting does.
    EXPECT_EQ(at(sheet, "forest"), 4);
    const Sheet allBlocks = painted.sheet({{"forest_blocks", "all_blocks"}});
    EXPECT_EQ(at(allBlocks, "forest"), 6);
    int total = 0;
    for (const auto &[reason, points] : allBlocks)
        total += points;
    EXPECT_EQ(total, 132);
}

// --- the round -----------------------------------------------------------------------

// Turns `terrain`, the shapes (none for Nexus and Desolation) and rolls `face`.
void startRound(Scenario &s, const std::string &terrain, const std::vector<std::string> &shapes, int face)
{
    s.draw(terrain + "_card");
    for (const std::string &shape : shapes)
        s.draw(shape);
    s.roll(face);
}

std::string terrainAt(const Scenario &s, int player, int x, int y)
{
    const int t = s.board(player).cellTerrain(Coord{x, y});
    return t < 0 ? std::string() : s.rules().terrains.at(t).id;
}

TEST(GraphaRound, EveryPlayerDrawsOneOfTheShapesTouchingTheRolledRowOrColumn)
{
    Scenario s(kFolder, 2);
    startRound(s, "forest", {"I", "O"}, 3);
    EXPECT_EQ(s.currentPlayer(), 0);
    // Row 3 (y = 2) or column 3 (x = 2): an O at 5,5 touches neither.
    EXPECT_TRUE(s.whyIllegalPlace(5, 5, 0).has_value());
    s.placeTile("O", 5, 2, 0);
    EXPECT_EQ(terrainAt(s, 0, 5, 2), "forest");
    EXPECT_EQ(terrainAt(s, 0, 6, 3), "forest");
    EXPECT_EQ(s.currentPlayer(), 1);
    s.placeTile("I", 2, 8, 1); // column 3, upright
    EXPECT_EQ(terrainAt(s, 1, 2, 11), "forest");
    EXPECT_EQ(terrainAt(s, 0, 2, 8), ""); // each on their own map
    // The next round: the next player turns the cards.
    EXPECT_EQ(s.currentPlayer(), 1);
    EXPECT_EQ(s.zoneItems("terrain_used"), std::vector<std::string>{"forest_card"});
    EXPECT_EQ(s.zoneCount("shapes_used"), 2);
}

TEST(GraphaRound, ANexusIsOneSquareWithNoShapeCards)
{
    Scenario s(kFolder, 1);
    startRound(s, "nexus", {}, 7);
    EXPECT_EQ(s.zoneCount("shapes_shown"), 0);
    EXPECT_TRUE(s.whyIllegalPlace(0, 0, 0).has_value());
    s.placeTile("square", 6, 0, 0); // column 7
    EXPECT_EQ(terrainAt(s, 0, 6, 0), "nexus");
}

// Takes the first legal spot of every open placement of the round.
void placeFirst(Scenario &s)
{
    while (!s.isOver() && s.decisionKind() == DecisionKind::Place)
        s.apply(s.state().decision().options.front());
}

// A whole round of `terrain` rolled `face`, with whatever shapes come, each player drawing
// at the first legal spot.
void playRound(Scenario &s, const std::string &terrain, int face)
{
    s.draw(terrain + "_card");
    while (s.decisionKind() == DecisionKind::Chance && s.state().decision().die < 0)
        s.drawAny();
    s.roll(face);
    placeFirst(s);
}

TEST(GraphaRound, ADesolationOverwritesTheDiagonalSquareOfEveryMap)
{
    Scenario s(kFolder, 2);
    startRound(s, "river", {"I", "I"}, 4);
    s.placeTile("I", 3, 0, 1); // column 4, rows 1-4: crosses square (4,4) = 3,3
    s.placeTile("I", 0, 0, 0); // row 1
    startRound(s, "desolation", {}, 4);
    EXPECT_EQ(terrainAt(s, 0, 3, 3), "desolation"); // overwrote the river
    EXPECT_EQ(terrainAt(s, 0, 3, 2), "river");
    EXPECT_EQ(terrainAt(s, 1, 3, 3), "desolation"); // on an empty square too
    std::vector<std::string> notes;
    std::vector<int> whose; // the note is the player's whose map it tells of
    for (const Event &e : s.events(EventKind::Note)) {
        notes.push_back(describe(s.rules(), 2, e));
        whose.push_back(e.player);
    }
    EXPECT_EQ(whose, (std::vector<int>{0, 1}));
    EXPECT_EQ(notes,
              (std::vector<std::string>{"A Desolation took square 4,4 of Amber's sheet",
                                        "A Desolation took square 4,4 of Indigo's sheet"}));
}

TEST(GraphaRound, ADesolationOnANumberAlreadyTakenRollsAgain)
{
    Scenario s(kFolder, 1);
    startRound(s, "desolation", {}, 4);
    for (const char *terrain : {"mountain", "forest", "river", "desert", "tundra", "farm", "nexus"})
        playRound(s, terrain, 9);
    // The deck was used up: all eight were shuffled together again.
    EXPECT_EQ(s.zoneCount("terrain_used"), 0);
    EXPECT_EQ(s.zoneCount("terrain_deck"), 8);
    startRound(s, "desolation", {}, 4);
    EXPECT_EQ(s.zoneCount("terrain_deck"), 7);
    EXPECT_EQ(s.decisionKind(), DecisionKind::Chance); // 4 again: another roll
    EXPECT_EQ(terrainAt(s, 0, 4, 4), "");
    s.roll(5);
    EXPECT_EQ(terrainAt(s, 0, 4, 4), "desolation");
}

TEST(GraphaRound, PolyominoCardsStayOutUntilTheirDeckIsUsedUp)
{
    Scenario s(kFolder, 1);
    for (const char *terrain : {"mountain", "forest", "river", "desert"})
        playRound(s, terrain, 6);
    EXPECT_EQ(s.zoneCount("shape_deck"), 0);
    EXPECT_EQ(s.zoneCount("shapes_used") + s.zoneCount("shapes_shown"), 8);
    playRound(s, "tundra", 6);
    EXPECT_EQ(s.zoneCount("shape_deck"), 6); // reshuffled, the two shown now out
}

TEST(GraphaRound, APlayerWhoCannotDrawSkips)
{
    Map full = mapOf({"MMMMMMMMMMMM"});
    for (int y = 1; y < 12; ++y)
        full[std::size_t(y)][0] = 'M';
    PaintedMaps maps({full, mapOf({})}, PaintedMaps::Then::Play);
    Scenario s(maps.folder(), 2);
    startRound(s, "forest", {"I", "O"}, 1); // row 1 and column 1 are full on map 1
    EXPECT_EQ(s.currentPlayer(), 1);
    ASSERT_EQ(s.events(EventKind::Note).size(), 1u);
    EXPECT_EQ(describe(s.rules(), 2, s.events(EventKind::Note).front()), "Amber could not draw this round");
    EXPECT_EQ(s.events(EventKind::Note).front().player, 0) << "the skipped player's note, in the next one's turn";
    s.placeTile("O", 0, 0, 0);
    EXPECT_FALSE(s.isOver());
}

TEST(GraphaRound, TheGameEndsAfterARoundNobodyCouldDrawIn)
{
    Map full = mapOf({"MMMMMMMMMMMM", ".N"});
    for (int y = 1; y < 12; ++y)
        full[std::size_t(y)][0] = 'M';
    PaintedMaps maps({full, full}, PaintedMaps::Then::Play);
    Scenario s(maps.folder(), 2);
    startRound(s, "forest", {"I", "O"}, 1);
    EXPECT_TRUE(s.isOver());
    // Noted once as the game's end, not as two skips (which count as unplaceable draws).
    ASSERT_EQ(s.events(EventKind::Note).size(), 1u);
    EXPECT_EQ(s.events(EventKind::Note).front().label, s.choiceIndex("nobody_drew"));
    // Scored at once: 23 mountains on the border, the largest group, the nexus.
    const std::vector<Sheet> sheets = PaintedMaps::sheetsOf(s);
    EXPECT_EQ(at(sheets[1], "mountain"), 23);
    EXPECT_EQ(at(sheets[1], "mountain_group"), 23);
    EXPECT_EQ(at(sheets[1], "nexus"), 1);
    EXPECT_EQ(s.score(0), 47);
}

// The bots' evaluate hook, in half points: the sheet as if the game ended now, and while it
// goes on, at half their worth the lines the nexus gate holds back.
TEST(GraphaBots, LinesANexusMayStillOpenCountHalf)
{
    // The map painted at set-up, then played on (the game goes on) or scored (it is over).
    const auto worth = [](const Map &map, const Scenario::Parameters &parameters = {},
                          PaintedMaps::Then then = PaintedMaps::Then::Play) {
        const PaintedMaps painted({map}, then);
        const Scenario s(painted.folder(), 1, parameters);
        EXPECT_EQ(s.isOver(), then == PaintedMaps::Then::Score);
        return s.game().query(s.state(), "evaluate", 1).value_or(-1000);
    };
    // Two mountains on the border, no nexus: the largest group (1) counts, and half the 2.
    EXPECT_EQ(worth(mapOf({"M..........M"})), 2 * 1 + 2);
    // A nexus next to one of them opens the line: group 1, border 2, nexus 1, all whole.
    EXPECT_EQ(worth(mapOf({"M..........M", "N..........."})), 2 * (1 + 2 + 1));
    // A desert next to tundra loses its point whole by default (the groups give 1 and 1),
    // at half when the penalty waits for a nexus as the other lines do.
    EXPECT_EQ(worth(mapOf({"DT.........."})), 2 * (1 + 1 - 1));
    EXPECT_EQ(worth(mapOf({"DT.........."}), {{"desert_penalty_without_nexus", "false"}}), 2 * (1 + 1) - 1);
    // Where the gate holds back the largest groups too, they count half as well.
    EXPECT_EQ(worth(mapOf({"M..........M"}), {{"nexus_gate_largest_group", "true"}}), 2 * 0 + (2 + 1));
    // Once the game is over no nexus can come: the sheet alone.
    EXPECT_EQ(worth(mapOf({"M..........M"}), {}, PaintedMaps::Then::Score), 2 * 1);
}

TEST(GraphaGame, BotGamesEndForEveryPlayerCount)
{
    for (const int players : {1, 2, 6}) {
        Scenario s(kFolder, players);
        s.playToEnd();
        EXPECT_TRUE(s.isOver()) << players;
        EXPECT_GE(s.state().turn(), 8) << players;
    }
}

} // namespace
} // namespace tw
