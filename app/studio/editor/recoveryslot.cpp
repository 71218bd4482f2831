#include "recoveryslot.h"

#include "recoveryfile.h"

#include <QDir>
#include <QFileInfo>
#include <QLockFile>

namespace tw {

RecoverySlot::RecoverySlot(const QString &folder)
    : m_folder(folder)
{
    for (int slot = 0; slot < recovery::kSlots && !take(slot); ++slot) {}
}

RecoverySlot::RecoverySlot(const QString &folder, int slot)
    : m_folder(folder)
{
    take(slot);
}

RecoverySlot::~RecoverySlot() = default;

bool RecoverySlot::take(int slot)
{
    const QString path = recovery::pathFor(m_folder, slot) + QStringLiteral(".lock");
    QDir().mkpath(QFileInfo(path).absolutePath());
    auto lock = std::make_unique<QLockFile>(path);
    lock->setStaleLockTime(0); // held as long as the studio runs: only a dead process frees it
    if (!lock->tryLock(0))
        return false;
    m_lock = std::move(lock);
    m_slot = slot;
    return true;
}

} // namespace tw
