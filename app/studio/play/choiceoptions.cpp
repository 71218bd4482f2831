#include "choiceoptions.h"

#include "eventphrases.h"
#include "log/eventtext.h"
#include "territoryvalue.h"

#include <QObject>
#include <QStringList>

#include <algorithm>
#include <string_view>

namespace tw {

namespace {

QString tileText(const Ruleset &rules, int type)
{
    const TileType &t = rules.tiles[type];
    return QString::fromStdString(t.name.empty() ? t.id : t.name);
}

// The sides of its tile a segment reaches, as the grid names them ("N, E"); empty when it
// reaches every side (it is the whole tile).
QString segmentSides(const Board &board, int segment)
{
    const int tile = board.segmentTile(segment);
    const int local = segment - board.segmentId(tile, 0);
    const Orientation &o = board.orientationOf(tile);
    const Grid &grid = board.rules().grid;
    const int n = grid.directionCount();
    QStringList sides;
    for (std::size_t slot = 0; slot < o.edgeSegment.size(); ++slot) {
        const QString side = QString::fromLatin1(grid.directionName(int(slot) % n));
        if (o.edgeSegment[slot] == local && !sides.contains(side))
            sides.append(side);
    }
    if (sides.size() == n)
        return QString();
    return sides.join(QStringLiteral(", "));
}

// The compass word of a direction ("N" -> "north").
QString compassWord(const Grid &grid, int direction)
{
    const std::string_view name = grid.directionName(direction);
    if (name == "N")
        return QObject::tr("north");
    if (name == "NE")
        return QObject::tr("north-east");
    if (name == "E")
        return QObject::tr("east");
    if (name == "SE")
        return QObject::tr("south-east");
    if (name == "S")
        return QObject::tr("south");
    if (name == "SW")
        return QObject::tr("south-west");
    if (name == "W")
        return QObject::tr("west");
    return QObject::tr("north-west");
}

// An empty cell of the one board of a game without sheets of each player's, named by the
// side of a tile next to it: of the tile where a piece of `player` stands, by the side
// alone ("north"); else of the first tile found, with its name ("north of Entrance").
// Empty when no tile is next to it or the cell holds one.
QString besideATile(const GameState &state, Coord cell, int player)
{
    const Board &board = state.board(0);
    if (state.rules().sheetPerPlayer || board.occupied(cell))
        return QString();
    const Grid &grid = state.rules().grid;
    const auto &pieces = state.pieces();
    int from = -1;
    for (int d = 0; d < grid.directionCount(); ++d) {
        const Coord next = grid.neighbour(cell, grid.opposite(d));
        if (!board.occupied(next))
            continue;
        if (std::any_of(pieces.begin(), pieces.end(), [&](const BoardPiece &p) {
                return p.onBoard && p.board == 0 && p.owner == player && p.cell == next;
            }))
            return compassWord(grid, d);
        if (from < 0)
            from = d;
    }
    if (from < 0)
        return QString();
    const Coord next = grid.neighbour(cell, grid.opposite(from));
    return QObject::tr("%1 of %2").arg(compassWord(grid, from), tileText(state.rules(), board.tile(board.tileAt(next)).type));
}

QString pointsText(int points)
{
    return points == 1 || points == -1 ? QObject::tr("%1 pt").arg(points) : QObject::tr("%1 pts").arg(points);
}

} // namespace

QString OptionView::buttonText() const
{
    QString text = choiceText;
    if (segment >= 0) {
        const QString where = target.section(QLatin1Char(':'), 0, 0);
        text += QStringLiteral(": ") + where;
        if (!sides.isEmpty())
            text += QLatin1Char(' ')
                + (sides.contains(QLatin1Char(',')) ? QObject::tr("(%1 sides)") : QObject::tr("(%1 side)")).arg(sides);
        if (value)
            text += QStringLiteral(" (") + pointsText(*value) + QLatin1Char(')');
    } else if (!target.isEmpty()) {
        text += QStringLiteral(": ") + target;
    }
    return text;
}

QString OptionView::description() const
{
    QString text = choiceText;
    if (!target.isEmpty())
        text += QStringLiteral(" \u2014 ") + target;
    if (value) {
        text += removes ? QObject::tr(". Scores %1 now.").arg(pointsText(*value))
                        : QObject::tr(". Would score %1 now.").arg(pointsText(*value));
    }
    return text;
}

QString OptionView::badgeText() const
{
    if (!value)
        return QString();
    return removes ? QStringLiteral("\u21a9") + QString::number(*value) : QString::number(*value);
}

std::vector<OptionView> describeOptions(const GameState &state, const TerritoryValuer &valuer)
{
    std::vector<OptionView> views;
    const Decision &d = state.decision();
    if (d.kind != DecisionKind::Choice)
        return views;
    const Ruleset &rules = state.rules();
    const Board &board = state.board(0);
    for (std::size_t i = 0; i < d.options.size(); ++i) {
        const Action &a = d.options[i];
        OptionView view;
        view.index = int(i);
        view.action = a;
        if (a.tag >= 0 && a.tag < int(rules.choices.size())) {
            const ChoiceDef &choice = rules.choices[a.tag];
            view.choiceText = QString::fromStdString(choice.text.empty() ? choice.id : choice.text);
        } else {
            view.choiceText = QObject::tr("Option %1").arg(i + 1);
        }
        const std::vector<ChoiceArg> noArgs;
        const auto &args = a.tag >= 0 && a.tag < int(rules.choices.size()) ? rules.choices[a.tag].args : noArgs;
        const ArgKind first = args.empty() ? ArgKind::Number : args.front().kind;
        if (!args.empty() && first == ArgKind::Segment) {
            view.segment = board.segmentAt({{a.a, a.b}, a.c});
        } else if (!args.empty() && first == ArgKind::Piece) {
            const BoardPiece *piece = state.pieceOnBoard(a.a);
            if (piece && piece->board == 0 && piece->segment >= 0) {
                view.segment = piece->segment;
                view.removes = true;
            } else if (piece) {
                view.cell = piece->cell;
                view.cellBoard = piece->board;
                view.target = QObject::tr("piece at %1,%2").arg(piece->cell.x).arg(piece->cell.y);
            }
        } else if (!args.empty() && first == ArgKind::Cell) {
            view.cell = Coord{a.a, a.b};
            const QString beside = args.size() == 1 ? besideATile(state, *view.cell, d.player) : QString();
            view.target = !beside.isEmpty()
                ? beside
                : QString::fromStdString(describeArguments(rules, state.playerCount(), a, studioPhrases()));
        } else if (!args.empty() && first == ArgKind::Card) {
            view.card = a.a;
            if (args.size() >= 2 && args[1].kind == ArgKind::Cell)
                view.cardCell = Coord{a.b, a.c};
            view.target = QString::fromStdString(describeArguments(rules, state.playerCount(), a, studioPhrases()));
        } else if (!args.empty() && first == ArgKind::Tile && a.a >= 0 && a.a < int(rules.tiles.size())) {
            view.tileType = a.a;
            view.target = tileText(rules, view.tileType);
        } else if (!args.empty()) {
            view.target = QString::fromStdString(describeArguments(rules, state.playerCount(), a, studioPhrases()));
        }
        if (view.segment >= 0) {
            view.target = featureSummary(state, 0, view.segment);
            view.sides = segmentSides(board, view.segment);
            view.value = valuer.value(state, view.segment);
        }
        views.push_back(view);
    }
    // Options on other cells named alike (beside two tiles of one name) are told apart by
    // their cells.
    std::vector<QString> texts;
    for (const OptionView &view : views)
        texts.push_back(view.buttonText());
    for (std::size_t i = 0; i < views.size(); ++i) {
        OptionView &view = views[i];
        bool alike = false;
        for (std::size_t j = 0; j < views.size() && view.cell && !alike; ++j)
            alike = j != i && texts[j] == texts[i] && views[j].cell && *views[j].cell != *view.cell;
        if (alike)
            view.target += QStringLiteral(" (%1,%2)").arg(view.cell->x).arg(view.cell->y);
    }
    return views;
}

} // namespace tw
