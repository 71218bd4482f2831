#include "placementreason.h"

#include <QCoreApplication>

#include <algorithm>

namespace tw {

namespace {

// The translation context of this file's texts.
struct PlacementReason
{
    Q_DECLARE_TR_FUNCTIONS(tw::PlacementReason)
};

QString terrainName(const Ruleset &rules, int terrain)
{
    if (terrain < 0 || terrain >= int(rules.terrains.size()))
        return PlacementReason::tr("empty");
    const Terrain &t = rules.terrains[terrain];
    return QString::fromStdString(t.text.empty() ? t.id : t.text);
}

QString cellText(const Grid &grid, Coord c)
{
    return QStringLiteral("(%1)").arg(cellName(grid, c));
}

QString edgeMismatch(const Board &board, const Ruleset &rules, int type, Placement p, const Board::FitResult &fit)
{
    const Grid &grid = rules.grid;
    const int n = grid.directionCount();
    const Orientation &o = rules.tiles[type].orientations[p.orientation];
    const auto it = std::find(o.cells.begin(), o.cells.end(), fit.cell - p.at);
    const int cell = it == o.cells.end() ? 0 : int(it - o.cells.begin());
    const QString mine = terrainName(rules, o.edgeTerrain[cell * n + fit.direction]);
    const QString theirs = terrainName(
        rules, board.edgeTerrain(grid.neighbour(fit.cell, fit.direction), grid.opposite(fit.direction)));
    const QString dir = QString::fromLatin1(grid.directionName(fit.direction));
    if (o.cells.size() == 1)
        return PlacementReason::tr("The %1 edge (%2) does not match the neighbouring %3 edge").arg(dir, mine, theirs);
    return PlacementReason::tr("The %1 edge of cell %2 (%3) does not match the neighbouring %4 edge")
        .arg(dir, cellText(rules.grid, fit.cell), mine, theirs);
}

} // namespace

QString cellName(const Grid &grid, Coord c)
{
    const int shown = grid.bounded() ? 1 : 0;
    return QStringLiteral("%1,%2").arg(c.x + shown).arg(c.y + shown);
}

QString placementReason(const Board &board, const Ruleset &rules, int type, Placement p, const PlaceRule &rule, bool offered)
{
    const Board::FitResult fit = board.check(type, p, rule);
    switch (fit.fit) {
    case Board::Fit::Ok:
        return offered ? QString() : PlacementReason::tr("The rules do not offer this spot now");
    case Board::Fit::OutOfBounds:
        if (rules.grid.bounded())
            return PlacementReason::tr("Out of bounds: cell %1 is outside the %2 x %3 sheet")
                .arg(cellText(rules.grid, fit.cell))
                .arg(rules.grid.width())
                .arg(rules.grid.height());
        return PlacementReason::tr("Out of bounds: cell %1").arg(cellText(rules.grid, fit.cell));
    case Board::Fit::Overlap:
        return PlacementReason::tr("Cell %1 is already covered").arg(cellText(rules.grid, fit.cell));
    case Board::Fit::NotTouching:
        return PlacementReason::tr("The tile must touch a placed tile");
    case Board::Fit::EdgeMismatch:
        return edgeMismatch(board, rules, type, p, fit);
    case Board::Fit::MissesLine:
        return PlacementReason::tr("The tile must cover row or column %1").arg(rule.line + 1); // as numbered
    case Board::Fit::NotNextTo:
        if (rule.nextTo >= 0 && rule.nextTo < board.tileCount())
            return PlacementReason::tr("The tile must share an edge with the tile at %1")
                .arg(cellText(rules.grid, board.tile(rule.nextTo).origin));
        return PlacementReason::tr("The tile must share an edge with a given tile");
    case Board::Fit::MissesCell:
        return PlacementReason::tr("The tile must cover cell %1").arg(cellText(rules.grid, fit.cell));
    case Board::Fit::WrongEdge:
        return PlacementReason::tr("The tile's %1 edge at %2 must be %3")
            .arg(QString::fromLatin1(rules.grid.directionName(fit.direction)), cellText(rules.grid, fit.cell),
                 QString::fromStdString(rules.terrains[rule.edge.terrain].text.empty()
                                            ? rules.terrains[rule.edge.terrain].id
                                            : rules.terrains[rule.edge.terrain].text));
    }
    return PlacementReason::tr("The tile does not fit here");
}

} // namespace tw
