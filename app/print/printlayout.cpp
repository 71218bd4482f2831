#include "printlayout.h"

#include "nestedpair.h"
#include "outlinepacker.h"
#include "tilerenderer.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace tw {

namespace {

constexpr qreal kProofScale = 1.5;
constexpr qreal kLabelHeight = 9; // under each item of a proof sheet
constexpr qreal kRasterStep = 1;  // millimetres: where the packer may put an item

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

// Whether the tile's square cells fill their bounding box (its cut is its bounds).
bool fillsBounds(const TileType &type, GridKind kind)
{
    if (kind == GridKind::Hex)
        return false;
    const std::vector<Coord> &cells = type.orientations.front().cells;
    int minX = cells.front().x, maxX = minX, minY = cells.front().y, maxY = minY;
    for (const Coord &c : cells) {
        minX = std::min(minX, c.x);
        maxX = std::max(maxX, c.x);
        minY = std::min(minY, c.y);
        maxY = std::max(maxY, c.y);
    }
    return std::int64_t(maxX - minX + 1) * (maxY - minY + 1) == std::int64_t(cells.size());
}

template<typename T>
QString idOf(const T &named)
{
    return QString::fromStdString(named.id);
}

void checkFits(const OutlinePacker &packer, QSizeF size, const QRectF &printable, const char *option, const QString &what)
{
    if (packer.fits(size))
        return;
    throw PrintError(QStringLiteral("%1: %2 (%3 x %4 mm) does not fit the printable area (%5 x %6 mm)")
                         .arg(QLatin1String(option), what)
                         .arg(size.width(), 0, 'f', 1)
                         .arg(size.height(), 0, 'f', 1)
                         .arg(printable.width(), 0, 'f', 1)
                         .arg(printable.height(), 0, 'f', 1)
                         .toStdString());
}

// Adds `item` to the last page, or to a new page of `kind` when `newPage`.
void add(std::vector<PrintPage> &pages, PrintPage::Kind kind, bool newPage, PrintItem item)
{
    if (newPage || pages.empty())
        pages.push_back({kind, {}});
    pages.back().items.push_back(std::move(item));
}

// Single hex tiles in offset columns: the centres of a hex grid whose cells are `spacing`
// wider across the flats, so every pair of neighbours is `spacing` apart along their
// shared edge (a single cut when it is 0). In rows, top to bottom.
std::vector<QPointF> honeycomb(const QRectF &area, qreal acrossFlats, qreal spacing)
{
    const GridGeometry lattice(GridKind::Hex, acrossFlats + spacing);
    const QPointF firstCentre = area.topLeft() + QPointF(acrossFlats / std::sqrt(3.0), acrossFlats / 2);
    const QPointF halfTile = firstCentre - area.topLeft();
    std::vector<QPointF> centres;
    for (int row = 0;; ++row) {
        bool any = false;
        for (int column = 0;; ++column) {
            const QPointF at = firstCentre + lattice.center(Coord{column, row - column / 2});
            if (at.x() + halfTile.x() > area.right() + 1e-9)
                break;
            if (at.y() + halfTile.y() <= area.bottom() + 1e-9) {
                centres.push_back(at);
                any = true;
            }
        }
        if (!any)
            return centres;
    }
}

class TilePages
{
public:
    TilePages(const TileRenderer &renderer, const PrintLayout &layout, const PrintOptions &options)
        : m_renderer(renderer)
        , m_layout(layout)
        , m_options(options)
        , m_spacing(std::max(options.gap, 2 * options.bleed))
        , m_packer(layout.printable, stepFor(layout.cellSize), m_spacing)
    {}

    std::vector<PrintPage> build()
    {
        const Ruleset &rules = m_renderer.rules();
        if (!m_options.proof && rules.grid.kind() == GridKind::Hex && allSingleCells())
            return honeycombPages();
        for (int t = 0; t < int(rules.tiles.size()); ++t) {
            const TileType &type = rules.tiles[t];
            if (m_options.proof) {
                addProof(t);
                continue;
            }
            const int orientation = unturned(type, 0);
            if (orientation < 0)
                continue;
            const QPainterPath shape = m_renderer.tileOutline(t, orientation, Coord{0, 0}, m_layout.cellSize);
            checkFits(m_packer, shape.boundingRect().size(), m_layout.printable, "--tile-size", idOf(type));
            for (int copy = 0; copy < type.copiesToPrint(); ++copy)
                addCopy(t, orientation, shape);
        }
        for (const auto &[cells, waiting] : m_waiting)
            addAlone(waiting.type, waiting.orientation, waiting.shape);
        return std::move(m_pages);
    }

private:
    // A tile type on a proof: its faces together, side by side, or one above the other
    // where a row does not fit the page, or each alone where neither does; each labelled
    // with its id, copies, which face it is (of two or more: "face 2 (whirlpool)") and
    // edges. A type that is neither drawn nor printed (a face the flow puts, such as Land
    // vs Sea's up faces) is left out.
    void addProof(int t)
    {
        const Ruleset &rules = m_renderer.rules();
        const TileType &type = rules.tiles[t];
        if (!type.drawn && type.copiesToPrint() == 0)
            return;
        struct Face
        {
            int face;
            int orientation;
            QRectF bounds; // of the tile drawn with cell (0, 0) at the origin
            QPointF at;    // of its room (with the label under it) in the group of faces
        };
        std::vector<Face> faces;
        for (int face = 0; face < int(type.faces.size()); ++face)
            if (const int orientation = unturned(type, face); orientation >= 0)
                faces.push_back(
                    {face, orientation, m_renderer.tileBounds(t, orientation, Coord{0, 0}, m_layout.cellSize), {}});
        // The faces' rooms in a row (across) or a column.
        const auto group = [&](bool across) {
            QPainterPath shape;
            QPointF next(0, 0);
            for (Face &f : faces) {
                f.at = next;
                const QRectF room(next, f.bounds.size() + QSizeF(0, kLabelHeight));
                shape.addRect(room);
                next = across ? QPointF(room.right() + m_spacing, 0) : QPointF(0, room.bottom() + m_spacing);
            }
            return shape;
        };
        const QString label = QStringLiteral("%1 \u00d7%2").arg(idOf(type)).arg(type.copiesToPrint());
        const auto labelOf = [&](const Face &f) { // a face without edge terrain (a sheet's shape) has no edges to list
            const FaceDef &face = type.faces[f.face];
            QString text = label;
            if (type.faces.size() > 1)
                text += face.name.empty()
                    ? QStringLiteral(" \u00b7 face %1").arg(f.face + 1)
                    : QStringLiteral(" \u00b7 face %1 (%2)").arg(f.face + 1).arg(QString::fromStdString(face.name));
            const bool edges = std::any_of(face.edgeTerrain.begin(), face.edgeTerrain.end(), [](int t) { return t >= 0; });
            return edges ? text + QStringLiteral(" \u00b7 ") + edgeCodes(rules, face) : text;
        };
        for (const bool across : {true, false}) {
            const QPainterPath shape = group(across);
            if (faces.size() < 2 || !m_packer.fits(shape.boundingRect().size()))
                continue;
            bool newPage = false;
            const QPointF at = m_packer.place(shape, t * 2, newPage);
            for (const Face &f : faces)
                addTile(t, f.orientation, at + f.at - f.bounds.topLeft(), newPage && &f == &faces.front(), labelOf(f));
            return;
        }
        for (const Face &f : faces) {
            QPainterPath shape;
            shape.addRect(QRectF(QPointF(0, 0), f.bounds.size() + QSizeF(0, kLabelHeight)));
            checkFits(m_packer, shape.boundingRect().size(), m_layout.printable, "--tile-size", idOf(type));
            bool newPage = false;
            const QPointF at = m_packer.place(shape, t * 2 + f.face, newPage);
            addTile(t, f.orientation, at - f.bounds.topLeft(), newPage, labelOf(f));
        }
    }

    // A copy of the fronts: nested with the copy of its cells that waits for a partner
    // when that packs tighter (nestedpair.h), else alone.
    void addCopy(int type, int orientation, const QPainterPath &shape)
    {
        const std::vector<Coord> &cells = m_renderer.rules().tiles[type].orientations[orientation].cells;
        auto found = m_pairs.find(cells);
        if (found == m_pairs.end())
            found = m_pairs.emplace(cells, Pairing{tighterPair(type, orientation, shape), -1 - int(m_pairs.size())}).first;
        const Pairing &pairing = found->second;
        if (!pairing.pair) {
            addAlone(type, orientation, shape);
            return;
        }
        const auto waiting = m_waiting.find(cells);
        if (waiting == m_waiting.end()) {
            m_waiting.emplace(cells, Waiting{type, orientation, shape});
            return;
        }
        bool newPage = false;
        const QPointF at = m_packer.place(pairing.pair->shape, pairing.key, newPage);
        const QPointF origin = at - pairing.pair->shape.boundingRect().topLeft();
        addTile(waiting->second.type, waiting->second.orientation, origin, newPage);
        addTile(type, halfTurned(m_renderer.rules().tiles[type], orientation, m_renderer.rules().grid),
                origin + pairing.pair->turnedAt, false);
        m_waiting.erase(waiting);
    }

    void addAlone(int type, int orientation, const QPainterPath &shape)
    {
        bool newPage = false;
        const QPointF at = m_packer.place(shape, type * 2, newPage);
        addTile(type, orientation, at - shape.boundingRect().topLeft(), newPage);
    }

    // A tile whose cell (0, 0) lands at `origin`: of the fronts, or with a label of a proof.
    void addTile(int type, int orientation, QPointF origin, bool newPage, const QString &label = {})
    {
        const QRectF bounds = m_renderer.tileBounds(type, orientation, Coord{0, 0}, m_layout.cellSize);
        const Ruleset &rules = m_renderer.rules();
        add(m_pages, label.isEmpty() ? PrintPage::Kind::Fronts : PrintPage::Kind::Proof, newPage,
            PrintItem{PrintItem::Kind::Tile, type, orientation, bounds.translated(origin), origin,
                      fillsBounds(rules.tiles[type], rules.grid.kind()), label});
    }

    // Of the tile's nested pairs (nestedpair.h), the one a page holds the most copies of in
    // pairs, when that is more than it holds one by one.
    std::optional<NestedPair> tighterPair(int type, int orientation, const QPainterPath &alone) const
    {
        std::optional<NestedPair> best;
        int most = perPage(alone);
        for (NestedPair &pair : nestedPairs(m_renderer, type, orientation, m_layout.cellSize, m_spacing)) {
            if (!m_packer.fits(pair.shape.boundingRect().size()))
                continue;
            if (const int copies = 2 * perPage(pair.shape); copies > most) {
                most = copies;
                best = std::move(pair);
            }
        }
        return best;
    }

    // How many copies of `shape` an empty page holds.
    int perPage(const QPainterPath &shape) const
    {
        OutlinePacker page(m_layout.printable, stepFor(m_layout.cellSize), m_spacing);
        bool newPage = false;
        page.place(shape, 0, newPage); // starts the page
        for (int count = 1;; ++count) {
            page.place(shape, 0, newPage);
            if (newPage)
                return count;
        }
    }

    // Whole millimetres that divide the cell: squares land exactly on the raster.
    static qreal stepFor(qreal cellSize) { return cellSize / std::max(1.0, std::round(cellSize / kRasterStep)); }

    bool allSingleCells() const
    {
        const auto &tiles = m_renderer.rules().tiles;
        return std::all_of(tiles.begin(), tiles.end(),
                           [](const TileType &t) { return t.faces.front().cells.size() == 1; });
    }

    std::vector<PrintPage> honeycombPages()
    {
        const std::vector<QPointF> centres = honeycomb(m_layout.printable, m_layout.cellSize, m_spacing);
        const Ruleset &rules = m_renderer.rules();
        std::size_t next = 0;
        for (int t = 0; t < int(rules.tiles.size()); ++t) {
            const int orientation = unturned(rules.tiles[t], 0);
            if (orientation < 0)
                continue;
            const QRectF bounds = m_renderer.tileBounds(t, orientation, Coord{0, 0}, m_layout.cellSize);
            checkFits(m_packer, bounds.size(), m_layout.printable, "--tile-size", idOf(rules.tiles[t]));
            for (int copy = 0; copy < rules.tiles[t].copiesToPrint() && !centres.empty(); ++copy) {
                const bool newPage = next % centres.size() == 0;
                const QPointF centre = centres[next++ % centres.size()];
                add(m_pages, PrintPage::Kind::Fronts, newPage,
                    PrintItem{PrintItem::Kind::Tile, t, orientation, bounds.translated(centre), centre, false, {}});
            }
        }
        return std::move(m_pages);
    }

    const TileRenderer &m_renderer;
    const PrintLayout &m_layout;
    const PrintOptions &m_options;
    qreal m_spacing;
    OutlinePacker m_packer;
    std::vector<PrintPage> m_pages;
    // Per tile shape (an unturned face's cells): its nested pair when that packs tighter,
    // and the packer's key for it (negative: the single shapes' are not).
    struct Pairing
    {
        std::optional<NestedPair> pair;
        int key;
    };
    std::map<std::vector<Coord>, Pairing> m_pairs;
    // A copy waiting for a partner of its shape.
    struct Waiting
    {
        int type;
        int orientation;
        QPainterPath shape;
    };
    std::map<std::vector<Coord>, Waiting> m_waiting;
};

std::vector<PrintPage> cardPages(const Ruleset &rules, const PrintLayout &layout, const PrintOptions &options)
{
    std::vector<PrintPage> pages;
    if (rules.cards.empty())
        return pages;
    // A proof shows cards at their own size: large enough to read, and a page holds six.
    const QSizeF card = options.cardSize;
    OutlinePacker packer(layout.printable, kRasterStep, std::max(options.cardGap, 2 * options.bleed));
    QPainterPath shape;
    shape.addRect(QRectF(QPointF(0, 0), card + QSizeF(0, options.proof ? kLabelHeight : 0)));
    checkFits(packer, shape.boundingRect().size(), layout.printable, "--card-size", QStringLiteral("a card"));
    for (int c = 0; c < int(rules.cards.size()); ++c) {
        const CardDef &def = rules.cards[c];
        for (int copy = 0; copy < (options.proof ? 1 : def.count); ++copy) {
            bool newPage = false;
            const QPointF at = packer.place(shape, 0, newPage);
            PrintItem item{PrintItem::Kind::Card, c, 0, QRectF(at, card), at, true, {}};
            if (options.proof)
                item.label = QStringLiteral("%1 \u00d7%2").arg(idOf(def)).arg(def.count);
            add(pages, options.proof ? PrintPage::Kind::Proof : PrintPage::Kind::Fronts, newPage, item);
        }
    }
    return pages;
}

// The cells moved so that their least x and y are 0, sorted: a shape wherever it lies.
std::vector<Coord> normalized(std::vector<Coord> cells)
{
    int minX = cells.front().x, minY = cells.front().y;
    for (const Coord &c : cells) {
        minX = std::min(minX, c.x);
        minY = std::min(minY, c.y);
    }
    for (Coord &c : cells)
        c = Coord{c.x - minX, c.y - minY};
    std::sort(cells.begin(), cells.end());
    return cells;
}

// The orientation of the tile's second face that lies on the front's cells once the sheet
// turns over. A second face is what a player sees after turning the tile over its
// north-south axis: behind an unturned front, over the sheet's long edge it shows unturned
// where its shape allows, over the short edge half a turn round; behind a turned front,
// turned as far the other way (turning over mirrors the turn); a shape that only fits
// turned further is turned as far as it needs. -1 when the type has no second face.
int backOrientation(const TileType &type, const Grid &grid, const Orientation &front, DuplexFlip flip)
{
    const int turns = grid.directionCount();
    const int half = flip == DuplexFlip::ShortEdge ? turns / 2 : 0;
    const int first = (half - front.rotation % turns + turns) % turns;
    std::vector<Coord> turnedOver;
    for (const Coord &c : front.cells)
        turnedOver.push_back(grid.rotate(grid.mirror(c), half));
    turnedOver = normalized(turnedOver);
    for (int k = 0; k < turns; ++k) {
        for (std::size_t i = 0; i < type.orientations.size(); ++i) {
            const Orientation &o = type.orientations[i];
            if (o.face == 1 && !o.mirrored && o.rotation == (first + k) % turns && normalized(o.cells) == turnedOver)
                return int(i);
        }
    }
    return unturned(type, 1);
}

// Moves the page's items sideways so that the room they leave is shared by both sides.
void centreAcross(PrintPage &page, const QRectF &printable)
{
    if (page.items.empty())
        return;
    qreal left = page.items.front().cut.left(), right = page.items.front().cut.right();
    for (const PrintItem &item : page.items) {
        left = std::min(left, item.cut.left());
        right = std::max(right, item.cut.right());
    }
    const QPointF shift(printable.center().x() - (left + right) / 2, 0);
    for (PrintItem &item : page.items) {
        item.cut.translate(shift);
        item.origin += shift;
    }
}

// The back of each front page: tiles' second face and cards' backs, each behind its front.
void addBackPages(std::vector<PrintPage> &pages, const TileRenderer &renderer, const PrintLayout &layout, DuplexFlip flip)
{
    const Ruleset &rules = renderer.rules();
    std::vector<PrintPage> withBacks;
    for (PrintPage &front : pages) {
        PrintPage back{PrintPage::Kind::Backs, {}};
        for (const PrintItem &item : front.items) {
            const QRectF cut = QRectF(behind(item.cut.topLeft(), layout.page, flip),
                                      behind(item.cut.bottomRight(), layout.page, flip))
                                   .normalized();
            if (item.kind == PrintItem::Kind::Card) {
                back.items.push_back({PrintItem::Kind::CardBack, item.type, 0, cut, cut.topLeft(), true, {}});
                continue;
            }
            const TileType &type = rules.tiles[item.type];
            const int orientation = backOrientation(type, rules.grid, type.orientations[item.orientation], flip);
            if (orientation < 0)
                continue;
            const QRectF bounds = renderer.tileBounds(item.type, orientation, Coord{0, 0}, layout.cellSize);
            const QPointF topLeft = cut.center() - QPointF(bounds.width() / 2, bounds.height() / 2);
            back.items.push_back(
                {item.kind, item.type, orientation, cut, topLeft - bounds.topLeft(), item.rectangular, QString()});
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

PrintLayout layoutTile(const TileRenderer &renderer, const PrintOptions &options, int type, int face)
{
    const TileType &tile = renderer.rules().tiles.at(std::size_t(type));
    const int orientation = unturned(tile, face);
    if (orientation < 0)
        throw PrintError(QStringLiteral("--face: %1 has %2 face(s), not a face %3")
                             .arg(idOf(tile))
                             .arg(tile.faces.size())
                             .arg(face + 1)
                             .toStdString());
    PrintLayout layout;
    layout.cellSize = options.tileSize > 0 ? options.tileSize : defaultTileSize(renderer);
    const QRectF bounds = renderer.tileBounds(type, orientation, Coord{0, 0}, layout.cellSize);
    const QPointF at(options.bleed, options.bleed);
    layout.page = bounds.size() + QSizeF(2 * options.bleed, 2 * options.bleed);
    layout.printable = QRectF(QPointF(0, 0), layout.page);
    layout.pages.push_back({PrintPage::Kind::Fronts,
                            {PrintItem{PrintItem::Kind::Tile,
                                       type,
                                       orientation,
                                       QRectF(at, bounds.size()),
                                       at - bounds.topLeft(),
                                       fillsBounds(tile, renderer.rules().grid.kind()),
                                       {}}}});
    return layout;
}

PrintLayout layoutPrint(const TileRenderer &renderer, const PrintOptions &options)
{
    for (const qreal length : {options.tileSize, options.gap, options.cardGap, options.bleed})
        if (!(length >= 0 && length <= 1000)) // false for NaN too
            throw PrintError("--tile-size, --gap, --card-gap and --bleed need millimetres from 0 to 1000");
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
    std::vector<PrintPage> items = TilePages(renderer, layout, options).build();
    std::vector<PrintPage> cards = cardPages(rules, layout, options);
    items.insert(items.end(), cards.begin(), cards.end());
    for (PrintPage &page : items)
        centreAcross(page, layout.printable);
    if (!options.proof)
        addBackPages(items, renderer, layout, options.flip);
    layout.pages.insert(layout.pages.end(), items.begin(), items.end());
    if (rules.sheetPerPlayer && !options.proof) {
        const int sheets = options.padSheets >= 0 ? options.padSheets : rules.maxPlayers;
        for (int i = 0; i < sheets; ++i)
            layout.pages.push_back({PrintPage::Kind::PlayerSheet, {}});
    }
    return layout;
}

} // namespace tw
