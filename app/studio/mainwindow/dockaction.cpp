#include "dockaction.h"

#include <QAction>
#include <QDockWidget>

namespace tw {

QAction *dockAction(QDockWidget *dock, const QKeySequence &shortcut)
{
    QAction *toggle = dock->toggleViewAction();
    auto *action = new QAction(toggle->text(), dock);
    action->setCheckable(true);
    action->setChecked(toggle->isChecked());
    action->setShortcut(shortcut);
    QObject::connect(toggle, &QAction::toggled, action, &QAction::setChecked);
    QObject::connect(toggle, &QAction::changed, action, [action, toggle] { action->setText(toggle->text()); });
    QObject::connect(action, &QAction::triggered, dock, [dock, action] {
        // A dock behind another tab stays "visible", moved out of sight.
        if (dock->isHidden() || dock->visibleRegion().isEmpty()) {
            dock->show();
            dock->raise();
        } else {
            dock->hide();
        }
        action->setChecked(!dock->isHidden());
    });
    return action;
}

} // namespace tw
