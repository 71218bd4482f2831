#pragma once

#include "model/ruleset.h"
#include "state/action.h"
#include "state/board.h"
#include "state/decision.h"
#include "state/event.h"
#include "state/zone.h"
#include "util/copyonwrite.h"
#include "util/rng.h"

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tw {

// A piece deployed from its owner's supply: on a segment (segment >= 0) or on a cell.
// Its id is its index in GameState::pieces() and never changes; a piece taken back
// stays listed with onBoard false (a new deployment gets a new id).
struct BoardPiece
{
    int owner = -1;
    int type = -1;
    int board = 0;
    int segment = -1;
    Coord cell; // the cell it stands on, or for a segment the anchor of the segment's tile
    bool onBoard = true;
    friend bool operator==(const BoardPiece &, const BoardPiece &) = default;
};

// The whole state of one game, as a value: copying it is cloning (bots look ahead by
// copying). Its large parts (each board, the zones, the piles, the keyed variables) are
// copy-on-write: a copy shares them until it changes one, so a copy that only deploys a
// piece or scores never copies a board. It holds nothing of the scripting layer; the
// ruleset is shared and immutable.
//
// Every change goes through a primitive here that also records its event; the events
// of the action being applied are collected in events() and cleared at the next action.
// The changes are private: only Game (applying an action) and the StateWriter it hands
// the rules for the length of a step reach them, so applying is the only way a state
// changes.
class GameState
{
public:
    GameState(std::shared_ptr<const Ruleset> rules, int players, std::vector<std::int64_t> parameters);

    const Ruleset &rules() const { return *m_rules; }
    const std::shared_ptr<const Ruleset> &rulesPtr() const { return m_rules; }
    int playerCount() const { return m_players; }
    std::int64_t parameter(int index) const { return m_parameters[index]; }
    const std::vector<std::int64_t> &parameters() const { return m_parameters; }

    // --- turn and decision -------------------------------------------------------------
    int currentPlayer() const { return m_decision.player; }
    int turn() const { return m_turn; }
    // The decision waited for, with its options listed. A placement decision and a draw
    // from a zone are asked without listing their options (a bot's look-ahead seldom
    // needs them); the first call lists them (not to be made on one state from two threads
    // at once, as with any cache filled on first use).
    const Decision &decision() const
    {
        if (m_decision.unlisted)
            listOptions();
        return m_decision;
    }
    // The decision as asked: when `unlisted` is set its options are not listed and
    // offersChoice(), sampleDraw() and, for one-cell tiles on the frontier (`onFrontier`,
    // whose legal spots grow with the board), samplePlacement() and Game::apply() answer
    // it without listing them, so such a placement costs the same on a board of any size.
    const Decision &askedDecision() const { return m_decision; }
    // More than one option is open (a decision worth counting as a choice), found without
    // listing an unlisted decision.
    bool offersChoice() const;
    // For an unlisted draw, the option pickChance(decision(), rng) picks, with the same
    // draws from `rng`, taken from the zone's tally without listing; nullopt (nothing
    // drawn) for any other decision.
    std::optional<Action> sampleDraw(Rng &rng) const;
    // One of the legal options of an unlisted placement decision on the frontier, drawn
    // uniformly without listing them: (tile, frontier cell, orientation) triples of the
    // offered tiles are drawn uniformly, up to `tries` of them, and the first that fits is
    // the answer. nullopt when the decision is not such a one (nothing drawn) or every try
    // missed; the caller then draws from decision().options, which is uniform too.
    std::optional<Action> samplePlacement(Rng &rng, int tries = 64) const;
    bool isOver() const { return m_decision.kind == DecisionKind::Over; }

    // --- boards --------------------------------------------------------------------
    int boardCount() const { return int(m_boards.size()); }
    const Board &board(int index = 0) const { return *m_boards[index]; }
    int lastTile(int board = 0) const { return m_boards[board]->tileCount() - 1; }

    // --- zones ----------------------------------------------------------------------
    // Per-player zones (and variables) take the player, shared ones ignore it; a
    // per-player one without a valid player throws std::out_of_range. A zone's top is
    // its last item. Changes to zones record events with the current player as the one
    // who acted.
    const std::vector<int> &zone(int zone, int player = -1) const { return (*m_zones)[zoneSlot(zone, player)].items(); }
    // The distinct items of a zone, in order of first appearance (what a draw offers).
    const std::vector<int> &zoneDistinct(int zone, int player = -1) const
    {
        return (*m_zones)[zoneSlot(zone, player)].distinct();
    }

    // Face-up piles of cards on placed tiles of board 0 (cards on a room): top is the back.
    const std::vector<int> &pile(int tile) const;

    // --- pieces --------------------------------------------------------------------
    int supply(int player, int piece) const { return m_supply[player * m_rules->pieces.size() + piece]; }
    // Every piece ever deployed, by id (see BoardPiece).
    const std::vector<BoardPiece> &pieces() const { return m_pieces; }
    // Ids of the pieces on a board now, ascending: a game's questions about pieces cost
    // the pieces in play, not every piece ever deployed.
    const std::vector<int> &piecesOnBoard() const { return m_onBoard; }
    // The piece with this id if it is on a board, else nullptr.
    const BoardPiece *pieceOnBoard(int id) const;
    // Ids of the pieces on segments of the feature that `segment` belongs to.
    std::vector<int> piecesInFeature(int board, int segment) const;
    // Pieces per player on the given cells of a board (pieces on cells, not segments).
    std::vector<int> piecesOnCells(int board, const std::vector<Coord> &cells) const;

    // --- scores and variables -------------------------------------------------------
    // Team mates share one score: score() and addScore() of either read and change it.
    int score(int player) const { return m_scores[m_scoreSlot[player]]; }
    bool sharesScore(int player, int mate) const { return m_scoreSlot[player] == m_scoreSlot[mate]; }
    // Per player: the first player sharing its score (0-based), so teammates have one side.
    std::vector<int> sides() const;
    std::int64_t variable(int index, int player = -1) const { return m_vars[varSlot(index, player)]; }
    // A keyed variable's value for `key` (its initial value for a key never set). A key
    // set back to the initial value is forgotten, so two states that read the same are equal.
    std::int64_t keyedVariable(int index, int player, std::string_view key) const;
    // The keys whose value differs from the initial one, sorted.
    std::vector<std::string> variableKeys(int index, int player) const;

    // --- events ---------------------------------------------------------------------
    const std::vector<Event> &events() const { return m_events; }
    void clearEvents() { m_events.clear(); }

    // What `seat` may see of this state (see Visibility): the items it cannot see are
    // pooled, sorted, and dealt back into the same places, so the view is the same
    // whatever the hidden items' arrangement; counts stay. A chance draw's options are
    // those of the view's zone. No events. kReferee (-1): everything; kNobody: the public part.
    GameState seatView(int seat) const;
    // A determinization of what `seat` may see: as seatView, but the unseen items are dealt
    // back in a uniformly random arrangement drawn from `rng` (every arrangement consistent
    // with the seat's view is equally likely), so a bot can sample what it cannot see. The
    // result depends only on seatView(seat) and the rng, never on where the hidden items
    // really lie. Chance draws then follow the sampled zones.
    GameState sampledView(int seat, Rng &rng) const;

    // A stable hash of the position within its set-up: every member operator== compares
    // except the ruleset, the player count and the parameters (a log's header names those).
    // Equal states hash the same; recorded logs keep the values it gives.
    std::uint64_t hash() const;
    // Member by member: the set-up (the same ruleset object, players, parameters), turn,
    // decision with its options and weights, boards, zones, supplies, pieces, piles,
    // scores, score slots, variables and keyed variables. Not the events: they are the
    // effects of the last action, not part of the position.
    friend bool operator==(const GameState &a, const GameState &b);

private:
    friend class StateWriter;          // the changes below, for the rules during a step
    friend class Game;                 // set-up, an action's engine part, the decision answered
    friend struct StateWriterForTests; // defined by the tests only

    // seatView's dealing: sorted when `shuffle` is null, else shuffled by it.
    GameState dealtView(int seat, Rng *shuffle) const;
    void startTurn(int player);
    // The decision being answered, without its options and its tiles (what was offered was
    // checked before); the state then waits on nothing until the flow asks again, and
    // keeps the lists' capacity for its next decision.
    Decision takeDecision();
    // This state becomes `from` with its decision taken (as takeDecision() leaves it) and
    // no events, without copying the decision's options or weights. Copies each member
    // (a member added below is added there too; the conformance suite compares the result
    // with copying and applying).
    void assignAnswering(const GameState &from);
    // Asks a draw from a zone, unlisted unless the zone is empty (then it offers nothing).
    void askDraw(int player, int zone, int continuation);
    void askRoll(int player, int die, int continuation);
    // Offers every legal placement of each of `tiles` (a hand of two, two shapes to choose
    // from), tile by tile in the order given; returns false (and asks nothing) if none.
    // The options are left unlisted (see decision()).
    bool askPlace(int player, int board, const std::vector<int> &tiles, int continuation, PlaceRule rule = {});
    void askChoice(int player, int continuation);
    // Adds an option to the choice being asked: tag is the choice, values its arguments.
    void addOption(const Action &option);
    void endGame();
    // The engine's own part of an action, before the flow continues: a draw leaves the
    // zone, a roll is recorded, a placement is made.
    void applyBuiltIn(const Decision &decision, const Action &action);
    // Places a tile, recording TilePlaced and one FeatureCompleted per closed feature. The
    // rule's replace and paint apply: the tiles it covers are removed first (removeTile),
    // and its cells take the painted terrain.
    int placeTile(int board, int type, Placement p, int player, const PlaceRule &rule = {});
    // Takes a placed tile off its board (TileRemoved); the pieces on it go back to their
    // owners (PieceRemoved) and its pile is dropped.
    void removeTile(int board, int tile);
    // Gives an occupied cell its own terrain (CellPainted).
    void paintCell(int board, Coord cell, int terrain);
    // Puts `count` copies of `item` in a zone as set-up does (a bag filled from the box);
    // records nothing.
    void fillZone(int zone, int player, int item, int count = 1);
    // Puts one item on top of a zone (ItemPut).
    void putItem(int zone, int player, int item);
    // Takes one `item` (the first found) out of a zone (ItemTaken); false if it has none.
    bool takeItem(int zone, int player, int item);
    // Moves one `item` between zones (ItemMoved); false if `from` has none.
    bool moveItem(int from, int fromPlayer, int to, int toPlayer, int item);
    // Forgets a zone's order (Shuffled): its items are kept sorted, so nothing can read
    // the old order. Draws are uniform over a zone's items whatever their order.
    void shuffleZone(int zone, int player);
    // A tile or card leaves play: into `toZone`, or out of the game when it is -1.
    void discardTile(int player, int tile, int toZone);
    void discardCard(int player, int card, int toZone);
    // Lays `card` on the pile of `tile`, a tile placed on board 0, recording PileAdded.
    void addToPile(int tile, int card);
    // Removes and returns the top card (-1 when empty), recording PileTaken.
    int takeFromPile(int tile);
    // Deploy returns the new piece's id.
    int deployOnSegment(int player, int piece, int board, int segment);
    int deployOnCell(int player, int piece, int board, Coord cell);
    // Takes a piece on the board back to its owner's supply (PieceRemoved).
    void removePiece(int id);
    // Takes a piece on the board out of the game: it never returns to the supply (PieceLost).
    void losePiece(int id);
    // Moves a piece on the board to a cell of its board, off any segment (PieceMoved).
    void movePiece(int id, Coord cell);
    void addScore(int player, int delta, int reason, int feature = -1);
    void shareScore(int player, int mate) { m_scoreSlot[mate] = m_scoreSlot[player]; }
    // Records VariableChanged when the variable is shown and the value changes.
    void setVariable(int index, int player, std::int64_t value);
    void setKeyedVariable(int index, int player, std::string_view key, std::int64_t value);
    // Records a Note: tag is the choice, values its arguments (as an option's).
    void note(int player, const Action &values);

    void resetDecision(DecisionKind kind, int player, int continuation);
    // Lists an unlisted decision's options: a placement's in askPlace's order, a draw's
    // from the zone's tally (see askDraw).
    void listOptions() const;
    void listDraws() const;
    int zoneSlot(int zone, int player) const;
    void takeFromSupply(int player, int piece);
    // Marks a piece off the board and records `kind` (PieceRemoved or PieceLost).
    BoardPiece &takeOffBoard(int id, EventKind kind);
    bool takeSilently(int zone, int player, int item);
    int zoneOwner(int zone, int player) const { return m_rules->zones[zone].perPlayer ? player : -1; }
    int varSlot(int index, int player) const;
    void record(Event e) { m_events.push_back(e); }

    std::shared_ptr<const Ruleset> m_rules;
    int m_players;
    std::vector<std::int64_t> m_parameters;
    int m_turn = 0;
    mutable Decision m_decision; // mutable: decision() lists an unlisted decision on first use
    std::vector<CopyOnWrite<Board>> m_boards;
    CopyOnWrite<std::vector<Zone>> m_zones; // shared zones, then per-player ones
    std::vector<int> m_zoneBase;            // per zone def: first slot (follows from rules and players)
    std::vector<int> m_supply;              // [player][piece]
    std::vector<BoardPiece> m_pieces;
    std::vector<int> m_onBoard; // ids in m_pieces with onBoard set, ascending (follows from m_pieces)
    CopyOnWrite<std::vector<std::vector<int>>> m_piles; // per tile of board 0, up to the last non-empty one
    std::vector<int> m_scores;
    std::vector<int> m_scoreSlot;     // per player: index into m_scores (team mates share one)
    std::vector<std::int64_t> m_vars; // shared variables, then per-player ones
    std::vector<int> m_varBase;       // as m_zoneBase
    CopyOnWrite<std::vector<std::map<std::string, std::int64_t, std::less<>>>> m_keyed; // per variable slot, for keyed ones
    std::vector<Event> m_events;
};

} // namespace tw
