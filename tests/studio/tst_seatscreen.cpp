// People sharing one screen: each human seat's hidden items (its hand) show to that seat
// only; between two people's turns a curtain hides them until the next one takes the
// screen. With one person, that person's view and no curtain; with none, everything.
// On hexpairs, whose hands (two tiles each) only their owner sees.
#include "dialogs/newgamedialog.h"
#include "docks/logdock.h"
#include "docks/logmodel.h"
#include "docks/scoresdock.h"
#include "docks/supplydock.h"
#include "eventphrases.h"
#include "gamedocument.h"
#include "gamehelpers.h"
#include "mainwindow/studiodocks.h"
#include "play/curtain.h"
#include "seatscreen.h"

#include "state/visibility.h"

#include <QLabel>
#include <QMainWindow>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>
#include <QTreeWidget>

using namespace tw;

namespace {

std::unique_ptr<GameDocument> newGame(std::vector<std::string> seats, const char *folder = "tests/rulesets/hexpairs")
{
    const std::shared_ptr<const Ruleset> rules = test::loadSourceRuleset(folder);
    auto document = std::make_unique<GameDocument>(rules);
    document->setAutoPlay(false);
    document->setBotDelay(0);
    GameSetup setup;
    setup.players = int(seats.size());
    setup.parameters = rules->defaultParameters();
    setup.seed = 4;
    setup.seats = std::move(seats);
    QString error;
    if (!document->start(setup, &error))
        qFatal("cannot start a game: %s", qPrintable(error));
    return document;
}

// Plays the first legal action of the open human decision.
void playFirst(GameDocument &document)
{
    QVERIFY(document.waitsForHuman());
    const Action action = document.state().decision().options.front();
    QVERIFY(document.play(action));
}

// The log text of every Drawn event, as the seat at the screen reads it.
QStringList drawTexts(const LogModel &model)
{
    QStringList texts;
    for (int row = 0; row < model.rowCount(); ++row)
        if (model.eventOfRow(row).kind == EventKind::Drawn)
            texts << model.index(row, LogModel::TextColumn).data().toString();
    return texts;
}

} // namespace

class TstSeatScreen : public QObject
{
    Q_OBJECT

private slots:
    void twoPeoplePassTheScreen();
    void onePersonSeesOnlyTheirHand();
    void botsAloneShowEverything();
    void aHotReloadLeavesTheScreenWithItsSeat();
    void theDocksHideUnderTheCurtain();
    void landVsSeaNamesSeatsByPlayerCount();
};

void TstSeatScreen::twoPeoplePassTheScreen()
{
    auto document = newGame({"human", "human"});
    SeatScreen *screen = document->screen();
    QVERIFY(screen->curtainUp());
    QCOMPARE(screen->waitingSeat(), 0);
    QCOMPARE(screen->viewer(), kNobody);

    auto *area = new QWidget;
    Curtain curtain(area);
    curtain.setScreen(screen, document.get());
    QVERIFY(curtain.isDrawn());
    QVERIFY(curtain.revealButton()->text().contains(seatName(document->rules(), document->setup().players, 0)));

    LogModel log(document.get());
    for (const QString &text : drawTexts(log))
        QVERIFY2(text.contains(QStringLiteral("a tile")), qPrintable(text)); // nobody's draws are named

    QTest::mouseClick(curtain.revealButton(), Qt::LeftButton);
    QVERIFY(!curtain.isDrawn());
    QCOMPARE(screen->viewer(), 0);
    const QStringList redSees = drawTexts(log);
    QCOMPARE(redSees.filter(QStringLiteral("a tile")).size(), 2); // the other seat's two draws stay unnamed

    QSignalSpy changed(screen, &SeatScreen::changed);
    playFirst(*document); // the first seat places; the second is next
    QVERIFY(screen->curtainUp());
    QCOMPARE(screen->waitingSeat(), 1);
    QVERIFY(curtain.isDrawn());
    QVERIFY(curtain.revealButton()->text().contains(seatName(document->rules(), document->setup().players, 1)));
    QVERIFY(changed.count() >= 1);
    screen->reveal();
    QCOMPARE(screen->viewer(), 1);
}

void TstSeatScreen::onePersonSeesOnlyTheirHand()
{
    auto document = newGame({"human", "greedy"});
    SeatScreen *screen = document->screen();
    QVERIFY(!screen->curtainUp());
    QCOMPARE(screen->viewer(), 0);

    SupplyDock dock(document.get());
    const int hand = document->rules().zoneIndex("hand");
    QTreeWidgetItem *mine = dock.zoneItem(hand, 0);
    QTreeWidgetItem *theirs = dock.zoneItem(hand, 1);
    QVERIFY(mine && theirs);
    QVERIFY(mine->childCount() > 0); // the seat's own tiles are listed
    QCOMPARE(theirs->childCount(), 0);
    QVERIFY(theirs->text(SupplyDock::ItemColumn).contains(QStringLiteral("face down")));
    QCOMPARE(theirs->text(SupplyDock::CountColumn), QStringLiteral("2"));
    // What the seat cannot see (the other hand and the bag) is counted together.
    const int unseen = int(document->state().zone(hand, 1).size() + document->state().zone(0).size());
    bool found = false;
    for (int i = 0; i < dock.tree()->topLevelItem(0)->childCount(); ++i) {
        QTreeWidgetItem *row = dock.tree()->topLevelItem(0)->child(i);
        if (row->text(SupplyDock::ItemColumn)
            == QStringLiteral("Not seen by %1").arg(seatName(document->rules(), document->setup().players, 0))) {
            found = true;
            QCOMPARE(row->text(SupplyDock::CountColumn).toInt(), unseen);
        }
    }
    QVERIFY(found);
}

void TstSeatScreen::botsAloneShowEverything()
{
    auto document = newGame({"greedy", "random"});
    QCOMPARE(document->screen()->viewer(), kReferee);
    QVERIFY(!document->screen()->curtainUp());
    LogModel log(document.get());
    for (const QString &text : drawTexts(log))
        QVERIFY2(!text.contains(QStringLiteral("a tile")), qPrintable(text));
}

void TstSeatScreen::aHotReloadLeavesTheScreenWithItsSeat()
{
    auto document = newGame({"human", "human"});
    SeatScreen *screen = document->screen();
    screen->reveal();
    QCOMPARE(screen->viewer(), 0);
    QString stopped;
    QVERIFY(document->reload(document->rulesPtr(), &stopped));
    QVERIFY2(stopped.isEmpty(), qPrintable(stopped));
    QVERIFY(!screen->curtainUp()); // the same person, the same game: no curtain
    QCOMPARE(screen->viewer(), 0);

    // A new game starts with nobody at the screen.
    GameSetup setup = document->setup();
    QVERIFY(document->start(setup));
    QVERIFY(screen->curtainUp());
}

QTEST_MAIN(TstSeatScreen)
void TstSeatScreen::theDocksHideUnderTheCurtain()
{
    auto document = newGame({"human", "human"}, "rulesets/land-vs-sea");
    QMainWindow window;
    StudioDocks docks(&window);
    docks.setDocument(document.get());
    const QList<QWidget *> contents{docks.logDock()->widget(), docks.scoresDock()->widget(), docks.supplyDock()->widget()};
    QVERIFY(document->screen()->curtainUp());
    for (QWidget *content : contents)
        QVERIFY(content->isHidden());
    document->screen()->reveal();
    for (QWidget *content : contents)
        QVERIFY(!content->isHidden());
    playFirst(*document); // Land drafts; the screen passes to Sea
    QVERIFY(document->screen()->curtainUp());
    for (QWidget *content : contents)
        QVERIFY(content->isHidden());
}

void TstSeatScreen::landVsSeaNamesSeatsByPlayerCount()
{
    const QStringList three{QStringLiteral("Land"), QStringLiteral("Sea"), QStringLiteral("Cartographer")};
    const QStringList four{QStringLiteral("Land"), QStringLiteral("Sea"), QStringLiteral("Land 2"), QStringLiteral("Sea 2")};
    for (const QStringList &names : {three, four}) {
        std::vector<std::string> seats(std::size_t(names.size()), "human");
        auto document = newGame(seats, "rulesets/land-vs-sea");
        Curtain curtain(new QWidget);
        curtain.setScreen(document->screen(), document.get());
        document->screen()->reveal();
        for (int p = 1; p <= names.size(); ++p) {
            playFirst(*document); // each seat drafts in turn, then Land again; the curtain names the next
            QVERIFY(curtain.revealButton()->text().contains(names[p % names.size()]));
            document->screen()->reveal();
        }
        ScoresDock scores(document.get());
        LogModel log(document.get());
        QStringList logged;
        for (int row = 0; row < log.rowCount(); ++row)
            logged << log.index(row, LogModel::PlayerColumn).data().toString();
        for (int p = 0; p < names.size(); ++p) {
            QCOMPARE(scores.table()->horizontalHeaderItem(p)->text(), names[p]);
            QVERIFY2(logged.contains(names[p]), qPrintable(logged.join(QLatin1Char(','))));
        }
        QVERIFY(!logged.contains(QStringLiteral("Cartographer / Land 2")));

        NewGameDialog dialog(document->rules(), document->setup());
        dialog.playersBox()->setValue(int(names.size()));
        QCOMPARE(dialog.seatNameLabel(2)->text(), names[2]);
    }
}

#include "tst_seatscreen.moc"
