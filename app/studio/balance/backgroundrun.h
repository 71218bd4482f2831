#pragma once

#include <QObject>

#include <atomic>
#include <functional>
#include <memory>

namespace tw {

// Work (bot games) on a thread of its own, which may spread it over every core, never
// blocking the thread that owns the run: progress arrives as a signal there, and so does
// the work's result, through the function the work returns. Starting again or cancelling
// stops the work under way, whose progress and result are then never reported.
class BackgroundRun : public QObject
{
    Q_OBJECT

public:
    // Games done of `total`; may be called from any thread.
    using Progress = std::function<void(int done, int total)>;
    // Runs on the worker thread: stops early once `cancel` is set, reports through
    // `progress`, and returns what to do with its result in the owner's thread.
    using Work = std::function<std::function<void()>(const std::atomic<bool> &cancel, const Progress &progress)>;

    explicit BackgroundRun(QObject *parent = nullptr);
    ~BackgroundRun() override; // cancels and waits for the worker

    void start(Work work);
    void cancel();
    bool isRunning() const { return m_run != nullptr; }

signals:
    void progress(int done, int total);

private:
    struct Run;
    void onFinished(int id, const std::function<void()> &deliver);

    std::shared_ptr<Run> m_run;
    int m_nextId = 0;
};

} // namespace tw
