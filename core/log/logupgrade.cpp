#include "logupgrade.h"

#include "log/eventtext.h"
#include "log/logfields.h"
#include "log/replay.h"

#include <nlohmann/json.hpp>

#include <sstream>

namespace tw {

using json = nlohmann::ordered_json;

namespace {

// A version 1 action's `key` (0 when absent): every value there was a coordinate or a small
// count, so it is held to the coordinates' range.
int oldValue(const json &j, const char *key)
{
    return j.contains(key) ? intField(j, key, -kMaxLogCoordinate, kMaxLogCoordinate) : 0;
}

// Version 1 option values were the flow's Lua values: handles counted from 1, a piece
// by its place among the pieces on the board.
Action upgradeOption(const GameState &state, int choice, const json &j)
{
    const Ruleset &rules = state.rules();
    const int old[3] = {oldValue(j, "a"), oldValue(j, "b"), oldValue(j, "c")};
    Action a{ActionKind::Option, std::int16_t(choice)};
    int slot = 0;
    int next = 0;
    for (const ChoiceArg &arg : rules.choices[choice].args) {
        const int v = next < 3 ? old[next] : 0;
        ++next;
        switch (arg.kind) {
        case ArgKind::Segment: {
            if (v < 1 || v > state.board(0).segmentCount())
                throw std::invalid_argument("segment " + std::to_string(v) + " does not exist");
            const SegmentRef ref = state.board(0).segmentRef(v - 1);
            a.setValue(slot, ref.cell.x);
            a.setValue(slot + 1, ref.cell.y);
            a.setValue(slot + 2, ref.index);
            break;
        }
        case ArgKind::Piece: {
            int seen = 0;
            int id = -1;
            for (std::size_t i = 0; i < state.pieces().size() && id < 0; ++i)
                if (state.pieces()[i].onBoard && ++seen == v)
                    id = int(i);
            if (id < 0)
                throw std::invalid_argument("piece " + std::to_string(v) + " is not on the board");
            a.setValue(slot, id);
            break;
        }
        case ArgKind::Cell:
            a.setValue(slot, v);
            a.setValue(slot + 1, next < 3 ? old[next] : 0);
            ++next;
            break;
        case ArgKind::Tile:
        case ArgKind::Card:
        case ArgKind::Player:
            a.setValue(slot, v - 1);
            break;
        case ArgKind::Zone:
        case ArgKind::Number:
            a.setValue(slot, v);
            break;
        }
        slot += argSlots(arg.kind);
    }
    return a;
}

Action upgradeAction(const GameState &state, const json &j)
{
    const Ruleset &rules = state.rules();
    const Decision &d = state.decision();
    const std::string kind = j.at("kind").get<std::string>();
    const int a = oldValue(j, "a");
    if (kind == "draw")
        return {ActionKind::Draw, std::int16_t(d.zone), a};
    if (kind == "roll")
        return {ActionKind::Roll, std::int16_t(d.die), a};
    if (kind == "place")
        return {ActionKind::Place, std::int16_t(d.tiles.empty() ? -1 : d.tiles.front()), a, oldValue(j, "b"),
                oldValue(j, "c")};
    if (kind == "option") {
        const std::string id = j.contains("choice") ? stringField(j, "choice") : std::string();
        const int choice = rules.choiceIndex(id);
        if (choice < 0)
            throw std::invalid_argument("choice '" + id + "' is not in this ruleset");
        return upgradeOption(state, choice, j);
    }
    throw std::invalid_argument("unknown action kind '" + kind + "'");
}

GameLog upgradeVersion1(const Game &game, const std::string &text)
{
    GameLog log = parseLogHeader(text);
    log.version = kLogVersion;
    GameState state = game.newGame(log.players, logParameters(game.rules(), log));
    log.entries.push_back({-1, std::nullopt, state.events()});
    std::istringstream in(text);
    std::string line;
    int number = 0;
    bool ended = false;
    while (std::getline(in, line)) {
        if (++number <= 2 || line.empty())
            continue; // the header and the set-up entry, made again above
        const json j = parseLogLine(line, number);
        try {
            if (j.contains("end")) {
                ended = true;
                break;
            }
            const json &action = j.at("action");
            if (action.is_null())
                continue;
            const Action upgraded = upgradeAction(state, action);
            if (auto why = game.whyIllegal(state, upgraded))
                throw std::invalid_argument(describe(game.rules(), state.playerCount(), upgraded) + " is not legal: " + *why);
            const int player = state.currentPlayer();
            game.apply(state, upgraded);
            log.entries.push_back({player, upgraded, state.events()});
        } catch (const std::exception &e) {
            throw LogError(number, std::string("cannot convert this version 1 log: ") + e.what());
        }
    }
    log.finished = ended && state.isOver();
    for (int p = 0; p < state.playerCount(); ++p)
        log.scores.push_back(state.score(p));
    log.turns = state.turn();
    log.stateHash = state.hash();
    return log;
}

} // namespace

GameLog readAnyLog(const Game &game, const std::string &text)
{
    if (parseLogHeader(text).version == 1)
        return upgradeVersion1(game, text);
    return parseLog(game.rules(), text);
}

} // namespace tw
