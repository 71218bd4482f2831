#pragma once

#include <QString>

#include <memory>

class QLockFile;

namespace tw {

// A studio's hold on one recovery slot of a folder (see recoveryfile.h): a lock file that
// other studios see as taken while this studio runs and as free once it has exited or
// died (QLockFile notices a lock whose process is gone). Released when destroyed.
class RecoverySlot
{
public:
    // Takes the first free slot of `folder`; invalid when every slot is taken.
    explicit RecoverySlot(const QString &folder);
    // Takes slot `slot` of `folder` if it is free; invalid when it is taken.
    RecoverySlot(const QString &folder, int slot);
    ~RecoverySlot();
    RecoverySlot(const RecoverySlot &) = delete;
    RecoverySlot &operator=(const RecoverySlot &) = delete;

    bool isValid() const { return m_slot >= 0; }
    const QString &folder() const { return m_folder; }
    int slot() const { return m_slot; }

private:
    bool take(int slot);

    QString m_folder;
    int m_slot = -1;
    std::unique_ptr<QLockFile> m_lock;
};

} // namespace tw
