#include "gamestate.h"

#include <algorithm>
#include <stdexcept>

namespace tw {

GameState::GameState(std::shared_ptr<const Ruleset> rules, int players, std::vector<std::int64_t> parameters)
    : m_rules(std::move(rules))
    , m_players(players)
    , m_parameters(std::move(parameters))
{
    const Ruleset &r = *m_rules;
    const int boards = r.sheetPerPlayer ? players : 1;
    for (int b = 0; b < boards; ++b)
        m_boards.emplace_back(Board(m_rules.get()));
    std::vector<Zone> &zones = m_zones.write();
    for (const ZoneDef &z : r.zones) {
        m_zoneBase.push_back(int(zones.size()));
        zones.resize(zones.size() + (z.perPlayer ? players : 1));
    }
    for (int p = 0; p < players; ++p)
        for (const PieceDef &piece : r.pieces)
            m_supply.push_back(piece.perPlayer);
    m_scores.assign(players, 0);
    for (int p = 0; p < players; ++p)
        m_scoreSlot.push_back(p);
    for (const VariableDef &v : r.variables) {
        m_varBase.push_back(int(m_vars.size()));
        m_vars.insert(m_vars.end(), v.perPlayer ? players : 1, v.initial);
    }
    m_keyed.write().resize(m_vars.size());
}

int GameState::zoneSlot(int zone, int player) const
{
    const ZoneDef &z = m_rules->zones[zone];
    if (!z.perPlayer)
        return m_zoneBase[zone];
    if (player < 0 || player >= m_players)
        throw std::out_of_range("zone '" + z.id + "' belongs to each player: name the player");
    return m_zoneBase[zone] + player;
}

int GameState::varSlot(int index, int player) const
{
    const VariableDef &v = m_rules->variables[index];
    if (!v.perPlayer)
        return m_varBase[index];
    if (player < 0 || player >= m_players)
        throw std::out_of_range("variable '" + v.id + "' belongs to each player: name the player");
    return m_varBase[index] + player;
}

void GameState::assignAnswering(const GameState &from)
{
    if (m_rules != from.m_rules || m_players != from.m_players) {
        m_rules = from.m_rules;
        m_players = from.m_players;
        m_zoneBase = from.m_zoneBase;
        m_varBase = from.m_varBase;
    }
    m_parameters = from.m_parameters;
    m_turn = from.m_turn;
    resetDecision(DecisionKind::None, from.m_decision.player, -1);
    // Sharing keeps a part this state alone held as the thread's spare: look-ahead states
    // applied into again and again clone a board into the buffers of one they dropped.
    if (m_boards.size() == from.m_boards.size()) {
        for (std::size_t i = 0; i < m_boards.size(); ++i)
            m_boards[i].share(from.m_boards[i]);
    } else {
        m_boards = from.m_boards;
    }
    m_zones.share(from.m_zones);
    m_supply = from.m_supply;
    m_pieces = from.m_pieces;
    m_onBoard = from.m_onBoard;
    m_piles.share(from.m_piles);
    m_scores = from.m_scores;
    m_scoreSlot = from.m_scoreSlot;
    m_vars = from.m_vars;
    m_keyed.share(from.m_keyed);
    m_events.clear();
}

void GameState::applyBuiltIn(const Decision &d, const Action &action)
{
    switch (action.kind) {
    case ActionKind::Draw:
        takeSilently(d.zone, d.player, action.a);
        record({EventKind::Drawn, std::int8_t(d.player), std::int16_t(d.zone), action.a});
        break;
    case ActionKind::Roll:
        record({EventKind::Rolled, std::int8_t(d.player), std::int16_t(d.die), action.a});
        break;
    case ActionKind::Place:
        placeTile(d.board, action.tag, {{action.a, action.b}, action.c}, d.player, d.rule);
        break;
    case ActionKind::Option:
        break;
    }
}

int GameState::placeTile(int board, int type, Placement p, int player, const PlaceRule &rule)
{
    Board &b = m_boards[board].write();
    const Orientation &o = m_rules->tiles[type].orientations[p.orientation];
    for (Coord k : o.cells)
        if (const int under = b.tileAt(p.at + k); under >= 0)
            removeTile(board, under);
    thread_local std::vector<int> completed;
    completed.clear();
    const int index = b.place(type, p, player, &completed);
    if (rule.paint >= 0)
        for (Coord k : o.cells)
            b.paintCell(p.at + k, rule.paint);
    record({EventKind::TilePlaced, std::int8_t(player), std::int16_t(board), type, p.at.x, p.at.y, p.orientation,
            rule.paint + 1});
    for (int feature : completed) {
        const SegmentRef at = b.segmentRef(feature);
        record({EventKind::FeatureCompleted, -1, std::int16_t(b.segmentTerrain(feature)), b.featureTileCount(feature),
                at.cell.x, at.cell.y, at.index, board});
    }
    return index;
}

void GameState::removeTile(int board, int tile)
{
    Board &b = m_boards[board].write();
    if (tile < 0 || tile >= b.tileCount() || b.tile(tile).removed)
        throw std::out_of_range("tile " + std::to_string(tile + 1) + " is not on the board");
    std::vector<int> onIt;
    for (int id : m_onBoard) {
        const BoardPiece &p = m_pieces[id];
        if (p.board == board && (p.segment >= 0 ? b.segmentTile(p.segment) == tile : b.tileAt(p.cell) == tile))
            onIt.push_back(id);
    }
    for (int id : onIt)
        removePiece(id);
    if (board == 0 && tile < int(m_piles->size())) {
        std::vector<std::vector<int>> &piles = m_piles.write();
        piles[tile].clear();
        while (!piles.empty() && piles.back().empty())
            piles.pop_back();
    }
    const PlacedTile t = b.tile(tile);
    b.removeTile(tile);
    record({EventKind::TileRemoved, std::int8_t(currentPlayer()), std::int16_t(board), t.type, t.origin.x, t.origin.y,
            t.orientation});
}

void GameState::paintCell(int board, Coord cell, int terrain)
{
    Board &b = m_boards[board].write();
    if (!b.occupied(cell))
        throw std::out_of_range("cell " + std::to_string(cell.x) + "," + std::to_string(cell.y) + " is empty");
    b.paintCell(cell, terrain);
    record({EventKind::CellPainted, std::int8_t(currentPlayer()), std::int16_t(terrain), 0, cell.x, cell.y, 0, board});
}

void GameState::fillZone(int zone, int player, int item, int count)
{
    m_zones.write()[zoneSlot(zone, player)].append(item, count);
}

void GameState::putItem(int zone, int player, int item)
{
    m_zones.write()[zoneSlot(zone, player)].append(item);
    record({EventKind::ItemPut, std::int8_t(currentPlayer()), std::int16_t(zone), item, zoneOwner(zone, player)});
}

bool GameState::takeSilently(int zone, int player, int item)
{
    return m_zones.write()[zoneSlot(zone, player)].takeFirst(item);
}

bool GameState::takeItem(int zone, int player, int item)
{
    if (!takeSilently(zone, player, item))
        return false;
    record({EventKind::ItemTaken, std::int8_t(currentPlayer()), std::int16_t(zone), item, zoneOwner(zone, player)});
    return true;
}

bool GameState::moveItem(int from, int fromPlayer, int to, int toPlayer, int item)
{
    zoneSlot(to, toPlayer); // a bad destination throws before anything moves
    if (!takeSilently(from, fromPlayer, item))
        return false;
    m_zones.write()[zoneSlot(to, toPlayer)].append(item);
    record({EventKind::ItemMoved, std::int8_t(fromPlayer), std::int16_t(from), item, to, zoneOwner(to, toPlayer)});
    return true;
}

void GameState::shuffleZone(int zone, int player)
{
    m_zones.write()[zoneSlot(zone, player)].sortItems();
    record({EventKind::Shuffled, std::int8_t(currentPlayer()), std::int16_t(zone), 0, zoneOwner(zone, player)});
}

void GameState::discardTile(int player, int tile, int toZone)
{
    if (toZone >= 0)
        fillZone(toZone, -1, tile);
    record({EventKind::TileDiscarded, std::int8_t(player), std::int16_t(toZone), tile});
}

void GameState::discardCard(int player, int card, int toZone)
{
    if (toZone >= 0)
        fillZone(toZone, -1, card);
    record({EventKind::CardDiscarded, std::int8_t(player), std::int16_t(toZone), card});
}

const BoardPiece *GameState::pieceOnBoard(int id) const
{
    return id >= 0 && id < int(m_pieces.size()) && m_pieces[id].onBoard ? &m_pieces[id] : nullptr;
}

int GameState::deployOnSegment(int player, int piece, int board, int segment)
{
    takeFromSupply(player, piece);
    const SegmentRef at = m_boards[board]->segmentRef(segment);
    m_pieces.push_back({player, piece, board, segment, at.cell});
    const int id = int(m_pieces.size()) - 1;
    m_onBoard.push_back(id); // the largest id yet: the list stays ascending
    record({EventKind::PieceDeployed, std::int8_t(player), std::int16_t(piece), id, at.cell.x, at.cell.y, at.index, board});
    return id;
}

int GameState::deployOnCell(int player, int piece, int board, Coord cell)
{
    takeFromSupply(player, piece);
    m_pieces.push_back({player, piece, board, -1, cell});
    const int id = int(m_pieces.size()) - 1;
    m_onBoard.push_back(id); // the largest id yet: the list stays ascending
    record({EventKind::PieceDeployed, std::int8_t(player), std::int16_t(piece), id, cell.x, cell.y, -1, board});
    return id;
}

void GameState::takeFromSupply(int player, int piece)
{
    int &left = m_supply[player * m_rules->pieces.size() + piece];
    if (left <= 0)
        throw std::logic_error("no piece of that kind left in the supply");
    --left;
}

BoardPiece &GameState::takeOffBoard(int id, EventKind kind)
{
    if (!pieceOnBoard(id))
        throw std::out_of_range("piece " + std::to_string(id + 1) + " is not on the board");
    BoardPiece &p = m_pieces[id];
    p.onBoard = false;
    m_onBoard.erase(std::lower_bound(m_onBoard.begin(), m_onBoard.end(), id));
    const int index = p.segment >= 0 ? m_boards[p.board]->segmentRef(p.segment).index : -1;
    record({kind, std::int8_t(p.owner), std::int16_t(p.type), id, p.cell.x, p.cell.y, index, p.board});
    return p;
}

void GameState::removePiece(int id)
{
    const BoardPiece &p = takeOffBoard(id, EventKind::PieceRemoved);
    ++m_supply[p.owner * m_rules->pieces.size() + p.type];
}

void GameState::losePiece(int id)
{
    takeOffBoard(id, EventKind::PieceLost);
}

void GameState::movePiece(int id, Coord cell)
{
    if (!pieceOnBoard(id))
        throw std::out_of_range("piece " + std::to_string(id + 1) + " is not on the board");
    BoardPiece &p = m_pieces[id];
    record({EventKind::PieceMoved, std::int8_t(p.owner), std::int16_t(p.type), id, p.cell.x, p.cell.y, cell.x, cell.y,
            p.board});
    p.segment = -1;
    p.cell = cell;
}

std::vector<int> GameState::piecesInFeature(int board, int segment) const
{
    std::vector<int> found;
    const Board &b = *m_boards[board];
    const int root = b.feature(segment);
    for (int id : m_onBoard) {
        const BoardPiece &p = m_pieces[id];
        if (p.board == board && p.segment >= 0 && b.feature(p.segment) == root)
            found.push_back(id);
    }
    return found;
}

const std::vector<int> &GameState::pile(int tile) const
{
    static const std::vector<int> empty;
    return tile < int(m_piles->size()) ? (*m_piles)[tile] : empty;
}

void GameState::addToPile(int tile, int card)
{
    std::vector<std::vector<int>> &piles = m_piles.write();
    if (tile >= int(piles.size()))
        piles.resize(tile + 1);
    piles[tile].push_back(card);
    const Coord at = m_boards[0]->tile(tile).origin;
    record({EventKind::PileAdded, std::int8_t(currentPlayer()), -1, card, at.x, at.y});
}

int GameState::takeFromPile(int tile)
{
    if (tile >= int(m_piles->size()) || (*m_piles)[tile].empty())
        return -1;
    std::vector<std::vector<int>> &piles = m_piles.write();
    const int card = piles[tile].back();
    piles[tile].pop_back();
    const Coord at = m_boards[0]->tile(tile).origin;
    record({EventKind::PileTaken, std::int8_t(currentPlayer()), -1, card, at.x, at.y});
    // No empty piles at the end: a pile filled and emptied again leaves the state as it was.
    while (!piles.empty() && piles.back().empty())
        piles.pop_back();
    return card;
}

std::vector<int> GameState::piecesOnCells(int board, const std::vector<Coord> &cells) const
{
    std::vector<int> counts(m_players, 0);
    for (int id : m_onBoard) {
        const BoardPiece &p = m_pieces[id];
        if (p.board == board && p.segment < 0 && std::find(cells.begin(), cells.end(), p.cell) != cells.end())
            ++counts[p.owner];
    }
    return counts;
}

std::vector<int> GameState::sides() const
{
    std::vector<int> sides;
    for (std::size_t p = 0; p < m_scoreSlot.size(); ++p) {
        int first = 0;
        while (m_scoreSlot[std::size_t(first)] != m_scoreSlot[p])
            ++first;
        sides.push_back(first);
    }
    return sides;
}

void GameState::addScore(int player, int delta, int reason, int feature)
{
    if (delta == 0 && !m_rules->reasons[reason].recordZero)
        return;
    m_scores[m_scoreSlot[player]] += delta;
    Event e{EventKind::ScoreChanged, std::int8_t(player), std::int16_t(reason), delta, score(player), 0, 0, -1};
    if (feature >= 0) {
        const SegmentRef at = m_boards[0]->segmentRef(feature);
        e.c = at.cell.x;
        e.d = at.cell.y;
        e.e = at.index;
    }
    record(e);
}

void GameState::setVariable(int index, int player, std::int64_t value)
{
    std::int64_t &slot = m_vars[varSlot(index, player)];
    const std::int64_t old = slot;
    slot = value;
    const VariableDef &v = m_rules->variables[index];
    if (!v.shown || old == value)
        return;
    record({EventKind::VariableChanged, std::int8_t(v.perPlayer ? player : -1), std::int16_t(index), Event::low(value),
            Event::high(value), Event::low(old), Event::high(old)});
}

std::int64_t GameState::keyedVariable(int index, int player, std::string_view key) const
{
    const auto &values = (*m_keyed)[varSlot(index, player)];
    const auto it = values.find(key);
    return it == values.end() ? m_rules->variables[index].initial : it->second;
}

void GameState::setKeyedVariable(int index, int player, std::string_view key, std::int64_t value)
{
    auto &values = m_keyed.write()[varSlot(index, player)];
    const auto it = values.find(key);
    if (value == m_rules->variables[index].initial) {
        if (it != values.end())
            values.erase(it);
    } else if (it != values.end()) {
        it->second = value;
    } else {
        values.emplace(std::string(key), value);
    }
}

std::vector<std::string> GameState::variableKeys(int index, int player) const
{
    std::vector<std::string> keys;
    for (const auto &[key, value] : (*m_keyed)[varSlot(index, player)])
        keys.push_back(key);
    return keys;
}

void GameState::note(int player, const Action &values)
{
    record({EventKind::Note, std::int8_t(player), values.tag, values.a, values.b, values.c, values.d});
}

std::uint64_t GameState::hash() const
{
    std::uint64_t h = 1469598103934665603ULL;
    auto mix = [&h](std::int64_t v) {
        h ^= std::uint64_t(v);
        h *= 1099511628211ULL;
    };
    decision(); // lists an unlisted decision: the hash covers the options
    mix(m_turn);
    mix(int(m_decision.kind));
    mix(m_decision.player);
    mix(m_decision.continuation);
    mix(m_decision.zone);
    mix(m_decision.die);
    for (int tile : m_decision.tiles)
        mix(tile);
    mix(m_decision.board);
    mix(m_decision.rule.mustTouch);
    mix(m_decision.rule.line);
    mix(m_decision.rule.nextTo);
    const PlaceRule &rule = m_decision.rule; // what older states lack mixes in only when set
    if (rule.coverCell) {
        mix(rule.cover.x);
        mix(rule.cover.y);
    }
    if (rule.edge.direction >= 0) {
        mix(rule.edge.cell.x);
        mix(rule.edge.cell.y);
        mix(rule.edge.direction);
        mix(rule.edge.terrain);
    }
    for (int t : rule.replace)
        mix(-10 - t);
    if (rule.paint >= 0)
        mix(-1000 - rule.paint);
    for (const Action &a : m_decision.options) {
        mix(int(a.kind));
        mix(a.tag);
        mix(a.a);
        mix(a.b);
        mix(a.c);
        mix(a.d);
    }
    for (int w : m_decision.weights)
        mix(w);
    for (const CopyOnWrite<Board> &b : m_boards)
        mix(std::int64_t(b->hash()));
    for (const Zone &z : *m_zones) {
        mix(-1);
        for (int item : z.items())
            mix(item);
    }
    for (int s : m_supply)
        mix(s);
    for (const BoardPiece &p : m_pieces) {
        mix(p.owner);
        mix(p.type);
        mix(p.board);
        mix(p.segment);
        mix(p.cell.x);
        mix(p.cell.y);
        mix(p.onBoard);
    }
    for (int s : m_scores)
        mix(s);
    for (int s : m_scoreSlot)
        mix(s);
    for (const auto &pile : *m_piles) {
        mix(-2);
        for (int item : pile)
            mix(item);
    }
    for (std::int64_t v : m_vars)
        mix(v);
    for (const auto &values : *m_keyed) {
        mix(-3);
        for (const auto &[key, value] : values) {
            mix(std::int64_t(key.size()));
            for (char c : key)
                mix(c);
            mix(value);
        }
    }
    return h;
}

bool operator==(const GameState &a, const GameState &b)
{
    return a.m_rules == b.m_rules && a.m_players == b.m_players && a.m_parameters == b.m_parameters
        && a.m_turn == b.m_turn && a.decision() == b.decision() && a.m_boards == b.m_boards && a.m_zones == b.m_zones
        && a.m_supply == b.m_supply && a.m_pieces == b.m_pieces && a.m_piles == b.m_piles && a.m_scores == b.m_scores
        && a.m_scoreSlot == b.m_scoreSlot && a.m_vars == b.m_vars && a.m_keyed == b.m_keyed;
}

} // namespace tw
