#include "game.h"

#include "engine/ruleserror.h"
#include "state/statewriter.h"

#include <algorithm>
#include <stdexcept>

namespace tw {

Game::Game(std::shared_ptr<const Ruleset> rules, std::unique_ptr<RulesScript> script)
    : m_rules(std::move(rules))
    , m_script(std::move(script))
{}

GameState Game::newGame(int players, std::vector<std::int64_t> parameters) const
{
    if (players < m_rules->minPlayers || players > m_rules->maxPlayers)
        throw RulesError(m_rules->yamlPath, 0,
                         "this game is for " + std::to_string(m_rules->minPlayers) + " to "
                             + std::to_string(m_rules->maxPlayers) + " players, not " + std::to_string(players));
    if (parameters.empty())
        parameters = m_rules->defaultParameters();
    if (const std::string why = m_rules->parametersProblem(players, parameters); !why.empty())
        throw RulesError(m_rules->yamlPath, 0, why);
    GameState state(m_rules, players, std::move(parameters));
    StateWriter writer(state);
    m_script->setup(writer);
    checkDecision(state, -1);
    return state;
}

namespace {
// Whether `action` is one of the options of the unlisted placement decision on the
// frontier of `state`: as Board::placesOnFrontier() promises, a frontier cell the tile
// fits on.
bool placesUnlisted(const GameState &state, const Action &action)
{
    const Decision &d = state.askedDecision();
    if (action.kind != ActionKind::Place || action.d != 0
        || std::find(d.tiles.begin(), d.tiles.end(), action.tag) == d.tiles.end() || action.c < 0
        || action.c >= int(state.rules().tiles[action.tag].orientations.size()))
        return false;
    const Board &b = state.board(d.board);
    const int cell = b.frontierIndex({action.a, action.b});
    return cell >= 0 && b.frontierFits(action.tag, std::size_t(cell), action.c, d.rule);
}

// Whether `action` is one of the options of the unlisted decision of `state`.
bool offeredUnlisted(const GameState &state, const Action &action)
{
    const Decision &d = state.askedDecision();
    if (d.kind == DecisionKind::Place)
        return placesUnlisted(state, action);
    const std::vector<int> &items = state.zoneDistinct(d.zone, d.player);
    return action.kind == ActionKind::Draw && action.tag == d.zone && action.b == 0 && action.c == 0 && action.d == 0
        && std::find(items.begin(), items.end(), action.a) != items.end();
}
} // namespace

std::optional<std::string> Game::whyIllegal(const GameState &state, const Action &action) const
{
    const Decision &d = state.askedDecision();
    if (d.kind == DecisionKind::Over)
        return "the game is over";
    if (d.unlisted && (d.kind != DecisionKind::Place || d.onFrontier)) {
        if (offeredUnlisted(state, action))
            return std::nullopt;
    } else if (const std::vector<Action> &options = state.decision().options;
               std::find(options.begin(), options.end(), action) != options.end()) {
        return std::nullopt;
    }
    if (d.kind == DecisionKind::Place && action.kind == ActionKind::Place) {
        if (std::find(d.tiles.begin(), d.tiles.end(), action.tag) == d.tiles.end()) {
            std::string offered;
            for (int tile : d.tiles)
                offered += (offered.empty() ? "" : " or ") + m_rules->tiles[tile].id;
            return "the tile to place now is " + offered;
        }
        if (action.c < 0 || action.c >= int(m_rules->tiles[action.tag].orientations.size()))
            return "that orientation does not exist";
        const Board::FitResult fit = state.board(d.board).check(action.tag, {{action.a, action.b}, action.c}, d.rule);
        switch (fit.fit) {
        case Board::Fit::OutOfBounds:
            return "that spot is outside the board";
        case Board::Fit::Overlap:
            return "that spot is taken";
        case Board::Fit::NotTouching:
            return "the tile must touch a placed tile along an edge";
        case Board::Fit::EdgeMismatch:
            return std::string("the ") + m_rules->grid.directionName(fit.direction) + " edge does not match its neighbour";
        case Board::Fit::NotNextTo:
            return "the tile must touch the tile it belongs to";
        case Board::Fit::MissesLine:
            return "the tile must cover a cell of row or column " + std::to_string(d.rule.line);
        case Board::Fit::MissesCell:
            return "the tile must cover " + std::to_string(fit.cell.x) + "," + std::to_string(fit.cell.y);
        case Board::Fit::WrongEdge:
            return "the tile's " + std::string(m_rules->grid.directionName(fit.direction)) + " edge at "
                + std::to_string(fit.cell.x) + "," + std::to_string(fit.cell.y) + " must be "
                + m_rules->terrains[d.rule.edge.terrain].id;
        case Board::Fit::Ok:
            return "the rules do not allow that placement now";
        }
    }
    return "that is not one of the actions open now";
}

void Game::apply(GameState &state, const Action &action) const
{
    if (auto why = whyIllegal(state, action))
        throw std::invalid_argument(*why);
    state.clearEvents();
    const Decision d = state.takeDecision();
    answer(state, d, action);
}

void Game::applyOption(const GameState &from, std::size_t option, GameState &into) const
{
    const std::vector<Action> &options = from.decision().options;
    if (from.isOver() || option >= options.size())
        throw std::invalid_argument("that is not one of the actions open now");
    if (&from == &into) {
        const Action action = options[option];
        apply(into, action);
        return;
    }
    into.assignAnswering(from);
    answer(into, from.decision(), options[option]);
}

void Game::answer(GameState &state, const Decision &answered, const Action &action) const
{
    state.applyBuiltIn(answered, action);
    StateWriter writer(state);
    m_script->resume(writer, answered, action);
    checkDecision(state, answered.continuation);
}

GameState &Game::queryCopy(const GameState &state) const
{
    if (m_queryCopy)
        *m_queryCopy = state;
    else
        m_queryCopy.emplace(state);
    return *m_queryCopy;
}

bool Game::mayDefine(std::string_view hook) const
{
    return m_script->mayDefine(hook);
}

std::optional<long long> Game::query(const GameState &state, std::string_view hook, int argument) const
{
    if (!m_script->mayDefine(hook))
        return std::nullopt;
    StateWriter writer(queryCopy(state)); // a query may not change the game
    return m_script->query(writer, hook, argument);
}

std::optional<NamedNumbers> Game::queryTable(const GameState &state, std::string_view hook, int argument) const
{
    if (!m_script->mayDefine(hook))
        return std::nullopt;
    StateWriter writer(queryCopy(state));
    return m_script->queryTable(writer, hook, argument);
}

std::optional<BoardMarks> Game::queryMarks(const GameState &state, std::string_view hook, int argument) const
{
    GameState copy = state;
    StateWriter writer(copy);
    return m_script->queryMarks(writer, hook, argument);
}

std::optional<CardGroups> Game::queryGroups(const GameState &state, std::string_view hook, int argument) const
{
    if (!m_script->mayDefine(hook))
        return std::nullopt;
    StateWriter writer(queryCopy(state));
    return m_script->queryGroups(writer, hook, argument);
}

void Game::checkDecision(const GameState &state, int continuation) const
{
    const Decision &d = state.askedDecision();
    const DecisionKind kind = d.kind;
    if (kind == DecisionKind::Over || (kind != DecisionKind::None && (d.unlisted || !d.options.empty())))
        return; // an unlisted decision offers at least one option (see askPlace and askDraw)
    const std::string after = continuation < 0 ? "setup" : m_script->continuationName(continuation);
    const std::string file = m_rules->scripts.empty() ? m_rules->yamlPath
                                                      : m_rules->folder + "/" + m_rules->scripts.front();
    if (kind == DecisionKind::None)
        throw RulesError(
            file, 0, std::string("the flow returned from '") + after + "' without asking for a decision or ending the game");
    throw RulesError(file, 0, std::string("the flow in '") + after + "' asked a decision with no options");
}

} // namespace tw
