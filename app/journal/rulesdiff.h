#pragma once

#include "rulesfiles.h"

#include <QString>

namespace tw {

// Whether a ruleset's file is compared line by line: ruleset.yaml and the Lua scripts.
bool isRulesText(const QString &path);

// What changed from rules `a` to rules `b`: a unified diff (see linediff.h) of each of
// their text files (isRulesText) that differs, labelled "a/<path>" and "b/<path>" with
// `nameA` / `nameB` after a tab, files in path order; then one line per other file that
// was added, removed or changed. Empty when nothing differs.
QString rulesDiff(const RulesFiles &a, const RulesFiles &b, const QString &nameA, const QString &nameB);

} // namespace tw
