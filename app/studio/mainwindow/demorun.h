#pragma once

#include <QElapsedTimer>
#include <QObject>

class QTimer;

namespace tw {

class MainWindow;

// Plays the opening of the game in the window for a screenshot: each time a person is to
// decide, the greedy bot decides for them (as Play Move for Me does) until `moves` such
// decisions were made; bots move on their own meanwhile. Then, at the next person's
// decision, the tile in hand is shown on a legal spot and finished() is emitted (also
// after `timeoutMs`, or when the game ends).
class DemoRun : public QObject
{
    Q_OBJECT

public:
    DemoRun(MainWindow *window, int moves, int timeoutMs = 30000);
    void start();
    int movesMade() const { return m_made; }

signals:
    void finished();

private:
    void step();
    void finish();

    MainWindow *m_window;
    int m_moves;
    int m_timeout;
    int m_made = 0;
    QTimer *m_timer;
    QElapsedTimer m_clock;
    bool m_done = false;
};

} // namespace tw
