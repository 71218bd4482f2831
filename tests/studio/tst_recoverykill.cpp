// kill -9 loses no edit: a studio process (recovery_helper) edits flow.lua without saving
// and is killed with SIGKILL once its recovery file is written; the next studio on the
// same folder asks the real restore question and puts the text back as an unsaved edit.
#include "studiofiles.h"

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
    void aKilledStudiosEditIsOfferedAndRestored();

private:
    QStringList recoveryFiles() const;
    QProcessEnvironment environment() const;

    QTemporaryDir m_dir;
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

void TstRecoveryKill::aKilledStudiosEditIsOfferedAndRestored()
{
    QVERIFY(m_dir.isValid());
    const QString folder = m_dir.filePath(QStringLiteral("discovery"));
    QVERIFY(copyShippedRuleset(QStringLiteral("discovery"), folder));
    const QString script = folder + QStringLiteral("/flow.lua");
    const QString saved = readAll(script);
    QVERIFY(!saved.isEmpty());
    const QStringList args{folder, m_dir.filePath(QStringLiteral("journal.sqlite"))};

    QProcess studio;
    studio.setProcessEnvironment(environment());
    studio.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    studio.start(QStringLiteral(TW_RECOVERY_HELPER), QStringList{QStringLiteral("edit")} + args);
    QVERIFY(studio.waitForStarted());
    QByteArray out;
    QDeadlineTimer deadline(60000);
    while (!out.contains("written\n") && !deadline.hasExpired() && studio.state() == QProcess::Running) {
        studio.waitForReadyRead(200);
        out += studio.readAllStandardOutput();
    }
    QVERIFY2(out.contains("written\n"), out.constData());
    QCOMPARE(::kill(pid_t(studio.processId()), SIGKILL), 0);
    QVERIFY(studio.waitForFinished(10000));
    QCOMPARE(studio.exitStatus(), QProcess::CrashExit);

    const QStringList left = recoveryFiles();
    QCOMPARE(left.size(), 1);
    QVERIFY(left[0].contains(QStringLiteral("/Tilewright/recovery/")));
    QVERIFY(!left[0].startsWith(folder));
    QCOMPARE(readAll(script), saved); // the edit was never saved

    QProcess next;
    next.setProcessEnvironment(environment());
    next.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    next.start(QStringLiteral(TW_RECOVERY_HELPER), QStringList{QStringLiteral("restore")} + args);
    QVERIFY(next.waitForFinished(60000));
    QCOMPARE(next.exitStatus(), QProcess::NormalExit);
    QCOMPARE(next.exitCode(), 0);
    const QString report = QString::fromUtf8(next.readAllStandardOutput());
    QVERIFY2(report.contains(QStringLiteral("question: ")) && report.contains(QStringLiteral("|flow.lua, edited ")),
             qPrintable(report));
    QVERIFY2(!report.contains(QStringLiteral("changed since the edit began")), qPrintable(report));
    QVERIFY2(report.contains(QStringLiteral("modified: 1\n")), qPrintable(report));
    QVERIFY2(report.contains(QStringLiteral("first: -- an edit only the recovery keeps\n")), qPrintable(report));
    QCOMPARE(readAll(script), saved);
}

QTEST_MAIN(TstRecoveryKill)
#include "tst_recoverykill.moc"
