#pragma once

#include "state/gamestate.h"

namespace tw {

// The one way into a GameState's changes from outside the engine: Game hands one to the
// rules script for the length of a step (set-up, the flow's part of an action, a query on
// a copy), and nobody else can make one, so the compiler holds "applying is the only way
// a state changes". Each method is the GameState change of the same name (gamestate.h
// states its contract).
class StateWriter
{
public:
    const GameState &state() const { return m_state; }

    void startTurn(int player) { m_state.startTurn(player); }
    void askDraw(int player, int zone, int continuation) { m_state.askDraw(player, zone, continuation); }
    void askRoll(int player, int die, int continuation) { m_state.askRoll(player, die, continuation); }
    bool askPlace(int player, int board, const std::vector<int> &tiles, int continuation, PlaceRule rule = {})
    {
        return m_state.askPlace(player, board, tiles, continuation, std::move(rule));
    }
    void askChoice(int player, int continuation) { m_state.askChoice(player, continuation); }
    void addOption(const Action &option) { m_state.addOption(option); }
    void endGame() { m_state.endGame(); }

    int placeTile(int board, int type, Placement p, int player, const PlaceRule &rule = {})
    {
        return m_state.placeTile(board, type, p, player, rule);
    }
    void removeTile(int board, int tile) { m_state.removeTile(board, tile); }
    void paintCell(int board, Coord cell, int terrain) { m_state.paintCell(board, cell, terrain); }

    void fillZone(int zone, int player, int item, int count = 1) { m_state.fillZone(zone, player, item, count); }
    void putItem(int zone, int player, int item) { m_state.putItem(zone, player, item); }
    bool takeItem(int zone, int player, int item) { return m_state.takeItem(zone, player, item); }
    bool moveItem(int from, int fromPlayer, int to, int toPlayer, int item)
    {
        return m_state.moveItem(from, fromPlayer, to, toPlayer, item);
    }
    void shuffleZone(int zone, int player) { m_state.shuffleZone(zone, player); }
    void discardTile(int player, int tile, int toZone) { m_state.discardTile(player, tile, toZone); }
    void discardCard(int player, int card, int toZone) { m_state.discardCard(player, card, toZone); }
    void addToPile(int tile, int card) { m_state.addToPile(tile, card); }
    int takeFromPile(int tile) { return m_state.takeFromPile(tile); }

    int deployOnSegment(int player, int piece, int board, int segment)
    {
        return m_state.deployOnSegment(player, piece, board, segment);
    }
    int deployOnCell(int player, int piece, int board, Coord cell)
    {
        return m_state.deployOnCell(player, piece, board, cell);
    }
    void removePiece(int id) { m_state.removePiece(id); }
    void losePiece(int id) { m_state.losePiece(id); }
    void movePiece(int id, Coord cell) { m_state.movePiece(id, cell); }

    void addScore(int player, int delta, int reason, int feature = -1)
    {
        m_state.addScore(player, delta, reason, feature);
    }
    void shareScore(int player, int mate) { m_state.shareScore(player, mate); }
    void setVariable(int index, int player, std::int64_t value) { m_state.setVariable(index, player, value); }
    void setKeyedVariable(int index, int player, std::string_view key, std::int64_t value)
    {
        m_state.setKeyedVariable(index, player, key, value);
    }
    void note(int player, const Action &values) { m_state.note(player, values); }

private:
    friend class Game;
    friend struct StateWriterForTests; // defined by the tests only: they build positions directly
    explicit StateWriter(GameState &state)
        : m_state(state)
    {}

    GameState &m_state;
};

} // namespace tw
