// The window's default layout at 1280x800, in English and German: the board keeps at least
// half the window with the default docks, and stays usable (the turn banner whole) with the
// Rules and Tile Set docks open; Alt+4 and Alt+5 bring their dock to the front.
#include "mainwindow/editoractions.h"
#include "mainwindow/language.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/tilesetactions.h"
#include "play/turnbanner.h"
#include "tileset/tilesetdock.h"

#include "boardview.h"
#include "gamedocument.h"
#include "studiofiles.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

using namespace tw;

class TstLayout : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void theBoardKeepsHalfTheWindow_data();
    void theBoardKeepsHalfTheWindow();

private:
    QTemporaryDir m_dir;
};

void TstLayout::initTestCase()
{
    QVERIFY(m_dir.isValid());
    isolateSettings(m_dir.path());
}

void TstLayout::theBoardKeepsHalfTheWindow_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << QStringLiteral("en");
    QTest::newRow("German") << QStringLiteral("de");
}

void TstLayout::theBoardKeepsHalfTheWindow()
{
    QFETCH(QString, language);
    QVERIFY(installTranslations(language));
    StartOptions options;
    options.ruleset = QStringLiteral(TILEWRIGHT_SOURCE_DIR "/rulesets/discovery");
    options.seats = {QStringLiteral("human"), QStringLiteral("greedy")};
    options.journalPath = m_dir.filePath(QStringLiteral("journal.sqlite"));
    options.botDelay = 0;
    options.restoreLayout = false;
    MainWindow window(options);
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_VERIFY(window.document()->waitsForHuman());
    QTest::qWait(50);
    const int half = window.width() / 2;
    QVERIFY2(window.boardView()->width() >= half, qPrintable(QString::number(window.boardView()->width())));

    // The Rules dock, then the Tile Set dock tabbed with it: each comes to the front.
    QAction *rules = window.editorActions()->showRulesAction();
    QAction *tileSet = window.tileSetActions()->showDockAction();
    QCOMPARE(rules->shortcut(), QKeySequence(Qt::ALT | Qt::Key_4));
    QCOMPARE(tileSet->shortcut(), QKeySequence(Qt::ALT | Qt::Key_5));
    rules->trigger();
    QTRY_VERIFY(window.editorActions()->rulesDock()->isVisible());
    tileSet->trigger();
    QTRY_VERIFY(window.tileSetActions()->dock()->isVisible());
    QTRY_VERIFY(window.editorActions()->rulesDock()->visibleRegion().isEmpty()); // behind the Tile Set tab
    rules->trigger(); // behind a tab: to the front, not closed
    QTRY_VERIFY(!window.editorActions()->rulesDock()->visibleRegion().isEmpty());
    QVERIFY(window.tileSetActions()->dock()->visibleRegion().isEmpty());
    QVERIFY(rules->isChecked());
    tileSet->trigger();
    QTRY_VERIFY(!window.tileSetActions()->dock()->visibleRegion().isEmpty());
    QTest::qWait(50);

    // The board stays usable and the banner's title is not cut.
    QVERIFY2(window.boardView()->width() >= 480, qPrintable(QString::number(window.boardView()->width())));
    QLabel *title = window.banner()->findChild<QLabel *>(QStringLiteral("BannerTitle"));
    QVERIFY(title);
    QVERIFY2(title->width() >= title->sizeHint().width(),
             qPrintable(QStringLiteral("%1 < %2").arg(title->width()).arg(title->sizeHint().width())));

    // The Tile Set's parameters show several rows, not one and a half.
    auto *parameters = window.tileSetActions()->dock()->findChild<QWidget *>(QStringLiteral("TileSetParameters"));
    QVERIFY(parameters);
    QVERIFY2(parameters->height() >= 3 * QSpinBox().sizeHint().height(), qPrintable(QString::number(parameters->height())));

    // Wide docks in a narrower window: the docks give way, the board keeps its width.
    window.resizeDocks({window.tileSetActions()->dock()}, {600}, Qt::Horizontal);
    window.resize(1100, 800);
    QTest::qWait(50);
    QTRY_VERIFY2(window.boardView()->width() >= 460, qPrintable(QString::number(window.boardView()->width())));

    // Its front dock closes with its own shortcut.
    tileSet->trigger();
    QTRY_VERIFY(window.tileSetActions()->dock()->isHidden());
    QVERIFY(!tileSet->isChecked());
}

QTEST_MAIN(TstLayout)
#include "tst_layout.moc"
