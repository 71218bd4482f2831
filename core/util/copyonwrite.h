#pragma once

#include <atomic>
#include <memory>
#include <utility>

namespace tw {

// A value shared between copies until one of them is written. Copying a CopyOnWrite
// copies a pointer; read() never copies the value; write() first clones it when another
// CopyOnWrite still shares it, so writing through one copy never changes another. The
// shared value is never written, so copies may be read from several threads at once (a
// single CopyOnWrite is as thread-safe as the value it holds).
template<typename T>
class CopyOnWrite
{
public:
    CopyOnWrite()
        : m_value(std::make_shared<T>())
    {}
    explicit CopyOnWrite(T value)
        : m_value(std::make_shared<T>(std::move(value)))
    {}

    // As assignment, but the value this held, when nothing else holds it, is kept as the
    // thread's spare: the next clone a write() on this thread makes is assigned into the
    // spare, reusing its buffers, instead of allocating a new value. Look-ahead states
    // that are assigned and written again and again then clone without allocating.
    void share(const CopyOnWrite &from)
    {
        if (m_value == from.m_value)
            return;
        std::shared_ptr<T> old = std::exchange(m_value, from.m_value);
        if (old.use_count() == 1) {
            std::atomic_thread_fence(std::memory_order_acquire); // as in write()
            spare() = std::move(old);
        }
    }

    const T &read() const { return *m_value; }
    const T &operator*() const { return *m_value; }
    const T *operator->() const { return m_value.get(); }

    // The value, to change: cloned first if shared.
    T &write()
    {
        if (m_value.use_count() > 1) {
            if (std::shared_ptr<T> reused = std::move(spare())) {
                *reused = std::as_const(*m_value);
                m_value = std::move(reused);
            } else {
                m_value = std::make_shared<T>(std::as_const(*m_value));
            }
        } else // the last other holder, on another thread, is done reading before we write
            std::atomic_thread_fence(std::memory_order_acquire);
        return *m_value;
    }

    // Whether this and `other` hold the very same value object (for tests).
    bool sharesWith(const CopyOnWrite &other) const { return m_value == other.m_value; }

    // Equal when the values are (the same object is equal to itself without a look).
    friend bool operator==(const CopyOnWrite &a, const CopyOnWrite &b)
    {
        return a.m_value == b.m_value || *a.m_value == *b.m_value;
    }

private:
    // A value nothing else holds, kept by share() for write() to reuse; one per thread.
    static std::shared_ptr<T> &spare()
    {
        thread_local std::shared_ptr<T> value;
        return value;
    }

    std::shared_ptr<T> m_value; // never null
};

} // namespace tw
