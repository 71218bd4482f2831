#include "territoryvalue.h"

#include "engine/game.h"
#include "eventphrases.h"
#include "log/eventtext.h"

#include <QObject>
#include <QStringList>

namespace tw {

namespace {

QString text(const Named &named)
{
    return QString::fromStdString(named.text.empty() ? named.id : named.text);
}

} // namespace

namespace {

// The kind of the choice's first declared argument; Number for none.
ArgKind firstArgKind(const Ruleset &rules, int choice)
{
    if (choice < 0 || choice >= int(rules.choices.size()) || rules.choices[choice].args.empty())
        return ArgKind::Number;
    return rules.choices[choice].args.front().kind;
}

} // namespace

bool marksBoard(const Ruleset &rules, int choice)
{
    const ArgKind kind = firstArgKind(rules, choice);
    return kind == ArgKind::Segment || kind == ArgKind::Piece || kind == ArgKind::Cell;
}

bool namesCard(const Ruleset &rules, int choice)
{
    return firstArgKind(rules, choice) == ArgKind::Card;
}

QString terrainName(const Ruleset &rules, int terrain)
{
    return terrain >= 0 && terrain < int(rules.terrains.size()) ? text(rules.terrains[terrain]) : QString();
}

QString featureSummary(const GameState &state, int board, int segment)
{
    const Ruleset &rules = state.rules();
    const Board &b = state.board(board);
    if (segment < 0 || segment >= b.segmentCount())
        return QString();
    const int tiles = b.featureTileCount(segment);
    QStringList parts;
    parts << (tiles == 1 ? QObject::tr("1 tile") : QObject::tr("%1 tiles").arg(tiles));
    parts << (b.featureComplete(segment) ? QObject::tr("complete") : QObject::tr("open"));
    for (int a = 0; a < int(rules.attributes.size()); ++a) {
        const int n = b.featureAttribute(segment, a);
        if (n > 0)
            parts << QStringLiteral("%1 \u00d7%2").arg(text(rules.attributes[a])).arg(n);
    }
    QString summary = terrainName(rules, b.segmentTerrain(segment)) + QStringLiteral(": ")
        + parts.join(QStringLiteral(", "));
    QStringList holders;
    for (int id : state.piecesInFeature(board, segment)) {
        const BoardPiece &p = state.pieces()[id];
        const QString piece = p.type >= 0 && p.type < int(rules.pieces.size()) ? text(rules.pieces[p.type]) : QString();
        holders << QObject::tr("%1's %2").arg(seatName(rules, state.playerCount(), p.owner), piece);
    }
    if (!holders.isEmpty())
        summary += QStringLiteral("; ") + holders.join(QStringLiteral(", "));
    return summary;
}

void TerritoryValuer::setGame(const Game *game)
{
    m_game = game;
    m_cache.clear();
    m_cachedHash = 0;
    m_hasHook = false;
    if (!game)
        return;
    try {
        // Any state answers whether the hook exists: a fresh game does.
        m_hasHook = game->query(game->newGame(game->rules().minPlayers), "territory_score", 1).has_value();
    } catch (const std::exception &) {
        m_hasHook = true; // defined, but failing on that state: value() reports per call
    }
}

std::optional<int> TerritoryValuer::value(const GameState &state, int segment) const
{
    const Board &board = state.board();
    if (!canValue() || segment < 0 || segment >= board.segmentCount())
        return std::nullopt;
    if (state.hash() != m_cachedHash) {
        m_cache.clear();
        m_cachedHash = state.hash();
    }
    const int root = board.feature(segment);
    if (const auto it = m_cache.find(root); it != m_cache.end())
        return it->second;
    std::optional<int> result;
    try {
        if (const auto v = m_game->query(state, "territory_score", segment + 1))
            result = int(*v);
    } catch (const std::exception &e) {
        if (m_onFailure)
            m_onFailure(e);
    }
    m_cache.emplace(root, result);
    return result;
}

} // namespace tw
