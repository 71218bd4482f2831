#include "scenario.h"

#include "engine/ruleserror.h"
#include "load/rulesetloader.h"
#include "log/eventtext.h"
#include "luarules.h"
#include "model/parametervalue.h"

#include <algorithm>
#include <filesystem>

#ifndef TILEWRIGHT_SOURCE_DIR
#error "TILEWRIGHT_SOURCE_DIR must name the source root (tw_test defines it)"
#endif

namespace tw::test {

namespace {

std::unique_ptr<Game> loadGame(const std::string &folder)
{
    const std::filesystem::path path = std::filesystem::path(folder).is_absolute()
        ? std::filesystem::path(folder)
        : std::filesystem::path(TILEWRIGHT_SOURCE_DIR) / folder;
    LoadResult loaded = loadRuleset(path.string());
    if (!loaded.ok()) {
        std::string text = "cannot load the ruleset in " + path.string() + ":";
        for (const Diagnostic &d : loaded.problems)
            text += "\n  " + d.text();
        throw ScenarioError(text);
    }
    try {
        return makeGame(loaded.ruleset);
    } catch (const RulesError &e) {
        throw ScenarioError(std::string("cannot load the scripts of ") + path.string() + ": " + e.what());
    }
}

std::vector<std::int64_t> parameterValues(const Ruleset &rules, const Scenario::Parameters &overrides)
{
    std::vector<std::int64_t> values = rules.defaultParameters();
    for (const auto &[name, text] : overrides) {
        const int index = rules.parameterIndex(name);
        if (index < 0)
            throw ScenarioError("the ruleset '" + rules.id + "' has no parameter '" + name + "'");
        std::string why;
        const auto value = parseParameterValue(rules.parameters[index], text, &why);
        if (!value)
            throw ScenarioError("bad value '" + text + "' for parameter '" + name + "': " + why);
        values[index] = *value;
    }
    return values;
}

GameState startGame(const Game &game, int players, const Scenario::Parameters &overrides)
{
    try {
        return game.newGame(players, parameterValues(game.rules(), overrides));
    } catch (const RulesError &e) {
        throw ScenarioError(std::string("cannot start a game: ") + e.what());
    }
}

const char *decisionKindName(DecisionKind kind)
{
    switch (kind) {
    case DecisionKind::None:
        return "nothing";
    case DecisionKind::Chance:
        return "a chance outcome";
    case DecisionKind::Place:
        return "a placement";
    case DecisionKind::Choice:
        return "a choice";
    case DecisionKind::Over:
        return "nothing (the game is over)";
    }
    return "?";
}

template<typename T>
int requireIndex(const std::vector<T> &items, std::string_view id, const char *what)
{
    for (std::size_t i = 0; i < items.size(); ++i)
        if (items[i].id == id)
            return int(i);
    throw ScenarioError(std::string("unknown ") + what + " '" + std::string(id) + "'");
}

} // namespace

Scenario::Scenario(const std::string &folder, int players, const Parameters &parameters)
    : m_game(loadGame(folder))
    , m_state(startGame(*m_game, players, parameters))
    , m_last(m_state.events())
    , m_all(m_state.events())
{}

Scenario::~Scenario() = default;

// --- names -------------------------------------------------------------------------------

int Scenario::tileType(std::string_view id) const
{
    return requireIndex(rules().tiles, id, "tile");
}

std::string Scenario::tileId(int type) const
{
    return type >= 0 && type < int(rules().tiles.size()) ? rules().tiles[type].id : "#" + std::to_string(type);
}

int Scenario::choiceIndex(std::string_view id) const
{
    return requireIndex(rules().choices, id, "choice");
}
int Scenario::zoneIndex(std::string_view id) const
{
    return requireIndex(rules().zones, id, "zone");
}
int Scenario::pieceType(std::string_view id) const
{
    return requireIndex(rules().pieces, id, "piece");
}

int Scenario::orientationIndex(int type, int rotation, int face, bool mirrored) const
{
    const TileType &tile = rules().tiles.at(type);
    const int n = rules().grid.directionCount();
    const int steps = ((rotation % n) + n) % n;
    for (std::size_t i = 0; i < tile.orientations.size(); ++i) {
        const Orientation &o = tile.orientations[i];
        if (o.face == face && o.rotation == steps && o.mirrored == mirrored)
            return int(i);
    }
    throw ScenarioError("tile '" + tile.id + "' has no orientation with face " + std::to_string(face) + ", rotation "
                        + std::to_string(rotation) + (mirrored ? ", mirrored" : ""));
}

// --- the open decision -----------------------------------------------------------------

std::string Scenario::decisionText() const
{
    const Decision &d = m_state.decision();
    std::string text = "the game waits for " + std::string(decisionKindName(d.kind));
    if (d.kind == DecisionKind::Over || d.kind == DecisionKind::None)
        return text;
    text += " by " + playerName(rules(), state().playerCount(), d.player) + " (player index " + std::to_string(d.player)
        + ")";
    if (d.kind == DecisionKind::Chance && d.zone >= 0)
        text += " from zone '" + rules().zones[d.zone].id + "'";
    if (d.kind == DecisionKind::Place) {
        text += " of tile";
        for (std::size_t i = 0; i < d.tiles.size(); ++i)
            text += (i ? " or '" : " '") + tileId(d.tiles[i]) + "'";
    }
    if (d.kind == DecisionKind::Choice) {
        text += "; options:";
        for (const Action &a : d.options) {
            text += " " + (a.tag >= 0 ? rules().choices[a.tag].id : std::string("?")) + "(" + std::to_string(a.a);
            if (a.b || a.c)
                text += "," + std::to_string(a.b) + "," + std::to_string(a.c);
            text += ")";
        }
    } else {
        text += "; " + std::to_string(d.options.size()) + " options";
    }
    return text;
}

void Scenario::fail(const std::string &what, const std::string &why) const
{
    throw ScenarioError("cannot " + what + ": " + why + "\n  " + decisionText() + "\n  events of the last action:\n"
                        + describeEvents());
}

// --- acting ------------------------------------------------------------------------------

void Scenario::apply(const Action &action)
{
    if (auto why = m_game->whyIllegal(m_state, action))
        fail(describe(rules(), state().playerCount(), action), *why);
    try {
        m_game->apply(m_state, action);
    } catch (const RulesError &e) {
        throw ScenarioError("the rules failed after " + describe(rules(), state().playerCount(), action) + ": " + e.what());
    }
    m_last = m_state.events();
    m_all.insert(m_all.end(), m_last.begin(), m_last.end());
}

void Scenario::draw(std::string_view item)
{
    const Decision &d = m_state.decision();
    const std::string what = "draw '" + std::string(item) + "'";
    if (d.kind != DecisionKind::Chance || d.zone < 0)
        fail(what, "no draw is open");
    const ZoneDef &zone = rules().zones[d.zone];
    const int index = zone.items == ItemKind::Cards ? requireIndex(rules().cards, item, "card") : tileType(item);
    const Action action{ActionKind::Draw, std::int16_t(d.zone), index};
    if (m_game->whyIllegal(m_state, action))
        fail(what,
             "zone '" + zone.id + "' holds none (" + std::to_string(m_state.zone(d.zone, d.player).size()) + " items left)");
    apply(action);
}

void Scenario::roll(int face)
{
    const Decision &d = m_state.decision();
    const std::string what = "roll " + std::to_string(face);
    if (d.kind != DecisionKind::Chance || d.die < 0)
        fail(what, "no roll is open");
    const auto option = std::find_if(d.options.begin(), d.options.end(),
                                     [face](const Action &a) { return a.kind == ActionKind::Roll && a.a == face; });
    if (option == d.options.end())
        fail(what, "the die '" + rules().dice[d.die].id + "' has no such face");
    apply(*option);
}

void Scenario::drawAny()
{
    if (m_state.decision().kind != DecisionKind::Chance)
        fail("take a chance outcome", "no chance decision is open");
    apply(m_state.decision().options.front());
}

std::optional<std::string> Scenario::whyIllegalPlace(int x, int y, int rotation, int face) const
{
    const Decision &d = m_state.decision();
    if (d.kind != DecisionKind::Place)
        return "no placement is open";
    const int tile = d.tiles.front();
    return m_game->whyIllegal(m_state,
                              {ActionKind::Place, std::int16_t(tile), x, y, orientationIndex(tile, rotation, face)});
}

void Scenario::place(int x, int y, int rotation, int face)
{
    const Decision &d = m_state.decision();
    const std::string what = "place at " + std::to_string(x) + "," + std::to_string(y) + " rotation "
        + std::to_string(rotation);
    if (d.kind != DecisionKind::Place)
        fail(what, "no placement is open");
    if (d.tiles.size() != 1)
        fail(what, "several tiles are offered (" + decisionText() + "): name the one to place");
    placeType(d.tiles.front(), x, y, rotation, face);
}

void Scenario::placeTile(std::string_view tile, int x, int y, int rotation, int face)
{
    if (m_state.decision().kind != DecisionKind::Place)
        fail("place '" + std::string(tile) + "'", "no placement is open");
    placeType(tileType(tile), x, y, rotation, face);
}

void Scenario::placeType(int type, int x, int y, int rotation, int face)
{
    const Action action{ActionKind::Place, std::int16_t(type), x, y, orientationIndex(type, rotation, face)};
    if (auto why = m_game->whyIllegal(m_state, action))
        fail("place '" + tileId(type) + "' at " + std::to_string(x) + "," + std::to_string(y) + " rotation "
                 + std::to_string(rotation),
             *why);
    apply(action);
}

void Scenario::play(std::string_view tile, int x, int y, int rotation, int face)
{
    draw(tile);
    place(x, y, rotation, face);
}

Action Scenario::optionAction(std::string_view choice, int a, int b, int c) const
{
    const int tag = choiceIndex(choice);
    Action action{ActionKind::Option, std::int16_t(tag)};
    const int given[3] = {a, b, c};
    int next = 0;
    int slot = 0;
    for (const ChoiceArg &arg : rules().choices[tag].args) {
        const int v = next < 3 ? given[next] : 0;
        ++next;
        switch (arg.kind) {
        case ArgKind::Segment: {
            const bool exists = v >= 1 && v <= board().segmentCount();
            const SegmentRef ref = exists ? board().segmentRef(v - 1) : SegmentRef{};
            action.setValue(slot, ref.cell.x);
            action.setValue(slot + 1, ref.cell.y);
            action.setValue(slot + 2, ref.index);
            break;
        }
        case ArgKind::Cell:
            action.setValue(slot, v);
            action.setValue(slot + 1, next < 3 ? given[next] : 0);
            ++next;
            break;
        case ArgKind::Piece:
        case ArgKind::Tile:
        case ArgKind::Card:
        case ArgKind::Player:
            action.setValue(slot, v - 1);
            break;
        case ArgKind::Zone:
        case ArgKind::Number:
            action.setValue(slot, v);
            break;
        }
        slot += argSlots(arg.kind);
    }
    return action;
}

int Scenario::optionSegment(const Action &option) const
{
    return board().segmentAt({{option.a, option.b}, option.c});
}

std::optional<std::string> Scenario::whyIllegalChoice(std::string_view choice, int a, int b, int c) const
{
    const Action action = optionAction(choice, a, b, c);
    if (auto why = m_game->whyIllegal(m_state, action))
        return *why + " (open '" + std::string(choice) + "' options:" + optionsText(action.tag) + ")";
    return std::nullopt;
}

void Scenario::choose(std::string_view choice, int a, int b, int c)
{
    const std::string what = "choose " + std::string(choice) + "(" + std::to_string(a) + "," + std::to_string(b) + ","
        + std::to_string(c) + ")";
    if (auto why = whyIllegalChoice(choice, a, b, c))
        fail(what, *why);
    apply(optionAction(choice, a, b, c));
}

std::vector<Action> Scenario::options(std::string_view choice) const
{
    const int tag = choiceIndex(choice);
    std::vector<Action> found;
    if (m_state.decision().kind != DecisionKind::Choice)
        return found;
    for (const Action &a : m_state.decision().options)
        if (a.kind == ActionKind::Option && a.tag == tag)
            found.push_back(a);
    return found;
}

bool Scenario::offers(std::string_view choice, int a, int b, int c) const
{
    return !whyIllegalChoice(choice, a, b, c).has_value();
}

std::string Scenario::optionsText(int choice) const
{
    std::string text;
    if (m_state.decision().kind != DecisionKind::Choice)
        return " none, no choice is open";
    for (const Action &a : m_state.decision().options)
        if (a.tag == choice)
            text += " (" + describe(rules(), state().playerCount(), a) + ")";
    return text.empty() ? " none" : text;
}

void Scenario::playToEnd(std::string_view preferredChoice, int maxActions)
{
    const int preferred = preferredChoice.empty() ? -1 : choiceIndex(preferredChoice);
    for (int step = 0; !isOver(); ++step) {
        if (step >= maxActions)
            fail("play to the end", "the game did not end within " + std::to_string(maxActions) + " actions");
        const std::vector<Action> &open = m_state.decision().options;
        auto pick = open.begin();
        if (m_state.decision().kind == DecisionKind::Choice && preferred >= 0) {
            auto it = std::find_if(open.begin(), open.end(), [preferred](const Action &a) { return a.tag == preferred; });
            if (it != open.end())
                pick = it;
        }
        apply(*pick);
    }
}

// --- reading the position ----------------------------------------------------------------

int Scenario::edgeSegment(int x, int y, int direction, int boardIndex) const
{
    const Board &b = m_state.board(boardIndex);
    const Coord at{x, y};
    const int tile = b.tileAt(at);
    if (tile < 0)
        throw ScenarioError("no tile covers " + std::to_string(x) + "," + std::to_string(y));
    const int cell = b.cellAt(at);
    const Orientation &o = b.orientationOf(tile);
    const int slot = cell * rules().grid.directionCount() + direction;
    const int local = o.edgeSegment.at(slot);
    if (local < 0)
        throw ScenarioError("the " + std::string(rules().grid.directionName(direction)) + " edge of the tile at "
                            + std::to_string(x) + "," + std::to_string(y) + " belongs to no segment");
    return b.segmentId(tile, local);
}

int Scenario::segmentAt(int x, int y, std::string_view direction, int boardIndex) const
{
    const int d = rules().grid.directionFromName(direction);
    if (d < 0)
        throw ScenarioError("unknown direction '" + std::string(direction) + "'");
    return edgeSegment(x, y, d, boardIndex);
}

int Scenario::segmentOfTile(int x, int y, int index, int boardIndex) const
{
    const Board &b = m_state.board(boardIndex);
    const int tile = b.tileAt({x, y});
    if (tile < 0)
        throw ScenarioError("no tile covers " + std::to_string(x) + "," + std::to_string(y));
    if (index < 0 || index >= b.segmentsOnTile(tile))
        throw ScenarioError("the tile at " + std::to_string(x) + "," + std::to_string(y) + " has no segment "
                            + std::to_string(index));
    return b.segmentId(tile, index);
}

std::vector<std::string> Scenario::zoneItems(std::string_view zone, int player) const
{
    const int z = zoneIndex(zone);
    std::vector<std::string> ids;
    for (int item : m_state.zone(z, player))
        ids.push_back(rules().zones[z].items == ItemKind::Cards ? rules().cards.at(item).id : tileId(item));
    return ids;
}

int Scenario::zoneCount(std::string_view zone, int player) const
{
    return int(m_state.zone(zoneIndex(zone), player).size());
}

int Scenario::supply(int player, std::string_view piece) const
{
    return m_state.supply(player, pieceType(piece));
}

std::vector<int> Scenario::piecesOf(int player) const
{
    std::vector<int> found;
    for (std::size_t i = 0; i < m_state.pieces().size(); ++i)
        if (m_state.pieces()[i].onBoard && (player < 0 || m_state.pieces()[i].owner == player))
            found.push_back(int(i));
    return found;
}

// --- events --------------------------------------------------------------------------------

std::vector<Event> Scenario::events(EventKind kind) const
{
    std::vector<Event> found;
    std::copy_if(m_last.begin(), m_last.end(), std::back_inserter(found),
                 [kind](const Event &e) { return e.kind == kind; });
    return found;
}

std::vector<ScoreChange> Scenario::scoreChanges() const
{
    std::vector<ScoreChange> changes;
    for (const Event &e : events(EventKind::ScoreChanged))
        changes.push_back({e.player, labelName(rules(), e), e.a, e.e >= 0 ? board().segmentAt({{e.c, e.d}, e.e}) : -1, e.b});
    return changes;
}

std::string Scenario::describeEvents() const
{
    std::string text;
    for (const Event &e : m_last)
        text += "    " + describe(rules(), state().playerCount(), e) + "\n";
    return text.empty() ? "    (none)\n" : text;
}

} // namespace tw::test
