#include "printlayout.h"

#include "tilerenderer.h"

#include <algorithm>

namespace tw {

namespace {

constexpr qreal kProofScale = 1.5;
constexpr qreal kLabelHeight = 9; // under each tile of a proof sheet

// The orientation of `face`, unturned and not mirrored; -1 when the type has no such face.
int unturned(const TileType &type, int face)
{
    for (std::size_t i = 0; i < type.orientations.size(); ++i) {
        const Orientation &o = type.orientations[i];
        if (o.face == face && o.rotation == 0 && !o.mirrored)
            return int(i);
    }
    return -1;
}

// The face's edges as the ruleset's terrain codes, one per edge slot ("-" without one).
QString edgeCodes(const Ruleset &rules, const FaceDef &face)
{
    QString codes;
    for (int terrain : face.edgeTerrain)
        codes += terrain >= 0 && terrain < int(rules.terrains.size()) && rules.terrains[terrain].code
            ? QLatin1Char(rules.terrains[terrain].code)
            : QLatin1Char('-');
    return codes;
}

// Fills pages row by row; a new page when the printable area is full.
class Shelf
{
public:
    Shelf(QRectF area, qreal spacing)
        : m_area(area)
        , m_spacing(spacing)
    {}
    // Where an item of `size` goes; `newPage` says it starts a page.
    QPointF place(QSizeF size, bool &newPage)
    {
        newPage = m_first;
        m_first = false;
        if (m_x > m_area.left() && m_x + size.width() > m_area.right() + 1e-9) {
            m_x = m_area.left();
            m_y += m_rowHeight + m_spacing;
            m_rowHeight = 0;
        }
        if (m_y > m_area.top() && m_y + size.height() > m_area.bottom() + 1e-9) {
            m_x = m_area.left();
            m_y = m_area.top();
            m_rowHeight = 0;
            newPage = true;
        }
        const QPointF at(m_x, m_y);
        m_x += size.width() + m_spacing;
        m_rowHeight = std::max(m_rowHeight, size.height());
        return at;
    }

private:
    QRectF m_area;
    qreal m_spacing;
    qreal m_x = m_area.left();
    qreal m_y = m_area.top();
    qreal m_rowHeight = 0;
    bool m_first = true;
};

void addBackPages(std::vector<PrintPage> &pages, const TileRenderer &renderer, const PrintLayout &layout, DuplexFlip flip)
{
    std::vector<PrintPage> withBacks;
    for (PrintPage &front : pages) {
        PrintPage back{PrintPage::Kind::Backs, {}};
        for (const PrintItem &item : front.items) {
            const TileType &type = renderer.rules().tiles[item.type];
            const int orientation = unturned(type, 1);
            if (orientation < 0)
                continue;
            const QRectF bounds = renderer.tileBounds(item.type, orientation, Coord{0, 0}, layout.cellSize);
            const QPointF a = behind(item.cut.topLeft(), layout.page, flip);
            const QPointF b = behind(item.cut.bottomRight(), layout.page, flip);
            const QRectF cut = QRectF(a, b).normalized();
            const QPointF topLeft = cut.center() - QPointF(bounds.width() / 2, bounds.height() / 2);
            back.items.push_back({item.type, orientation, cut, topLeft - bounds.topLeft(), QString()});
        }
        withBacks.push_back(std::move(front));
        if (!back.items.empty())
            withBacks.push_back(std::move(back));
    }
    pages = std::move(withBacks);
}

} // namespace

qreal defaultTileSize(const TileRenderer &renderer)
{
    return renderer.rules().grid.kind() == GridKind::Sheet ? 12 : 40;
}

QPointF behind(QPointF front, QSizeF page, DuplexFlip flip)
{
    return flip == DuplexFlip::LongEdge ? QPointF(page.width() - front.x(), front.y())
                                        : QPointF(front.x(), page.height() - front.y());
}

PrintLayout layoutPrint(const TileRenderer &renderer, const PrintOptions &options)
{
    if (options.tileSize < 0 || options.gap < 0 || options.bleed < 0)
        throw PrintError("--tile-size, --gap and --bleed cannot be negative");
    const Ruleset &rules = renderer.rules();
    PrintLayout layout;
    const QPageLayout page(options.pageSize, options.orientation, options.margins, QPageLayout::Millimeter);
    layout.page = page.fullRect(QPageLayout::Millimeter).size();
    layout.printable = page.paintRect(QPageLayout::Millimeter);
    if (layout.printable.width() <= 0 || layout.printable.height() <= 0)
        throw PrintError("--margin: the margins leave no room on the page");
    layout.cellSize = (options.tileSize > 0 ? options.tileSize : defaultTileSize(renderer))
        * (options.proof ? kProofScale : 1);
    if (options.alignmentPage) {
        layout.pages.push_back({PrintPage::Kind::AlignmentFront, {}});
        layout.pages.push_back({PrintPage::Kind::AlignmentBack, {}});
    }
    const std::size_t first = layout.pages.size();

    Shelf shelf(layout.printable, std::max(options.gap, 2 * options.bleed));
    for (int t = 0; t < int(rules.tiles.size()); ++t) {
        const TileType &type = rules.tiles[t];
        const int faces = options.proof ? int(type.faces.size()) : 1;
        const int copies = options.proof ? 1 : type.count;
        for (int face = 0; face < faces; ++face) {
            const int orientation = unturned(type, face);
            if (orientation < 0)
                continue;
            const QRectF bounds = renderer.tileBounds(t, orientation, Coord{0, 0}, layout.cellSize);
            const QSizeF size(bounds.width(), bounds.height() + (options.proof ? kLabelHeight : 0));
            if (size.width() > layout.printable.width() + 1e-9 || size.height() > layout.printable.height() + 1e-9)
                throw PrintError(QStringLiteral("--tile-size: %1 (%2 x %3 mm) does not fit the printable area (%4 x %5 mm)")
                                     .arg(QString::fromStdString(type.id))
                                     .arg(size.width(), 0, 'f', 1)
                                     .arg(size.height(), 0, 'f', 1)
                                     .arg(layout.printable.width(), 0, 'f', 1)
                                     .arg(layout.printable.height(), 0, 'f', 1)
                                     .toStdString());
            for (int copy = 0; copy < copies; ++copy) {
                bool newPage = false;
                const QPointF at = shelf.place(size, newPage);
                if (newPage)
                    layout.pages.push_back({options.proof ? PrintPage::Kind::Proof : PrintPage::Kind::Fronts, {}});
                PrintItem item{t, orientation, QRectF(at, bounds.size()), at - bounds.topLeft(), QString()};
                if (options.proof)
                    item.label = QStringLiteral("%1 \u00d7%2 \u00b7 %3")
                                     .arg(QString::fromStdString(type.id))
                                     .arg(type.count)
                                     .arg(edgeCodes(rules, type.faces[face]));
                layout.pages.back().items.push_back(item);
            }
        }
    }
    if (!options.proof) {
        std::vector<PrintPage> tiles(layout.pages.begin() + std::ptrdiff_t(first), layout.pages.end());
        addBackPages(tiles, renderer, layout, options.flip);
        layout.pages.resize(first);
        layout.pages.insert(layout.pages.end(), tiles.begin(), tiles.end());
    }
    return layout;
}

} // namespace tw
