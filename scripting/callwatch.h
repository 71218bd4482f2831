#pragma once

#include <atomic>

namespace tw {

// Lets a long-running call be interrupted on its own thread without slowing short calls.
//
// One shared watch thread looks at every CallWatch. Once the same call has been seen
// running begin() ... end() for at least kOverrunMillis, the watch thread sends the thread
// that runs it a signal, and the signal handler calls the overrun callback there, inside
// the call, as lua.c does for Ctrl-C. It does so again at every later tick (every
// kOverrunMillis) while the same call runs, so a callback can act on how long the call has
// run. The callback is never called outside begin() ... end(), and must do only what a
// signal handler may do (lua_sethook and clock_gettime are). Between ticks the watch thread
// sleeps: 10 ms while calls are being made, up to kIdleMillis when none have been for a
// while, so a call is first interrupted after at least kOverrunMillis and typically well
// under kIdleMillis + 20 ms.
//
// The process gives up one real-time signal for this (the first free one from SIGRTMIN + 4,
// handled with SA_RESTART); a thread that runs calls gets it unblocked at its first begin().
// Linux only (tgkill, gettid).
//
// begin() and end() cost a few stores (no lock, and no system call after a thread's first
// begin()), so they can bracket every call. Each CallWatch is used by one thread at a time; nested watches on one thread work,
// but only the innermost one running can be interrupted.
class CallWatch
{
public:
    static constexpr int kOverrunMillis = 10;
    static constexpr int kIdleMillis = 160;

    using Callback = void (*)(void *context);

    // Registers with the watch thread, which starts with the first CallWatch.
    CallWatch(Callback overrun, void *context);
    // Unregisters; the callback is not called after this returns. Not during a call.
    ~CallWatch();

    CallWatch(const CallWatch &) = delete;
    CallWatch &operator=(const CallWatch &) = delete;

    // False when the watch thread or its signal could not be set up (every real-time
    // signal taken, say): the callback is then never called, and callers must bound their
    // calls some other way.
    static bool available();

    void begin();
    void end();

private:
    friend class CallWatchThread;
    static void onSignal(int);

    Callback m_overrun;
    void *m_context;
    CallWatch *m_outer = nullptr;      // the watch running on this thread before begin()
    std::atomic<unsigned> m_serial{0}; // odd while a call runs; +1 at begin() and end()
    std::atomic<int> m_thread{0};      // kernel id of the thread in the call
    std::atomic<unsigned> m_wanted{0}; // the serial the watch thread asked to interrupt
    unsigned m_seen = 0;               // the serial seen at the last tick (watch thread only)
};

} // namespace tw
