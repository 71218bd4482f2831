// Board: where a tile may go: fitting one placement, and listing, counting or sampling the
// legal ones.
#include "board.h"

#include <algorithm>

namespace tw {

Board::FitResult Board::check(int type, Placement p, const PlaceRule &rule) const
{
    const Grid &grid = m_rules->grid;
    const int n = grid.directionCount();
    const Orientation &o = m_rules->tiles[type].orientations[p.orientation];
    auto ownCell = [&](Coord c) {
        return std::any_of(o.cells.begin(), o.cells.end(), [&](Coord k) { return p.at + k == c; });
    };
    // Tiles this placement covers and so replaces (the rule must allow each).
    int under[8];
    int covered = 0;
    for (Coord k : o.cells) {
        const Coord c = p.at + k;
        if (!grid.contains(c))
            return {Fit::OutOfBounds, c, -1};
        const int t = tileAt(c);
        if (t < 0)
            continue;
        if (!std::binary_search(rule.replace.begin(), rule.replace.end(), t))
            return {Fit::Overlap, c, -1};
        if (std::find(under, under + covered, t) == under + covered)
            under[covered++] = t;
    }
    auto replaced = [&](int t) { return covered > 0 && std::find(under, under + covered, t) != under + covered; };
    bool touching = false;
    bool nextTo = rule.nextTo < 0;
    // The neighbours matter for touching, for the tile named by nextTo and for edges.
    const bool hasEdges = std::any_of(o.edgeTerrain.begin(), o.edgeTerrain.end(), [](int t) { return t >= 0; });
    for (std::size_t i = 0; (rule.mustTouch || !nextTo || hasEdges) && i < o.cells.size(); ++i) {
        const Coord c = p.at + o.cells[i];
        for (int d = 0; d < n; ++d) {
            const Coord nb = grid.neighbour(c, d);
            if (!occupied(nb) || (o.cells.size() > 1 && ownCell(nb)) || replaced(tileAt(nb)))
                continue;
            touching = true;
            nextTo = nextTo || tileAt(nb) == rule.nextTo;
            const int mine = o.edgeTerrain[i * n + d];
            const int theirs = edgeTerrain(nb, grid.opposite(d));
            if (mine >= 0 && theirs >= 0 && !m_rules->edgesMatch(mine, theirs))
                return {Fit::EdgeMismatch, c, d};
        }
    }
    if (rule.mustTouch && !touching && m_liveTiles > covered)
        return {Fit::NotTouching, p.at, -1};
    if (!nextTo)
        return {Fit::NotNextTo, p.at, -1};
    if (rule.line >= 0 && std::none_of(o.cells.begin(), o.cells.end(), [&](Coord k) {
            return p.at.x + k.x == rule.line || p.at.y + k.y == rule.line;
        }))
        return {Fit::MissesLine, p.at, -1};
    if (rule.coverCell && !ownCell(rule.cover))
        return {Fit::MissesCell, rule.cover, -1};
    if (rule.edge.direction >= 0) {
        const auto at = std::find_if(o.cells.begin(), o.cells.end(), [&](Coord k) { return p.at + k == rule.edge.cell; });
        const int i = int(at - o.cells.begin());
        if (at == o.cells.end() || o.edgeTerrain[i * n + rule.edge.direction] != rule.edge.terrain)
            return {Fit::WrongEdge, rule.edge.cell, rule.edge.direction};
    }
    return {};
}

namespace {
// The cells beside placed tile `tile` (none when it is not on the board), against which a
// placement of `type` required to sit next to it is tested before it is fitted: such a
// placement covers one of them, and each of its cells lies within the type's span (the
// largest distance between two of its cells) of that one.
class BesideTile
{
public:
    BesideTile(const Board &board, int tile, const TileType &type)
        : m_grid(board.rules().grid)
    {
        if (tile < 0)
            return;
        if (tile < board.tileCount() && !board.tile(tile).removed)
            for (Coord k : board.orientationOf(tile).cells)
                for (int d = 0; d < m_grid.directionCount(); ++d)
                    m_cells.push_back(m_grid.neighbour(board.tile(tile).origin + k, d));
        for (const Orientation &o : type.orientations)
            for (Coord a : o.cells)
                for (Coord b : o.cells)
                    m_span = std::max(m_span, m_grid.distance(a, b));
    }
    // Whether a placement holding cell c may cover a cell beside the tile.
    bool near(Coord c) const
    {
        return std::any_of(m_cells.begin(), m_cells.end(), [&](Coord b) { return m_grid.distance(b, c) <= m_span; });
    }
    // Whether the placement at `at` of these cells covers a cell beside the tile.
    bool covered(Coord at, const std::vector<Coord> &cells) const
    {
        return std::any_of(cells.begin(), cells.end(),
                           [&](Coord k) { return std::find(m_cells.begin(), m_cells.end(), at + k) != m_cells.end(); });
    }

private:
    const Grid &m_grid;
    std::vector<Coord> m_cells;
    int m_span = 0;
};
} // namespace

const std::vector<Coord> &Board::candidateCells(const PlaceRule &rule, std::vector<Coord> &storage) const
{
    const Grid &grid = m_rules->grid;
    if (rule.coverCell) {
        storage.push_back(rule.cover);
        return storage;
    }
    if ((!rule.mustTouch && grid.bounded()) || m_liveTiles == 0) {
        for (int y = 0; y < std::max(grid.height(), 1); ++y)
            for (int x = 0; x < std::max(grid.width(), 1); ++x)
                storage.push_back({x, y});
        return storage;
    }
    if (!rule.replace.empty()) {
        storage = m_frontier;
        for (int t : rule.replace)
            if (t >= 0 && t < tileCount() && !m_tiles[t].removed)
                for (Coord k : orientationOf(t).cells)
                    storage.push_back(m_tiles[t].origin + k);
        return storage;
    }
    return m_frontier;
}

template<typename Visit>
bool Board::forEachCandidate(int type, const PlaceRule &rule, Visit &&visit) const
{
    const TileType &tt = m_rules->tiles[type];
    const bool single = std::all_of(tt.faces.begin(), tt.faces.end(),
                                    [](const FaceDef &f) { return f.cells.size() == 1; });
    std::vector<Coord> storage;
    const std::vector<Coord> &candidates = candidateCells(rule, storage);
    const bool plain = &candidates == &m_frontier && rule.line < 0 && rule.nextTo < 0 && rule.edge.direction < 0;
    if (single && plain)
        return forEachOnFrontier(tt, visit);
    return forEachCovering(type, rule, candidates, single, visit);
}

template<typename Visit>
bool Board::forEachOnFrontier(const TileType &tt, Visit &&visit) const
{
    if (m_plainMatching) {
        // Each orientation's edges side by side, so the loop below touches two arrays only.
        constexpr std::size_t kMaxFast = 32;
        const std::size_t count = tt.orientations.size();
        if (count <= kMaxFast) {
            std::uint64_t edges[kMaxFast], masks[kMaxFast];
            for (std::size_t oi = 0; oi < count; ++oi) {
                edges[oi] = tt.orientations[oi].packedEdges;
                masks[oi] = tt.orientations[oi].packedMask;
            }
            for (std::size_t i = 0; i < m_frontier.size(); ++i) {
                const std::uint64_t needs = m_frontierNeeds[i];
                const std::uint64_t mask = m_frontierMask[i];
                for (std::size_t oi = 0; oi < count; ++oi)
                    if (((needs ^ edges[oi]) & mask & masks[oi]) == 0 && !visit(Placement{m_frontier[i], int(oi)}))
                        return false;
            }
            return true;
        }
    }
    const int n = m_rules->grid.directionCount();
    for (std::size_t i = 0; i < m_frontier.size(); ++i) {
        const std::uint64_t needs = m_frontierNeeds[i];
        for (std::size_t oi = 0; oi < tt.orientations.size(); ++oi) {
            const Orientation &o = tt.orientations[oi];
            bool ok = true;
            for (int d = 0; d < n && ok; ++d) {
                const int theirs = int((needs >> (8 * d)) & 0xFF);
                const int mine = o.edgeTerrain[d];
                ok = theirs == 0xFF || mine < 0 || m_rules->edgesMatch(mine, theirs);
            }
            if (ok && !visit(Placement{m_frontier[i], int(oi)}))
                return false;
        }
    }
    return true;
}

template<typename Visit>
bool Board::forEachCovering(int type, const PlaceRule &rule, const std::vector<Coord> &candidates, bool single,
                            Visit &&visit) const
{
    // A multi-cell placement is reached from each of its cells the candidates hold, and
    // visited from the first of them. On the frontier that is the cell of the lowest index
    // in it. On a sheet every cell is a candidate, in reading order, so a placement that
    // fits is visited from its first cell in reading order. The replace rule's list is
    // deduplicated by remembering what was visited; the other lists hold one cell.
    const TileType &tt = m_rules->tiles[type];
    const bool onFrontier = &candidates == &m_frontier;
    const bool remember = !single && !rule.replace.empty() && !rule.coverCell;
    const bool frontierOrder = !single && onFrontier;
    const bool readingOrder = !single && !remember && !rule.coverCell && !onFrontier && m_rules->grid.bounded();
    std::vector<Coord> firstCells;
    if (readingOrder)
        for (const Orientation &o : tt.orientations)
            firstCells.push_back(*std::min_element(o.cells.begin(), o.cells.end()));
    const BesideTile beside(*this, rule.nextTo, tt);
    std::vector<Placement> seen;
    for (Coord c : candidates) {
        if (rule.nextTo >= 0 && !beside.near(c))
            continue;
        const int cRank = frontierOrder ? m_frontierIndex.find(c) : 0;
        for (std::size_t oi = 0; oi < tt.orientations.size(); ++oi) {
            const std::vector<Coord> &cells = tt.orientations[oi].cells;
            for (Coord k : cells) {
                const Placement p{c - k, int(oi)};
                if (rule.nextTo >= 0 && !beside.covered(p.at, cells))
                    continue;
                if (readingOrder ? k != firstCells[oi]
                                 : cRank > 0 && std::any_of(cells.begin(), cells.end(), [&](Coord other) {
                                       const int r = m_frontierIndex.find(p.at + other);
                                       return r >= 0 && r < cRank;
                                   }))
                    continue; // visited from an earlier candidate
                if (rule.line >= 0 && std::none_of(cells.begin(), cells.end(), [&](Coord other) {
                        return p.at.x + other.x == rule.line || p.at.y + other.y == rule.line;
                    }))
                    continue;
                if ((remember && std::find(seen.begin(), seen.end(), p) != seen.end()) || !fits(type, p, rule))
                    continue;
                if (remember)
                    seen.push_back(p);
                if (!visit(p))
                    return false;
            }
        }
    }
    return true;
}

void Board::legalPlacements(int type, std::vector<Placement> &out, const PlaceRule &rule) const
{
    forEachCandidate(type, rule, [&](Placement p) {
        out.push_back(p);
        return true;
    });
}

bool Board::hasLegalPlacement(int type, const PlaceRule &rule) const
{
    return !forEachCandidate(type, rule, [](Placement) { return false; });
}

int Board::countLegalPlacements(int type, int limit, const PlaceRule &rule) const
{
    int count = 0;
    forEachCandidate(type, rule, [&](Placement) { return ++count < limit; });
    return count;
}

bool Board::placesOnFrontier(int type, const PlaceRule &rule) const
{
    if (!rule.mustTouch || m_liveTiles == 0 || rule.coverCell || !rule.replace.empty())
        return false;
    const TileType &tt = m_rules->tiles[type];
    return std::all_of(tt.orientations.begin(), tt.orientations.end(), [](const Orientation &o) {
        return o.cells.size() == 1 && o.cells[0] == Coord{0, 0};
    });
}

bool Board::frontierFits(int type, std::size_t index, int orientation, const PlaceRule &rule) const
{
    const Orientation &o = m_rules->tiles[type].orientations[orientation];
    if (m_plainMatching && rule.line < 0 && rule.nextTo < 0 && rule.edge.direction < 0)
        return ((m_frontierNeeds[index] ^ o.packedEdges) & m_frontierMask[index] & o.packedMask) == 0;
    return fits(type, {m_frontier[index], orientation}, rule);
}

} // namespace tw
