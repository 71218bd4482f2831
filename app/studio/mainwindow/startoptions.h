#pragma once

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace tw {

// How the studio starts (the command line's options).
struct StartOptions
{
    QString ruleset; // a folder; empty: the last one used, else Discovery
    QString game;    // a saved game file to open instead of starting a game (its ruleset when not `ruleset`'s)
    std::optional<int> players;        // default 2
    QStringList seats;                 // per seat "human" or a bot name; default human, greedy...
    std::optional<std::uint64_t> seed; // default random
    QStringList parameters;            // "id=value" overrides of the ruleset's defaults
    QString journalPath;               // empty: Journal::defaultPath()
    std::optional<int> botDelay;       // milliseconds between bot moves
    bool restoreLayout = true;         // window geometry and docks from QSettings
};

} // namespace tw
