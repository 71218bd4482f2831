#include "boardareas.h"

#include "geometry/cellset.h"

#include <algorithm>

namespace tw {

namespace {
// Breadth-first flood from `start` over cells accepted by `inside`; stops (returning
// false) once more than `limit` cells were reached, or once it reaches a cell for which
// `escapes` is true: one from which the flood would go on past any limit.
template<typename Inside, typename Escapes>
bool flood(const Grid &grid, Coord start, int limit, Inside &&inside, Escapes &&escapes, std::vector<Coord> &out)
{
    thread_local CellSet reached;
    reached.clear();
    reached.insert(start);
    out.assign(1, start);
    if (escapes(start))
        return false;
    for (std::size_t head = 0; head < out.size(); ++head) {
        for (int d = 0; d < grid.directionCount(); ++d) {
            const Coord nb = grid.neighbour(out[head], d);
            if (!inside(nb) || reached.contains(nb))
                continue;
            if (int(out.size()) >= limit || escapes(nb))
                return false;
            reached.insert(nb);
            out.push_back(nb);
        }
    }
    std::sort(out.begin(), out.end());
    return true;
}

// Adds to `seen` every cell of the region of `terrain` holding `start` (itself in `seen`
// already) and returns how many cells it has; `stack` is working space.
int markRegion(const Board &board, Coord start, int terrain, CellSet &seen, std::vector<Coord> &stack)
{
    const Grid &grid = board.rules().grid;
    int cells = 0;
    stack.assign(1, start);
    while (!stack.empty()) {
        const Coord c = stack.back();
        stack.pop_back();
        ++cells;
        for (int d = 0; d < grid.directionCount(); ++d)
            if (const Coord nb = grid.neighbour(c, d); board.cellTerrain(nb) == terrain && seen.insert(nb))
                stack.push_back(nb);
    }
    return cells;
}

// Calls visit(cell) for every cell of the board once: the cells of its tiles still on it.
template<typename Visit>
void forEachCell(const Board &board, Visit &&visit)
{
    for (int t = 0; t < board.tileCount(); ++t) {
        if (board.tile(t).removed)
            continue;
        const Coord origin = board.tile(t).origin;
        for (Coord k : board.orientationOf(t).cells)
            visit(origin + k);
    }
}

// Calls visit(cell, terrain, size) for the first cell met of each region of `terrain` (-1:
// of every terrain), the tiles' cells taken in placement order (so the first cell met of a
// region is its oldest).
template<typename Visit>
void forEachRegion(const Board &board, int terrain, Visit &&visit)
{
    thread_local CellSet seen;
    thread_local std::vector<Coord> stack;
    seen.clear();
    forEachCell(board, [&](Coord c) {
        const int its = board.cellTerrain(c);
        if (its >= 0 && (terrain < 0 || its == terrain) && seen.insert(c))
            visit(c, its, markRegion(board, c, its, seen, stack));
    });
}
} // namespace

std::vector<Coord> region(const Board &board, Coord c)
{
    const int terrain = board.cellTerrain(c);
    if (terrain < 0)
        return {};
    auto sameTerrain = [&](Coord x) { return board.cellTerrain(x) == terrain; };
    std::vector<Coord> cells;
    flood(
        board.rules().grid, c, 1 << 30, sameTerrain, [](Coord) { return false; }, cells);
    return cells;
}

int largestRegion(const Board &board, int terrain)
{
    int largest = 0;
    forEachRegion(board, terrain, [&](Coord, int, int size) { largest = std::max(largest, size); });
    return largest;
}

std::vector<int> largestRegions(const Board &board)
{
    std::vector<int> largest(board.rules().terrains.size(), 0);
    forEachRegion(board, -1, [&](Coord, int terrain, int size) { largest[terrain] = std::max(largest[terrain], size); });
    return largest;
}

std::vector<Coord> terrainCells(const Board &board, int terrain)
{
    std::vector<Coord> cells;
    forEachCell(board, [&](Coord c) {
        if (board.cellTerrain(c) == terrain)
            cells.push_back(c);
    });
    std::sort(cells.begin(), cells.end());
    return cells;
}

int terrainCount(const Board &board, int terrain, Coord corner, int width, int height)
{
    if (width <= 0 || height <= 0)
        return 0;
    long long boardCells = 0;
    for (int t = 0; t < board.tileCount(); ++t)
        boardCells += (long long)board.orientationOf(t).cells.size();
    int count = 0;
    if ((long long)width * height <= boardCells) { // the box's cells
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x)
                count += board.cellTerrain({corner.x + x, corner.y + y}) == terrain;
        return count;
    }
    const auto within = [](int v, int from, int length) { return v >= from && (long long)v < (long long)from + length; };
    forEachCell(board, [&](Coord c) { // the board's
        count += within(c.x, corner.x, width) && within(c.y, corner.y, height) && board.cellTerrain(c) == terrain;
    });
    return count;
}

TerrainContacts terrainContacts(const Board &board, int terrain, int neighbour)
{
    const Grid &grid = board.rules().grid;
    TerrainContacts contacts;
    forEachCell(board, [&](Coord c) {
        if (board.cellTerrain(c) != terrain)
            return;
        int met = 0;
        for (int d = 0; d < grid.directionCount(); ++d)
            met += board.cellTerrain(grid.neighbour(c, d)) == neighbour;
        contacts.cells += met > 0;
        contacts.pairs += met;
    });
    return contacts;
}

std::vector<Coord> regionOrigins(const Board &board)
{
    std::vector<Coord> origins;
    forEachRegion(board, -1, [&](Coord c, int, int) { origins.push_back(c); });
    return origins;
}

EmptyArea emptyArea(const Board &board, Coord c, int limit)
{
    EmptyArea area;
    const Grid &grid = board.rules().grid;
    if (board.occupied(c) || !grid.contains(c))
        return area;
    auto empty = [&](Coord x) { return grid.contains(x) && !board.occupied(x); };
    auto endless = [&](Coord x) { return !grid.bounded() && board.beyondPlaced(x); };
    area.enclosed = flood(grid, c, limit, empty, endless, area.cells);
    if (!area.enclosed)
        area.cells.clear();
    return area;
}

bool fitsInside(const Board &board, int type, const std::vector<Coord> &area)
{
    const TileType &tt = board.rules().tiles[type];
    auto inArea = [&](Coord c) { return std::binary_search(area.begin(), area.end(), c); };
    for (Coord a : area) {
        for (std::size_t oi = 0; oi < tt.orientations.size(); ++oi) {
            const Orientation &o = tt.orientations[oi];
            for (Coord k : o.cells) {
                const Placement p{a - k, int(oi)};
                const bool covered = std::all_of(o.cells.begin(), o.cells.end(),
                                                 [&](Coord x) { return inArea(p.at + x); });
                if (covered && board.fits(type, p))
                    return true;
            }
        }
    }
    return false;
}

int holeTerrain(const Board &board, Coord c)
{
    if (board.occupied(c))
        return -1;
    const Grid &grid = board.rules().grid;
    int terrain = -1;
    for (int d = 0; d < grid.directionCount(); ++d) {
        const int t = board.edgeTerrain(grid.neighbour(c, d), grid.opposite(d));
        if (t < 0 || (terrain >= 0 && t != terrain))
            return -1;
        terrain = t;
    }
    return terrain;
}

int pathLength(const Board &board, Coord from, Coord to, int door)
{
    if (!board.occupied(from) || !board.occupied(to))
        return -1;
    const Grid &grid = board.rules().grid;
    std::vector<std::pair<Coord, int>> queue{{from, 0}};
    CoordMap seen;
    seen.set(from, 0);
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const auto [c, steps] = queue[head];
        if (c == to)
            return steps;
        for (int d = 0; d < grid.directionCount(); ++d) {
            const Coord nb = grid.neighbour(c, d);
            if (seen.contains(nb) || board.edgeTerrain(c, d) != door || board.edgeTerrain(nb, grid.opposite(d)) != door)
                continue;
            seen.set(nb, 0);
            queue.push_back({nb, steps + 1});
        }
    }
    return -1;
}

} // namespace tw
