#include "visibility.h"

namespace tw {

Sight sight(const ZoneDef &zone, int owner, int seat)
{
    if (seat == kReferee)
        return Sight::All;
    switch (zone.visibility) {
    case Visibility::Public:
        return Sight::All;
    case Visibility::Owner:
        return owner >= 0 && owner == seat ? Sight::All : Sight::None;
    case Visibility::Top:
        return Sight::Top;
    case Visibility::Hidden:
        return Sight::None;
    }
    return Sight::None;
}

bool seesEventItem(const Ruleset &rules, const Event &e, int seat)
{
    if (seat == kReferee || (seat >= 0 && seat == e.player))
        return true;
    auto sees = [&](int zone, int owner) {
        return zone >= 0 && zone < int(rules.zones.size()) && sight(rules.zones[zone], owner, seat) != Sight::None;
    };
    switch (e.kind) {
    case EventKind::ItemTaken:
        return e.player < 0 || sees(e.label, e.b); // what set-up takes by name, its rules say
    case EventKind::Drawn:
        return sees(e.label,
                    e.label >= 0 && e.label < int(rules.zones.size()) && rules.zones[e.label].perPlayer ? e.player : -1);
    case EventKind::ItemPut:
        return sees(e.label, e.b);
    case EventKind::ItemMoved:
        return (seat >= 0 && seat == e.c) || sees(e.label, e.player) || sees(e.b, e.c);
    default:
        return true;
    }
}

Event withoutItem(Event e)
{
    switch (e.kind) {
    case EventKind::Drawn:
    case EventKind::ItemTaken:
    case EventKind::ItemPut:
    case EventKind::ItemMoved:
        e.a = -1;
        break;
    default:
        break;
    }
    return e;
}

} // namespace tw
