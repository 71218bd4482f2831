// Log format 2: decisions named by id survive edits to the ruleset that keep their
// meaning; an id the ruleset no longer has is named; version 1 logs are converted.
#include "luarules.h"

#include "load/rulesetloader.h"
#include "log/logfields.h"
#include "log/logupgrade.h"
#include "log/replay.h"
#include "play/match.h"
#include "util/readfile.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

namespace tw {
namespace {

const std::string kSource = TILEWRIGHT_SOURCE_DIR;
const std::string kGolden = kSource + "/rulesets/discovery/tests/golden/greedy-random-seed1.jsonl";
const std::string kVersion1 = kSource + "/tests/core/data/v1-discovery-greedy-random-seed1.jsonl";

std::string text(const std::string &path)
{
    const auto t = readFile(path);
    EXPECT_TRUE(t) << path;
    return t.value_or("");
}

// A copy of the Discovery ruleset (rules and flow only) whose ruleset.yaml is edited.
class EditedDiscovery
{
public:
    EditedDiscovery()
        : m_dir(std::filesystem::temp_directory_path() / ("tilewright-logformat-" + std::to_string(::getpid())))
    {
        std::filesystem::create_directories(m_dir);
        for (const char *file : {"ruleset.yaml", "flow.lua"})
            std::filesystem::copy_file(kSource + "/rulesets/discovery/" + file, m_dir / file,
                                       std::filesystem::copy_options::overwrite_existing);
        m_yaml = text((m_dir / "ruleset.yaml").string());
    }
    ~EditedDiscovery() { std::filesystem::remove_all(m_dir); }

    std::string &yaml() { return m_yaml; }
    std::shared_ptr<const Ruleset> load()
    {
        std::ofstream(m_dir / "ruleset.yaml") << m_yaml;
        LoadResult r = loadRuleset(m_dir.string());
        EXPECT_TRUE(r.ok()) << (r.problems.empty() ? std::string() : r.problems.front().message);
        return r.ruleset;
    }

private:
    std::filesystem::path m_dir;
    std::string m_yaml;
};

void replaces(std::string &in, const std::string &from, const std::string &to)
{
    const auto at = in.find(from);
    ASSERT_NE(at, std::string::npos) << from;
    in.replace(at, from.size(), to);
}

ReplayResult replayUnder(const std::shared_ptr<const Ruleset> &rules, const std::string &log)
{
    auto game = makeGame(rules);
    return replay(*game, parseLog(*rules, log));
}

const std::string kStartTile = "  - id: start\n    count: 1\n    edges: SGMG\n    segments:\n"
                               "      - {kind: sea, edges: [N]}\n"
                               "      - {kind: grassland, edges: [E, W], cities: 1}\n"
                               "      - {kind: mountain, edges: [S]}\n";

TEST(LogFormat, ReplaysWithTheTilesReordered)
{
    EditedDiscovery d;
    replaces(d.yaml(), kStartTile, "");
    d.yaml() += "\n" + kStartTile;
    const auto rules = d.load();
    ASSERT_TRUE(rules);
    ASSERT_EQ(rules->tileIndex("start"), int(rules->tiles.size()) - 1) << "the start tile is last now";
    const ReplayResult r = replayUnder(rules, text(kGolden));
    EXPECT_TRUE(r.reproduced) << "line " << r.line << ": " << r.difference;
}

TEST(LogFormat, ReplaysWithATileTypeInsertedFirst)
{
    EditedDiscovery d;
    replaces(d.yaml(), "\ntiles:\n",
             "\ntiles:\n  - {id: spare_meadow, count: 0, edges: GGGG, segments: [{kind: grassland, edges: [N, E, S, W]}]}\n");
    const auto rules = d.load();
    ASSERT_TRUE(rules);
    ASSERT_EQ(rules->tileIndex("spare_meadow"), 0);
    const ReplayResult r = replayUnder(rules, text(kGolden));
    EXPECT_TRUE(r.reproduced) << "line " << r.line << ": " << r.difference;
}

TEST(LogFormat, ReplaysWithMirroringTurnedOn)
{
    EditedDiscovery d;
    replaces(d.yaml(), "grid: square\n", "grid: {kind: square, mirror: true}\n");
    const auto rules = d.load();
    ASSERT_TRUE(rules);
    ASSERT_TRUE(rules->allowMirror);
    const ReplayResult r = replayUnder(rules, text(kGolden));
    EXPECT_TRUE(r.reproduced) << "line " << r.line << ": " << r.difference;
}

TEST(LogFormat, ATileIdTheRulesetLostIsNamed)
{
    EditedDiscovery d;
    replaces(d.yaml(), "id: valley_end", "id: valley_tip");
    const auto rules = d.load();
    ASSERT_TRUE(rules);
    try {
        parseLog(*rules, text(kGolden));
        FAIL() << "a log drawing valley_end must not read under rules without it";
    } catch (const LogError &e) {
        EXPECT_NE(std::string(e.what()).find("tile 'valley_end' is not in this ruleset"), std::string::npos) << e.what();
        EXPECT_EQ(e.line(), 3) << "the first draw of valley_end";
    }
}

TEST(LogFormat, EventsThatReadAlikeButDifferAreShownWhole)
{
    // Overworld notes a gap's contest as the competitor's: a log that has the note as
    // another player's reads the same sentence.
    const auto rules = loadRuleset(kSource + "/rulesets/overworld").ruleset;
    ASSERT_TRUE(rules);
    std::string log = text(kSource + "/rulesets/overworld/tests/golden/greedy-random-seed1.jsonl");
    const std::string black = R"("kind":"note","player":{"seat":1,"name":"Black"},"choice":"contest")";
    replaces(log, black, R"("kind":"note","player":{"seat":2,"name":"White"},"choice":"contest")");
    const ReplayResult r = replayUnder(rules, log);
    EXPECT_FALSE(r.reproduced);
    EXPECT_NE(r.difference.find(R"(the log has "{"kind":"note","player":{"seat":2,"name":"White"},"choice":"contest")"),
              std::string::npos)
        << r.difference;
    EXPECT_NE(r.difference.find("the rules now give \"{" + black), std::string::npos) << r.difference;
}

TEST(LogFormat, LinesReadLikeTheRules)
{
    const std::string log = text(kGolden);
    EXPECT_NE(log.find(R"("text":"Red placed valley_end at 0,1 rotated 90 degrees")"), std::string::npos);
    EXPECT_NE(log.find(R"("action":{"kind":"place","tile":"valley_end","x":0,"y":1,"rotation":90)"), std::string::npos);
    EXPECT_NE(log.find(R"("player":{"seat":1,"name":"Red"})"), std::string::npos);
    EXPECT_NE(log.find(R"("choice":"deploy","segment":{"x":)"), std::string::npos);
    EXPECT_EQ(log.find(R"("a":)"), std::string::npos) << "no unnamed fields";
    EXPECT_EQ(log.find(R"("points":0,)"), std::string::npos) << "no zero-point score events";
    const GameLog header = parseLogHeader(log);
    EXPECT_EQ(header.askedSeed, 1u) << "the seed the user asked for";
    EXPECT_EQ(header.seed, gameSeed(1, 0)) << "and the game's own";
}

TEST(LogFormat, WritingWhatWasReadGivesTheSameText)
{
    const LoadResult loaded = loadRuleset(kSource + "/rulesets/discovery");
    ASSERT_TRUE(loaded.ok());
    const std::string log = text(kGolden);
    EXPECT_EQ(toJsonLines(*loaded.ruleset, parseLog(*loaded.ruleset, log)), log);
}

// Seats are named as in the game's player count; the names are for people, so a line
// written under other names still reads as the same event.
TEST(LogFormat, SeatNamesFollowThePlayerCount)
{
    const LoadResult loaded = loadRuleset(kSource + "/rulesets/land-vs-sea");
    ASSERT_TRUE(loaded.ok());
    const Ruleset &rules = *loaded.ruleset;
    const Event turn{EventKind::TurnStarted, 2, -1, 7};
    EXPECT_EQ(eventJson(rules, 3, turn)["player"]["name"], "Cartographer");
    EXPECT_EQ(eventJson(rules, 3, turn)["text"], "Turn 7: Cartographer");
    EXPECT_EQ(eventJson(rules, 4, turn)["player"]["name"], "Land 2");
    EXPECT_EQ(eventJson(rules, 4, turn)["text"], "Turn 7: Land 2");
    nlohmann::ordered_json older = eventJson(rules, 4, turn);
    older["player"]["name"] = "Cartographer / Land 2";
    older["text"] = "Turn 7: Cartographer / Land 2";
    EXPECT_EQ(parseEvent(rules, older), turn);
}

TEST(LogFormat, Version1IsConvertedToTheSameGame)
{
    const LoadResult loaded = loadRuleset(kSource + "/rulesets/discovery");
    ASSERT_TRUE(loaded.ok());
    const std::string old = text(kVersion1);
    try {
        parseLog(*loaded.ruleset, old);
        FAIL() << "parseLog reads only the current version";
    } catch (const LogError &e) {
        EXPECT_NE(std::string(e.what()).find("convert-log"), std::string::npos) << e.what();
    }
    auto game = makeGame(loaded.ruleset);
    const GameLog converted = readAnyLog(*game, old);
    const std::string now = text(kGolden);
    const std::string convertedText = toJsonLines(*loaded.ruleset, converted);
    EXPECT_EQ(convertedText.substr(convertedText.find('\n')), now.substr(now.find('\n')))
        << "the same game, event for event, as a fresh recording";
    EXPECT_EQ(converted.scores, (std::vector<int>{53, 30})) << "the final scores the version 1 log recorded";
}

TEST(LogFormat, Version1NumbersOutOfRangeAreRefusedWithTheirLine)
{
    const LoadResult loaded = loadRuleset(kSource + "/rulesets/discovery");
    ASSERT_TRUE(loaded.ok());
    auto game = makeGame(loaded.ruleset);
    std::string old = text(kVersion1);
    const std::string draw = "\"action\":{\"a\":11,";
    ASSERT_NE(old.find(draw), std::string::npos);
    old.replace(old.find(draw), draw.size(), "\"action\":{\"a\":1e20,");
    try {
        readAnyLog(*game, old);
        FAIL() << "read a draw of tile 1e20";
    } catch (const LogError &e) {
        EXPECT_EQ(e.line(), 3);
        EXPECT_EQ(e.message(),
                  "cannot convert this version 1 log: 'a' must be a whole number from -100000000 to 100000000, not 1e+20");
    }
}

} // namespace
} // namespace tw

namespace tw {
namespace {

// Every kind of event, written and read back, is the same event; its fields are named.
TEST(LogFormat, EveryEventKindRoundTrips)
{
    LoadResult r = loadRuleset("/tmp/tw-logformat-kinds", R"(id: k
name: K
players: {min: 2, max: 2}
grid: square
terrains: {room: {code: R}}
pieces: {explorer: {per_player: 2}}
zones: {deck: {kind: deck, items: cards}, hand: {kind: hand, items: cards, per_player: true}, bag: {kind: bag}}
cards: [{id: c1, value: 1}, {id: c2, value: 2}]
variables: {food: {per_player: true, shown: true}}
tiles: [{id: hall, edges: RRRR}]
)");
    ASSERT_TRUE(r.ok());
    const Ruleset &rules = *r.ruleset;
    const std::vector<Event> events{
        {EventKind::ItemTaken, 0, 1, 1, 1},
        {EventKind::ItemPut, 1, 2, 0, -1},
        {EventKind::Shuffled, 0, 0, 0, -1},
        {EventKind::CardDiscarded, 1, 0, 1},
        {EventKind::CardDiscarded, 1, -1, 0},
        {EventKind::PileAdded, 0, -1, 1, 3, -2},
        {EventKind::PileTaken, 1, -1, 0, 3, -2},
        {EventKind::PieceMoved, 0, 0, 4, 1, 2, 1, 3, 0},
        {EventKind::PieceLost, 1, 0, 2, 5, 6, -1, 0},
        {EventKind::VariableChanged, 1, 0, Event::low(5'000'000'000), Event::high(5'000'000'000), Event::low(-1),
         Event::high(-1)},
        {EventKind::TilePlaced, 0, 0, 0, 2, 3, 1, 1},
        {EventKind::TileRemoved, 1, 0, 0, 2, 3, 1},
        {EventKind::CellPainted, 0, 0, 0, 4, 5},
    };
    for (const Event &e : events) {
        const nlohmann::ordered_json j = eventJson(rules, 2, e);
        EXPECT_EQ(parseEvent(rules, j), e) << j.dump();
    }
    EXPECT_EQ(eventJson(rules, 2, events[0]).dump(),
              R"({"kind":"item_taken","player":{"seat":1,"name":"Player 1"},"zone":"hand","card":"c2",)"
              R"("owner":{"seat":2,"name":"Player 2"},"text":"Player 1 took c2 from Player 2's hand"})");
    EXPECT_EQ(eventJson(rules, 2, events[9])["value"], 5'000'000'000);
    EXPECT_EQ(eventJson(rules, 2, events[10])["drawn_in"], "room");

    // Every cell a script may name reads back from the log; one past it is refused.
    for (const int x : {kMaxCoordinate, -kMaxCoordinate}) {
        const Event far{EventKind::CellPainted, 0, 0, 0, x, 5};
        EXPECT_EQ(eventJson(rules, 2, far)["cell"]["x"], x);
        EXPECT_EQ(parseEvent(rules, eventJson(rules, 2, far)), far) << x;
    }
    nlohmann::ordered_json beyond = eventJson(rules, 2, Event{EventKind::CellPainted, 0, 0, 0, 4, 5});
    beyond["cell"]["x"] = kMaxCoordinate + 1;
    EXPECT_THROW(parseEvent(rules, beyond), LogFieldError);
}

} // namespace
} // namespace tw
