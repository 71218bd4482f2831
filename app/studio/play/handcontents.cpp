#include "handcontents.h"

#include "eventphrases.h"

#include "state/visibility.h"

#include <algorithm>

namespace tw {

namespace {

// Calls visit(zone) for each per-player hand of cards of `seat` that `viewer` sees in full.
template<typename Visit>
void forEachSeenHand(const Ruleset &rules, int seat, int viewer, Visit &&visit)
{
    for (int z = 0; z < int(rules.zones.size()); ++z) {
        const ZoneDef &zone = rules.zones[z];
        if (zone.kind == ZoneKind::Hand && zone.perPlayer && zone.items == ItemKind::Cards
            && sight(zone, seat, viewer) == Sight::All)
            visit(z);
    }
}

} // namespace

HandContents handContents(const GameState &state, int seat, int viewer, const std::vector<OptionView> &options, bool choosing)
{
    HandContents contents;
    forEachSeenHand(state.rules(), seat, viewer, [&](int z) {
        const ZoneDef &zone = state.rules().zones[z];
        contents.zones << QString::fromStdString(zone.text.empty() ? zone.id : zone.text);
        for (int card : state.zone(z, seat)) {
            HandCard shown{card, false, QString()};
            for (const OptionView &option : options) {
                if (option.card == card && choosing) {
                    shown.playable = true;
                    shown.toolTip += (shown.toolTip.isEmpty() ? QString() : QStringLiteral("\n")) + option.description();
                }
            }
            contents.cards.push_back(shown);
        }
    });
    return contents;
}

HandSplit handSplit(const GameState &state, int seat, int viewer, const CardGroups &groups)
{
    HandSplit split{seatName(state.rules(), state.playerCount(), seat), {}, {}};
    forEachSeenHand(state.rules(), seat, viewer, [&](int z) {
        for (int card : state.zone(z, seat))
            split.unused.push_back(card);
    });
    for (const CardGroup &group : groups) {
        split.groups.push_back(HandGroup{QString::fromStdString(group.label), group.points, group.cards});
        for (int card : group.cards)
            if (const auto at = std::find(split.unused.begin(), split.unused.end(), card); at != split.unused.end())
                split.unused.erase(at);
    }
    return split;
}

} // namespace tw
