#include "wheelguard.h"

#include <QEvent>
#include <QWidget>

namespace tw {

namespace {

class WheelGuard : public QObject
{
public:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::Wheel || static_cast<QWidget *>(watched)->hasFocus())
            return false;
        event->ignore(); // handled here, not accepted: the wheel goes on to the parents
        return true;
    }
};

} // namespace

void guardAgainstWheel(QWidget *field)
{
    static WheelGuard guard;
    field->setFocusPolicy(Qt::StrongFocus);
    field->installEventFilter(&guard);
}

} // namespace tw
