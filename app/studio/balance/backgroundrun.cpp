#include "backgroundrun.h"

#include <thread>

namespace tw {

struct BackgroundRun::Run
{
    int id = 0;
    std::atomic<bool> cancel{false};
    std::thread thread;
};

BackgroundRun::BackgroundRun(QObject *parent)
    : QObject(parent)
{}

BackgroundRun::~BackgroundRun()
{
    cancel();
}

void BackgroundRun::cancel()
{
    if (!m_run)
        return;
    m_run->cancel = true;
    if (m_run->thread.joinable())
        m_run->thread.join();
    m_run.reset();
}

void BackgroundRun::start(Work work)
{
    cancel();
    auto run = std::make_shared<Run>();
    run->id = ++m_nextId;
    m_run = run;
    const Progress reportProgress = [this, run](int done, int total) {
        QMetaObject::invokeMethod(
            this,
            [this, run, done, total] {
                if (m_run == run)
                    emit progress(done, total);
            },
            Qt::QueuedConnection);
    };
    run->thread = std::thread([this, run, work = std::move(work), reportProgress] {
        std::function<void()> deliver = work(run->cancel, reportProgress);
        QMetaObject::invokeMethod(
            this, [this, id = run->id, deliver = std::move(deliver)] { onFinished(id, deliver); }, Qt::QueuedConnection);
    });
}

void BackgroundRun::onFinished(int id, const std::function<void()> &deliver)
{
    if (!m_run || m_run->id != id)
        return; // a cancelled run
    m_run->thread.join();
    m_run.reset();
    deliver();
}

} // namespace tw
