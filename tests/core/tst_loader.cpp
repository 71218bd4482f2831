#include "loadertext.h"

#include "load/rulesetloader.h"
#include "model/parametervalue.h"
#include "util/readfile.h"

#include "testrules.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

using namespace tw;

namespace {

const std::string kFolder = "/tmp/x";
const std::string kPath = "/tmp/x/ruleset.yaml";

// Every key the loader knows, each used once. Line numbers matter to the tests below.
const std::string kFull = R"(id: demo
name: Demo game
description: A test ruleset
version: 2
players: {min: 2, max: 3}
seats:
  - {name: Red, color: "#ff0000"}
  - {name: Blue}
  - {name: Green, color: "#00ff00"}
grid: square
terrains:
  grass: {name: Grassland, code: G, color: "#00aa00"}
  sea: {name: Sea, code: S}
  road: {code: R}
compatible: [[grass, road]]
attributes:
  cities: {name: Port city, icon: city}
pieces:
  follower: {name: Follower, per_player: 4, shape: diamond, letter: F}
zones:
  bag: {kind: bag}
  hand: {kind: hand}
  market: {kind: open, items: cards}
suits:
  coins: Coins
cards:
  - {id: c1, suit: coins, value: 3, count: 2}
dice:
  d6: {faces: 6}
variables:
  round: {name: Round, initial: 1, help: The round being played}
  gold: {initial: 5, per_player: true}
parameters:
  rounds: {default: 8, min: 1, max: 20, help: Number of rounds}
  variant: {type: bool, default: yes, help: Use the variant, players: {min: 3}}
  size: {type: choice, choices: [small, large], default: large, help: Board size}
reasons:
  sea: Sea territory
choices:
  pass: Pass
tiles:
  - id: port
    name: Port
    count: 3
    edges: SGGG
    segments:
      - {kind: sea, edges: [N]}
      - {kind: grass, edges: [E, S, W], cities: 1}
  - id: meadow
    edges: GGGG
    segments: [{kind: grass, edges: [N, E, S, W]}]
)";

const std::string &kHead = test::kRulesetHead;

LoadResult load(const std::string &text)
{
    return loadRuleset(kFolder, text);
}

using test::problemsText;

// Expects exactly one error, at line:column, whose message contains `part`.
void expectOneError(const std::string &text, int line, int column, const std::string &part)
{
    const LoadResult r = load(text);
    EXPECT_FALSE(r.ok());
    ASSERT_EQ(r.problems.size(), 1u) << problemsText(r);
    const Diagnostic &d = r.problems[0];
    EXPECT_EQ(d.severity, Diagnostic::Severity::Error);
    EXPECT_EQ(d.file, kPath);
    EXPECT_EQ(d.line, line) << d.text();
    EXPECT_EQ(d.column, column) << d.text();
    EXPECT_NE(d.message.find(part), std::string::npos) << d.text();
    EXPECT_EQ(d.text(), kPath + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " + d.message);
}

} // namespace

TEST(Loader, HeadIsValid)
{
    const LoadResult r = load(kHead);
    EXPECT_TRUE(r.ok()) << problemsText(r);
    EXPECT_TRUE(r.problems.empty()) << problemsText(r);
}

TEST(Loader, FullRulesetLoads)
{
    const LoadResult r = load(kFull);
    ASSERT_TRUE(r.ok()) << problemsText(r);
    EXPECT_TRUE(r.problems.empty()) << problemsText(r);
    const Ruleset &rs = *r.ruleset;

    EXPECT_EQ(rs.folder, kFolder);
    EXPECT_EQ(rs.yamlPath, kPath);
    EXPECT_EQ(rs.id, "demo");
    EXPECT_EQ(rs.name, "Demo game");
    EXPECT_EQ(rs.description, "A test ruleset");
    EXPECT_EQ(rs.minPlayers, 2);
    EXPECT_EQ(rs.maxPlayers, 3);
    ASSERT_EQ(rs.seats.size(), 3u);
    EXPECT_EQ(rs.seats[0].name, "Red");
    EXPECT_EQ(rs.seats[0].color, "#ff0000");
    EXPECT_EQ(rs.seats[1].name, "Blue");
    EXPECT_EQ(rs.seats[1].color, "#808080");
    EXPECT_EQ(rs.seats[2].name, "Green");

    EXPECT_EQ(rs.grid.kind(), GridKind::Square);
    EXPECT_FALSE(rs.allowMirror);
    EXPECT_FALSE(rs.sheetPerPlayer);

    ASSERT_EQ(rs.terrains.size(), 3u);
    EXPECT_EQ(rs.terrainIndex("grass"), 0);
    EXPECT_EQ(rs.terrainIndex("sea"), 1);
    EXPECT_EQ(rs.terrainIndex("road"), 2);
    EXPECT_EQ(rs.terrainIndex("lava"), -1);
    EXPECT_EQ(rs.terrains[0].code, 'G');
    EXPECT_EQ(rs.terrains[0].text, "Grassland");
    EXPECT_EQ(rs.terrains[0].color, "#00aa00");
    EXPECT_EQ(rs.terrains[1].line, 13);
    EXPECT_EQ(rs.terrains[1].color, "#a0a0a0");
    EXPECT_EQ(rs.terrains[2].text, "road");

    EXPECT_TRUE(rs.edgesMatch(0, 0));
    EXPECT_TRUE(rs.edgesMatch(1, 1));
    EXPECT_TRUE(rs.edgesMatch(0, 2));
    EXPECT_TRUE(rs.edgesMatch(2, 0));
    EXPECT_FALSE(rs.edgesMatch(0, 1));
    EXPECT_FALSE(rs.edgesMatch(2, 1));

    ASSERT_EQ(rs.attributes.size(), 1u);
    EXPECT_EQ(rs.attributes[0].id, "cities");
    EXPECT_EQ(rs.attributes[0].text, "Port city");
    EXPECT_EQ(rs.attributes[0].icon, "city");
    ASSERT_EQ(rs.pieces.size(), 1u);
    EXPECT_EQ(rs.pieces[0].perPlayer, 4);
    EXPECT_EQ(rs.pieces[0].text, "Follower");
    EXPECT_EQ(rs.pieces[0].shape, PieceShape::Diamond);
    EXPECT_EQ(rs.pieces[0].letter, "F");

    ASSERT_EQ(rs.zones.size(), 3u);
    EXPECT_EQ(rs.zones[0].kind, ZoneKind::Bag);
    EXPECT_FALSE(rs.zones[0].perPlayer);
    EXPECT_EQ(rs.zones[1].kind, ZoneKind::Hand);
    EXPECT_TRUE(rs.zones[1].perPlayer) << "hands are per player unless told otherwise";
    EXPECT_EQ(rs.zones[2].kind, ZoneKind::Open);
    EXPECT_EQ(rs.zones[2].items, ItemKind::Cards);
    EXPECT_EQ(rs.zones[0].items, ItemKind::Tiles);

    ASSERT_EQ(rs.suits.size(), 1u);
    EXPECT_EQ(rs.suits[0].text, "Coins");
    ASSERT_EQ(rs.cards.size(), 1u);
    EXPECT_EQ(rs.cards[0].id, "c1");
    EXPECT_EQ(rs.cards[0].suit, 0);
    EXPECT_EQ(rs.cards[0].value, 3);
    EXPECT_EQ(rs.cards[0].count, 2);
    ASSERT_EQ(rs.dice.size(), 1u);
    EXPECT_EQ(rs.dice[0].faces, 6);

    ASSERT_EQ(rs.variables.size(), 2u);
    EXPECT_EQ(rs.variables[0].text, "Round");
    EXPECT_EQ(rs.variables[0].help, "The round being played");
    EXPECT_EQ(rs.variables[0].initial, 1);
    EXPECT_FALSE(rs.variables[0].perPlayer);
    EXPECT_EQ(rs.variables[1].text, "gold") << "a variable without a name is called by its id";
    EXPECT_EQ(rs.variables[1].initial, 5);
    EXPECT_TRUE(rs.variables[1].perPlayer);

    ASSERT_EQ(rs.parameters.size(), 3u);
    const ParameterDef &rounds = rs.parameters[0];
    EXPECT_EQ(rounds.type, ParamType::Int);
    EXPECT_EQ(rounds.defaultValue, 8);
    EXPECT_EQ(rounds.min, 1);
    EXPECT_EQ(rounds.max, 20);
    EXPECT_EQ(rounds.text, "Number of rounds");
    EXPECT_EQ(rounds.line, 34);
    const ParameterDef &variant = rs.parameters[1];
    EXPECT_EQ(variant.type, ParamType::Bool);
    EXPECT_EQ(variant.defaultValue, 1);
    EXPECT_EQ(variant.min, 0);
    EXPECT_EQ(variant.max, 1);
    EXPECT_EQ(variant.minPlayers, 3);
    EXPECT_EQ(variant.maxPlayers, 3) << "a bound not given is the game's";
    EXPECT_EQ(rounds.minPlayers, 2) << "a parameter without players is for every count";
    EXPECT_EQ(rounds.maxPlayers, 3);
    const ParameterDef &size = rs.parameters[2];
    EXPECT_EQ(size.type, ParamType::Choice);
    EXPECT_EQ(size.choices, (std::vector<std::string>{"small", "large"}));
    EXPECT_EQ(size.defaultValue, 1);
    EXPECT_EQ(size.max, 1);
    EXPECT_EQ(rs.defaultParameters(), (std::vector<std::int64_t>{8, 1, 1}));
    EXPECT_EQ(rs.parameterIndex("size"), 2);

    ASSERT_EQ(rs.reasons.size(), 1u);
    EXPECT_EQ(rs.reasons[0].id, "sea");
    EXPECT_EQ(rs.reasons[0].text, "Sea territory");
    ASSERT_EQ(rs.choices.size(), 1u);
    EXPECT_EQ(rs.choiceIndex("pass"), 0);
    EXPECT_TRUE(rs.scripts.empty());

    ASSERT_EQ(rs.tiles.size(), 2u);
    const TileType &port = rs.tiles[0];
    EXPECT_EQ(port.id, "port");
    EXPECT_EQ(port.name, "Port");
    EXPECT_EQ(port.count, 3);
    EXPECT_EQ(port.line, 42);
    EXPECT_EQ(rs.tiles[1].name, "meadow");
    EXPECT_EQ(rs.tiles[1].count, 1);
    ASSERT_EQ(port.faces.size(), 1u);
    const FaceDef &face = port.faces[0];
    EXPECT_EQ(face.cells, (std::vector<Coord>{{0, 0}}));
    EXPECT_EQ(face.edgeTerrain, (std::vector<int>{1, 0, 0, 0}));
    EXPECT_EQ(face.edgeSegment, (std::vector<int>{0, 1, 1, 1}));
    EXPECT_EQ(face.cellTerrain, (std::vector<int>{-1}));
    ASSERT_EQ(face.segments.size(), 2u);
    EXPECT_EQ(face.segments[0].terrain, 1);
    EXPECT_EQ(face.segments[0].edges, (std::vector<int>{0}));
    EXPECT_EQ(face.segments[0].attributes, (std::vector<int>{0}));
    EXPECT_EQ(face.segments[0].adjacent, (std::vector<int>{1}));
    EXPECT_EQ(face.segments[1].terrain, 0);
    EXPECT_EQ(face.segments[1].edges, (std::vector<int>{1, 2, 3}));
    EXPECT_EQ(face.segments[1].attributes, (std::vector<int>{1}));
    EXPECT_EQ(face.segments[1].adjacent, (std::vector<int>{0}));
    EXPECT_EQ(face.attributes, (std::vector<int>{0}));
}

TEST(Loader, ContentHashFollowsTheText)
{
    const LoadResult a = load(kHead);
    const LoadResult b = load(kHead);
    const LoadResult c = load(kHead + "description: changed\n");
    ASSERT_TRUE(a.ok() && b.ok() && c.ok());
    EXPECT_NE(a.ruleset->contentHash, 0u);
    EXPECT_EQ(a.ruleset->contentHash, b.ruleset->contentHash);
    EXPECT_NE(a.ruleset->contentHash, c.ruleset->contentHash);
}

TEST(Loader, GridKinds)
{
    const std::string base = "id: t\nname: T\nplayers: {min: 1}\n";
    LoadResult hex = load(base + "grid: hex\n");
    ASSERT_TRUE(hex.ok()) << problemsText(hex);
    EXPECT_EQ(hex.ruleset->grid.kind(), GridKind::Hex);
    EXPECT_EQ(hex.ruleset->maxPlayers, 1) << "max defaults to min";
    ASSERT_EQ(hex.ruleset->seats.size(), 1u);
    EXPECT_EQ(hex.ruleset->seats[0].name, "Player 1");

    LoadResult sheet = load(base + "grid: {kind: sheet, width: 5, height: 4, per_player: true, mirror: true}\n");
    ASSERT_TRUE(sheet.ok()) << problemsText(sheet);
    EXPECT_EQ(sheet.ruleset->grid.kind(), GridKind::Sheet);
    EXPECT_EQ(sheet.ruleset->grid.width(), 5);
    EXPECT_EQ(sheet.ruleset->grid.height(), 4);
    EXPECT_TRUE(sheet.ruleset->sheetPerPlayer);
    EXPECT_TRUE(sheet.ruleset->allowMirror);

    expectOneError(base + "grid: {kind: sheet}\n", 4, 7, "a sheet needs width and height");
    expectOneError(base + "grid: hexagon\n", 4, 7, "grid kind 'hexagon' is not square, hex or sheet");
    expectOneError(base + "grid: {kind: square, colour: red}\n", 4, 22, "unknown key 'colour' in grid");
}

TEST(Loader, SyntaxErrorPointsAtLineAndColumn)
{
    // The colon of an over-indented key on line 3.
    expectOneError("id: t\nname: T\n  grid: [square\n", 3, 7, "");
    // A stray closing bracket as the second item of the tile list, line 11 column 5.
    expectOneError(kHead.substr(0, kHead.find("  - id: a")) + "  - id: a\n    edges: GGGG\n  - ]\n", 11, 5, "");
}

TEST(Loader, CommonSyntaxErrorsSayWhatUsuallyCausesThem)
{
    // A bracket left open: reported where it opens, not where the parser found it missing.
    expectOneError("id: t\nname: T\nplayers: {min: 2, max: 4\ngrid: square\n", 3, 10, "this '{' is not closed by a '}'");
    expectOneError("id: t\nname: T\nscripts: [flow.lua\ngrid: square\n", 3, 10, "this '[' is not closed by a ']'");
    // The innermost one left open, past closed ones, quoted brackets and comments.
    expectOneError("id: t # {\nname: \"[T\"\nseats: [{name: A}, {name: B}\ngrid: square\n", 3, 8,
                   "this '[' is not closed by a ']'");
    // Not inside a block scalar's text, whose quotes and brackets are text.
    expectOneError(
        "id: t\ndescription: >\n  pick [one of 'these\n  and {that}\nscripts: [flow.lua, player's.lua\ngrid: square\n",
        5, 10, "this '[' is not closed by a ']'");
    expectOneError("id: t\nparameters:\n  - help: |\n      a 'b [c\n    name: x\nplayers: {min: 2\ngrid: square\n", 6,
                   10, "this '{' is not closed by a '}'");
    // On the file's last line, without a line end.
    expectOneError("id: t\nname: T\ngrid: square\nplayers: {min: 2", 4, 10, "this '{' is not closed by a '}'");
    // A list item inside a flow left open.
    expectOneError("id: t\nname: T\ngrid: square\ntiles:\n  - id: a\n    segments:\n      - {kind: g, edges: [N]\n"
                   "      - {kind: g, edges: [S]}\n",
                   7, 9, "this '{' is not closed by a '}'");
    expectOneError("id: t\nname: Grid: square\n", 2, 11,
                   "illegal map value (a second ': ' on one line? Quote text that holds ': ')");
    // A key indented under one that has its value: the mistake is in one of the two lines.
    expectOneError("id: t\nparameters:\n  points:\n  default: 2\n\n    min: 0\n", 6, 8,
                   "this line is indented deeper than line 4 ('default: 2'), which has its value already: the "
                   "keys of one map line up, so one of the two is indented wrongly");
    // A key without its colon: the parser stops on the next line; the fix is on this one.
    expectOneError("id: t\nname: T\nparameters:\n  points:\n    default 2\n    min: 0\n", 5, 5,
                   "'default 2' has no ':' after its key (write key: value)");
    // The last key of a map without its colon: the parser stops on that line itself.
    expectOneError("id: t\nname: T\ngrid square\r\n\nscripts: [flow.lua]\n", 3, 1,
                   "'grid square' has no ':' after its key (write key: value)");
}

TEST(Loader, AParametersPlayersLieWithinTheGames)
{
    expectOneError(kHead + "parameters:\n  solo: {type: bool, default: no, help: Alone, players: {min: 0, max: 1}}\n",
                   13, 57, "parameter 'solo' needs players within the game's: 1 <= min <= max <= 2");
    expectOneError(kHead + "parameters:\n  solo: {type: bool, default: no, help: Alone, players: {max: 3}}\n", 13, 57,
                   "1 <= min <= max <= 2");
    expectOneError(kHead + "parameters:\n  solo: {type: bool, default: no, help: Alone, players: {least: 1}}\n", 13, 58,
                   "unknown key 'least' in a parameter's players");
}

// A parameter is set only in games of its player counts; in others only its default is.
TEST(Loader, AParameterIsSetOnlyInGamesOfItsPlayerCounts)
{
    std::string text = kHead
        + "parameters:\n  solo: {type: bool, default: no, help: Alone, players: {max: 1}}\n"
          "  pairs: {default: 2, help: Pairs, players: {min: 2}}\n"
          "  trios: {default: 0, help: Trios, players: {min: 2, max: 3}}\n";
    text.replace(text.find("max: 2}"), 7, "max: 4}");
    const LoadResult r = load(text);
    ASSERT_TRUE(r.ok()) << problemsText(r);
    const Ruleset &rules = *r.ruleset;
    EXPECT_EQ(rules.parametersProblem(1, {1, 2, 0}), "");
    EXPECT_EQ(rules.parametersProblem(3, {0, 5, 1}), "");
    EXPECT_EQ(rules.parametersProblem(2, {1, 2, 0}), "parameter 'solo' is only for games of 1 player, not 2");
    EXPECT_EQ(rules.parametersProblem(1, {0, 5, 0}), "parameter 'pairs' is only for games of 2 or more players, not 1");
    EXPECT_EQ(rules.parametersProblem(4, {0, 2, 1}), "parameter 'trios' is only for games of 2 to 3 players, not 4");
    EXPECT_EQ(rules.parametersProblem(1, {0, 2, 0}), "") << "its default is every game's";
}

TEST(Loader, UnknownTopLevelKey)
{
    expectOneError(kHead + "colour: red\n", 12, 1, "unknown key 'colour' in ruleset.yaml");
}

TEST(Loader, UnknownTileKey)
{
    expectOneError(kHead + "  - id: b\n    edgse: GGGG\n", 13, 5, "unknown key 'edgse' in a tile");
}

TEST(Loader, UnknownSegmentKey)
{
    expectOneError(kHead + "  - id: b\n    edges: GGGG\n    segments: [{kind: grass, edges: [N, E, S, W], size: 2}]\n",
                   14, 51, "unknown key 'size' in a segment");
}

TEST(Loader, MissingPlayers)
{
    std::string text = kHead;
    text.erase(text.find("players:"), std::string("players: {min: 1, max: 2}\n").size());
    expectOneError(text, 1, 1, "missing key 'players'");
}

TEST(Loader, MissingIdAndName)
{
    const LoadResult r = load("players: {min: 1}\ngrid: square\n");
    EXPECT_FALSE(r.ok());
    ASSERT_EQ(r.problems.size(), 2u) << problemsText(r);
    EXPECT_EQ(r.problems[0].message, "missing key 'id'");
    EXPECT_EQ(r.problems[1].message, "missing key 'name'");
}

TEST(Loader, BadPlayerCounts)
{
    expectOneError("id: t\nname: T\nplayers: {min: 3, max: 2}\ngrid: square\n", 3, 10, "players needs 1 <= min <= max <= 8");
    expectOneError("id: t\nname: T\nplayers: {min: 1, max: 9}\ngrid: square\n", 3, 10, "players needs 1 <= min <= max <= 8");
    expectOneError("id: t\nname: T\nplayers: {min: 1, max: 2}\nseats: [{name: A}]\ngrid: square\n", 4, 8,
                   "list at least players.max (2) seats");
}

TEST(Loader, SeatNamesFollowThePlayerCount)
{
    const LoadResult r = load("id: t\nname: T\nplayers: {min: 2, max: 4}\nseats:\n  - {name: A}\n  - {name: B}\n"
                              "  - {name: Cartographer, names: {4: Land 2}}\n  - {name: D, names: {4: Sea 2}}\n"
                              "grid: square\n");
    ASSERT_TRUE(r.ok()) << problemsText(r);
    const Ruleset &rs = *r.ruleset;
    EXPECT_EQ(rs.seatName(0, 2), "A");
    EXPECT_EQ(rs.seatName(2, 3), "Cartographer");
    EXPECT_EQ(rs.seatName(2, 4), "Land 2");
    EXPECT_EQ(rs.seatName(3, 4), "Sea 2");
    EXPECT_TRUE(rs.seats[0].namesByPlayers.empty());
}

TEST(Loader, BadSeatNames)
{
    const std::string head = "id: t\nname: T\nplayers: {min: 2, max: 4}\nseats:\n  - {name: A}\n  - {name: B}\n";
    const std::string tail = "  - {name: D}\ngrid: square\n";
    expectOneError(head + "  - {name: C, names: {5: E}}\n" + tail, 7, 23,
                   "seat 3 is named for 5 players, outside players 2..4");
    expectOneError(head + "  - {name: C, names: {2: E}}\n" + tail, 7, 23,
                   "seat 3 is named for 2 players, who leave it empty");
    expectOneError(head + "  - {name: C, names: {x: E}}\n" + tail, 7, 23,
                   "a player count in a seat's names must be a whole number");
    expectOneError(head + "  - {name: C, names: {4: \"\"}}\n" + tail, 7, 26, "seat 3's name for 4 players is empty");
    expectOneError(head + "  - {name: C, names: [E]}\n" + tail, 7, 22, "a seat's names must be a mapping");
}

TEST(Loader, EdgesStringOfWrongLength)
{
    expectOneError(kHead + "  - id: b\n    edges: GGG\n", 13, 12, "edges 'GGG' must have 4 letters");
    expectOneError(kHead + "  - id: b\n    edges: GGGGG\n", 13, 12, "must have 4 letters");
}

TEST(Loader, SegmentEdgeOfWrongTerrain)
{
    expectOneError(kHead + "  - id: b\n    edges: SGGG\n    segments:\n      - {kind: grass, edges: [N, E, S, W]}\n",
                   15, 31, "edge N is not grass");
}

TEST(Loader, EdgeInNoSegment)
{
    expectOneError(kHead + "  - id: b\n    edges: GGGG\n    segments:\n      - {kind: grass, edges: [N, E, S]}\n", 15,
                   7, "edge W belongs to no segment");
}

TEST(Loader, EdgeInTwoSegments)
{
    expectOneError(
        kHead + "  - id: b\n    edges: GGGG\n    segments: [{kind: grass, edges: [N, E]}, {kind: grass, edges: [E, S, W]}]\n",
        14, 68, "edge E already belongs to another segment");
}

TEST(Loader, BadEdgeName)
{
    const LoadResult r = load(kHead + "  - id: b\n    edges: GGGG\n    segments: [{kind: grass, edges: [N, E, S, NW]}]\n");
    EXPECT_FALSE(r.ok());
    ASSERT_EQ(r.problems.size(), 2u) << problemsText(r);
    // In file order: the segments list (column 15) before its fourth edge (column 47).
    EXPECT_EQ(r.problems[0].line, 14);
    EXPECT_EQ(r.problems[0].column, 15);
    EXPECT_NE(r.problems[0].message.find("edge W belongs to no segment"), std::string::npos);
    EXPECT_EQ(r.problems[1].line, 14);
    EXPECT_EQ(r.problems[1].column, 47);
    EXPECT_NE(r.problems[1].message.find("'NW' is not an edge"), std::string::npos);
}

TEST(Loader, DuplicateTileId)
{
    expectOneError(kHead + "  - id: a\n", 12, 9, "a tile with id 'a' is already defined");
}

// A tile the flow puts itself (a face to show, a marker) is never in a bag: count 0.
TEST(Loader, ATileNeverDrawnHasNoCount)
{
    const LoadResult r = load(kHead + "  - {id: marker, count: 0, drawn: no, edges: GGGG}\n");
    ASSERT_TRUE(r.ruleset) << problemsText(r);
    EXPECT_TRUE(r.ruleset->tiles[0].drawn);
    EXPECT_FALSE(r.ruleset->tiles[1].drawn);
    EXPECT_EQ(load(kHead + "  - {id: marker, drawn: no, edges: GGGG}\n").ruleset->tiles[1].count, 0);
    expectOneError(kHead + "  - {id: marker, count: 2, drawn: no, edges: GGGG}\n", 12, 25,
                   "a tile with 'drawn: no' is never in a bag: its count must be 0");
}

// How many copies the print sheets hold: `print`, else the count.
TEST(Loader, PrintCopiesDefaultToTheCount)
{
    const LoadResult r = load(kHead + "  - {id: entrance, drawn: no, print: 1, edges: GGGG}\n");
    ASSERT_TRUE(r.ruleset) << problemsText(r);
    EXPECT_EQ(r.ruleset->tiles[1].count, 0);
    EXPECT_EQ(r.ruleset->tiles[1].copiesToPrint(), 1);
    EXPECT_EQ(r.ruleset->tiles[0].copiesToPrint(), r.ruleset->tiles[0].count);
    expectOneError(kHead + "  - {id: entrance, print: -1, edges: GGGG}\n", 12, 27, "print cannot be negative");
}

TEST(Loader, DuplicateKeys)
{
    // YAML itself keeps the first of two equal keys and drops the other without a word.
    expectOneError(kHead + "grid: hex\n", 12, 1, "duplicate key 'grid' (first at line 4)");
    expectOneError(kHead + "    edges: SSSS\n", 12, 5, "duplicate key 'edges' (first at line 10)");
    expectOneError("id: t\nname: T\nplayers: {min: 1, min: 2}\n", 3, 19, "duplicate key 'min' (first at line 3)");
}

// Each names the choices there are.
TEST(Loader, UnknownTerrain)
{
    expectOneError(kHead + "  - id: b\n    edges: GGGG\n    segments: [{kind: lava, edges: [N, E, S, W]}]\n", 14, 23,
                   "unknown terrain 'lava' (the terrains: grass, sea)");
    expectOneError(kHead + "  - id: b\n    edges: GGXG\n", 13, 12,
                   "no terrain has the code 'X' (the codes: G grass, S sea)");
    expectOneError(kHead + "  - id: b\n    terrain: lava\n", 13, 14, "unknown terrain 'lava' (the terrains: grass, sea)");
    expectOneError(kHead + "compatible: [[grass, lava]]\n", 12, 14, "unknown terrain in compatible pair");
}

// Edges that cannot be read are one error: the segments' edges are not checked against them.
TEST(Loader, EdgesThatCannotBeReadAreOneError)
{
    expectOneError(kHead + "  - id: b\n    edges: GGG\n    segments: [{kind: sea, edges: [N, E, S, W]}]\n", 13, 12,
                   "edges 'GGG' must have 4 letters");
    expectOneError(kHead + "  - id: b\n    edges: GXGG\n    segments: [{kind: sea, edges: [N, E, S, W]}]\n", 13, 12,
                   "no terrain has the code 'X'");
}

TEST(Loader, PieceShapeAndLetter)
{
    const LoadResult plain = load(kHead + "pieces:\n  pawn: {per_player: 2}\n");
    ASSERT_TRUE(plain.ok()) << problemsText(plain);
    EXPECT_EQ(plain.ruleset->pieces[0].shape, PieceShape::Meeple);
    EXPECT_EQ(plain.ruleset->pieces[0].letter, "");
    const LoadResult wide = load(kHead + "pieces:\n  pawn: {letter: \"\u00c4\u00d6\"}\n");
    ASSERT_TRUE(wide.ok()) << problemsText(wide); // two characters, four bytes
    expectOneError(kHead + "pieces:\n  pawn: {shape: star}\n", 13, 17, "piece shape 'star' is not meeple");
    expectOneError(kHead + "pieces:\n  pawn: {letter: ABC}\n", 13, 18, "one or two characters");
}

TEST(Loader, DuplicateTerrainCode)
{
    const std::string text = "id: t\nname: T\nplayers: {min: 1}\ngrid: square\nterrains:\n  grass: {code: G}\n  glacier: {code: G}\n";
    expectOneError(text, 7, 19, "terrain 'grass' already uses the code 'G'");
}

TEST(Loader, MultiCellEdges)
{
    // An L-tromino: '.' marks the internal edges.
    const LoadResult ok = load(kHead
                               + "  - id: ell\n    cells: [[0, 0], [1, 0], [0, 1]]\n    edges: [G..G, GGG., .GGG]\n"
                                 "    segments: [{kind: grass, edges: [N, W, '1:N', '1:E', '1:S', '2:E', '2:S', '2:W']}]\n");
    ASSERT_TRUE(ok.ok()) << problemsText(ok);
    const FaceDef &face = ok.ruleset->tiles[1].faces[0];
    EXPECT_EQ(face.cells, (std::vector<Coord>{{0, 0}, {1, 0}, {0, 1}}));
    EXPECT_EQ(face.edgeTerrain, (std::vector<int>{0, -1, -1, 0, 0, 0, 0, -1, -1, 0, 0, 0}));
    EXPECT_EQ(face.segments[0].edges, (std::vector<int>{0, 3, 4, 5, 6, 9, 10, 11}));

    expectOneError(kHead + "  - id: ell\n    cells: [[0, 0], [1, 0]]\n    edges: [GGGG, GGG.]\n", 14, 13,
                   "the E edge is inside the tile: write '.'");
    expectOneError(kHead + "  - id: ell\n    cells: [[0, 0], [1, 0]]\n    edges: [G.GG, GGGG]\n", 14, 19,
                   "the W edge is inside the tile");
    expectOneError(kHead + "  - id: one\n    edges: G.GG\n", 13, 12, "the E edge is on the tile's outline");
    expectOneError(kHead + "  - id: ell\n    cells: [[0, 0], [1, 0]]\n    edges: [G.GG]\n", 14, 12,
                   "edges must be one string per cell (2 cells)");
    expectOneError(kHead + "  - id: ell\n    cells: [[1, 0], [0, 0]]\n", 13, 12, "the first cell must be [0, 0]");
    expectOneError(kHead + "  - id: ell\n    cells: [[0, 0], [0, 0]]\n", 13, 21, "cell listed twice");
}

TEST(Loader, FacesAndTileLevelKeys)
{
    expectOneError(
        kHead + "  - id: two\n    edges: GGGG\n    faces: [{edges: GGGG, segments: [{kind: grass, edges: [N, E, S, W]}]}]\n",
        13, 12, "'edges' goes inside each entry of 'faces'");
    expectOneError(kHead + "  - id: three\n    faces: [{name: a}, {name: b}, {name: c}]\n", 13, 12,
                   "a tile has one or two faces");
    expectOneError(kHead + "  - id: neg\n    count: -1\n", 13, 12, "count cannot be negative");
}

TEST(Loader, ParameterWithoutHelp)
{
    expectOneError(kHead + "parameters:\n  speed: {default: 3}\n", 13, 10, "missing key 'help'");
}

TEST(Loader, ParameterWithoutDefault)
{
    expectOneError(kHead + "parameters:\n  speed: {help: How fast}\n", 13, 10, "missing key 'default'");
}

TEST(Loader, ParameterDefaultParse)
{
    expectOneError(kHead + "parameters:\n  speed: {default: fast, help: x}\n", 13, 20,
                   "default of 'speed': 'fast' is not a whole number");
    expectOneError(kHead + "parameters:\n  speed: {default: 7, min: 0, max: 5, help: x}\n", 13, 20,
                   "default of 'speed': 7 is not a whole number from 0 to 5");
    expectOneError(kHead + "parameters:\n  fast: {type: bool, default: maybe, help: x}\n", 13, 31,
                   "default of 'fast': 'maybe' is not true or false");
    expectOneError(kHead + "parameters:\n  size: {type: choice, choices: [s, m], default: l, help: x}\n", 13, 50,
                   "default of 'size': 'l' is not one of s, m");
    expectOneError(kHead + "parameters:\n  size: {type: real, default: 1, help: x}\n", 13, 16,
                   "parameter type 'real' is not int, bool or choice");

    const LoadResult r = load(
        kHead + "parameters:\n  speed: {default: -3, help: x}\n  on: {type: bool, default: off, help: y}\n");
    ASSERT_TRUE(r.ok()) << problemsText(r);
    EXPECT_EQ(r.ruleset->parameters[0].defaultValue, -3);
    EXPECT_EQ(r.ruleset->parameters[0].min, INT32_MIN);
    EXPECT_EQ(r.ruleset->parameters[0].max, INT32_MAX);
    EXPECT_EQ(r.ruleset->parameters[1].defaultValue, 0);
}

TEST(Loader, EveryProblemTextNamesFileLineAndColumn)
{
    const std::string text = kHead
        + "  - id: a\n"                                    // 12: duplicate id
          "    edges: GGG\n"                               // 13: too short
          "  - id: c\n"                                    // 14
          "    edgse: GGGG\n"                              // 15: unknown key
          "  - id: d\n"                                    // 16
          "    edges: SGGG\n"                              // 17
          "    segments: [{kind: grass, edges: [N, E]}]\n" // 18: N not grass, S and W in no segment
          "parameters:\n"                                  // 19
          "  speed: {default: x}\n";                       // 20: no help, bad default
    const LoadResult bad = load(text);
    EXPECT_FALSE(bad.ok());
    ASSERT_EQ(bad.problems.size(), 8u) << problemsText(bad);
    for (const Diagnostic &d : bad.problems) {
        EXPECT_GT(d.line, 0) << d.text();
        EXPECT_GT(d.column, 0) << d.text();
        EXPECT_EQ(d.text(), kPath + ":" + std::to_string(d.line) + ":" + std::to_string(d.column) + ": " + d.message);
    }
    std::vector<int> lines;
    for (const Diagnostic &d : bad.problems)
        lines.push_back(d.line);
    EXPECT_EQ(lines, (std::vector<int>{12, 13, 15, 18, 18, 18, 20, 20})) << "problems come in file order";
}

TEST(Loader, ProblemsInFileOrderWhateverTheSectionOrder)
{
    // Tiles are read after parameters, but a tile written first is reported first.
    const std::string text = "id: t\nname: T\ntiles:\n  - id: a\n    edges: GGG\nplayers: {min: 1}\ngrid: square\n"
                             "terrains:\n  grass: {code: G}\nparameters:\n  speed: {default: x, help: h}\n";
    const LoadResult r = load(text);
    ASSERT_EQ(r.problems.size(), 2u) << problemsText(r);
    EXPECT_EQ(r.problems[0].line, 5);
    EXPECT_EQ(r.problems[0].column, 12);
    EXPECT_EQ(r.problems[1].line, 11);
    EXPECT_EQ(r.problems[1].column, 20);
}

TEST(Loader, MissingFileHasNoLine)
{
    const LoadResult r = loadRuleset("/nonexistent/tilewright-folder");
    EXPECT_FALSE(r.ok());
    ASSERT_EQ(r.problems.size(), 1u);
    EXPECT_EQ(r.problems[0].line, 0);
    EXPECT_EQ(r.problems[0].text(), "/nonexistent/tilewright-folder/ruleset.yaml: cannot read the file");
    EXPECT_FALSE(readFile("/nonexistent/tilewright-folder/ruleset.yaml").has_value());
}

TEST(Loader, ReadsFolderAndHashesScripts)
{
    namespace fs = std::filesystem;
    const fs::path dir = fs::path(testing::TempDir()) / "tw-loader-scripts";
    fs::remove_all(dir);
    fs::create_directories(dir);
    const std::string yaml = kHead + "scripts: [flow.lua]\n"; // line 12
    std::ofstream(dir / "ruleset.yaml") << yaml;

    LoadResult missing = loadRuleset(dir.string());
    EXPECT_FALSE(missing.ok());
    ASSERT_EQ(missing.problems.size(), 1u) << problemsText(missing);
    EXPECT_EQ(missing.problems[0].file, (dir / "ruleset.yaml").string());
    EXPECT_EQ(missing.problems[0].line, 12);
    EXPECT_EQ(missing.problems[0].column, 11);
    EXPECT_EQ(missing.problems[0].message, "cannot read script 'flow.lua' next to ruleset.yaml");

    std::ofstream(dir / "flow.lua") << "-- one\n";
    LoadResult one = loadRuleset(dir.string());
    ASSERT_TRUE(one.ok()) << problemsText(one);
    EXPECT_EQ(one.ruleset->scripts, (std::vector<std::string>{"flow.lua"}));
    EXPECT_EQ(one.ruleset->folder, dir.string());
    EXPECT_EQ(readFile((dir / "flow.lua").string()), std::optional<std::string>("-- one\n"));

    std::ofstream(dir / "flow.lua") << "-- two\n";
    LoadResult two = loadRuleset(dir.string());
    ASSERT_TRUE(two.ok()) << problemsText(two);
    EXPECT_NE(one.ruleset->contentHash, two.ruleset->contentHash) << "a script edit changes the content hash";

    // Unsaved editor text replaces the file's contents.
    LoadResult edited = loadRuleset(dir.string(), kHead);
    ASSERT_TRUE(edited.ok()) << problemsText(edited);
    EXPECT_TRUE(edited.ruleset->scripts.empty());
    fs::remove_all(dir);
}

TEST(ParameterValue, Int)
{
    ParameterDef p;
    p.type = ParamType::Int;
    p.min = -2;
    p.max = 10;
    EXPECT_EQ(parseParameterValue(p, "3"), std::optional<std::int64_t>(3));
    EXPECT_EQ(parseParameterValue(p, "-2"), std::optional<std::int64_t>(-2));
    EXPECT_EQ(parseParameterValue(p, "10"), std::optional<std::int64_t>(10));
    std::string why;
    EXPECT_FALSE(parseParameterValue(p, "11", &why).has_value());
    EXPECT_EQ(why, "11 is not a whole number from -2 to 10");
    EXPECT_FALSE(parseParameterValue(p, "-3", &why).has_value());
    EXPECT_EQ(why, "-3 is not a whole number from -2 to 10");
    p.max = INT32_MAX;
    EXPECT_FALSE(parseParameterValue(p, "-3", &why).has_value());
    EXPECT_EQ(why, "-3 is not a whole number of -2 or more") << "no upper bound named";
    p.min = INT32_MIN;
    p.max = 10;
    EXPECT_FALSE(parseParameterValue(p, "11", &why).has_value());
    EXPECT_EQ(why, "11 is not a whole number of at most 10");
    p.min = -2;
    EXPECT_FALSE(parseParameterValue(p, "3x", &why).has_value());
    EXPECT_EQ(why, "'3x' is not a whole number");
    EXPECT_FALSE(parseParameterValue(p, "", &why).has_value());
    EXPECT_EQ(why, "'' is not a whole number");
    EXPECT_FALSE(parseParameterValue(p, "ten").has_value());
    EXPECT_FALSE(parseParameterValue(p, "99999999999999999999999").has_value());
    EXPECT_EQ(formatParameterValue(p, -7), "-7");
}

TEST(ParameterValue, Bool)
{
    ParameterDef p;
    p.type = ParamType::Bool;
    for (const char *yes : {"true", "1", "yes", "on"})
        EXPECT_EQ(parseParameterValue(p, yes), std::optional<std::int64_t>(1)) << yes;
    for (const char *no : {"false", "0", "no", "off"})
        EXPECT_EQ(parseParameterValue(p, no), std::optional<std::int64_t>(0)) << no;
    std::string why;
    EXPECT_FALSE(parseParameterValue(p, "maybe", &why).has_value());
    EXPECT_EQ(why, "'maybe' is not true or false");
    EXPECT_FALSE(parseParameterValue(p, "2").has_value());
    EXPECT_EQ(formatParameterValue(p, 1), "true");
    EXPECT_EQ(formatParameterValue(p, 0), "false");
}

TEST(ParameterValue, Choice)
{
    ParameterDef p;
    p.type = ParamType::Choice;
    p.choices = {"short", "normal", "long"};
    EXPECT_EQ(parseParameterValue(p, "short"), std::optional<std::int64_t>(0));
    EXPECT_EQ(parseParameterValue(p, "long"), std::optional<std::int64_t>(2));
    std::string why;
    EXPECT_FALSE(parseParameterValue(p, "Long", &why).has_value());
    EXPECT_EQ(why, "'Long' is not one of short, normal, long");
    EXPECT_FALSE(parseParameterValue(p, "1").has_value()) << "choices are named, not numbered";
    EXPECT_EQ(formatParameterValue(p, 1), "normal");
    EXPECT_EQ(formatParameterValue(p, 3), "?");
    EXPECT_EQ(formatParameterValue(p, -1), "?");
}

TEST(Diagnostic, TextForms)
{
    Diagnostic d{"rules/ruleset.yaml", 3, 7, "bad thing"};
    EXPECT_EQ(d.text(), "rules/ruleset.yaml:3:7: bad thing");
    d.severity = Diagnostic::Severity::Warning;
    EXPECT_EQ(d.text(), "rules/ruleset.yaml:3:7: warning: bad thing");
    Diagnostic unknown{"f.yaml", 0, 0, "no place"};
    EXPECT_EQ(unknown.text(), "f.yaml: no place");
}

#ifdef TW_RULESETS_DIR
TEST(Loader, DiscoveryRulesetLoads)
{
    const LoadResult r = loadRuleset(std::string(TW_RULESETS_DIR) + "/discovery");
    ASSERT_TRUE(r.ok()) << problemsText(r);
    const Ruleset &rs = *r.ruleset;
    EXPECT_EQ(rs.id, "discovery");
    EXPECT_GE(rs.terrainIndex("mountain"), 0);
    EXPECT_GE(rs.terrainIndex("grassland"), 0);
    EXPECT_GE(rs.terrainIndex("sea"), 0);
    const int start = rs.tileIndex("start");
    ASSERT_GE(start, 0);
    EXPECT_EQ(rs.tiles[start].count, 1);
    for (const TileType &t : rs.tiles)
        EXPECT_EQ(t.orientations.size(), 4u) << t.id;
}
#endif
