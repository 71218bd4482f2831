// The Tile Set dock on a copy of Discovery, offscreen: counts and parameter defaults edited
// in the view are written into ruleset.yaml in place (comments kept) as undoable edits;
// Save and Apply re-scores the running game; What Changed compares bot games before and
// after an edit with the bots chosen and keeps its result once the edit is saved; text that
// does not load is shown, not applied.
#include "balance/balancewindow.h"
#include "balance/botspecbox.h"
#include "dialogs/parameterform.h"
#include "editor/codeeditor.h"
#include "editor/editortabs.h"
#include "mainwindow/editoractions.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/rulesetactions.h"
#include "mainwindow/tilesetactions.h"
#include "play/playsession.h"
#include "tileset/tilesetdock.h"
#include "tileset/tilesettable.h"
#include "tileset/whatchangedpanel.h"

#include "gamedocument.h"
#include "studiofiles.h"

#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace tw;

namespace {

// The 1-based lines where `a` and `b` differ (both split at newlines).
QList<int> changedLines(const QString &a, const QString &b)
{
    const QStringList x = a.split(QLatin1Char('\n'));
    const QStringList y = b.split(QLatin1Char('\n'));
    QList<int> lines;
    for (int i = 0; i < std::max(x.size(), y.size()); ++i) {
        if (i >= x.size() || i >= y.size() || x[i] != y[i])
            lines << i + 1;
    }
    return lines;
}

// The 1-based line of the first occurrence of `text` after the line holding `after`.
int lineOf(const QString &yaml, const QString &after, const QString &text)
{
    const QStringList lines = yaml.split(QLatin1Char('\n'));
    int i = 0;
    while (i < lines.size() && !lines[i].contains(after))
        ++i;
    while (i < lines.size() && !lines[i].contains(text))
        ++i;
    return i < lines.size() ? i + 1 : -1;
}

std::vector<int> scores(const GameDocument &doc)
{
    std::vector<int> result;
    for (int p = 0; p < doc.setup().players; ++p)
        result.push_back(doc.state().score(p));
    return result;
}

} // namespace

class TstTileSet : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void showsEveryTileTypeWithItsCountAndTheBagTotals();
    void aCountEditChangesOneLineInPlaceAndUndoes();
    void quickStepsOfOneCountAreOneUndoStep();
    void aParameterEditChangesItsDefaultInPlace();
    void saveAndApplyReScoresTheRunningGame();
    void whatChangedComparesBotGamesBeforeAndAfter();
    void whatChangedCanBeCancelled();
    void whatChangedPlaysTheBotsChosen();
    void whatChangedKeepsItsResultAfterASave();
    void whatChangedFollowsEditsInTheText();
    void textThatDoesNotLoadIsShownNotApplied();
    void aScriptSavedIsPartOfTheRulesAsEdited();

private:
    CodeEditor *yamlEditor() const
    {
        return m_window->editorActions()->tabs()->editorFor(QStringLiteral("ruleset.yaml"));
    }
    TileSetDock *dock() const { return m_window->tileSetActions()->dock(); }
    QSpinBox *countBox(const QString &tile) const { return dock()->table()->countBox(dock()->table()->rowOf(tile)); }
    // Types a value into a spin box as a person does: the text, then Enter.
    static void typeInto(QSpinBox *box, int value);

    QTemporaryDir m_dir;
    QString m_folder;
    QString m_original;
    std::unique_ptr<MainWindow> m_window;
};

void TstTileSet::initTestCase()
{
    QVERIFY(m_dir.isValid());
    isolateSettings(m_dir.path());
}

void TstTileSet::init()
{
    m_folder = m_dir.filePath(QStringLiteral("discovery-%1").arg(QLatin1String(QTest::currentTestFunction())));
    QVERIFY(copyShippedRuleset(QStringLiteral("discovery"), m_folder));
    m_original = readAll(m_folder + QStringLiteral("/ruleset.yaml"));
    StartOptions options;
    options.ruleset = m_folder;
    options.players = 2;
    options.seats = {QStringLiteral("greedy"), QStringLiteral("greedy")};
    options.seed = 11;
    options.journalPath = m_dir.filePath(QStringLiteral("journal.sqlite"));
    options.botDelay = 0;
    options.restoreLayout = false;
    m_window = std::make_unique<MainWindow>(options);
    m_window->resize(1400, 900);
    m_window->show();
    dock()->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY(yamlEditor());
    QVERIFY(m_window->tileSetActions()->editedRules());
}

void TstTileSet::cleanup()
{
    if (yamlEditor())
        yamlEditor()->setModified(false); // no question on closing
    m_window.reset();
}

void TstTileSet::typeInto(QSpinBox *box, int value)
{
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, QString::number(value));
    QTest::keyClick(box, Qt::Key_Return);
}

void TstTileSet::showsEveryTileTypeWithItsCountAndTheBagTotals()
{
    const Ruleset &rules = *m_window->tileSetActions()->editedRules();
    QCOMPARE(dock()->table()->rowCount(), int(rules.tiles.size()));
    QCOMPARE(countBox(QStringLiteral("grassland"))->value(), 5);
    QCOMPARE(countBox(QStringLiteral("start"))->value(), 1);
    const int row = dock()->table()->rowOf(QStringLiteral("start"));
    QCOMPARE(dock()->table()->item(row, TileSetTable::EdgesColumn)->text(), QStringLiteral("SGMG"));
    QVERIFY(dock()->table()->item(row, TileSetTable::FeaturesColumn)->text().contains(QStringLiteral("Port city 1")));
    // The booklet's totals, as the file's own comment gives them.
    QVERIFY2(dock()->summary()->text().startsWith(QStringLiteral("84 tiles of 33 types")),
             qPrintable(dock()->summary()->text()));
    QVERIFY(dock()->summary()->text().contains(QStringLiteral("Grassland 124 (36.9%)")));
    QVERIFY(dock()->summary()->text().contains(QStringLiteral("Port city: 28")));
    // Every face is drawn by the renderer.
    const auto *faces = dock()->table()->cellWidget(row, TileSetTable::FacesColumn)->findChild<QLabel *>();
    QVERIFY(faces && !faces->pixmap().isNull());
}

void TstTileSet::aCountEditChangesOneLineInPlaceAndUndoes()
{
    typeInto(countBox(QStringLiteral("grassland")), 9);
    const QString edited = yamlEditor()->text();
    const int line = lineOf(m_original, QStringLiteral("- id: grassland"), QStringLiteral("count:"));
    QCOMPARE(changedLines(m_original, edited), QList<int>{line});
    QCOMPARE(edited.split(QLatin1Char('\n'))[line - 1], QStringLiteral("    count: 9"));
    QVERIFY(edited.contains(QStringLiteral("# Tile distribution: authored, not from the printed game.")));
    QVERIFY(yamlEditor()->isModified());
    QVERIFY(dock()->summary()->text().startsWith(QStringLiteral("88 tiles")));
    // The file on disk is untouched until it is saved.
    QCOMPARE(readAll(m_folder + QStringLiteral("/ruleset.yaml")), m_original);

    // One edit, one undo, as in the editor.
    yamlEditor()->undo();
    QCOMPARE(yamlEditor()->text(), m_original);
    m_window->tileSetActions()->refresh();
    QCOMPARE(countBox(QStringLiteral("grassland"))->value(), 5);
    // The dock's Redo puts it back.
    emit dock()->redoRequested();
    QCOMPARE(yamlEditor()->text(), edited);
    QCOMPARE(countBox(QStringLiteral("grassland"))->value(), 9);
}

void TstTileSet::quickStepsOfOneCountAreOneUndoStep()
{
    QSpinBox *grassland = countBox(QStringLiteral("grassland"));
    for (int step = 0; step < 3; ++step)
        grassland->stepUp();
    const Ruleset &edited = *m_window->tileSetActions()->editedRules();
    QCOMPARE(edited.tiles[edited.tileIndex("grassland")].count, 8);
    countBox(QStringLiteral("open_sea"))->stepUp(); // another field: its own step
    yamlEditor()->undo();
    QVERIFY(yamlEditor()->text().contains(QStringLiteral("count: 8")));
    yamlEditor()->undo();
    QCOMPARE(yamlEditor()->text(), m_original);
}

void TstTileSet::aParameterEditChangesItsDefaultInPlace()
{
    auto *field = dock()->parameters()->findChild<QSpinBox *>(QStringLiteral("grassland_closed_per_tile"));
    QVERIFY(field);
    typeInto(field, 7);
    const int line = lineOf(m_original, QStringLiteral("grassland_closed_per_tile:"), QStringLiteral("default:"));
    QCOMPARE(changedLines(m_original, yamlEditor()->text()), QList<int>{line});
    QCOMPARE(yamlEditor()->text().split(QLatin1Char('\n'))[line - 1], QStringLiteral("    default: 7"));
    const Ruleset &edited = *m_window->tileSetActions()->editedRules();
    QCOMPARE(edited.parameters[edited.parameterIndex("grassland_closed_per_tile")].defaultValue, 7);
}

void TstTileSet::saveAndApplyReScoresTheRunningGame()
{
    GameDocument *doc = m_window->document();
    QTRY_VERIFY_WITH_TIMEOUT(doc->isOver(), 30000); // two greedy bots play it out
    const std::vector<int> before = scores(*doc);
    const std::uint64_t seed = doc->setup().seed;

    // Complete grasslands score ten times more; the game's choices are the same.
    auto *field = dock()->parameters()->findChild<QSpinBox *>(QStringLiteral("grassland_closed_per_tile"));
    typeInto(field, 20);
    QPushButton *apply = nullptr;
    for (QPushButton *button : dock()->findChildren<QPushButton *>()) {
        if (button->text() == QStringLiteral("Save and Apply"))
            apply = button;
    }
    QVERIFY(apply && apply->isEnabled());
    QTest::mouseClick(apply, Qt::LeftButton);
    QVERIFY(readAll(m_folder + QStringLiteral("/ruleset.yaml")).contains(QStringLiteral("default: 20")));
    QVERIFY(!yamlEditor()->isModified());
    QVERIFY(!apply->isEnabled());

    doc = m_window->document();
    QCOMPARE(doc->setup().seed, seed);
    QCOMPARE(doc->rules().parameters[doc->rules().parameterIndex("grassland_closed_per_tile")].defaultValue, 20);
    QTRY_VERIFY_WITH_TIMEOUT(doc->isOver(), 30000);
    QVERIFY(scores(*doc) != before);
}

void TstTileSet::whatChangedComparesBotGamesBeforeAndAfter()
{
    WhatChangedPanel *panel = dock()->whatChanged();
    panel->setGames(30);
    QSignalSpy finished(panel, &WhatChangedPanel::comparisonFinished);
    // Every city in a complete mountain is worth ten times more.
    auto *field = dock()->parameters()->findChild<QSpinBox *>(QStringLiteral("mountain_closed_per_city"));
    typeInto(field, 20);
    QTRY_VERIFY_WITH_TIMEOUT(panel->isRunning(), 5000);
    QVERIFY(finished.wait(120000));
    QTableWidget *table = panel->table();
    QCOMPARE(table->rowCount(), 3 * 2 + 1); // mean score, spread and wins per seat, game length
    QCOMPARE(table->item(0, 0)->text(), QStringLiteral("Mean score, Red"));
    for (int seat = 0; seat < 2; ++seat) {
        const double before = table->item(3 * seat, 1)->text().toDouble();
        const double after = table->item(3 * seat, 2)->text().toDouble();
        QVERIFY2(after > before, qPrintable(QStringLiteral("seat %1: %2 -> %3").arg(seat).arg(before).arg(after)));
        // Ten times the points for mountain cities: a change far beyond chance.
        QCOMPARE(table->item(3 * seat, 5)->text(), QStringLiteral("yes"));
        QVERIFY(table->item(3 * seat, 4)->text().startsWith(QLatin1Char('+')));
    }
    QCOMPARE(table->item(1, 0)->text(), QStringLiteral("Score spread, Red"));
    QCOMPARE(table->item(1, 5)->text(), QString()); // a spread has no paired interval
    QVERIFY(panel->status()->text().startsWith(QStringLiteral("30 games of 2 players")));

    // A picture of the studio with the dock, to look at: shots/tileset.png.
    QDir().mkpath(QDir::currentPath() + QStringLiteral("/shots"));
    QVERIFY(m_window->grab().save(QDir::currentPath() + QStringLiteral("/shots/tileset.png")));
}

void TstTileSet::whatChangedKeepsItsResultAfterASave()
{
    WhatChangedPanel *panel = dock()->whatChanged();
    panel->setGames(20);
    QSignalSpy finished(panel, &WhatChangedPanel::comparisonFinished);
    typeInto(dock()->parameters()->findChild<QSpinBox *>(QStringLiteral("mountain_closed_per_city")), 20);
    QVERIFY(finished.wait(120000));
    QCOMPARE(panel->table()->rowCount(), 3 * 2 + 1);
    const QString status = panel->status()->text();
    const QString change = panel->table()->item(0, 3)->text();

    // Saving makes the edited rules those in play: what they changed is still worth reading.
    dock()->raise();
    QTRY_VERIFY(dock()->isVisible());
    QPushButton *apply = nullptr;
    for (QPushButton *button : dock()->findChildren<QPushButton *>()) {
        if (button->text() == QStringLiteral("Save and Apply"))
            apply = button;
    }
    QVERIFY(apply && apply->isEnabled());
    QTest::mouseClick(apply, Qt::LeftButton);
    QVERIFY(!yamlEditor()->isModified());
    QTRY_VERIFY_WITH_TIMEOUT(m_window->document()
                                     ->rules()
                                     .parameters[m_window->document()->rules().parameterIndex("mountain_closed_per_city")]
                                     .defaultValue
                                 == 20,
                             10000);
    QTest::qWait(1500); // longer than the reload and compare delays
    QVERIFY(!panel->isRunning());
    QCOMPARE(panel->table()->rowCount(), 3 * 2 + 1);
    QCOMPARE(panel->table()->item(0, 3)->text(), change);
    QCOMPARE(panel->status()->text(), status);
}

void TstTileSet::whatChangedCanBeCancelled()
{
    WhatChangedPanel *panel = dock()->whatChanged();
    panel->setGames(5000);
    typeInto(countBox(QStringLiteral("open_sea")), 6);
    QTRY_VERIFY_WITH_TIMEOUT(panel->isRunning(), 5000);
    QSignalSpy finished(panel, &WhatChangedPanel::comparisonFinished);
    panel->cancel();
    QVERIFY(!panel->isRunning());
    QTest::qWait(300); // a result of the cancelled run would arrive by now
    QCOMPARE(finished.count(), 0);
    QCOMPARE(panel->status()->text(), QStringLiteral("Cancelled."));
    QCOMPARE(panel->table()->rowCount(), 0);

    // Back to the rules in play: nothing to compare.
    emit dock()->undoRequested(); // the count edit, undone as in the editor
    QTRY_VERIFY_WITH_TIMEOUT(panel->status()->text().contains(QStringLiteral("nothing to compare")), 5000);
    QVERIFY(!panel->isRunning());
}

void TstTileSet::whatChangedPlaysTheBotsChosen()
{
    WhatChangedPanel *panel = dock()->whatChanged();
    panel->setGames(20);
    // A bot that does not exist is named, and no game is played.
    panel->bots()->setCurrentText(QStringLiteral("greedy,nobody"));
    typeInto(dock()->parameters()->findChild<QSpinBox *>(QStringLiteral("mountain_closed_per_city")), 20);
    QTRY_VERIFY_WITH_TIMEOUT(
        panel->status()->text().startsWith(QStringLiteral("There is no bot called \"nobody\": the bots are random, ")),
        5000);
    QVERIFY(!panel->isRunning());
    QVERIFY(panel->runAgainButton()->isEnabled());
    // Three bots for two seats: the count is said.
    panel->bots()->setCurrentText(QStringLiteral("greedy,random,random"));
    QTest::mouseClick(panel->runAgainButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(
        panel->status()->text(),
        QStringLiteral("Name one bot for every seat, or as many bots as there are seats (2), not 3."), 5000);
    QVERIFY(!panel->isRunning());

    // A search bot against a random one, as in the Balance Lab.
    panel->bots()->setCurrentText(QStringLiteral("mcts:8,random"));
    QSignalSpy finished(panel, &WhatChangedPanel::comparisonFinished);
    QTest::mouseClick(panel->runAgainButton(), Qt::LeftButton);
    QVERIFY(panel->isRunning());
    QVERIFY(finished.wait(120000));
    QVERIFY2(panel->status()->text().startsWith(QStringLiteral("20 games of 2 players (mcts:8,random)")),
             qPrintable(panel->status()->text()));
    QCOMPARE(panel->table()->rowCount(), 3 * 2 + 1);
}

void TstTileSet::whatChangedFollowsEditsInTheText()
{
    WhatChangedPanel *panel = dock()->whatChanged();
    panel->setGames(20);
    QSignalSpy finished(panel, &WhatChangedPanel::comparisonFinished);
    const QString count = QStringLiteral("  - id: open_sea\n    count: 4");
    QVERIFY(m_original.contains(count));
    yamlEditor()->setText(QString(m_original).replace(count, QStringLiteral("  - id: open_sea\n    count: 9")));
    QVERIFY(finished.wait(120000));
    QCOMPARE(panel->table()->rowCount(), 3 * 2 + 1);

    // A cancelled run of a later edit leaves no results of the earlier one behind.
    panel->setGames(5000);
    yamlEditor()->setText(QString(m_original).replace(count, QStringLiteral("  - id: open_sea\n    count: 12")));
    QTRY_VERIFY_WITH_TIMEOUT(panel->isRunning(), 5000);
    panel->cancel();
    QCOMPARE(panel->table()->rowCount(), 0);

    // Text that does not load leaves no results of an earlier edit behind.
    yamlEditor()->setText(m_original + QStringLiteral("\nbogus_key: 1\n"));
    QTRY_VERIFY_WITH_TIMEOUT(panel->status()->text().contains(QStringLiteral("does not load")), 5000);
    QCOMPARE(panel->table()->rowCount(), 0);
    QVERIFY(!panel->isRunning());
}

void TstTileSet::textThatDoesNotLoadIsShownNotApplied()
{
    const auto before = m_window->tileSetActions()->editedRules();
    yamlEditor()->setText(m_original + QStringLiteral("\nbogus_key: 1\n"));
    m_window->tileSetActions()->refresh();
    QCOMPARE(m_window->tileSetActions()->editedRules(), before);
    QVERIFY(!dock()->table()->isEnabled());
    const QLabel *problem = nullptr;
    for (const QLabel *label : dock()->findChildren<QLabel *>()) {
        if (label->text().contains(QStringLiteral("does not load")))
            problem = label;
    }
    QVERIFY(problem);
    QVERIFY2(problem->text().contains(
                 QStringLiteral("ruleset.yaml:%1:1: unknown key 'bogus_key'").arg(m_original.count(QLatin1Char('\n')) + 2)),
             qPrintable(problem->text()));
    // Fixed text loads again.
    yamlEditor()->setText(m_original);
    m_window->tileSetActions()->refresh();
    QVERIFY(dock()->table()->isEnabled());
}

// A script saved in its editor is part of the rules as edited at once: with ruleset.yaml
// unchanged they are the rules in play, not an edit of them (the print dialog and the
// Balance Lab took the old script's rules for unsaved edits).
void TstTileSet::aScriptSavedIsPartOfTheRulesAsEdited()
{
    m_window->rulesetActions()->balanceAction()->trigger();
    auto *lab = m_window->findChild<BalanceWindow *>();
    QVERIFY(lab);
    CodeEditor *flow = m_window->editorActions()->tabs()->editorFor(QStringLiteral("flow.lua"));
    QVERIFY(flow);
    const std::uint64_t before = m_window->tileSetActions()->editedRules()->contentHash;
    flow->setText(flow->text() + QStringLiteral("\n-- a comment saved\n"));
    QVERIFY(m_window->editorActions()->saveFile(QStringLiteral("flow.lua")));
    const std::uint64_t edited = m_window->tileSetActions()->editedRules()->contentHash;
    QVERIFY(edited != before);
    QTRY_VERIFY(m_window->document() && m_window->document()->rules().contentHash == edited);
    QTRY_VERIFY2(!lab->rulesLabel()->text().contains(QStringLiteral("not yet saved")),
                 qPrintable(lab->rulesLabel()->text()));
    QVERIFY2(lab->rulesLabel()->text().contains(QString::fromStdString(hashText(edited)).left(8)),
             qPrintable(lab->rulesLabel()->text()));
}

QTEST_MAIN(TstTileSet)
#include "tst_tileset.moc"
