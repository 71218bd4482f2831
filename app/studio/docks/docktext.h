#pragma once

#include <QColor>
#include <QIcon>
#include <QString>

namespace tw {

struct Ruleset;

// How the docks name and colour things of a ruleset.
class DockText
{
public:
    // A seat's name (in a game of `players` players) and colour as the ruleset declares
    // them. A player past the declared seats gets "Player n" and a neutral grey; player -1
    // (the game itself) gets an empty name and an invalid colour.
    static QString seatName(const Ruleset &rules, int players, int player);
    static QColor seatColor(const Ruleset &rules, int player);
    // A small swatch of the seat's colour for item views (null for player -1).
    static QIcon seatIcon(const Ruleset &rules, int player);

    // A tile type's or card's display name: its name, or its id when it has none.
    static QString tileName(const Ruleset &rules, int type);
    static QString cardName(const Ruleset &rules, int card);
};

} // namespace tw
