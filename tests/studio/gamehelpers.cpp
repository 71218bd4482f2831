#include "gamehelpers.h"
#include "statewriting.h"

#include "load/rulesetloader.h"

#include <stdexcept>

namespace tw::test {

std::shared_ptr<const Ruleset> loadSourceRuleset(const std::string &relativeFolder)
{
    LoadResult loaded = loadRuleset(std::string(TILEWRIGHT_SOURCE_DIR) + "/" + relativeFolder);
    if (!loaded.ok()) {
        std::string text = "cannot load " + relativeFolder + ":";
        for (const Diagnostic &d : loaded.problems)
            text += "\n  " + d.text();
        throw std::runtime_error(text);
    }
    return loaded.ruleset;
}

void playRandom(const Game &game, GameState &state, std::mt19937 &rng, int actions)
{
    for (int i = 0; i < actions && !state.isOver(); ++i) {
        const auto &options = game.legalActions(state);
        std::uniform_int_distribution<std::size_t> pick(0, options.size() - 1);
        game.apply(state, options[pick(rng)]);
    }
}

bool playUntilPlace(const Game &game, GameState &state, std::mt19937 &rng, int maxActions)
{
    for (int i = 0; i < maxActions && !state.isOver(); ++i) {
        if (state.decision().kind == DecisionKind::Place)
            return true;
        playRandom(game, state, rng, 1);
    }
    return state.decision().kind == DecisionKind::Place;
}

bool drawTile(const Game &game, GameState &state, int tile)
{
    if (state.decision().kind != DecisionKind::Chance)
        return false;
    for (const Action &a : game.legalActions(state)) {
        if (a.kind == ActionKind::Draw && a.a == tile) {
            game.apply(state, a);
            return true;
        }
    }
    return false;
}

GameState growBoard(std::shared_ptr<const Ruleset> rules, int tiles, unsigned seed)
{
    std::mt19937 rng(seed);
    const Ruleset &r = *rules;
    GameState state(rules, 2, r.defaultParameters());
    std::uniform_int_distribution<int> anyType(0, int(r.tiles.size()) - 1);
    std::vector<Placement> spots;
    int misses = 0;
    while (state.board(0).tileCount() < tiles && misses < 1000) {
        const int type = anyType(rng);
        spots.clear();
        state.board(0).legalPlacements(type, spots);
        if (spots.empty()) {
            ++misses;
            continue;
        }
        std::uniform_int_distribution<std::size_t> pick(0, spots.size() - 1);
        test::edit(state).placeTile(0, type, spots[pick(rng)], state.board(0).tileCount() % 2);
        state.clearEvents();
    }
    return state;
}

} // namespace tw::test
