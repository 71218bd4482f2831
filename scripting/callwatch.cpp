#include "callwatch.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

#include <pthread.h>
#include <unistd.h>

namespace tw {

namespace {

// The watch of the call running on this thread (innermost), read by the signal handler.
thread_local CallWatch *t_running = nullptr;
// This thread's kernel id, 0 until its first begin().
thread_local int t_threadId = 0;

} // namespace

// The shared watch thread. Created once and never destroyed, so that watches destroyed
// during static destruction still find it.
class CallWatchThread
{
public:
    // nullptr when no free real-time signal could be claimed or no thread started.
    static CallWatchThread *instance()
    {
        static CallWatchThread *const watcher = start();
        return watcher;
    }

    int signal() const { return m_signal; }

    void add(CallWatch *watch)
    {
        const std::lock_guard lock(m_mutex);
        m_watches.push_back(watch);
        m_added.notify_one();
    }

    void remove(CallWatch *watch)
    {
        const std::lock_guard lock(m_mutex);
        m_watches.erase(std::find(m_watches.begin(), m_watches.end(), watch));
    }

private:
    explicit CallWatchThread(int signal)
        : m_signal(signal)
    {}

    // Claims the first real-time signal nobody handles (leaving a margin for the C library
    // and debuggers at both ends) and starts the thread.
    static CallWatchThread *start()
    {
        for (int sig = SIGRTMIN + 4; sig <= SIGRTMAX - 4; ++sig) {
            struct sigaction current = {};
            if (sigaction(sig, nullptr, &current) != 0 || current.sa_handler != SIG_DFL || (current.sa_flags & SA_SIGINFO))
                continue;
            struct sigaction handler = {};
            handler.sa_handler = &CallWatch::onSignal;
            handler.sa_flags = SA_RESTART;
            sigemptyset(&handler.sa_mask);
            if (sigaction(sig, &handler, nullptr) != 0)
                return nullptr;
            auto *watcher = new CallWatchThread(sig);
            try {
                std::thread([watcher] { watcher->run(); }).detach();
            } catch (const std::system_error &) {
                return nullptr; // the handler stays installed; it does nothing without calls
            }
            return watcher;
        }
        return nullptr;
    }

    // A call seen running at two ticks at least kOverrunMillis apart is interrupted, and
    // again at every later tick while it runs (a handler that finds the thread inside a
    // nested watch does nothing).
    void run()
    {
        using std::chrono::milliseconds;
        const pid_t process = getpid();
        milliseconds period(CallWatch::kOverrunMillis);
        std::unique_lock lock(m_mutex);
        for (;;) {
            m_added.wait(lock, [this] { return !m_watches.empty(); });
            bool active = false;
            for (CallWatch *watch : m_watches) {
                const unsigned serial = watch->m_serial.load();
                const bool running = serial & 1;
                active = active || running || serial != watch->m_seen;
                if (running && serial == watch->m_seen) {
                    watch->m_wanted.store(serial);
                    tgkill(process, watch->m_thread.load(), m_signal);
                }
                watch->m_seen = serial;
            }
            period = active ? milliseconds(CallWatch::kOverrunMillis)
                            : std::min(period * 2, milliseconds(CallWatch::kIdleMillis));
            lock.unlock();
            std::this_thread::sleep_for(period);
            lock.lock();
        }
    }

    const int m_signal;
    std::mutex m_mutex;
    std::condition_variable m_added;
    std::vector<CallWatch *> m_watches;
};

CallWatch::CallWatch(Callback overrun, void *context)
    : m_overrun(overrun)
    , m_context(context)
{
    if (CallWatchThread *watcher = CallWatchThread::instance())
        watcher->add(this);
}

CallWatch::~CallWatch()
{
    if (CallWatchThread *watcher = CallWatchThread::instance())
        watcher->remove(this);
}

bool CallWatch::available()
{
    return CallWatchThread::instance() != nullptr;
}

void CallWatch::begin()
{
    if (t_threadId == 0) {
        // A thread that blocks the signal (inherited from its creator) could not be stopped.
        if (const CallWatchThread *watcher = CallWatchThread::instance()) {
            sigset_t signals;
            sigemptyset(&signals);
            sigaddset(&signals, watcher->signal());
            pthread_sigmask(SIG_UNBLOCK, &signals, nullptr);
        }
        t_threadId = gettid();
    }
    m_outer = t_running;
    t_running = this;
    m_thread.store(t_threadId, std::memory_order_relaxed);
    m_serial.store(m_serial.load(std::memory_order_relaxed) + 1); // odd: running
}

void CallWatch::end()
{
    m_serial.store(m_serial.load(std::memory_order_relaxed) + 1); // even: idle
    std::atomic_signal_fence(std::memory_order_seq_cst);
    t_running = m_outer;
}

// Runs on the thread being interrupted, at any point of its work: reads only this
// thread's own variables and lock-free atomics.
void CallWatch::onSignal(int)
{
    const int savedErrno = errno;
    if (CallWatch *watch = t_running) {
        const unsigned serial = watch->m_serial.load(std::memory_order_relaxed);
        if ((serial & 1) && watch->m_wanted.load(std::memory_order_relaxed) == serial)
            watch->m_overrun(watch->m_context);
    }
    errno = savedErrno;
}

} // namespace tw
