// Board: segments and the features they form.
#include "board.h"

#include <algorithm>

namespace tw {

int Board::segmentsOnTile(int tileIndex) const
{
    const int next = tileIndex + 1 < int(m_segBase.size()) ? m_segBase[tileIndex + 1] : int(m_segTile.size());
    return next - m_segBase[tileIndex];
}

int Board::segmentAt(SegmentRef ref) const
{
    const int tile = tileAt(ref.cell);
    if (tile < 0 || m_tiles[tile].origin != ref.cell || ref.index < 0 || ref.index >= segmentsOnTile(tile))
        return -1;
    return segmentId(tile, ref.index);
}

const SegmentDef &Board::segmentDef(int segment) const
{
    const PlacedTile &t = m_tiles[m_segTile[segment]];
    const TileType &type = m_rules->tiles[t.type];
    return type.faces[type.orientations[t.orientation].face].segments[m_segIndex[segment]];
}

void Board::unite(int a, int b)
{
    a = feature(a);
    b = feature(b);
    if (a == b)
        return;
    if (m_size[a] < m_size[b])
        std::swap(a, b);
    m_parent[b] = a;
    m_size[a] += m_size[b];
    m_open[a] += m_open[b];
    const std::size_t nAttrs = m_rules->attributes.size();
    for (std::size_t i = 0; i < nAttrs; ++i)
        m_attrs[a * nAttrs + i] += m_attrs[b * nAttrs + i];
    std::swap(m_ring[a], m_ring[b]); // splices the two member rings into one
}

int Board::featureAttribute(int segment, int attribute) const
{
    return m_attrs[feature(segment) * m_rules->attributes.size() + attribute];
}

std::vector<int> Board::featureSegments(int segment) const
{
    std::vector<int> members;
    forEachFeatureSegment(segment, [&](int s) { members.push_back(s); });
    return members;
}

int Board::featureTileCount(int segment) const
{
    thread_local std::vector<int> tiles; // reused: scoring asks this often
    tiles.clear();
    forEachFeatureSegment(segment, [&](int s) { tiles.push_back(m_segTile[s]); });
    std::sort(tiles.begin(), tiles.end());
    return int(std::unique(tiles.begin(), tiles.end()) - tiles.begin());
}

} // namespace tw
