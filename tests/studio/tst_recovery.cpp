// Unsaved editor text survives a crash: the recovery file is written a moment after an
// edit and removed by a save or a clean end; a window opening a folder whose recovery a
// crashed studio left offers it (the real question, or a decision given by the test) and
// restores the text as unsaved edits. The Tile Set dock's loads of unsaved text come
// after the text is in the recovery. Two studios on one folder each keep their own.
#include "editor/codeeditor.h"
#include "editor/editorrecovery.h"
#include "editor/editortabs.h"
#include "editor/recoveryfile.h"
#include "editor/recoveryslot.h"
#include "mainwindow/editoractions.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/tilesetactions.h"
#include "tileset/tilesetdock.h"
#include "tileset/tilesettable.h"

#include "studiofiles.h"

#include <QAbstractButton>
#include <QApplication>
#include <QMessageBox>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace tw;

namespace {
const QString kScript = QStringLiteral("flow.lua");
const QString kEdit = QStringLiteral("-- an edit only the recovery keeps\n");
} // namespace

class TstRecovery : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void anEditIsWrittenAfterTheIntervalAndRemovedBySaving();
    void nothingIsWrittenWhenNothingChangedSinceTheLastWrite();
    void aCleanEndRemovesTheRecovery();
    void aNewWindowRestoresTheTextAsUnsavedEdits();
    void discardRemovesTheRecoveryAndKeepsTheSavedText();
    void aFileGoneFromDiskIsRestoredIntoATabOfItsOwn();
    void theQuestionListsTheFilesAndSaysWhenTheDiskChanged();
    void theTileSetLoadsUnsavedTextOnlyAfterItIsInTheRecovery();
    void twoStudiosOnOneFolderKeepTheirOwnRecoveries();

private:
    std::unique_ptr<MainWindow> openWindow();
    CodeEditor *editor(MainWindow *window, const QString &file) const
    {
        return window->editorActions()->tabs()->editorFor(file);
    }
    QString recoveryPath() const { return recovery::pathFor(m_folder); }

    QTemporaryDir m_dir;
    QString m_folder;
    std::unique_ptr<MainWindow> m_window;
};

void TstRecovery::initTestCase()
{
    QVERIFY(m_dir.isValid());
    isolateSettings(m_dir.path());
}

void TstRecovery::init()
{
    m_folder = m_dir.filePath(QLatin1String(QTest::currentTestFunction()));
    QVERIFY(copyShippedRuleset(QStringLiteral("discovery"), m_folder));
    recovery::remove(m_folder);
}

void TstRecovery::cleanup()
{
    m_window.reset();
    EditorRecovery::setDecision({});
    recovery::remove(m_folder);
}

std::unique_ptr<MainWindow> TstRecovery::openWindow()
{
    StartOptions options;
    options.ruleset = m_folder;
    options.players = 2;
    options.seats = {QStringLiteral("human"), QStringLiteral("human")};
    options.seed = 5;
    options.journalPath = m_dir.filePath(QStringLiteral("journal.sqlite"));
    options.botDelay = 0;
    options.restoreLayout = false;
    auto window = std::make_unique<MainWindow>(options);
    window->show();
    return window;
}

void TstRecovery::anEditIsWrittenAfterTheIntervalAndRemovedBySaving()
{
    m_window = openWindow();
    m_window->editorActions()->recovery()->setInterval(500);
    CodeEditor *ed = editor(m_window.get(), kScript);
    QVERIFY(ed);
    const QString saved = ed->text();
    ed->setText(kEdit + saved);
    QVERIFY(!QFile::exists(recoveryPath()));
    QTest::qWait(200);
    QVERIFY(!QFile::exists(recoveryPath())); // not before the interval
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(recoveryPath()), 3000);

    QVERIFY(recoveryPath().startsWith(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
                                      + QStringLiteral("/recovery/")));
    QVERIFY(!recoveryPath().startsWith(m_folder));
    const QList<RecoveredFile> files = recovery::read(m_folder);
    QCOMPARE(files.size(), 1);
    QCOMPARE(files[0].path, ed->filePath());
    QCOMPARE(files[0].text, kEdit + saved);
    QCOMPARE(files[0].diskHash, recovery::fileHash(ed->filePath()));
    QVERIFY(qAbs(files[0].edited.secsTo(QDateTime::currentDateTimeUtc())) < 60);

    QVERIFY(m_window->editorActions()->saveFile(kScript));
    QVERIFY(!QFile::exists(recoveryPath()));
    QCOMPARE(readAll(ed->filePath()), kEdit + saved);
}

void TstRecovery::nothingIsWrittenWhenNothingChangedSinceTheLastWrite()
{
    m_window = openWindow();
    m_window->editorActions()->recovery()->setInterval(100);
    CodeEditor *ed = editor(m_window.get(), kScript);
    ed->setText(kEdit + ed->text());
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(recoveryPath()), 3000);
    QVERIFY(QFile::remove(recoveryPath()));
    QTest::qWait(500);
    QVERIFY(!QFile::exists(recoveryPath()));
    ed->insertAt(QStringLiteral("-- more\n"), 0, 0);
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(recoveryPath()), 3000);
    QVERIFY(recovery::read(m_folder).value(0).text.startsWith(QStringLiteral("-- more\n") + kEdit));
    // Undoing back to the saved text leaves nothing to recover.
    while (ed->isModified())
        ed->undo();
    QTRY_VERIFY_WITH_TIMEOUT(!QFile::exists(recoveryPath()), 3000);
}

void TstRecovery::aCleanEndRemovesTheRecovery()
{
    m_window = openWindow();
    CodeEditor *ed = editor(m_window.get(), kScript);
    ed->setText(kEdit + ed->text());
    m_window->editorActions()->flushRecovery();
    QVERIFY(QFile::exists(recoveryPath()));
    m_window.reset();
    QVERIFY(!QFile::exists(recoveryPath()));
}

void TstRecovery::aNewWindowRestoresTheTextAsUnsavedEdits()
{
    m_window = openWindow();
    CodeEditor *ed = editor(m_window.get(), kScript);
    const QString saved = ed->text();
    ed->setText(kEdit + saved);
    m_window->editorActions()->flushRecovery();
    QFile file(recoveryPath());
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray leftByACrash = file.readAll();
    file.close();
    m_window.reset();
    QVERIFY(writeAll(recoveryPath(), QString::fromUtf8(leftByACrash)));

    QStringList offered;
    EditorRecovery::setDecision([&](QWidget *, const QString &folder, const QList<RecoveredFile> &files) {
        offered << folder;
        for (const RecoveredFile &f : files)
            offered << QFileInfo(f.path).fileName();
        return true;
    });
    m_window = openWindow();
    QCOMPARE(offered, (QStringList{m_folder, kScript}));
    ed = editor(m_window.get(), kScript);
    QCOMPARE(ed->text(), kEdit + saved);
    QVERIFY(ed->isModified());
    QVERIFY(m_window->editorActions()->tabs()->hasUnsavedChanges());
    QCOMPARE(readAll(ed->filePath()), saved); // restored, not saved
    QVERIFY(m_window->editorActions()->rulesDock()->isVisible());
    QVERIFY(QFile::exists(recoveryPath())); // still unsaved, still kept
    ed->undo();
    QCOMPARE(ed->text(), saved);
}

void TstRecovery::discardRemovesTheRecoveryAndKeepsTheSavedText()
{
    const QString path = m_folder + QLatin1Char('/') + kScript;
    const QString saved = readAll(path);
    QVERIFY(recovery::write(
        m_folder, {RecoveredFile{path, kEdit + saved, QDateTime::currentDateTimeUtc(), recovery::fileHash(path)}}));
    int asked = 0;
    EditorRecovery::setDecision([&](QWidget *, const QString &, const QList<RecoveredFile> &) {
        ++asked;
        return false;
    });
    m_window = openWindow();
    QCOMPARE(asked, 1);
    QCOMPARE(editor(m_window.get(), kScript)->text(), saved);
    QVERIFY(!editor(m_window.get(), kScript)->isModified());
    QVERIFY(!QFile::exists(recoveryPath()));
}

void TstRecovery::aFileGoneFromDiskIsRestoredIntoATabOfItsOwn()
{
    const QString notes = m_folder + QStringLiteral("/notes.lua");
    const QString text = QStringLiteral("-- notes kept only in the recovery\n");
    QVERIFY(recovery::write(m_folder,
                            {RecoveredFile{notes, text, QDateTime::currentDateTimeUtc(),
                                           QByteArray::fromHex("0123456789abcdef0123456789abcdef01234567")}}));
    QVERIFY(!QFile::exists(notes));
    QList<RecoveredFile> offered;
    EditorRecovery::setDecision([&](QWidget *, const QString &, const QList<RecoveredFile> &files) {
        offered = files;
        return true;
    });
    m_window = openWindow();
    QCOMPARE(offered.size(), 1);
    QVERIFY(recovery::changedOnDisk(offered[0])); // deleted since the edit began
    CodeEditor *ed = editor(m_window.get(), QStringLiteral("notes.lua"));
    QVERIFY(ed);
    QCOMPARE(ed->text(), text);
    QVERIFY(ed->isModified());
    QVERIFY(!QFile::exists(notes));
    QVERIFY(m_window->editorActions()->saveFile(QStringLiteral("notes.lua")));
    QCOMPARE(readAll(notes), text);
    QVERIFY(!QFile::exists(recoveryPath()));
}

void TstRecovery::theQuestionListsTheFilesAndSaysWhenTheDiskChanged()
{
    const QString script = m_folder + QLatin1Char('/') + kScript;
    const QString yaml = m_folder + QStringLiteral("/ruleset.yaml");
    const QString savedScript = readAll(script);
    const QString savedYaml = readAll(yaml);
    const QDateTime edited = QDateTime::currentDateTimeUtc().addSecs(-90);
    QVERIFY(recovery::write(
        m_folder,
        {RecoveredFile{script, kEdit + savedScript, edited, recovery::fileHash(script)},
         RecoveredFile{yaml, savedYaml + QStringLiteral("# edited\n"), edited, recovery::fileHash(yaml)}}));
    QVERIFY(writeAll(script, savedScript + QStringLiteral("-- changed by another program\n")));

    QString question;
    auto *clicker = new QTimer(this);
    connect(clicker, &QTimer::timeout, this, [&] {
        for (QWidget *w : QApplication::topLevelWidgets()) {
            auto *box = qobject_cast<QMessageBox *>(w);
            if (!box || box->objectName() != QStringLiteral("RestoreEditsBox") || !box->isVisible())
                continue;
            question = box->text();
            for (QAbstractButton *button : box->buttons()) {
                if (button->text() == QStringLiteral("Restore"))
                    button->click();
            }
        }
    });
    clicker->start(20);
    m_window = openWindow();
    clicker->stop();
    delete clicker;

    const QStringList lines = question.split(QLatin1Char('\n'));
    const auto lineOf = [&](const QString &name) {
        for (const QString &line : lines) {
            if (line.startsWith(name + QLatin1Char(',')))
                return line;
        }
        return QString();
    };
    QVERIFY2(lineOf(kScript).contains(QStringLiteral("changed since the edit began")), qPrintable(question));
    QVERIFY2(!lineOf(QStringLiteral("ruleset.yaml")).isEmpty(), qPrintable(question));
    QVERIFY2(!lineOf(QStringLiteral("ruleset.yaml")).contains(QStringLiteral("changed")), qPrintable(question));
    QVERIFY2(lineOf(kScript).contains(QLocale().toString(edited.toLocalTime(), QLocale::ShortFormat)), qPrintable(question));
    QCOMPARE(editor(m_window.get(), kScript)->text(), kEdit + savedScript);
    QCOMPARE(editor(m_window.get(), QStringLiteral("ruleset.yaml"))->text(), savedYaml + QStringLiteral("# edited\n"));
    // The restored edit still knows it began before the outside change.
    m_window->editorActions()->flushRecovery();
    const QList<RecoveredFile> kept = recovery::read(m_folder);
    QCOMPARE(kept.size(), 2);
    for (const RecoveredFile &f : kept)
        QCOMPARE(recovery::changedOnDisk(f), f.path == script);
}

void TstRecovery::theTileSetLoadsUnsavedTextOnlyAfterItIsInTheRecovery()
{
    m_window = openWindow();
    m_window->editorActions()->recovery()->setInterval(3600 * 1000);
    TileSetDock *dock = m_window->tileSetActions()->dock();
    dock->show();
    QSpinBox *count = dock->table()->countBox(dock->table()->rowOf(QStringLiteral("high_mountains")));
    QVERIFY(count);
    count->setValue(count->value() + 3);
    CodeEditor *yaml = editor(m_window.get(), QStringLiteral("ruleset.yaml"));
    QVERIFY(yaml->isModified());
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(recoveryPath()), 3000);
    const QList<RecoveredFile> files = recovery::read(m_folder);
    QCOMPARE(files.size(), 1);
    QCOMPARE(files[0].text, yaml->text());
}

void TstRecovery::twoStudiosOnOneFolderKeepTheirOwnRecoveries()
{
    int asked = 0;
    EditorRecovery::setDecision([&](QWidget *, const QString &, const QList<RecoveredFile> &) {
        ++asked;
        return true;
    });
    // The first studio's unsaved edit, in slot 0.
    m_window = openWindow();
    m_window->editorActions()->recovery()->setInterval(50);
    CodeEditor *first = editor(m_window.get(), kScript);
    const QString saved = first->text();
    first->setText(kEdit + saved);
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(recovery::pathFor(m_folder, 0)), 3000);

    // A second studio on the same folder: the first's live edit is not offered to it, and
    // its own edit goes to slot 1 without touching slot 0.
    auto second = openWindow();
    QCOMPARE(asked, 0);
    QCOMPARE(editor(second.get(), kScript)->text(), saved);
    second->editorActions()->recovery()->setInterval(50);
    const QString secondEdit = QStringLiteral("-- the second studio's edit\n");
    editor(second.get(), kScript)->setText(secondEdit + saved);
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(recovery::pathFor(m_folder, 1)), 3000);
    QCOMPARE(recovery::read(m_folder, 0).value(0).text, kEdit + saved);
    QCOMPARE(recovery::read(m_folder, 1).value(0).text, secondEdit + saved);
    {
        RecoverySlot taken(m_folder, 1); // held by the running second studio
        QVERIFY(!taken.isValid());
    }

    // The second ends cleanly: its recovery goes, the first's stays.
    second.reset();
    QVERIFY(!QFile::exists(recovery::pathFor(m_folder, 1)));
    QCOMPARE(recovery::read(m_folder, 0).value(0).text, kEdit + saved);

    // A studio that died left slot 3 (no lock held): the next studio on the folder offers
    // it, though the first studio still holds slot 0, and takes the text over.
    const QString path = m_folder + QLatin1Char('/') + kScript;
    const QString died = QStringLiteral("-- a studio that died\n");
    QVERIFY(recovery::write(m_folder,
                            {RecoveredFile{path, died + saved, QDateTime::currentDateTimeUtc(), recovery::fileHash(path)}},
                            nullptr, 3));
    auto third = openWindow();
    QCOMPARE(asked, 1);
    QCOMPARE(editor(third.get(), kScript)->text(), died + saved);
    QVERIFY(editor(third.get(), kScript)->isModified());
    QVERIFY(!QFile::exists(recovery::pathFor(m_folder, 3)));
    QCOMPARE(recovery::read(m_folder, 1).value(0).text, died + saved); // the third's own slot now
    QCOMPARE(recovery::read(m_folder, 0).value(0).text, kEdit + saved);
    third.reset();
    QVERIFY(!QFile::exists(recovery::pathFor(m_folder, 1)));
}

QTEST_MAIN(TstRecovery)
#include "tst_recovery.moc"
