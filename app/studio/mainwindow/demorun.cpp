#include "demorun.h"

#include "gameactions.h"
#include "mainwindow.h"

#include "play/playcontroller.h"

#include "gamedocument.h"

#include <QTimer>

namespace tw {

namespace {
constexpr int kStepMs = 150;
}

DemoRun::DemoRun(MainWindow *window, int moves, int timeoutMs)
    : QObject(window)
    , m_window(window)
    , m_moves(moves)
    , m_timeout(timeoutMs)
    , m_timer(new QTimer(this))
{
    m_timer->setInterval(kStepMs);
    connect(m_timer, &QTimer::timeout, this, &DemoRun::step);
}

void DemoRun::start()
{
    m_clock.start();
    m_timer->start();
}

void DemoRun::step()
{
    GameDocument *doc = m_window->document();
    if (m_clock.elapsed() > m_timeout || !doc || !doc->hasGame() || doc->isOver()) {
        finish();
        return;
    }
    if (!doc->waitsForHuman())
        return; // bots and chance move on their own
    if (m_made < m_moves) {
        if (m_window->gameActions()->playMoveForMe())
            ++m_made;
        return;
    }
    const Decision &d = doc->state().decision();
    if (d.kind == DecisionKind::Place && !d.options.empty())
        m_window->playController()->previewPlacement(int(d.options.size()) / 2);
    finish();
}

void DemoRun::finish()
{
    if (m_done)
        return;
    m_done = true;
    m_timer->stop();
    emit finished();
}

} // namespace tw
