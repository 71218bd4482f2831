#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace tw {

// A ruleset folder the studio can offer.
struct RulesetEntry
{
    QString folder; // absolute
    QString id;
    QString name; // the ruleset's name, or the folder's when it does not load
    bool loads = false;
};

// Where the studio finds rulesets: the `rulesets/` folder in the working directory, the
// shipped `rulesets/` (datapaths::find: $TILEWRIGHT_DATA, the install prefix, or the source
// tree of a developer build), and the user's own `rulesets/` in the user's data folder
// (where new rulesets go).
class RulesetLibrary
{
public:
    // Existing roots, without duplicates, in search order.
    static QStringList roots();
    // Every subfolder of the roots holding a ruleset.yaml, sorted by name.
    static std::vector<RulesetEntry> list();
    // The folder of the ruleset with this folder name or id, empty when none is found.
    static QString find(const QString &idOrFolderName);
    // Reads the id and name of one folder.
    static RulesetEntry describe(const QString &folder);
    static bool isRulesetFolder(const QString &folder);
    // Whether `folder` is the shipped ruleset `id`'s own folder (not a copy of it elsewhere).
    static bool isShipped(const QString &folder, const QString &id);
    // `folder` as a title shows it: absolute, the home folder as "~".
    static QString shownPath(const QString &folder);
    // The default: Carcassonne: The Discovery.
    static QString discovery() { return find(QStringLiteral("discovery")); }
};

} // namespace tw
