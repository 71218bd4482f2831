// The `g` methods for zones, chance, cards and piles (docs/lua-api.md).
#include "apisupport.h"

namespace tw::gameapi::detail {

namespace {

int fillBag(lua_State *L)
{
    StateWriter &w = writer(L);
    const GameState &g = w.state();
    const int z = named(L, 2, g.rules().zones, "zone");
    std::size_t items = 0;
    if (g.rules().zones[z].items == ItemKind::Cards) {
        for (const CardDef &c : g.rules().cards)
            items += std::size_t(c.count);
    } else {
        for (const TileType &t : g.rules().tiles)
            items += std::size_t(t.count);
    }
    chargeMemory(L, items * sizeof(int) + kEventBytes);
    if (g.rules().zones[z].items == ItemKind::Cards) {
        for (std::size_t c = 0; c < g.rules().cards.size(); ++c)
            w.fillZone(z, -1, int(c), g.rules().cards[c].count);
    } else {
        for (std::size_t t = 0; t < g.rules().tiles.size(); ++t)
            w.fillZone(z, -1, int(t), g.rules().tiles[t].count);
    }
    return 0;
}

int zoneCount(lua_State *L)
{
    const GameState &g = game(L);
    lua_pushinteger(L, lua_Integer(g.zone(named(L, 2, g.rules().zones, "zone"), player(L, 3, g)).size()));
    return 1;
}

int zoneItems(lua_State *L)
{
    const GameState &g = game(L);
    return pushList(L, g.zone(named(L, 2, g.rules().zones, "zone"), player(L, 3, g)), 1);
}

int item(lua_State *L, int arg, const GameState &g, int zone)
{
    if (g.rules().zones[zone].items == ItemKind::Cards) {
        if (lua_type(L, arg) == LUA_TSTRING)
            return named(L, arg, g.rules().cards, "card");
        return index(L, arg, int(g.rules().cards.size()), "card");
    }
    return tileType(L, arg, g);
}

// The top of a zone (its last item): what a face-up stack shows. nil when empty.
int top(lua_State *L)
{
    const GameState &g = game(L);
    const std::vector<int> &items = g.zone(named(L, 2, g.rules().zones, "zone"), player(L, 3, g));
    if (items.empty())
        lua_pushnil(L);
    else
        lua_pushinteger(L, items.back() + 1);
    return 1;
}

int take(lua_State *L)
{
    StateWriter &w = writer(L);
    const GameState &g = w.state();
    const int z = named(L, 2, g.rules().zones, "zone");
    lua_pushboolean(L, w.takeItem(z, player(L, 4, g), item(L, 3, g, z)));
    return 1;
}

int put(lua_State *L)
{
    StateWriter &w = writer(L);
    const GameState &g = w.state();
    const int z = named(L, 2, g.rules().zones, "zone");
    const int p = player(L, 4, g);
    const int i = item(L, 3, g, z);
    chargeMemory(L, sizeof(int) + kEventBytes);
    w.putItem(z, p, i);
    return 0;
}

// move_item(from, item, to [, from_p [, to_p]]): both players default to the current one.
int moveItem(lua_State *L)
{
    StateWriter &w = writer(L);
    const GameState &g = w.state();
    const int from = named(L, 2, g.rules().zones, "zone");
    const int moved = item(L, 3, g, from);
    const int to = named(L, 4, g.rules().zones, "zone");
    if (g.rules().zones[from].items != g.rules().zones[to].items)
        luaL_error(L, "move_item: zones '%s' and '%s' hold different kinds of items", g.rules().zones[from].id.c_str(),
                   g.rules().zones[to].id.c_str());
    lua_pushboolean(L, w.moveItem(from, player(L, 5, g), to, player(L, 6, g), moved));
    return 1;
}

int shuffle(lua_State *L)
{
    StateWriter &w = writer(L);
    const GameState &g = w.state();
    w.shuffleZone(named(L, 2, g.rules().zones, "zone"), player(L, 3, g));
    return 0;
}

// draw(zone, continuation [, p]): p 0 is nobody (the game turns up a face-down item), so
// that the drawn item is known only as far as the zones it goes to show it.
int draw(lua_State *L)
{
    StateWriter &w = writer(L);
    const GameState &g = w.state();
    const int z = named(L, 2, g.rules().zones, "zone");
    const int p = playerOrNobody(L, 4, g);
    if (g.zone(z, p).empty())
        luaL_error(L, "draw: zone '%s' is empty", g.rules().zones[z].id.c_str());
    w.askDraw(p, z, continuation(L, 3));
    return 0;
}

// roll(die, continuation [, p]): p 0 is nobody (the game's roll: a tile turned up on a
// random side).
int roll(lua_State *L)
{
    StateWriter &w = writer(L);
    const GameState &g = w.state();
    w.askRoll(playerOrNobody(L, 4, g), named(L, 2, g.rules().dice, "die"), continuation(L, 3));
    return 0;
}

// discard_card(card [, zone]): into a zone of cards, or out of the game.
int discardCard(lua_State *L)
{
    StateWriter &w = writer(L);
    const GameState &g = w.state();
    const int c = lua_type(L, 2) == LUA_TSTRING ? named(L, 2, g.rules().cards, "card")
                                                : index(L, 2, int(g.rules().cards.size()), "card");
    const int z = lua_isnoneornil(L, 3) ? -1 : named(L, 3, g.rules().zones, "zone");
    if (z >= 0 && g.rules().zones[z].items != ItemKind::Cards)
        luaL_error(L, "discard_card: zone '%s' holds tiles", g.rules().zones[z].id.c_str());
    chargeMemory(L, sizeof(int) + kEventBytes);
    w.discardCard(g.currentPlayer(), c, z);
    return 0;
}

int card(lua_State *L)
{
    const GameState &g = game(L);
    const CardDef &c = g.rules().cards[index(L, 2, int(g.rules().cards.size()), "card")];
    lua_pushstring(L, c.id.c_str());
    if (c.suit < 0)
        lua_pushnil(L);
    else
        lua_pushstring(L, g.rules().suits[c.suit].id.c_str());
    lua_pushinteger(L, c.value);
    return 3;
}

int pile(lua_State *L)
{
    const GameState &g = game(L);
    return pushList(L, g.pile(placedTile(L, 2, g, 0)), 1);
}

int pilePut(lua_State *L)
{
    StateWriter &w = writer(L);
    const GameState &g = w.state();
    const int t = placedTile(L, 2, g, 0);
    const int c = index(L, 3, int(g.rules().cards.size()), "card");
    chargeMemory(L, sizeof(int) + kEventBytes);
    w.addToPile(t, c);
    return 0;
}

int pileTake(lua_State *L)
{
    StateWriter &w = writer(L);
    const GameState &g = w.state();
    const int item = w.takeFromPile(placedTile(L, 2, g, 0));
    if (item < 0)
        lua_pushnil(L);
    else
        lua_pushinteger(L, item + 1);
    return 1;
}

} // namespace

void addZoneMethods(MethodList &methods)
{
    methods.push_back({"fill_bag", guarded<fillBag>});
    methods.push_back({"zone_count", guarded<zoneCount>});
    methods.push_back({"zone_items", guarded<zoneItems>});
    methods.push_back({"take", guarded<take>});
    methods.push_back({"put", guarded<put>});
    methods.push_back({"draw", guarded<draw>});
    methods.push_back({"roll", guarded<roll>});
    methods.push_back({"card", guarded<card>});
    methods.push_back({"pile", guarded<pile>});
    methods.push_back({"pile_put", guarded<pilePut>});
    methods.push_back({"pile_take", guarded<pileTake>});
    methods.push_back({"top", guarded<top>});
    methods.push_back({"move_item", guarded<moveItem>});
    methods.push_back({"shuffle", guarded<shuffle>});
    methods.push_back({"discard_card", guarded<discardCard>});
}

} // namespace tw::gameapi::detail
