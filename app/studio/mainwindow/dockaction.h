#pragma once

#include <QKeySequence>

class QAction;
class QDockWidget;

namespace tw {

// A dock's menu action and shortcut: it opens the dock and brings it to the front, also
// when it is open but behind another dock's tab, and closes it only when it is in front.
// (A dock's own toggleViewAction closes a dock that is behind a tab.) Checked while the
// dock is open; owned by the dock.
QAction *dockAction(QDockWidget *dock, const QKeySequence &shortcut = {});

} // namespace tw
