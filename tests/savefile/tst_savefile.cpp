// commitWhole() replaces a file only with all of its new text: on a disk that fills up
// mid-way the old file stays, no part of the new one is left, and the error is said.
#include "savefile.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <sys/resource.h>

using namespace tw;

namespace {

// Files written while it lives can be no larger than `bytes` (a write past that fails as on a
// full disk); the limit before it is restored after.
class SmallDisk
{
public:
    explicit SmallDisk(rlim_t bytes)
    {
        getrlimit(RLIMIT_FSIZE, &m_before);
        m_handler = std::signal(SIGXFSZ, SIG_IGN); // a write past the limit fails (EFBIG), no signal
        rlimit small = m_before;
        small.rlim_cur = bytes;
        setrlimit(RLIMIT_FSIZE, &small);
    }
    ~SmallDisk()
    {
        setrlimit(RLIMIT_FSIZE, &m_before);
        std::signal(SIGXFSZ, m_handler);
    }

private:
    rlimit m_before{};
    void (*m_handler)(int) = nullptr;
};

QByteArray contentsOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool save(const QString &path, const QByteArray &data, QString *error)
{
    QSaveFile file(path);
    const bool saved = file.open(QIODevice::WriteOnly) && file.write(data) == data.size() && commitWhole(file);
    *error = file.errorString();
    return saved;
}

} // namespace

class TstSaveFile : public QObject
{
    Q_OBJECT

private slots:
    void aFileThatFitsIsWritten();
    void aFileTheDiskCannotHoldLeavesTheOldOne();
};

void TstSaveFile::aFileThatFitsIsWritten()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("rules.yaml"));
    QString error;
    QVERIFY(save(path, QByteArray(100, 'a'), &error));
    QCOMPARE(contentsOf(path), QByteArray(100, 'a'));
    SmallDisk disk(4096);
    QVERIFY(save(path, QByteArray(4000, 'b'), &error));
    QCOMPARE(contentsOf(path), QByteArray(4000, 'b'));
}

void TstSaveFile::aFileTheDiskCannotHoldLeavesTheOldOne()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("rules.yaml"));
    QString error;
    QVERIFY(save(path, QByteArrayLiteral("id: old\n"), &error));
    {
        SmallDisk disk(1024);
        // One write, buffered until the commit: the write that fails is the commit's own.
        QVERIFY(!save(path, QByteArray(6000, 'n'), &error));
    }
    QCOMPARE(error, QStringLiteral("File too large"));
    QCOMPARE(contentsOf(path), QByteArrayLiteral("id: old\n"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("rules.yaml")});

    // A new file that does not fit is not made at all.
    const QString fresh = dir.filePath(QStringLiteral("new.yaml"));
    {
        SmallDisk disk(1024);
        QVERIFY(!save(fresh, QByteArray(6000, 'n'), &error));
    }
    QVERIFY(!QFile::exists(fresh));
}

QTEST_GUILESS_MAIN(TstSaveFile)
#include "tst_savefile.moc"
