#pragma once

#include <QString>

namespace tw {

// Starting a ruleset from another: the tutorial as a template for a new game, or any
// ruleset as a variant of itself.

// Copies the ruleset folder `from` into the new folder `to` (which must not exist yet),
// every file but its tests/ folder (compiled scenario tests of the original), and gives
// the copy `id` and `name`, written into its ruleset.yaml in place so its comments stay.
// False, with *error saying why and the new folder removed again, when it cannot (`to`
// exists, lies inside `from`, or `id` is not one rulesetIdFor would make).
bool copyRuleset(const QString &from, const QString &to, const QString &id, const QString &name, QString *error = nullptr);

// A ruleset id made from a name: "Sea & Land 2" -> "sea_land_2".
QString rulesetIdFor(const QString &name);

// The folder for the user's own rulesets (in the user's data folder), created when missing.
QString userRulesetsFolder();

} // namespace tw
