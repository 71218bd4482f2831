#pragma once

#include <QString>
#include <QStringList>

namespace tw {

// Where the shipped data lives: rulesets/, docs/ and translations/ (the compiled .qm
// files). The command line and the studio both ask here, so they agree.
//
// The folders searched, in order:
// 1. $TILEWRIGHT_DATA, when set;
// 2. the install prefix's share/tilewright, found from the executable
//    (<prefix>/bin/../share/tilewright), so a moved prefix still works;
// 3. the source tree, for an executable of a developer build (one in the build tree's
//    bin/ only: an installed copy never reads the source tree).
// Each file or folder is looked up on its own: the first folder holding it wins.
namespace datapaths {

// The folders searched for an executable in `applicationDir` with TILEWRIGHT_DATA set
// to `environment` (empty: unset), whether they exist or not. An empty `applicationDir`
// (no QCoreApplication yet) leaves out the prefix and the source tree.
QStringList searchPath(const QString &environment, const QString &applicationDir);

// The folders searched by this process.
QStringList searchPath();

// The absolute path of `relative` ("rulesets", "docs/lua-api.md") in the first folder of
// `folders` that holds it; empty when none does.
QString find(const QString &relative, const QStringList &folders);

// The same in this process's searchPath().
QString find(const QString &relative);

// The source tree compiled into a developer build, whether or not it is used.
QString sourceDir();

} // namespace datapaths
} // namespace tw
