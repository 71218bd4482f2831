#include "turnsummary.h"

#include "eventphrases.h"
#include "log/eventtext.h"
#include "state/visibility.h"

#include "territoryvalue.h"
#include "tilepixmap.h"

#include "gamedocument.h"
#include "tilerenderer.h"

#include <QObject>
#include <QStringList>

#include <algorithm>
#include <set>
#include <utility>

namespace tw {

namespace {
constexpr int kBannerTile = 56; // pixels of a held tile

// The result of a finished game: the winner (or those who tie) and the scores. Team mates
// share one score: when every best score is one team's, that team wins ("Sea / Sea 2").
void addResult(BannerInfo &info, const GameState &state, const TileRenderer &renderer)
{
    int best = state.score(0);
    for (int p = 1; p < state.playerCount(); ++p)
        best = std::max(best, state.score(p));
    QStringList winners;
    int winner = -1;
    bool oneTeam = true;
    for (int p = 0; p < state.playerCount(); ++p) {
        if (state.score(p) == best) {
            winners << seatName(state.rules(), state.playerCount(), p);
            winner = winner < 0 ? p : winner;
            oneTeam = oneTeam && state.sharesScore(p, winner);
        }
    }
    info.color = oneTeam ? renderer.seatColor(winner) : QColor();
    info.title += oneTeam ? QObject::tr("Game over: %1 wins with %2").arg(winners.join(QStringLiteral(" / "))).arg(best)
                          : QObject::tr("Game over: %1 tie with %2").arg(winners.join(QObject::tr(" and "))).arg(best);
    info.detail = scoreLine(state) + QObject::tr(" \u2014 after %1 turns.").arg(state.turn());
}
} // namespace

QString scoreLine(const GameState &state)
{
    // A seat's name and score never break apart where the banner wraps: only between seats,
    // after the dot that parts them.
    const QChar unbroken(0x00a0);
    QStringList scores;
    for (int p = 0; p < state.playerCount(); ++p) {
        QString seat = seatName(state.rules(), state.playerCount(), p) + QLatin1Char(' ') + QString::number(state.score(p));
        scores << seat.replace(QLatin1Char(' '), unbroken);
    }
    return QObject::tr("Scores: %1").arg(scores.join(QStringLiteral("\u00a0\u00b7 ")));
}

bool offersFlip(const Ruleset &rules, const Decision &d)
{
    return rules.allowMirror
        || std::any_of(d.tiles.begin(), d.tiles.end(), [&](int t) { return rules.tiles[t].faces.size() > 1; });
}

BannerInfo turnBanner(const GameState &state, const TurnView &view, const TileRenderer &renderer, qreal dpr)
{
    const Ruleset &rules = state.rules();
    const bool live = view.viewed < 0;
    const Decision &d = state.decision();
    BannerInfo info;
    info.past = !live;
    const QString when = live ? QString() : QObject::tr("After action %1 (read-only): ").arg(view.viewed);
    if (state.isOver()) {
        info.title = when;
        addResult(info, state, renderer);
        return info;
    }
    const int p = std::max(0, d.player);
    const bool human = view.document->isHuman(p);
    const QString name = seatName(rules, state.playerCount(), p);
    info.color = renderer.seatColor(p);
    if (!live) {
        info.title = when + QObject::tr("%1 to play").arg(name);
    } else if (human) {
        info.title = QObject::tr("%1: your turn").arg(name);
    } else {
        const std::vector<std::string> &seats = view.document->setup().seats;
        const QString bot = p < int(seats.size()) ? QString::fromStdString(seats[p]) : QString();
        info.title = QObject::tr("%1 (%2 bot)").arg(name, bot);
    }
    QString doing;
    if (d.kind == DecisionKind::Place) {
        std::set<std::pair<int, int>> cells; // a spot is a cell, whichever turns fit there
        for (const Action &a : d.options)
            cells.emplace(a.a, a.b);
        const int spots = int(cells.size());
        const bool several = d.tiles.size() > 1;
        const bool flips = offersFlip(rules, d);
        if (!live || !human) {
            doing = QObject::tr("Places a tile.");
        } else {
            doing = several  ? QObject::tr("Place one of the tiles.")
                : spots == 1 ? QObject::tr("Place the tile: 1 spot fits.")
                             : QObject::tr("Place the tile: %1 spots fit.").arg(spots);
            doing += QLatin1Char(' ')
                + (flips ? QObject::tr("Right click or R turns it, F flips it.")
                         : QObject::tr("Right click or R turns it."));
            if (several)
                doing += QLatin1Char(' ') + QObject::tr("T takes the other in hand.");
        }
        // What the placement must do beyond fitting: the line it covers, the terrain it takes.
        if (d.rule.line >= 0)
            doing += QLatin1Char(' ') + QObject::tr("It must cover a square of row or column %1.").arg(d.rule.line + 1);
        if (d.rule.paint >= 0 && d.rule.paint < int(rules.terrains.size())) {
            const Terrain &terrain = rules.terrains[std::size_t(d.rule.paint)];
            doing += QLatin1Char(' ')
                + QObject::tr("It is drawn in %1.")
                      .arg(QString::fromStdString(terrain.text.empty() ? terrain.id : terrain.text));
        }
        const int held = view.tileInHand >= 0 ? view.tileInHand : d.tiles.front();
        info.tiles.push_back(heldTilePixmap(renderer, held, view.ghostOrientation, kBannerTile, dpr, d.rule.paint));
        for (int tile : d.tiles)
            if (tile != held)
                info.tiles.push_back(heldTilePixmap(renderer, tile, 0, kBannerTile, dpr, d.rule.paint));
        info.tilesCaption = several ? QObject::tr("Tiles to place, the one in hand first") : QObject::tr("Tile to place");
    } else if (d.kind == DecisionKind::Choice) {
        const bool markers = std::any_of(d.options.begin(), d.options.end(),
                                         [&](const Action &a) { return marksBoard(rules, a.tag); });
        const bool cards = std::any_of(d.options.begin(), d.options.end(),
                                       [&](const Action &a) { return namesCard(rules, a.tag); });
        doing = !live || !human ? QObject::tr("Chooses.")
            : markers           ? QObject::tr("Choose: click a marker on the board or a button.")
            : cards             ? QObject::tr("Choose: click a card in the hand or a button.")
                                : QObject::tr("Choose one of the options.");
    } else {
        doing = QObject::tr("Drawing\u2026");
    }
    for (int z = 0; z < int(rules.zones.size()); ++z) {
        const ZoneDef &zone = rules.zones[z];
        if (zone.kind != ZoneKind::Hand || !zone.perPlayer || zone.items != ItemKind::Tiles
            || sight(zone, p, view.viewer) != Sight::All)
            continue;
        std::vector<int> held = state.zone(z, p);
        if (d.kind == DecisionKind::Place) // the tiles offered from the hand are shown already
            for (int tile : d.tiles)
                if (auto at = std::find(held.begin(), held.end(), tile); at != held.end())
                    held.erase(at);
        for (int item : held)
            info.tiles.push_back(heldTilePixmap(renderer, item, 0, kBannerTile, dpr));
        if (!held.empty())
            info.tilesCaption = d.kind == DecisionKind::Place ? QObject::tr("To place, then in hand")
                                                              : QObject::tr("In hand");
    }
    info.detail = doing + QStringLiteral("  ") + QObject::tr("Turn %1.").arg(state.turn()) + QStringLiteral("  ")
        + scoreLine(state);
    return info;
}

} // namespace tw
