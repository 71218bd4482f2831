#include "eventphrases.h"

#include <QCoreApplication>

namespace tw {

namespace {

// Core's templates (phraseTemplates()), listed here for lupdate; a test checks that the
// translations cover them all.
[[maybe_unused]] const char *const kTemplates[] = {
    QT_TRANSLATE_NOOP("tw::EventText", "Turn {n}: {who}"),
    QT_TRANSLATE_NOOP("tw::EventText", "{who} drew {item} from {zone}"),
    QT_TRANSLATE_NOOP("tw::EventText", "{who} rolled {n}"),
    QT_TRANSLATE_NOOP("tw::EventText", "{who} placed {tile} at {x},{y} rotated {degrees} degrees"),
    QT_TRANSLATE_NOOP("tw::EventText", "{who} placed {tile}, {face} side up, at {x},{y} rotated {degrees} degrees"),
    QT_TRANSLATE_NOOP("tw::EventText", "{text}, mirrored"),
    QT_TRANSLATE_NOOP("tw::EventText", "{who} discarded {tile}: it fits nowhere"),
    QT_TRANSLATE_NOOP("tw::EventText", "{who} deployed a {piece} at {x},{y}"),
    QT_TRANSLATE_NOOP("tw::EventText", "{who} took back a {piece} from {x},{y}"),
    QT_TRANSLATE_NOOP("tw::EventText", "{terrain} area completed ({n} tiles)"),
    QT_TRANSLATE_NOOP("tw::EventText", "{who} scores {n} for {reason} (total {total})"),
    QT_TRANSLATE_NOOP("tw::EventText", "{who} loses {n} for {reason} (total {total})"),
    QT_TRANSLATE_NOOP("tw::EventText", "{who} moved {item} from {zone} to {to}"),
    QT_TRANSLATE_NOOP("tw::EventText", "{who}: {choice}"),
    QT_TRANSLATE_NOOP("tw::EventText", "{who}: {choice}: {args}"),
    QT_TRANSLATE_NOOP("tw::EventText", "Game over after {n} turns"),
    QT_TRANSLATE_NOOP("tw::EventText", "Game"),
    QT_TRANSLATE_NOOP("tw::EventText", "Player {n}"),
    QT_TRANSLATE_NOOP("tw::EventText", "draw {item} from {zone}"),
    QT_TRANSLATE_NOOP("tw::EventText", "roll {n}"),
    QT_TRANSLATE_NOOP("tw::EventText", "place {tile} at {x},{y} rotated {degrees} degrees"),
    QT_TRANSLATE_NOOP("tw::EventText", "place {tile}, {face} side up, at {x},{y} rotated {degrees} degrees"),
    QT_TRANSLATE_NOOP("tw::EventText", "{choice}: {args}"),
    QT_TRANSLATE_NOOP("tw::EventText", "segment {n} of the tile at {x},{y}"),
    QT_TRANSLATE_NOOP("tw::EventText", "piece {n}"),
    QT_TRANSLATE_NOOP("tw::EventText", "{who} took {item} from {zone}"),
    QT_TRANSLATE_NOOP("tw::EventText", "{who} took {item} from {owner}'s {zone}"),
    QT_TRANSLATE_NOOP("tw::EventText", "{who} put {item} into {zone}"),
    QT_TRANSLATE_NOOP("tw::EventText", "{who} put {item} into {owner}'s {zone}"),
    QT_TRANSLATE_NOOP("tw::EventText", "{who} shuffled {zone}"),
    QT_TRANSLATE_NOOP("tw::EventText", "{who} shuffled {owner}'s {zone}"),
    QT_TRANSLATE_NOOP("tw::EventText", "{who} discarded {card}"),
    QT_TRANSLATE_NOOP("tw::EventText", "{who} discarded {card} to {zone}"),
    QT_TRANSLATE_NOOP("tw::EventText", "{who} laid {card} on the tile at {x},{y}"),
    QT_TRANSLATE_NOOP("tw::EventText", "{who} took {card} from the tile at {x},{y}"),
    QT_TRANSLATE_NOOP("tw::EventText", "{who} moved their {piece} from {x},{y} to {tx},{ty}"),
    QT_TRANSLATE_NOOP("tw::EventText", "{who} lost their {piece} at {x},{y}: it leaves the game"),
    QT_TRANSLATE_NOOP("tw::EventText", "{who}: {variable} went from {old} to {n}"),
    QT_TRANSLATE_NOOP("tw::EventText", "a tile"),
    QT_TRANSLATE_NOOP("tw::EventText", "a card"),
    QT_TRANSLATE_NOOP("tw::EventText", "{text}, drawn in {terrain}"),
    QT_TRANSLATE_NOOP("tw::EventText", "{who} removed {tile} from {x},{y}"),
    QT_TRANSLATE_NOOP("tw::EventText", "{who} made {x},{y} {terrain}"),
};

} // namespace

const Phrasebook &studioPhrases()
{
    static const Phrasebook phrases = [](const char *english) {
        return QCoreApplication::translate("tw::EventText", english).toStdString();
    };
    return phrases;
}

QString describeEvent(const Ruleset &rules, int players, const Event &e)
{
    return QString::fromStdString(describe(rules, players, e, studioPhrases()));
}

QString describeAction(const Ruleset &rules, int players, const Action &a)
{
    return QString::fromStdString(describe(rules, players, a, studioPhrases()));
}

QString seatName(const Ruleset &rules, int players, int player)
{
    return QString::fromStdString(playerName(rules, players, player, studioPhrases()));
}

} // namespace tw
