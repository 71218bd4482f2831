#include "tileshape.h"

#include "iconplacement.h"
#include "tileicons.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace tw {

namespace {

// Radius of the central hub of a cell and of an edge-less segment's disc, and the depth
// of an edge strip, as fractions of the cell size.
constexpr qreal kHubRadius = 0.2;
constexpr qreal kInnerRadius = 0.15;
constexpr qreal kStripDepth = 0.16;
constexpr qreal kToothDepth = 0.56; // a tooth's reach, as a fraction of the way from its edge to the centre
constexpr qreal kMarkDepth = 0.08;

QPolygonF closed(QPolygonF poly)
{
    if (!poly.isEmpty() && poly.first() != poly.last())
        poly << poly.first();
    return poly;
}

QPainterPath disc(QPointF c, qreal r)
{
    QPainterPath p;
    p.addEllipse(c, r, r);
    return p;
}

// Works out, for one turned face, which segment owns each wedge (cell x direction).
class WedgeOwners
{
public:
    WedgeOwners(const Orientation &o, const GridGeometry &geo)
        : m_o(o)
        , m_n(geo.directionCount())
        , m_geo(geo)
    {
        m_owner.assign(o.cells.size() * m_n, -1);
        for (std::size_t i = 0; i < o.cells.size(); ++i)
            for (int d = 0; d < m_n; ++d)
                m_owner[i * m_n + d] = ownerOf(int(i), d);
    }

    int operator()(int cell, int d) const { return m_owner[cell * m_n + ((d % m_n) + m_n) % m_n]; }

    // The segment that takes the cell's central hub: a segment whose wedges are not
    // contiguous (it crosses the cell), else the one with strictly the most wedges; -1
    // when the cell is split evenly (a clean diagonal) or holds one segment only.
    int hubOwner(int cell) const
    {
        std::vector<std::pair<int, int>> counts; // segment, wedges
        int crossing = -1, crossingCount = 0;
        for (int d = 0; d < m_n; ++d) {
            const int s = (*this)(cell, d);
            if (s < 0)
                continue;
            auto it = std::find_if(counts.begin(), counts.end(), [&](auto &e) { return e.first == s; });
            if (it == counts.end())
                counts.push_back({s, 1});
            else
                ++it->second;
        }
        if (counts.size() < 2)
            return -1;
        for (const auto &[s, count] : counts) {
            int runs = 0;
            for (int d = 0; d < m_n; ++d)
                runs += (*this)(cell, d) == s && (*this)(cell, d - 1) != s;
            if (runs > 1 && count > crossingCount) {
                crossing = s;
                crossingCount = count;
            }
        }
        if (crossing >= 0)
            return crossing;
        std::sort(counts.begin(), counts.end(), [](auto &a, auto &b) { return a.second > b.second; });
        return counts[0].second > counts[1].second ? counts[0].first : -1;
    }

private:
    int cellIndex(Coord offset) const
    {
        auto it = std::find(m_o.cells.begin(), m_o.cells.end(), offset);
        return it == m_o.cells.end() ? -1 : int(it - m_o.cells.begin());
    }

    Coord neighbourOffset(int cell, int d) const { return m_o.cells[cell] + m_geo.step(d); }

    // An outer edge's own segment; an internal edge (between two cells of the tile) takes
    // the segment most of the four wedges beside it on both sides belong to.
    int ownerOf(int cell, int d) const
    {
        const int own = m_o.edgeSegment[cell * m_n + d];
        const int other = cellIndex(neighbourOffset(cell, d));
        if (own >= 0 || other < 0)
            return own;
        const int od = (d + m_n / 2) % m_n;
        int first = cell, fd = d, second = other, sd = od;
        if (other < cell) {
            std::swap(first, second);
            std::swap(fd, sd);
        }
        std::array<int, 4> votes{slot(first, fd - 1), slot(first, fd + 1), slot(second, sd - 1), slot(second, sd + 1)};
        int best = -1, bestCount = 0;
        for (int v : votes) {
            const int count = v < 0 ? 0 : int(std::count(votes.begin(), votes.end(), v));
            if (count > bestCount) {
                best = v;
                bestCount = count;
            }
        }
        return best;
    }

    int slot(int cell, int d) const { return m_o.edgeSegment[cell * m_n + ((d % m_n) + m_n) % m_n]; }

    const Orientation &m_o;
    int m_n;
    const GridGeometry &m_geo;
    std::vector<int> m_owner;
};

QColor terrainColor(const ShapePalette &palette, int terrain)
{
    return terrain >= 0 && terrain < int(palette.terrains.size()) ? palette.terrains[terrain] : palette.blank;
}

} // namespace

QPointF pathCentroid(const QPainterPath &path)
{
    qreal area = 0, cx = 0, cy = 0;
    for (const QPolygonF &poly : path.toFillPolygons()) {
        for (qsizetype i = 0; i + 1 < poly.size(); ++i) {
            const QPointF a = poly[i], b = poly[i + 1];
            const qreal cross = a.x() * b.y() - b.x() * a.y();
            area += cross;
            cx += (a.x() + b.x()) * cross;
            cy += (a.y() + b.y()) * cross;
        }
    }
    if (std::abs(area) < 1e-9)
        return path.boundingRect().center();
    return {cx / (3 * area), cy / (3 * area)};
}

namespace {

// The segments' regions: merged wedges; each cell's hub goes to the segment that owns it;
// segments that touch no edge (an inner feature) become discs in the anchor cell.
std::vector<QPainterPath> segmentPaths(const FaceDef &face, const Orientation &o, const GridGeometry &geo,
                                       const WedgeOwners &owners)
{
    const int n = geo.directionCount();
    const qreal size = geo.cellSize();
    std::vector<QPainterPath> paths(face.segments.size());
    for (QPainterPath &p : paths)
        p.setFillRule(Qt::WindingFill);
    for (std::size_t i = 0; i < o.cells.size(); ++i) {
        const QPointF c = geo.center(o.cells[i]);
        for (int d = 0; d < n; ++d) {
            if (const int s = owners(int(i), d); s >= 0)
                paths[s].addPolygon(closed(QPolygonF{c, geo.corner(o.cells[i], d), geo.corner(o.cells[i], d + 1)}));
        }
    }
    for (QPainterPath &p : paths)
        p = p.simplified();
    for (std::size_t i = 0; i < o.cells.size(); ++i) {
        const int hub = owners.hubOwner(int(i));
        if (hub < 0)
            continue;
        const QPainterPath h = disc(geo.center(o.cells[i]), kHubRadius * size);
        for (int d = 0; d < n; ++d) {
            const int s = owners(int(i), d);
            if (s >= 0 && s != hub && paths[s].intersects(h))
                paths[s] = paths[s].subtracted(h);
        }
        paths[hub] = paths[hub].united(h);
    }
    std::vector<int> inner;
    for (std::size_t s = 0; s < face.segments.size(); ++s)
        if (face.segments[s].edges.empty())
            inner.push_back(int(s));
    for (std::size_t k = 0; k < inner.size(); ++k) {
        const qreal x = (qreal(k) - (qreal(inner.size()) - 1) / 2) * 2.2 * kInnerRadius * size;
        const QPainterPath d = disc(geo.center(o.cells.front()) + QPointF(x, 0), kInnerRadius * size);
        for (QPainterPath &p : paths)
            if (!p.isEmpty() && p.intersects(d))
                p = p.subtracted(d);
        paths[inner[k]] = d;
    }
    return paths;
}

// A strip from edge a-b towards the centre c, `k` of the way; with a tooth, a dovetail of
// the strip's colour reaches from its middle further in, as a jigsaw tooth does.
QPolygonF stripPolygon(QPointF a, QPointF b, QPointF c, qreal k, bool tooth)
{
    QPolygonF polygon{a, b, b + (c - b) * k};
    if (tooth) {
        const QPointF m = (a + b) / 2, along = b - a, in = c - m;
        for (const auto &[x, depth] : {std::pair{0.12, k}, {0.2, kToothDepth}, {-0.2, kToothDepth}, {-0.12, k}})
            polygon << m + along * x + in * depth;
    }
    polygon << a + (c - a) * k;
    return polygon;
}

// Edge strips: an edge with a terrain and no segment still shows what it matches.
std::vector<ColoredPolygon> edgeStrips(const Orientation &o, const GridGeometry &geo, const ShapePalette &palette, bool teeth)
{
    const int n = geo.directionCount();
    std::vector<ColoredPolygon> strips;
    for (std::size_t i = 0; i < o.cells.size(); ++i) {
        const QPointF c = geo.center(o.cells[i]);
        for (int d = 0; d < n; ++d) {
            const int t = o.edgeTerrain[i * n + d];
            if (t < 0 || o.edgeSegment[i * n + d] >= 0)
                continue;
            // Moving a fraction k from a corner to the centre moves k * apothem (size / 2)
            // away from the edge.
            const QPointF a = geo.corner(o.cells[i], d), b = geo.corner(o.cells[i], d + 1);
            const qreal k = 2 * kStripDepth;
            strips.push_back({stripPolygon(a, b, c, k, teeth), terrainColor(palette, t), t});
        }
    }
    return strips;
}

// Marked edges (a mountain range, a reef drawn across tiles): a band along the edge in a
// dark shade of its terrain, half as deep as a strip, so that marks meeting across tiles
// show as one line.
std::vector<ColoredPolygon> markBands(const Orientation &o, const GridGeometry &geo, const ShapePalette &palette)
{
    const int n = geo.directionCount();
    std::vector<ColoredPolygon> bands;
    for (std::size_t i = 0; i < o.cells.size(); ++i) {
        const QPointF c = geo.center(o.cells[i]);
        for (int d = 0; d < n; ++d) {
            if (o.edgeMarks.empty() || o.edgeMarks[i * n + d] == 0)
                continue;
            const QPointF a = geo.corner(o.cells[i], d), b = geo.corner(o.cells[i], d + 1);
            const qreal k = 2 * kMarkDepth;
            const int t = o.edgeTerrain[i * n + d];
            bands.push_back({QPolygonF{a, b, b + (c - b) * k, a + (c - a) * k}, terrainColor(palette, t).darker(165), t});
        }
    }
    return bands;
}

// The colour covering most of the tile: wedges vote with their segment's terrain, a cell
// without segment wedges with its cell terrain.
QColor dominantColor(const FaceDef &face, const Orientation &o, const WedgeOwners &owners, int n, const ShapePalette &palette)
{
    std::vector<int> weight(palette.terrains.size(), 0);
    for (std::size_t i = 0; i < o.cells.size(); ++i) {
        int owned = 0;
        for (int d = 0; d < n; ++d) {
            const int s = owners(int(i), d);
            if (s < 0)
                continue;
            ++owned;
            if (const int t = face.segments[s].terrain; t >= 0 && t < int(weight.size()))
                ++weight[t];
        }
        const int t = i < face.cellTerrain.size() ? face.cellTerrain[i] : -1;
        if (owned == 0 && t >= 0 && t < int(weight.size()))
            weight[t] += n;
    }
    const auto best = std::max_element(weight.begin(), weight.end());
    return best == weight.end() || *best == 0 ? palette.blank : palette.terrains[best - weight.begin()];
}

// Sets where each segment's icons and the face's go: the segments' in order, then the
// face's, none over another (iconplacement.h).
void placeIcons(TileShape &shape, const Ruleset &rules, QPointF faceIconsPreferred, qreal cellSize)
{
    const qreal iconSize = kIconShare * cellSize;
    std::vector<IconRow> rows;
    for (const SegmentShape &seg : shape.segments)
        rows.push_back({seg.path, seg.centroid, attributeIconsSize(rules.attributes, *seg.attributes, iconSize)});
    rows.push_back(
        {shape.outline, faceIconsPreferred, attributeIconsSize(rules.attributes, *shape.faceAttributes, iconSize)});
    const std::vector<QPointF> at = placeIconRows(rows);
    for (std::size_t s = 0; s < shape.segments.size(); ++s)
        shape.segments[s].iconAt = at[s];
    shape.faceIconAt = at.back();
}

} // namespace

TileShape buildTileShape(const Ruleset &rules, int type, int orientation, const GridGeometry &geo, const ShapePalette &palette)
{
    const TileType &tile = rules.tiles[type];
    const Orientation &o = tile.orientations[orientation];
    const FaceDef &face = tile.faces[o.face];
    const int n = geo.directionCount();

    TileShape shape;
    shape.outline = geo.outline(o.cells);
    shape.border = geo.boundaryLines(o.cells);
    shape.bounds = shape.outline.boundingRect();
    for (std::size_t i = 0; i < o.cells.size(); ++i) {
        const int t = i < face.cellTerrain.size() ? face.cellTerrain[i] : -1;
        shape.cells.push_back({geo.cellPolygon(o.cells[i]), terrainColor(palette, t), t});
    }

    const WedgeOwners owners(o, geo);
    const std::vector<QPainterPath> paths = segmentPaths(face, o, geo, owners);
    for (std::size_t s = 0; s < face.segments.size(); ++s) {
        const SegmentDef &def = face.segments[s];
        shape.segments.push_back(
            {def.terrain, terrainColor(palette, def.terrain), paths[s], pathCentroid(paths[s]), {}, &def.attributes});
    }
    shape.strips = edgeStrips(o, geo, palette, tile.teeth);
    shape.marks = markBands(o, geo, palette);
    shape.dominant = dominantColor(face, o, owners, n, palette);
    shape.faceAttributes = &face.attributes;
    placeIcons(shape, rules,
               geo.center(o.cells.front()) + (face.segments.empty() ? QPointF() : QPointF(0.2, -0.2) * geo.cellSize()),
               geo.cellSize());

    if (!face.art.empty()) {
        shape.art = QString::fromStdString(rules.folder + "/" + face.art);
        shape.artRect = geo.outline(face.cells).boundingRect();
        shape.artRotation = 360.0 / n * o.rotation;
        shape.artMirrored = o.mirrored;
    }
    return shape;
}

} // namespace tw
