#include "boardadjacency.h"

#include <algorithm>

namespace tw {

namespace {
void sortUnique(std::vector<int> &v)
{
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
}

// Tiles reachable from `start` through `linked(from, to)` steps, sorted.
template<typename Linked>
std::vector<int> connectedTiles(int start, Linked &&linked)
{
    std::vector<int> found{start};
    for (std::size_t head = 0; head < found.size(); ++head)
        linked(found[head], [&](int next) {
            if (std::find(found.begin(), found.end(), next) == found.end())
                found.push_back(next);
        });
    std::sort(found.begin(), found.end());
    return found;
}

// Calls visit(other) for each segment, not in the feature of `segment`, that touches a
// segment of that feature inside a tile and is of `terrain` (any if -1); once per meeting.
template<typename Visit>
void forEachTouchingSegment(const Board &board, int segment, int terrain, Visit &&visit)
{
    const int own = board.feature(segment);
    board.forEachFeatureSegment(own, [&](int s) {
        for (int local : board.segmentDef(s).adjacent) {
            const int other = board.segmentId(board.segmentTile(s), local);
            if ((terrain < 0 || board.segmentTerrain(other) == terrain) && board.feature(other) != own)
                visit(other);
        }
    });
}
} // namespace

std::vector<int> neighbourTiles(const Board &board, int index)
{
    const Grid &grid = board.rules().grid;
    std::vector<int> found;
    for (Coord k : board.orientationOf(index).cells)
        for (int d = 0; d < grid.directionCount(); ++d) {
            const int t = board.tileAt(board.tile(index).origin + k + grid.step(d));
            if (t >= 0 && t != index)
                found.push_back(t);
        }
    sortUnique(found);
    return found;
}

std::vector<int> openTiles(const Board &board)
{
    const Grid &grid = board.rules().grid;
    std::vector<int> found;
    for (Coord empty : board.frontier())
        for (int d = 0; d < grid.directionCount(); ++d)
            if (const int t = board.tileAt(grid.neighbour(empty, d)); t >= 0)
                found.push_back(t);
    sortUnique(found);
    return found;
}

std::vector<int> tilesWith(const Board &board, int attribute)
{
    std::vector<int> found;
    for (int t = 0; t < board.tileCount(); ++t)
        if (!board.tile(t).removed && board.faceAttribute(t, attribute) > 0)
            found.push_back(t);
    return found;
}

std::vector<int> tileGroup(const Board &board, int index, int attribute)
{
    return connectedTiles(index, [&](int from, auto &&add) {
        for (int t : neighbourTiles(board, from))
            if (board.faceAttribute(t, attribute) > 0)
                add(t);
    });
}

std::vector<int> markChain(const Board &board, int index, int attribute)
{
    const Grid &grid = board.rules().grid;
    const int n = grid.directionCount();
    const unsigned bit = 1u << attribute;
    return connectedTiles(index, [&](int from, auto &&add) {
        const Orientation &o = board.orientationOf(from);
        for (std::size_t i = 0; i < o.cells.size(); ++i)
            for (int d = 0; d < n; ++d) {
                if (!(o.edgeMarks[i * n + d] & bit))
                    continue;
                const Coord nb = board.tile(from).origin + o.cells[i] + grid.step(d);
                const int t = board.tileAt(nb);
                if (t < 0 || t == from)
                    continue;
                if (board.orientationOf(t).edgeMarks[board.cellAt(nb) * n + grid.opposite(d)] & bit)
                    add(t);
            }
    });
}

std::vector<int> adjacentFeatures(const Board &board, int segment, int terrain)
{
    std::vector<int> roots;
    forEachTouchingSegment(board, segment, terrain, [&](int other) { roots.push_back(board.feature(other)); });
    sortUnique(roots);
    return roots;
}

int adjacentSegmentAttribute(const Board &board, int segment, int attribute, int terrain)
{
    std::vector<int> touching;
    forEachTouchingSegment(board, segment, terrain, [&](int other) { touching.push_back(other); });
    sortUnique(touching);
    int sum = 0;
    for (int s : touching)
        sum += board.segmentDef(s).attributes[attribute];
    return sum;
}

} // namespace tw
