#pragma once

#include "engine/game.h"
#include "util/rng.h"

#include <memory>
#include <string>
#include <vector>

namespace tw {

// A seat's decision maker. pick() returns an index into game.legalActions(state).
class Bot
{
public:
    virtual ~Bot() = default;
    virtual std::string name() const = 0;
    virtual std::size_t pick(const Game &game, const GameState &state, Rng &rng) = 0;
};

// Uniform among the legal actions.
class RandomBot : public Bot
{
public:
    std::string name() const override { return "random"; }
    std::size_t pick(const Game &game, const GameState &state, Rng &rng) override;
};

// The action with the best immediate gain of its own score minus the best rival's,
// looking through its own follow-up decisions in the same turn; ties broken by the RNG.
class GreedyBot : public Bot
{
public:
    std::string name() const override { return "greedy"; }
    std::size_t pick(const Game &game, const GameState &state, Rng &rng) override;
};

// "random" or "greedy"; nullptr for an unknown name.
std::unique_ptr<Bot> makeBot(const std::string &name);
std::vector<std::string> botNames();

// Picks a chance outcome by the decision's weights.
std::size_t pickChance(const Decision &decision, Rng &rng);

} // namespace tw
