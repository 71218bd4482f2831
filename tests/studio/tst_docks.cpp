// The studio's docks (log, scores, supply) and the journal window on real Discovery games
// played by bots through a GameDocument, under the offscreen platform. With the
// environment variable TILEWRIGHT_DOCK_SHOTS set to a folder, shots() also writes PNGs of
// each widget after a full game.
#include "balance/chartcolor.h"
#include "docks/docktext.h"
#include "docks/logdock.h"
#include "docks/logfilter.h"
#include "docks/logmodel.h"
#include "docks/scoresdock.h"
#include "docks/supplydock.h"
#include "gamedocument.h"
#include "gamehelpers.h"
#include "journal.h"
#include "journalui/journalnotes.h"
#include "journalui/journalwindow.h"
#include "journalui/noteseditor.h"
#include "seatscreen.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QIcon>
#include <QImage>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QMenu>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QTreeWidget>
#include <QUndoStack>
#include <QValueAxis>

#include <cmath>
#include <memory>
#include <optional>

using namespace tw;

namespace {

std::shared_ptr<const Ruleset> discovery()
{
    static const std::shared_ptr<const Ruleset> rules = test::loadSourceRuleset("rulesets/discovery");
    return rules;
}

// A game of `rules`, one player to each of `seats`, that moves only when told (chance
// resolves at once).
std::unique_ptr<GameDocument> newGameOf(const std::shared_ptr<const Ruleset> &rules, std::uint64_t seed,
                                        std::vector<std::string> seats, Journal *journal = nullptr)
{
    auto document = std::make_unique<GameDocument>(rules);
    document->setAutoPlay(false);
    document->setBotDelay(0);
    document->setJournal(journal);
    GameSetup setup;
    setup.players = int(seats.size());
    setup.parameters = rules->defaultParameters();
    setup.seed = seed;
    setup.seats = std::move(seats);
    QString error;
    if (!document->start(setup, &error))
        qFatal("cannot start a game: %s", qPrintable(error));
    return document;
}

// A two-player Discovery game that moves only when told (chance resolves at once).
std::unique_ptr<GameDocument> newGame(std::uint64_t seed, std::vector<std::string> seats = {"greedy", "random"},
                                      Journal *journal = nullptr)
{
    return newGameOf(discovery(), seed, std::move(seats), journal);
}

// Bot steps (chance resolves by itself); stops early at the end.
void play(GameDocument &document, int steps = 100000)
{
    for (int i = 0; i < steps && !document.isOver(); ++i)
        if (!document.stepAutomatic())
            break;
}

// Starts `document` on a game of `players` greedy bots under its ruleset's defaults; what
// went wrong, or empty.
QString startGreedy(GameDocument &document, int players, std::uint64_t seed = 0)
{
    GameSetup setup;
    setup.players = players;
    setup.parameters = document.rules().defaultParameters();
    setup.seed = seed;
    setup.seats.assign(std::size_t(players), "greedy");
    QString error;
    document.start(setup, &error);
    return error;
}

int eventCount(const GameLog &log)
{
    int n = 0;
    for (const LogEntry &entry : log.entries)
        n += int(entry.events.size());
    return n;
}

int actorOf(const LogEntry &entry, const Event &e)
{
    return e.player >= 0 ? int(e.player) : entry.player;
}

QModelIndex sourceRowOf(const LogModel *model, int entry, const Event &event)
{
    for (int row = 0; row < model->rowCount(); ++row)
        if (model->entryOfRow(row) == entry && model->eventOfRow(row) == event)
            return model->index(row, 0);
    return QModelIndex();
}

} // namespace

class TstDocks : public QObject
{
    Q_OBJECT

private slots:
    void logRowsFollowTheGame();
    void removeAndScoreRow();
    void filterByPlayerAndKind();
    void selectionStepsLiveAndFork();
    void undoTruncatesTheLog();
    void autoPlayedGameFillsTheLog();
    void scoresTableAndChart();
    void teammatesShareOneScoreInTheTableAndChart();
    void thePlayerColumnFitsTheNewGamesSeats();
    void scoreRowsAndSeatsStayReadable();
    void aShortDockScrollsTheTableAndKeepsTheChart();
    void chartAxesTickOnWholeNumbers();
    void chartAxesNeverElideTheirLabels();
    void aWhiteSeatsLineShowsOnWhite();
    void supplyShowsZones();
    void supplyTellsTilesFromCardsAndListsOnlyPiecesThereAre();
    void journalWindow();
    void notesTheJournalRefusesStayEdited();
    void shots();
};

void TstDocks::logRowsFollowTheGame()
{
    auto document = newGame(11);
    LogDock dock(document.get(), nullptr);
    QCOMPARE(dock.logModel()->rowCount(), eventCount(document->log()));
    play(*document, 25);
    QCOMPARE(dock.logModel()->rowCount(), eventCount(document->log()));
    play(*document);
    QVERIFY(document->isOver());
    QCOMPARE(dock.logModel()->rowCount(), eventCount(document->log()));
    QCOMPARE(dock.filterModel()->rowCount(), dock.logModel()->rowCount());

    // Rows in log order, with their entry and kind; turn numbers from TurnStarted.
    int row = 0;
    int turn = 0;
    for (std::size_t e = 0; e < document->log().entries.size(); ++e) {
        for (const Event &event : document->log().entries[e].events) {
            if (event.kind == EventKind::TurnStarted)
                turn = event.a;
            QCOMPARE(dock.logModel()->entryOfRow(row), int(e));
            QCOMPARE(dock.logModel()->eventOfRow(row), event);
            const QModelIndex turnCell = dock.logModel()->index(row, LogModel::TurnColumn);
            QCOMPARE(turnCell.data().toInt(), turn);
            ++row;
        }
    }

    // A placed tile says where and how it is turned; the player column carries the seat colour.
    for (int r = 0; r < dock.logModel()->rowCount(); ++r) {
        const Event &e = dock.logModel()->eventOfRow(r);
        if (e.kind != EventKind::TilePlaced || e.player < 0)
            continue;
        const QString text = dock.logModel()->index(r, LogModel::TextColumn).data().toString();
        QVERIFY2(text.contains(QStringLiteral("%1,%2").arg(e.b).arg(e.c)), qPrintable(text));
        const int degrees = document->rules().tiles[e.a].orientations[e.d].rotation * 90;
        QVERIFY2(text.contains(QStringLiteral("rotated %1 degrees").arg(degrees)), qPrintable(text));
        const QIcon icon = dock.logModel()->index(r, LogModel::PlayerColumn).data(Qt::DecorationRole).value<QIcon>();
        QVERIFY(!icon.isNull());
        QCOMPARE(icon.pixmap(12, 12).toImage().pixelColor(6, 6),
                 QColor(QString::fromStdString(discovery()->seats[e.player].color)));
        break;
    }
}

void TstDocks::removeAndScoreRow()
{
    const int remove = discovery()->choiceIndex("remove");
    QVERIFY(remove >= 0);
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        auto document = newGame(seed, {"greedy", "greedy"});
        LogDock dock(document.get(), nullptr);
        play(*document);
        const auto &entries = document->log().entries;
        for (std::size_t i = 0; i < entries.size(); ++i) {
            const LogEntry &entry = entries[i];
            if (!entry.action || entry.action->kind != ActionKind::Option || entry.action->tag != remove)
                continue;
            for (const Event &e : entry.events) {
                if (e.kind != EventKind::ScoreChanged || e.a == 0)
                    continue;
                const QModelIndex index = sourceRowOf(dock.logModel(), int(i), e);
                QVERIFY(index.isValid());
                const LogModel *model = dock.logModel();
                const QString delta = model->index(index.row(), LogModel::ScoreColumn).data().toString();
                QCOMPARE(delta, e.a > 0 ? QStringLiteral("+%1").arg(e.a) : QString::number(e.a));
                const QString reason = QString::fromStdString(discovery()->reasons.at(e.label).text);
                QCOMPARE(index.data(LogModel::ReasonRole).toString(), reason);
                QCOMPARE(index.data(LogModel::DeltaRole).toInt(), e.a);
                const QString text = model->index(index.row(), LogModel::TextColumn).data().toString();
                QVERIFY2(text.contains(reason), qPrintable(text));
                QCOMPARE(model->index(index.row(), LogModel::KindColumn).data().toString(), QStringLiteral("Score"));
                return;
            }
        }
    }
    QFAIL("no game of twelve seeds removed a follower for points");
}

void TstDocks::filterByPlayerAndKind()
{
    auto document = newGame(5);
    LogDock dock(document.get(), nullptr);
    play(*document, 60);
    const LogModel *model = dock.logModel();
    const QAbstractItemModel *shown = dock.filterModel();
    int red = 0;
    for (const LogEntry &entry : document->log().entries)
        for (const Event &e : entry.events)
            red += actorOf(entry, e) == 0;

    dock.setPlayerFilter(0);
    QCOMPARE(shown->rowCount(), red);
    QVERIFY(shown->rowCount() < model->rowCount());
    for (int r = 0; r < shown->rowCount(); ++r)
        QCOMPARE(shown->index(r, 0).data(LogModel::ActorRole).toInt(), 0);
    play(*document, 10); // new rows are filtered too
    for (int r = 0; r < shown->rowCount(); ++r)
        QCOMPARE(shown->index(r, 0).data(LogModel::ActorRole).toInt(), 0);

    dock.setPlayerFilter(-1);
    QCOMPARE(shown->rowCount(), model->rowCount());
    dock.setKindShown(EventKind::Drawn, false);
    dock.setKindShown(EventKind::TurnStarted, false);
    int kept = 0;
    for (int r = 0; r < model->rowCount(); ++r) {
        const EventKind kind = model->eventOfRow(r).kind;
        kept += kind != EventKind::Drawn && kind != EventKind::TurnStarted;
    }
    QCOMPARE(shown->rowCount(), kept);
    dock.setKindShown(EventKind::Drawn, true);
    dock.setKindShown(EventKind::TurnStarted, true);
    QCOMPARE(shown->rowCount(), model->rowCount());

    // The Events menu lists the kinds this game has had (Discovery rolls no dice), and a
    // kind hidden, to show it again.
    auto *menu = dock.findChild<QMenu *>();
    QVERIFY(menu);
    const auto listed = [menu](EventKind kind) {
        for (QAction *action : menu->actions())
            if (action->isCheckable() && action->data().toInt() == int(kind))
                return action->isVisible();
        return false;
    };
    dock.setKindShown(EventKind::CellPainted, false);
    emit menu->aboutToShow();
    QVERIFY(listed(EventKind::TilePlaced));
    QVERIFY(listed(EventKind::TurnStarted));
    QVERIFY(!listed(EventKind::Rolled));
    QVERIFY(listed(EventKind::CellPainted));
    dock.setKindShown(EventKind::CellPainted, true);
    emit menu->aboutToShow();
    QVERIFY(!listed(EventKind::CellPainted));
}

void TstDocks::selectionStepsLiveAndFork()
{
    auto document = newGame(7);
    LogDock dock(document.get(), nullptr);
    play(*document, 40);
    QSignalSpy views(&dock, &LogDock::viewRequested);
    QSignalSpy forks(&dock, &LogDock::forkRequested);
    QCOMPARE(dock.viewedActions(), -1);

    // Live, the line under the log holds the newest event's description, whole.
    const QAbstractItemModel *shown = dock.filterModel();
    const auto description = [shown](int row) { return shown->index(row, LogModel::TextColumn).data().toString(); };
    QVERIFY(!description(shown->rowCount() - 1).isEmpty());
    QCOMPARE(dock.detail()->text(), description(shown->rowCount() - 1));

    const int row = shown->rowCount() / 2;
    const int entry = shown->index(row, 0).data(LogModel::EntryRole).toInt();
    QVERIFY(entry > 1);
    dock.view()->setCurrentIndex(shown->index(row, LogModel::TextColumn));
    QCOMPARE(dock.detail()->text(), description(row));
    QVERIFY(description(row) != description(shown->rowCount() - 1));
    QCOMPARE(views.size(), 1);
    // A click makes the row current, then selects it: the line follows both.
    QItemSelectionModel *selection = dock.view()->selectionModel();
    selection->setCurrentIndex(shown->index(row + 1, 0), QItemSelectionModel::NoUpdate);
    selection->select(shown->index(row + 1, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    QCOMPARE(dock.detail()->text(), description(row + 1));
    dock.view()->setCurrentIndex(shown->index(row, LogModel::TextColumn));
    QCOMPARE(dock.detail()->text(), description(row));
    // Every event of the viewed action filtered out: the line shows no other action's.
    std::vector<EventKind> kinds;
    for (int r = 0; r < dock.logModel()->rowCount(); ++r)
        if (dock.logModel()->entryOfRow(r) == entry)
            kinds.push_back(dock.logModel()->eventOfRow(r).kind);
    for (EventKind kind : kinds)
        dock.setKindShown(kind, false);
    QCOMPARE(dock.detail()->text(), QString());
    for (EventKind kind : kinds)
        dock.setKindShown(kind, true); // the action's first row is selected again
    QCOMPARE(dock.view()->currentIndex().data(LogModel::EntryRole).toInt(), entry);
    QCOMPARE(dock.detail()->text(), description(dock.view()->currentIndex().row()));
    QCOMPARE(views.last().at(0).toInt(), entry);
    QCOMPARE(dock.viewedActions(), entry);

    // The state the main window will show is the one after `entry` actions.
    const GameState then = document->stateAfter(entry);
    QCOMPARE(then.board().tileCount() <= document->state().board().tileCount(), true);

    dock.stepBack();
    QCOMPARE(views.last().at(0).toInt(), entry - 1);
    QCOMPARE(dock.view()->currentIndex().data(LogModel::EntryRole).toInt(), entry - 1);
    dock.stepForward();
    QCOMPARE(views.last().at(0).toInt(), entry);
    dock.continueFromHere();
    QCOMPARE(forks.size(), 1);
    QCOMPARE(forks.last().at(0).toInt(), entry);

    // Bots going on while the past is viewed do not move the selection.
    play(*document, 5);
    QCOMPARE(dock.viewedActions(), entry);
    QCOMPARE(dock.view()->currentIndex().data(LogModel::EntryRole).toInt(), entry);

    dock.goLive();
    QCOMPARE(views.last().at(0).toInt(), -1);
    QCOMPARE(dock.viewedActions(), -1);
    QVERIFY(!dock.view()->selectionModel()->hasSelection());
    QCOMPARE(dock.detail()->text(), description(shown->rowCount() - 1));

    // From live, one step back shows the position before the last action.
    dock.stepBack();
    QCOMPARE(views.last().at(0).toInt(), document->actionCount() - 1);
    dock.stepForward();
    QCOMPARE(views.last().at(0).toInt(), document->actionCount());
    dock.stepForward();
    QCOMPARE(views.last().at(0).toInt(), -1);

    // Forking through the document: the dock follows the new game, live.
    dock.view()->setCurrentIndex(shown->index(row, 0));
    const GameLog before = document->log();
    QVERIFY(document->startFrom(before, entry, {"greedy", "random"}));
    QCOMPARE(dock.viewedActions(), -1);
    QCOMPARE(views.last().at(0).toInt(), -1);
    QVERIFY(document->actionCount() >= entry); // a chance action may follow at once
    for (int e = 1; e <= entry; ++e)
        QCOMPARE(document->log().entries[e].action, before.entries[e].action);
    QCOMPARE(dock.logModel()->rowCount(), eventCount(document->log()));
}

void TstDocks::undoTruncatesTheLog()
{
    auto document = newGame(3, {"human", "greedy"});
    LogDock dock(document.get(), nullptr);
    int moves = 0;
    for (int i = 0; i < 200 && moves < 6 && !document->isOver(); ++i) {
        if (document->waitsForHuman()) {
            const Action action = document->game().legalActions(document->state()).front();
            QVERIFY(document->play(action));
            ++moves;
        } else {
            QVERIFY(document->stepAutomatic());
        }
    }
    QCOMPARE(moves, 6);
    const int rows = dock.logModel()->rowCount();
    QCOMPARE(rows, eventCount(document->log()));

    // Viewing the newest action, then undoing it: the row goes and the dock goes live.
    const QAbstractItemModel *shown = dock.filterModel();
    dock.view()->setCurrentIndex(shown->index(shown->rowCount() - 1, 0));
    QVERIFY(dock.viewedActions() >= 0);
    QSignalSpy views(&dock, &LogDock::viewRequested);
    document->undoStack()->undo();
    QVERIFY(dock.logModel()->rowCount() < rows);
    QCOMPARE(dock.logModel()->rowCount(), eventCount(document->log()));
    QCOMPARE(dock.logModel()->entryOfRow(dock.logModel()->rowCount() - 1) <= document->actionCount(), true);
    QCOMPARE(dock.viewedActions(), -1);
    QCOMPARE(views.size(), 1);
    QCOMPARE(views.last().at(0).toInt(), -1);

    document->undoStack()->undo();
    QCOMPARE(dock.logModel()->rowCount(), eventCount(document->log()));
    document->undoStack()->redo();
    document->undoStack()->redo();
    QCOMPARE(dock.logModel()->rowCount(), rows);
    for (int r = 0; r < rows; ++r) {
        const int entry = dock.logModel()->entryOfRow(r);
        QVERIFY(entry < int(document->log().entries.size()));
    }
}

void TstDocks::autoPlayedGameFillsTheLog()
{
    auto document = newGame(21, {"random", "random"});
    LogDock log(document.get(), nullptr);
    ScoresDock scores(document.get(), nullptr);
    document->setAutoPlay(true);
    QTRY_VERIFY_WITH_TIMEOUT(document->isOver(), 60000);
    QCOMPARE(log.logModel()->rowCount(), eventCount(document->log()));
    for (int p = 0; p < 2; ++p)
        QCOMPARE(scores.cell(p, ScoresDock::TotalRow)->text().toInt(), document->state().score(p));
}

void TstDocks::scoresTableAndChart()
{
    auto document = newGame(9, {"greedy", "greedy"});
    ScoresDock dock(document.get(), nullptr);
    play(*document, 50);
    for (int p = 0; p < 2; ++p)
        QCOMPARE(dock.cell(p, ScoresDock::TotalRow)->text().toInt(), document->state().score(p));
    play(*document);
    QVERIFY(document->isOver());
    const Ruleset &rules = *discovery();
    const int reasons = int(rules.reasons.size());
    QCOMPARE(dock.table()->columnCount(), 2);
    QCOMPARE(dock.table()->rowCount(), ScoresDock::FirstReasonRow + reasons + 1);
    QCOMPARE(dock.series().size(), 2);
    QCOMPARE(dock.chart()->series().size(), 2);
    QVERIFY2(dock.projectedSeries().isEmpty(), "the rules project no end scoring");
    for (int p = 0; p < 2; ++p) {
        QCOMPARE(dock.table()->horizontalHeaderItem(p)->text(), QString::fromStdString(rules.seats[p].name));
        const int score = document->state().score(p);
        QCOMPARE(dock.cell(p, ScoresDock::TotalRow)->text().toInt(), score);
        int sum = 0;
        for (int r = 0; r <= reasons; ++r)
            sum += dock.cell(p, ScoresDock::FirstReasonRow + r)->text().toInt();
        QCOMPARE(sum, score);

        int changes = 0;
        int lastTurn = 0;
        for (const LogEntry &entry : document->log().entries)
            for (const Event &e : entry.events) {
                changes += e.kind == EventKind::ScoreChanged && e.player == p;
                if (e.kind == EventKind::TurnStarted)
                    lastTurn = e.a;
            }
        QLineSeries *series = dock.series()[p];
        QCOMPARE(series->name(), QString::fromStdString(rules.seats[p].name));
        QVERIFY(changes > 0);
        QCOMPARE(series->at(0), QPointF(0, 0));
        QCOMPARE(series->at(series->count() - 1), QPointF(lastTurn, score));
        int steps = 0;
        for (int i = 1; i < series->count(); ++i) {
            const QPointF from = series->at(i - 1);
            const QPointF to = series->at(i);
            QVERIFY(to.x() >= from.x());
            QVERIFY2(to.x() == from.x() || to.y() == from.y(), "a total changes only within one turn");
            steps += to.y() != from.y();
        }
        QVERIFY(steps > 0 && steps <= changes);
    }
}

// Land vs Sea with 4 players: Land and Land 2, Sea and Sea 2 share a score, so each
// teammate's row and curve show every change of their side's score.
void TstDocks::teammatesShareOneScoreInTheTableAndChart()
{
    const auto rules = test::loadSourceRuleset("rulesets/land-vs-sea");
    GameDocument document(rules);
    document.setAutoPlay(false);
    document.setBotDelay(0);
    QCOMPARE(startGreedy(document, 4, 5), QString());
    ScoresDock dock(&document, nullptr);
    play(document, 80);
    QVERIFY(document.state().sharesScore(0, 2));
    QVERIFY(document.state().score(0) > 0);
    for (int p = 0; p < 4; ++p) {
        QCOMPARE(dock.cell(p, ScoresDock::TotalRow)->text().toInt(), document.state().score(p));
        int sum = 0;
        for (int r = 0; r <= int(rules->reasons.size()); ++r)
            sum += dock.cell(p, ScoresDock::FirstReasonRow + r)->text().toInt();
        QCOMPARE(sum, document.state().score(p));
    }
    QCOMPARE(dock.series()[0]->points(), dock.series()[2]->points());
    QCOMPARE(dock.series()[1]->points(), dock.series()[3]->points());
    // Teammates' lines would lie on one another: each side shows one line, named by its seats.
    const QString land = QLocale().createSeparatedList({QStringLiteral("Land"), QStringLiteral("Land 2")});
    const QString sea = QLocale().createSeparatedList({QStringLiteral("Sea"), QStringLiteral("Sea 2")});
    QCOMPARE(dock.series()[0]->name(), land);
    QCOMPARE(dock.series()[1]->name(), sea);
    QStringList shown;
    for (QLineSeries *series : dock.series() + dock.projectedSeries())
        if (series->isVisible())
            shown.append(series->name());
    QCOMPARE(shown, QStringList({land, sea}));
    dock.show(); // a legend marker is visible only in a shown chart
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    QStringList legend;
    for (QLegendMarker *marker : dock.chart()->legend()->markers())
        if (marker->isVisible())
            legend.append(marker->label());
    QCOMPARE(legend, shown);
}

// A game of more seats, started in the same studio, names them in full in the log.
void TstDocks::thePlayerColumnFitsTheNewGamesSeats()
{
    const auto rules = test::loadSourceRuleset("rulesets/land-vs-sea");
    GameDocument document(rules);
    document.setAutoPlay(false);
    QCOMPARE(startGreedy(document, 2), QString());
    LogDock dock(&document, nullptr);
    QCOMPARE(startGreedy(document, 4), QString());
    play(document, 40); // every seat has rows
    QVERIFY(dock.logModel()->rowCount() > 0);
    int needed = 0;
    const QAbstractItemModel *shown = dock.view()->model();
    for (int r = 0; r < shown->rowCount(); ++r)
        needed = std::max(needed, dock.view()->sizeHintForIndex(shown->index(r, LogModel::PlayerColumn)).width());
    QVERIFY(dock.view()->header()->sectionSize(LogModel::PlayerColumn) >= needed);
}

// Grapha Genesis scores fourteen reasons, one row each, named in the row headers: in full
// where the players' columns leave room, else cut short (the tooltip says the whole
// name); the players' columns share the rest, and in a dock too narrow for six of them
// each keeps its seat's name whole and the table scrolls sideways.
void TstDocks::scoreRowsAndSeatsStayReadable()
{
    const auto rules = test::loadSourceRuleset("rulesets/grapha-genesis");
    for (const int players : {2, 4, 6}) {
        GameDocument document(rules);
        document.setAutoPlay(false);
        QCOMPARE(startGreedy(document, players), QString());
        ScoresDock dock(&document, nullptr);
        QTableWidget *table = dock.table();
        QHeaderView *seats = table->horizontalHeader();
        const auto seatsWidth = [&] {
            int sum = 0;
            for (int c = 0; c < table->columnCount(); ++c)
                sum += seats->sectionSize(c);
            return sum;
        };
        dock.resize(players == 6 ? 300 : 460, 600);
        dock.show();
        QTRY_VERIFY(table->isVisible());
        QCOMPARE(table->columnCount(), players);
        QCOMPARE(table->horizontalHeaderItem(1)->text(), QString::fromStdString(rules->seats[1].name));
        int cut = 0;
        QHeaderView *reasons = table->verticalHeader();
        for (int r = 0; r < int(rules->reasons.size()); ++r) {
            const QTableWidgetItem *reason = table->verticalHeaderItem(ScoresDock::FirstReasonRow + r);
            const QString whole = QString::fromStdString(rules->reasons[std::size_t(r)].text);
            QCOMPARE(reason->toolTip(), whole);
            QVERIFY2(reasons->fontMetrics().horizontalAdvance(reason->text()) < reasons->width(),
                     qPrintable(reason->text()));
            if (reason->text() != whole) {
                QVERIFY2(reason->text().endsWith(QChar(0x2026)), qPrintable(reason->text()));
                QVERIFY2(whole.startsWith(reason->text().chopped(1)), qPrintable(reason->text()));
                ++cut;
            }
        }
        QCOMPARE(cut > 0, players > 2); // "Terrain types next to each nexus" is the longest
        if (players < 6) {
            QTRY_COMPARE(table->horizontalScrollBarPolicy(), Qt::ScrollBarAlwaysOff);
            QTRY_COMPARE(seatsWidth(), table->viewport()->width());
        } else {
            QTRY_COMPARE(table->horizontalScrollBarPolicy(), Qt::ScrollBarAlwaysOn);
            for (int c = 0; c < players; ++c)
                QVERIFY(seats->sectionSize(c) >= seats->sectionSizeHint(c));
            QVERIFY(seatsWidth() > table->viewport()->width());
        }
    }
}

// Six players in a short dock: the table gives up rows (it scrolls) before the chart gives
// up its height, and the note under the table stays clear of it.
void TstDocks::aShortDockScrollsTheTableAndKeepsTheChart()
{
    const auto game = newGameOf(test::loadSourceRuleset("rulesets/grapha-genesis"), 0,
                                std::vector<std::string>(6, "random"));
    GameDocument &document = *game;
    for (int step = 0; step < 60; ++step)
        QVERIFY(document.stepAutomatic());
    ScoresDock dock(&document, nullptr);
    QTableWidget *table = dock.table();
    auto *chart = dock.findChild<QChartView *>();
    QVERIFY(chart);
    QVERIFY(dock.projectionNote()->isVisibleTo(&dock));

    dock.resize(460, 900); // room for all: every row, the note, the chart
    dock.show();
    QTRY_COMPARE(table->horizontalScrollBarPolicy(), Qt::ScrollBarAlwaysOn);
    QTRY_VERIFY(table->height() == table->maximumHeight());
    QCOMPARE(table->verticalScrollBar()->maximum(), 0);

    dock.resize(460, 430); // the Log dock above it took the rest
    QTRY_VERIFY(table->height() < table->maximumHeight());
    QVERIFY(table->height() >= table->minimumHeight());
    QVERIFY(table->verticalScrollBar()->maximum() > 0);
    const QRect note = dock.projectionNote()->geometry();
    QVERIFY2(note.top() > table->geometry().bottom(), "the note overlaps the table");
    QVERIFY2(chart->geometry().top() > note.bottom(), "the chart overlaps the note");
    QVERIFY(chart->height() >= chart->minimumHeight());
}

// Each axis ticks on whole numbers (its labels are "%d") and covers every point.
static void checkWholeNumberAxes(const ScoresDock &dock)
{
    for (QAbstractAxis *abstractAxis : dock.chart()->axes()) {
        auto *axis = qobject_cast<QValueAxis *>(abstractAxis);
        QVERIFY(axis);
        QCOMPARE(axis->tickType(), QValueAxis::TicksDynamic);
        QVERIFY(axis->tickInterval() >= 1);
        QCOMPARE(axis->tickInterval(), std::round(axis->tickInterval()));
        QCOMPARE(axis->min(), std::round(axis->min()));
        QVERIFY((axis->max() - axis->min()) / axis->tickInterval() <= 6);
        for (QLineSeries *series : dock.series())
            for (int i = 0; i < series->count(); ++i) {
                const qreal v = axis->orientation() == Qt::Horizontal ? series->at(i).x() : series->at(i).y();
                QVERIFY(axis->min() <= v && v <= axis->max());
            }
    }
}

void TstDocks::chartAxesTickOnWholeNumbers()
{
    auto document = newGame(9, {"greedy", "greedy"});
    ScoresDock dock(document.get(), nullptr);
    QCOMPARE(dock.chart()->axes().size(), 2);
    checkWholeNumberAxes(dock);
    play(*document, 3);
    checkWholeNumberAxes(dock);
    play(*document);
    checkWholeNumberAxes(dock);
    auto *turns = qobject_cast<QValueAxis *>(dock.chart()->axes(Qt::Horizontal).first());
    QVERIFY(turns->tickInterval() > 1);
}

// The numbers the chart's axes show, as drawn, if no text of the chart is elided.
static std::optional<QStringList> wholeAxisLabels(const ScoresDock &dock)
{
    QStringList numbers;
    for (QGraphicsItem *item : dock.chart()->scene()->items()) {
        auto *text = dynamic_cast<QGraphicsTextItem *>(item);
        if (!text || !text->isVisible())
            continue;
        const QString shown = text->toPlainText();
        if (shown.contains(QChar(0x2026)) || shown.contains(QStringLiteral("...")))
            return std::nullopt;
        bool number = false;
        shown.toInt(&number);
        if (number)
            numbers << shown;
    }
    return numbers;
}

// Grapha Genesis's projections reach from below 0 to over 50 (seed 1): in the shortest chart
// the score axis takes fewer ticks rather than cut its labels to "..." or leave some out,
// and a tall chart takes more.
void TstDocks::chartAxesNeverElideTheirLabels()
{
    const auto game = newGameOf(test::loadSourceRuleset("rulesets/grapha-genesis"), 1, {"random", "random"});
    GameDocument &document = *game;
    play(document);
    QVERIFY(document.isOver());
    ScoresDock dock(&document, nullptr);
    auto *scores = qobject_cast<QValueAxis *>(dock.chart()->axes(Qt::Vertical).first());
    QVERIFY(scores->min() < 0 && scores->max() >= 50);

    std::vector<int> steps; // at each height checked
    const auto check = [&](int height) {
        dock.resize(460, height);
        dock.show();
        QTRY_VERIFY(dock.findChild<QChartView *>()->height() < height);
        QTRY_VERIFY2(wholeAxisLabels(dock), "a label is cut short");
        checkWholeNumberAxes(dock);
        // Every tick of both axes labelled: none left out for want of room.
        int ticks = 0;
        for (QAbstractAxis *axis : dock.chart()->axes()) {
            const auto *values = qobject_cast<QValueAxis *>(axis);
            ticks += int(std::lround((values->max() - values->min()) / values->tickInterval())) + 1;
        }
        QCOMPARE(int(wholeAxisLabels(dock)->size()), ticks);
        QVERIFY(wholeAxisLabels(dock)->contains(QString::number(int(scores->min()))));
        steps.push_back(int(std::lround((scores->max() - scores->min()) / scores->tickInterval())));
    };
    check(300);
    check(1000);
    QCOMPARE(steps.size(), 2u);
    QVERIFY2(steps[0] < steps[1], qPrintable(QStringLiteral("%1 %2").arg(steps[0]).arg(steps[1])));
}

// A seat coloured white (Overworld's second) is drawn darker on the white chart; other
// colours as they are.
void TstDocks::aWhiteSeatsLineShowsOnWhite()
{
    const QColor white = onWhite(QColor(Qt::white));
    QVERIFY2(white.lightness() < 160, qPrintable(white.name()));
    QCOMPARE(onWhite(QColor(QStringLiteral("#3c64d2"))), QColor(QStringLiteral("#3c64d2")));
    QCOMPARE(onWhite(QColor(Qt::black)), QColor(Qt::black));
}

// Dungeon Expedition and Grapha Genesis hide tiles and cards from the person in seat 1:
// the dock counts each apart, by name. Grapha Genesis has no pieces: no group of them.
void TstDocks::supplyTellsTilesFromCardsAndListsOnlyPiecesThereAre()
{
    for (const char *game : {"rulesets/dungeon", "rulesets/grapha-genesis"}) {
        GameDocument document(test::loadSourceRuleset(game));
        document.setAutoPlay(false);
        GameSetup setup;
        setup.players = 2;
        setup.parameters = document.rules().defaultParameters();
        setup.seats = {"human", "greedy"};
        QString error;
        QVERIFY2(document.start(setup, &error), qPrintable(error));
        QCOMPARE(document.screen()->viewer(), 0);
        SupplyDock dock(&document, nullptr);
        QStringList rows;
        for (int g = 0; g < dock.tree()->topLevelItemCount(); ++g) {
            QTreeWidgetItem *group = dock.tree()->topLevelItem(g);
            rows << group->text(SupplyDock::ItemColumn);
            for (int i = 0; i < group->childCount(); ++i)
                rows << group->child(i)->text(SupplyDock::ItemColumn);
        }
        const bool dungeon = QLatin1String(game) == QLatin1String("rulesets/dungeon");
        QCOMPARE(rows.contains(QStringLiteral("Pieces in supply")), dungeon);
        const QString seat = QString::fromStdString(document.rules().seats[0].name);
        for (const QString &kind : {QStringLiteral("Tiles"), QStringLiteral("Cards")})
            QVERIFY2(rows.contains(kind + QStringLiteral(" not seen by ") + seat), qPrintable(rows.join(QLatin1Char('|'))));
        for (const QString &row : rows)
            QVERIFY2(row.count(QStringLiteral("(face down)")) <= 1, qPrintable(row));
        // A bag's items are unseen by its nature: its row is its name alone, its tooltip says
        // they are face down.
        for (std::size_t z = 0; z < document.rules().zones.size(); ++z) {
            const ZoneDef &zone = document.rules().zones[z];
            if (zone.kind != ZoneKind::Bag || zone.perPlayer)
                continue;
            QTreeWidgetItem *row = dock.zoneItem(int(z));
            QVERIFY(row);
            QCOMPARE(row->text(SupplyDock::ItemColumn), QString::fromStdString(zone.text));
            QVERIFY2(row->toolTip(SupplyDock::ItemColumn).endsWith(QStringLiteral(", face down")),
                     qPrintable(row->toolTip(SupplyDock::ItemColumn)));
        }
    }
}

void TstDocks::supplyShowsZones()
{
    auto document = newGame(4);
    SupplyDock dock(document.get(), nullptr);
    const Ruleset &rules = *discovery();
    const int bag = rules.zoneIndex("bag");
    const int hand = rules.zoneIndex("hand");
    QVERIFY(bag >= 0 && hand >= 0);
    auto check = [&] {
        QTreeWidgetItem *item = dock.zoneItem(bag);
        QVERIFY(item);
        const std::vector<int> &zone = document->state().zone(bag);
        QCOMPARE(item->text(SupplyDock::CountColumn).toInt(), int(zone.size()));
        int sum = 0;
        for (int i = 0; i < item->childCount(); ++i)
            sum += item->child(i)->text(SupplyDock::CountColumn).toInt();
        QCOMPARE(sum, int(zone.size()));
        for (int p = 0; p < 2; ++p) {
            if (rules.zones[hand].perPlayer) {
                QTreeWidgetItem *held = dock.zoneItem(hand, p);
                QVERIFY(held);
                QCOMPARE(held->text(SupplyDock::CountColumn).toInt(), int(document->state().zone(hand, p).size()));
            }
            QTreeWidgetItem *supply = dock.supplyItem(p);
            QVERIFY(supply);
            QVERIFY2(
                supply->text(SupplyDock::CountColumn).startsWith(QStringLiteral("%1 of").arg(document->state().supply(p, 0))),
                qPrintable(supply->text(SupplyDock::CountColumn)));
        }
    };
    check();
    // The tile drawn and not yet placed is in no zone: the dock shows it apart.
    QVERIFY(QTest::qWaitFor(
        [&] { return document->state().decision().kind == DecisionKind::Place || !document->stepAutomatic(); }, 5000));
    QCOMPARE(document->state().decision().kind, DecisionKind::Place);
    dock.rebuild();
    QTreeWidgetItem *toPlace = dock.toPlaceItem();
    QVERIFY(toPlace);
    QCOMPARE(toPlace->childCount(), 1);
    QCOMPARE(toPlace->child(0)->text(SupplyDock::ItemColumn),
             DockText::tileName(rules, document->state().decision().tiles.front()));
    const int before = int(document->state().zone(bag).size());
    dock.zoneItem(bag)->setExpanded(true);
    play(*document, 30);
    check();
    QVERIFY(int(document->state().zone(bag).size()) < before);
    QVERIFY(dock.zoneItem(bag)->isExpanded()); // kept open across rebuilds

    // A past position viewed: its supply, until the game is viewed live again.
    const int viewed = 3;
    const GameState past = document->stateAfter(viewed);
    QVERIFY(past.zone(bag).size() > document->state().zone(bag).size());
    dock.setViewed(viewed);
    QCOMPARE(dock.zoneItem(bag)->text(SupplyDock::CountColumn).toInt(), int(past.zone(bag).size()));
    play(*document, 2); // bots going on do not move the position viewed
    QCOMPARE(dock.zoneItem(bag)->text(SupplyDock::CountColumn).toInt(), int(past.zone(bag).size()));
    dock.setViewed(-1);
    check();
}

void TstDocks::journalWindow()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("journal.sqlite"));
    Journal journal;
    journal.open(path);
    {
        auto document = newGame(13, {"greedy", "random"}, &journal);
        play(*document);
        QVERIFY(document->isOver());
    }
    const std::vector<JournalSession> sessions = journal.sessions();
    QCOMPARE(int(sessions.size()), 1);
    const qint64 id = sessions.front().id;

    JournalNotes notes(&journal);
    JournalWindow window(&notes, nullptr);
    QTableWidget *table = window.table();
    QCOMPARE(table->rowCount(), 1);
    QCOMPARE(table->item(0, JournalWindow::RulesetColumn)->text(), QString::fromStdString(discovery()->name));
    QCOMPARE(table->item(0, JournalWindow::SeatsColumn)->text(), QStringLiteral("greedy, random"));
    QCOMPARE(table->item(0, JournalWindow::StateColumn)->text(), QStringLiteral("Finished"));
    QCOMPARE(table->item(0, JournalWindow::SeedColumn)->text(), QStringLiteral("13"));
    QCOMPARE(table->item(0, JournalWindow::RulesColumn)->text(), sessions.front().contentHash.left(8));
    QVERIFY(sessions.front().turns > 10);
    QCOMPARE(table->item(0, JournalWindow::TurnsColumn)->text(), QString::number(sessions.front().turns));
    QVERIFY(!table->item(0, JournalWindow::ScoresColumn)->text().isEmpty());
    QCOMPARE(window.rulesetFilter()->count(), 2); // all, discovery

    // Notes: typed, saved after the debounce, shown in the list, kept by the database.
    QVERIFY(window.selectSession(id));
    QCOMPARE(window.notesEditor()->session(), id);
    notes.setSaveDelay(20);
    window.notesEditor()->editor()->setPlainText(QStringLiteral("Seas feel too strong\nTry fewer open_sea tiles"));
    QVERIFY(window.notesEditor()->hasPendingChanges());
    QTRY_VERIFY(!window.notesEditor()->hasPendingChanges());
    QCOMPARE(journal.notes(id), QStringLiteral("Seas feel too strong\nTry fewer open_sea tiles"));
    QCOMPARE(table->item(0, JournalWindow::NotesColumn)->text(), QStringLiteral("Seas feel too strong \u2026"));
    {
        Journal again;
        again.open(path);
        QCOMPARE(again.notes(id), QStringLiteral("Seas feel too strong\nTry fewer open_sea tiles"));
    }

    // Export: CSV with its header row, JSON Lines starting with the log header.
    const QString csvPath = dir.filePath(QStringLiteral("out.csv"));
    QVERIFY(window.exportSessions({id}, csvPath, ExportFormat::Csv));
    QFile csv(csvPath);
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QByteArray header = csv.readLine();
    QVERIFY2(header.startsWith("session,n,player,action,event"), header.constData());
    QVERIFY(!csv.readLine().isEmpty());
    const QString jsonlPath = dir.filePath(QStringLiteral("out.jsonl"));
    QVERIFY(window.exportSessions(window.selectedSessions(), jsonlPath, ExportFormat::JsonLines));
    QFile jsonl(jsonlPath);
    QVERIFY(jsonl.open(QIODevice::ReadOnly));
    QVERIFY(jsonl.readLine().startsWith("{"));
    QVERIFY(window.message().contains(QStringLiteral("Exported 1 session")));
    QVERIFY(!window.exportSessions({id}, dir.filePath(QStringLiteral("missing/dir/out.csv")), ExportFormat::Csv));
    QVERIFY(!window.message().isEmpty());

    // Replay: the session's log text.
    QSignalSpy replays(&window, &JournalWindow::replayRequested);
    window.reopenSelected();
    QCOMPARE(replays.size(), 1);
    QCOMPARE(replays.last().at(0).toString(), QString::fromStdString(journal.logText(id)));

    // An unknown session is reported, not thrown; deleting removes the row.
    QVERIFY(!window.exportSessions({id + 100}, dir.filePath(QStringLiteral("x.csv")), ExportFormat::Csv));
    QVERIFY(!window.message().isEmpty());
    QVERIFY(window.removeSessions({id}));
    QCOMPARE(table->rowCount(), 0);
    QCOMPARE(window.notesEditor()->session(), -1);
    QVERIFY(journal.sessions().empty());

    // A journal that is not open: a message, no crash.
    Journal closed;
    JournalNotes closedNotes(&closed);
    JournalWindow empty(&closedNotes, nullptr);
    QCOMPARE(empty.table()->rowCount(), 0);
    QVERIFY(!empty.message().isEmpty());
}

// Notes the journal refuses stay as typed and pending: nothing typed is dropped unasked.
void TstDocks::notesTheJournalRefusesStayEdited()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Journal journal;
    journal.open(dir.filePath(QStringLiteral("journal.sqlite")));
    JournalNotes notes(&journal);
    const qint64 unknown = 42; // not a session of this journal: setNotes refuses it
    QSignalSpy failures(&notes, &JournalNotes::failed);
    notes.edit(unknown, QStringLiteral("Too many roads"));
    QVERIFY(!notes.flush());
    QCOMPARE(failures.size(), 1);
    QVERIFY(notes.hasPendingChanges(unknown));
    QCOMPARE(notes.text(unknown), QStringLiteral("Too many roads"));
    notes.forget(unknown);
    QVERIFY(!notes.hasPendingChanges(unknown));
    QVERIFY(notes.flush());
}

void TstDocks::shots()
{
    const QString folder = qEnvironmentVariable("TILEWRIGHT_DOCK_SHOTS");
    if (folder.isEmpty())
        QSKIP("set TILEWRIGHT_DOCK_SHOTS to a folder to write the screenshots");
    QDir().mkpath(folder);
    auto document = newGame(17, {"greedy", "random"});
    LogDock log(document.get(), nullptr);
    ScoresDock scores(document.get(), nullptr);
    SupplyDock supply(document.get(), nullptr);
    play(*document, 90);
    supply.zoneItem(discovery()->zoneIndex("bag"))->setExpanded(true);
    log.resize(460, 560);
    scores.resize(460, 460);
    supply.resize(360, 560);
    log.show();
    scores.show();
    supply.show();
    QVERIFY(QTest::qWaitForWindowExposed(&log));
    QVERIFY(log.grab().save(folder + QStringLiteral("/logdock-live.png")));
    QVERIFY(supply.grab().save(folder + QStringLiteral("/supplydock.png")));
    log.view()->setCurrentIndex(log.filterModel()->index(120, 0));
    log.setPlayerFilter(0);
    QVERIFY(log.grab().save(folder + QStringLiteral("/logdock-viewing.png")));
    play(*document);
    QVERIFY(scores.grab().save(folder + QStringLiteral("/scoresdock.png")));

    QTemporaryDir dir;
    Journal journal;
    journal.open(dir.filePath(QStringLiteral("journal.sqlite")));
    for (std::uint64_t seed : {31, 32, 33}) {
        auto game = newGame(seed, {"greedy", seed == 32 ? "human" : "random"}, &journal);
        play(*game);
    }
    journal.setNotes(journal.sessions().front().id, QStringLiteral("Greedy wins by a lot\nMore seas?"));
    JournalNotes notes(&journal);
    JournalWindow window(&notes, nullptr);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.selectSession(journal.sessions().front().id);
    QVERIFY(window.grab().save(folder + QStringLiteral("/journalwindow.png")));
}

QTEST_MAIN(TstDocks)
#include "tst_docks.moc"
