#pragma once

// A scenario harness for ruleset tests: starts a game of a ruleset folder, then lets a test
// force each decision by name (draw this tile, place it here turned so, pick this option)
// and read the effects. Every step checks legality first with Game::whyIllegal and throws
// ScenarioError with a message that says what was tried, why it is not allowed and what
// the game waits for instead. It depends on no test framework (GoogleTest reports the
// exception as the test's failure) and on no particular game.
//
// Conventions: players are 0-based seat indexes, as in GameState. Option values are
// passed through unchanged, so a Lua flow's 1-based numbers (segment id + 1, piece index
// + 1, tile type + 1) stay the test's business.

#include "engine/game.h"
#include "state/gamestate.h"

#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tw::test {

class ScenarioError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

// One ScoreChanged event, with its reason by id.
struct ScoreChange
{
    int player = -1;
    std::string reason;
    int delta = 0;
    int feature = -1; // segment id of the feature scored, -1 for none
    int total = 0;    // the player's score after the change
};

class Scenario
{
public:
    using Parameters = std::vector<std::pair<std::string, std::string>>;

    // Loads the ruleset in `folder` (relative to TILEWRIGHT_SOURCE_DIR unless absolute) and
    // starts a game of `players` with the defaults except the named `parameters`, given as
    // text ("true", "3", a choice name). Throws ScenarioError on any load or set-up problem.
    Scenario(const std::string &folder, int players, const Parameters &parameters = {});
    ~Scenario();

    const Ruleset &rules() const { return m_game->rules(); }
    const Game &game() const { return *m_game; }
    const GameState &state() const { return m_state; }
    const Board &board(int index = 0) const { return m_state.board(index); }

    // --- names to indexes (throw ScenarioError if unknown) --------------------------------
    int tileType(std::string_view id) const;
    std::string tileId(int type) const;
    int choiceIndex(std::string_view id) const;
    int zoneIndex(std::string_view id) const;
    int pieceType(std::string_view id) const;
    // Orientation index of a tile type turned `rotation` clockwise steps, on `face`.
    int orientationIndex(int type, int rotation, int face = 0, bool mirrored = false) const;

    // --- the open decision ----------------------------------------------------------------
    DecisionKind decisionKind() const { return m_state.decision().kind; }
    int currentPlayer() const { return m_state.currentPlayer(); }
    bool isOver() const { return m_state.isOver(); }
    // "player 2 (Blue) must place grassland; 14 options" and the like, for messages.
    std::string decisionText() const;

    // --- acting -------------------------------------------------------------------------
    // Any action, checked. Every helper below ends here.
    void apply(const Action &action);
    // Forces the open chance draw to one item (a tile or card by id).
    void draw(std::string_view item);
    // Takes the first outcome of the open chance decision.
    void drawAny();
    // Forces the open die roll to `face` (1-based).
    void roll(int face);
    // Places the decision's tile with its anchor at (x, y), turned `rotation` steps.
    void place(int x, int y, int rotation, int face = 0);
    // Places `tile`, one of those a decision offers, the same way.
    void placeTile(std::string_view tile, int x, int y, int rotation, int face = 0);
    std::optional<std::string> whyIllegalPlace(int x, int y, int rotation, int face = 0) const;
    // Draws `tile` and places it.
    void play(std::string_view tile, int x, int y, int rotation, int face = 0);
    // The option of `choice` for these arguments as the flow gives them (docs/lua-api.md):
    // handles counted from 1 (a segment, piece, tile type, card, player), a cell as x, y.
    Action optionAction(std::string_view choice, int a = 0, int b = 0, int c = 0) const;
    // The board segment id an option's segment argument (its first) names, or -1.
    int optionSegment(const Action &option) const;
    // Picks the option of choice `choice` with these arguments (as optionAction takes them).
    void choose(std::string_view choice, int a = 0, int b = 0, int c = 0);
    std::optional<std::string> whyIllegalChoice(std::string_view choice, int a = 0, int b = 0, int c = 0) const;
    // The open options of one choice, in the order the flow offered them.
    std::vector<Action> options(std::string_view choice) const;
    bool offers(std::string_view choice, int a = 0, int b = 0, int c = 0) const;
    // Plays until the game ends: chance takes its first outcome, a placement the first legal
    // spot, a choice the first option of `preferredChoice` if offered, else its first option.
    void playToEnd(std::string_view preferredChoice = {}, int maxActions = 100000);

    // --- reading the position -----------------------------------------------------------
    // Board segment id of the tile covering (x, y) on the edge facing `direction` ("N" ...).
    int segmentAt(int x, int y, std::string_view direction, int boardIndex = 0) const;
    // Board segment id of segment `index` (face order in the YAML) of the tile covering (x, y).
    int segmentOfTile(int x, int y, int index, int boardIndex = 0) const;
    std::vector<std::string> zoneItems(std::string_view zone, int player = -1) const;
    int zoneCount(std::string_view zone, int player = -1) const;
    int supply(int player, std::string_view piece) const;
    int score(int player) const { return m_state.score(player); }
    // Ids (indexes into GameState::pieces()) of the pieces `player` has on the board (all
    // players if -1).
    std::vector<int> piecesOf(int player = -1) const;

    // --- events -------------------------------------------------------------------------
    // Events of the last applied action (of set-up before any).
    const std::vector<Event> &events() const { return m_last; }
    // Every event since the game started, set-up included.
    const std::vector<Event> &allEvents() const { return m_all; }
    std::vector<Event> events(EventKind kind) const;
    std::vector<ScoreChange> scoreChanges() const; // of the last action
    // One line per event of the last action, for failure messages.
    std::string describeEvents() const;

private:
    [[noreturn]] void fail(const std::string &what, const std::string &why) const;
    std::string optionsText(int choice) const;
    int edgeSegment(int x, int y, int direction, int boardIndex) const;
    void placeType(int type, int x, int y, int rotation, int face);

    std::unique_ptr<Game> m_game;
    GameState m_state;
    std::vector<Event> m_last;
    std::vector<Event> m_all;
};

} // namespace tw::test
