#pragma once

#include <QObject>

class QSocketNotifier;

namespace tw {

// Turns the signals that ask a program to end (SIGTERM from a logout or `kill`, SIGHUP
// from a closed terminal, SIGINT from Ctrl+C) into received(), emitted in the event loop,
// so that the studio can end as a person closing it would. While an object of this class
// lives, the first of those signals no longer ends the process by itself; a second one
// does (the event loop may be stuck). A signal ignored when the object was made (nohup)
// stays ignored; the end of the object restores what each did before. At most one may
// live at a time. Elsewhere than on Unix it does nothing.
class TerminationSignals : public QObject
{
    Q_OBJECT

public:
    explicit TerminationSignals(QObject *parent = nullptr);
    ~TerminationSignals() override;

signals:
    void received(int signalNumber);

private:
    void readSignal();

    QSocketNotifier *m_notifier = nullptr;
};

} // namespace tw
