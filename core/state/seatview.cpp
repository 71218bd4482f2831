#include "gamestate.h"
#include "visibility.h"

#include <algorithm>

namespace tw {

GameState GameState::seatView(int seat) const
{
    return dealtView(seat, nullptr);
}

GameState GameState::sampledView(int seat, Rng &rng) const
{
    return dealtView(seat, &rng);
}

GameState GameState::dealtView(int seat, Rng *shuffle) const
{
    GameState view = *this;
    view.clearEvents();
    if (seat == kReferee)
        return view;
    // Per kind of item: the unseen items and where they lie (a zone slot's first `count`).
    struct Hidden
    {
        int slot;
        int count;
    };
    std::vector<int> unseen[2];
    std::vector<Hidden> places[2];
    for (std::size_t z = 0; z < m_rules->zones.size(); ++z) {
        const ZoneDef &def = m_rules->zones[z];
        const int slots = def.perPlayer ? m_players : 1;
        for (int owner = 0; owner < slots; ++owner) {
            const int slot = m_zoneBase[z] + owner;
            const std::vector<int> &items = (*m_zones)[slot].items();
            const Sight seen = sight(def, def.perPlayer ? owner : -1, seat);
            if (seen == Sight::All || items.empty())
                continue;
            const int count = int(items.size()) - (seen == Sight::Top ? 1 : 0);
            const int kind = int(def.items);
            unseen[kind].insert(unseen[kind].end(), items.begin(), items.begin() + count);
            places[kind].push_back({slot, count});
        }
    }
    for (int kind = 0; kind < 2; ++kind) {
        std::vector<int> &pool = unseen[kind];
        std::sort(pool.begin(), pool.end());
        if (shuffle) // Fisher-Yates from the sorted pool: the result depends only on the rng
            for (std::size_t i = pool.size(); i > 1; --i)
                std::swap(pool[i - 1], pool[shuffle->below(std::uint32_t(i))]);
        std::size_t next = 0;
        for (const Hidden &h : places[kind]) {
            view.m_zones.write()[h.slot].overwriteFromBottom(unseen[kind].data() + next, std::size_t(h.count));
            next += std::size_t(h.count);
        }
    }
    if (m_decision.kind == DecisionKind::Chance && m_decision.zone >= 0)
        view.askDraw(m_decision.player, m_decision.zone, m_decision.continuation);
    return view;
}

} // namespace tw
