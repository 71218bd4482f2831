// Ending a studio process loses no edit: a studio (recovery_helper) edits flow.lua without
// saving and is killed with SIGKILL, or told to end with SIGTERM, once its recovery file
// is written; the next studio on the same folder asks the real restore question and puts
// the text back as an unsaved edit. SIGTERM also ends the game's journal session.
#include "studiofiles.h"

#include "journal.h"

#include <QDeadlineTimer>
#include <QDirIterator>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <signal.h>
#include <sys/types.h>

using namespace tw;

class TstRecoveryKill : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void aKilledStudiosEditIsOfferedAndRestored();
    void aTerminatedStudioKeepsItsEditAndAbandonsItsSession();

private:
    QStringList recoveryFiles() const;
    QProcessEnvironment environment() const;
    QStringList helperArguments() const;
    // Starts a studio that edits flow.lua and returns once its recovery file is written.
    void startEditing(QProcess &studio);
    // Runs the next studio on the folder and checks that it restores the edit.
    void expectTheEditRestored();

    QTemporaryDir m_dir;
    QString m_saved; // flow.lua as shipped
};

QProcessEnvironment TstRecoveryKill::environment() const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
    return env;
}

QStringList TstRecoveryKill::recoveryFiles() const
{
    QStringList files;
    QDirIterator it(m_dir.filePath(QStringLiteral("data")), {QStringLiteral("*.json")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    return files;
}

void TstRecoveryKill::init()
{
    QVERIFY(m_dir.isValid());
    const QString folder = m_dir.filePath(QStringLiteral("discovery"));
    QDir(folder).removeRecursively();
    QDir(m_dir.filePath(QStringLiteral("data"))).removeRecursively();
    QFile::remove(m_dir.filePath(QStringLiteral("journal.sqlite")));
    QVERIFY(copyShippedRuleset(QStringLiteral("discovery"), folder));
    m_saved = readAll(folder + QStringLiteral("/flow.lua"));
    QVERIFY(!m_saved.isEmpty());
}

QStringList TstRecoveryKill::helperArguments() const
{
    return {m_dir.filePath(QStringLiteral("discovery")), m_dir.filePath(QStringLiteral("journal.sqlite"))};
}

void TstRecoveryKill::startEditing(QProcess &studio)
{
    studio.setProcessEnvironment(environment());
    studio.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    studio.start(QStringLiteral(TW_RECOVERY_HELPER), QStringList{QStringLiteral("edit")} + helperArguments());
    QVERIFY(studio.waitForStarted());
    QByteArray out;
    QDeadlineTimer deadline(60000);
    while (!out.contains("written\n") && !deadline.hasExpired() && studio.state() == QProcess::Running) {
        studio.waitForReadyRead(200);
        out += studio.readAllStandardOutput();
    }
    QVERIFY2(out.contains("written\n"), out.constData());
}

void TstRecoveryKill::expectTheEditRestored()
{
    const QString folder = m_dir.filePath(QStringLiteral("discovery"));
    const QStringList left = recoveryFiles();
    QCOMPARE(left.size(), 1);
    QVERIFY(left[0].contains(QStringLiteral("/Tilewright/recovery/")));
    QVERIFY(!left[0].startsWith(folder));
    const QString script = folder + QStringLiteral("/flow.lua");
    QCOMPARE(readAll(script), m_saved); // the edit was never saved

    QProcess next;
    next.setProcessEnvironment(environment());
    next.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    next.start(QStringLiteral(TW_RECOVERY_HELPER), QStringList{QStringLiteral("restore")} + helperArguments());
    QVERIFY(next.waitForFinished(60000));
    QCOMPARE(next.exitStatus(), QProcess::NormalExit);
    QCOMPARE(next.exitCode(), 0);
    const QString report = QString::fromUtf8(next.readAllStandardOutput());
    QVERIFY2(report.contains(QStringLiteral("question: ")) && report.contains(QStringLiteral("|flow.lua, edited ")),
             qPrintable(report));
    QVERIFY2(!report.contains(QStringLiteral("changed since the edit began")), qPrintable(report));
    QVERIFY2(report.contains(QStringLiteral("modified: 1\n")), qPrintable(report));
    QVERIFY2(report.contains(QStringLiteral("first: -- an edit only the recovery keeps\n")), qPrintable(report));
    QCOMPARE(readAll(script), m_saved);
}

void TstRecoveryKill::aKilledStudiosEditIsOfferedAndRestored()
{
    QProcess studio;
    startEditing(studio);
    QCOMPARE(::kill(pid_t(studio.processId()), SIGKILL), 0);
    QVERIFY(studio.waitForFinished(10000));
    QCOMPARE(studio.exitStatus(), QProcess::CrashExit);
    expectTheEditRestored();
}

void TstRecoveryKill::aTerminatedStudioKeepsItsEditAndAbandonsItsSession()
{
    QProcess studio;
    startEditing(studio);
    QCOMPARE(::kill(pid_t(studio.processId()), SIGTERM), 0);
    QVERIFY(studio.waitForFinished(10000));
    QCOMPARE(studio.exitStatus(), QProcess::NormalExit);
    QCOMPARE(studio.exitCode(), 0);

    Journal journal;
    journal.open(m_dir.filePath(QStringLiteral("journal.sqlite")), Journal::Access::ReadOnly);
    const std::vector<JournalSession> sessions = journal.sessions();
    QCOMPARE(sessions.size(), std::size_t(1));
    QVERIFY(!sessions[0].finished);
    QVERIFY(sessions[0].abandoned);
    expectTheEditRestored();
}

QTEST_MAIN(TstRecoveryKill)
#include "tst_recoverykill.moc"
