// The studio's main window under the offscreen platform, on a real Discovery game
// (a person against the greedy bot, fixed seed): placing a tile by a mouse click on the
// board, an illegal spot refused with its reason, a follower placed by choosing an
// option, undo and redo, a removal scored in the log, the playtest journal written and
// still there after reopening the database, the New Game dialog, and past positions.
#include "boarditems.h"
#include "boardscene.h"
#include "boardview.h"
#include "gamedocument.h"
#include "journal.h"
#include "tilerenderer.h"

#include "dialogs/newgamedialog.h"
#include "dialogs/parameterform.h"
#include "dialogs/referencewindow.h"
#include "docks/logdock.h"
#include "docks/logmodel.h"
#include "docks/scoresdock.h"
#include "docks/supplydock.h"
#include "journalui/journalwindow.h"
#include "journalui/noteseditor.h"
#include "mainwindow/gameactions.h"
#include "mainwindow/journalactions.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/messagebar.h"
#include "mainwindow/rulesetactions.h"
#include "mainwindow/rulesetlibrary.h"
#include "mainwindow/studiodocks.h"
#include "mainwindow/viewactions.h"
#include "play/choicepanel.h"
#include "play/playcontroller.h"
#include "play/turnbanner.h"

#include "luarules.h"
#include "studiofiles.h"

#include "load/rulesetloader.h"
#include "log/eventtext.h"
#include "log/gamelog.h"
#include "log/replay.h"
#include "play/bot.h"
#include "play/match.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QUndoStack>

#include <climits>
#include <cmath>
#include <memory>
#include <set>
#include <utility>

using namespace tw;

namespace {

constexpr std::uint64_t kSeed = 20240611;

QString sourcePath(const char *relative)
{
    return QStringLiteral(TILEWRIGHT_SOURCE_DIR "/") + QString::fromUtf8(relative);
}

int countEvents(const GameLog &log, EventKind kind, int player = -1)
{
    int n = 0;
    for (const LogEntry &entry : log.entries)
        for (const Event &e : entry.events)
            n += e.kind == kind && (player < 0 || e.player == player);
    return n;
}

} // namespace

class TstStudio : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void startsADiscoveryGameAgainstTheBot();
    void placesATileByClickingALegalSpot();
    void refusesAnIllegalSpotWithAReason();
    void placesAFollowerByChoosingAnOption();
    void territoryValuesFollowReloadedRules();
    void manyOptionsScrollInsteadOfWideningTheWindow();
    void aNoteNarrowsInANarrowPanelAndStaysWhole();
    void aLongDetailFitsTheBannerInTwoLines();
    void undoAndRedoRestoreTheGame();
    void removalIsScoredAndLogged();
    void journalKeepsTheGameAfterReopening();
    void pastPositionsAreReadOnly();
    void newGameDialogIsGeneratedFromTheRuleset();
    void newGameDialogGreysOutAParameterNotForThePlayerCount();
    void brokenRulesetIsReportedNotFatal();
    void failingFlowIsReportedAndTheGameStays();
    void playToTheEndFinishesTheJournalSession();
    void layoutAndRecentRulesetsAreRestored();
    void aStartThatCannotOpenItsRulesetSaysWhy();
    void journalSessionReopensAsAReplay();
    void notesOfTheCurrentGameAreKept();
    void theNotesDockAndTheJournalWindowEditOneNote();
    void helpOffersTheReferences();
    void viewMenuTogglesEveryDock();

private:
    void waitForHuman(DecisionKind kind);
    // Clicks the viewport at a scene point (moving there first, as a mouse would).
    void clickScene(QPointF scenePos);
    // Places the human's tile by a click on its first legal spot.
    void placeByClick();
    // Decides for the human the way the greedy bot would, until a Choice offers `choice`.
    void playUntilChoiceOffers(const char *choice);

    GameDocument *doc() const { return m_window->document(); }
    PlayController *controller() const { return m_window->playController(); }
    BoardScene *scene() const { return controller()->scene(); }
    BoardView *view() const { return m_window->boardView(); }

    QTemporaryDir m_dir;
    QString m_journalPath;
    std::unique_ptr<MainWindow> m_window;
};

void TstStudio::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("Tilewright"));
    QCoreApplication::setApplicationName(QStringLiteral("Tilewright"));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.filePath(QStringLiteral("settings")));
    m_journalPath = m_dir.filePath(QStringLiteral("journal/journal.sqlite"));
}

void TstStudio::init()
{
    StartOptions options;
    options.ruleset = sourcePath("rulesets/discovery");
    options.players = 2;
    options.seats = {QStringLiteral("human"), QStringLiteral("greedy")};
    options.seed = kSeed;
    options.journalPath = m_journalPath;
    options.botDelay = 0;
    options.restoreLayout = false;
    m_window = std::make_unique<MainWindow>(options);
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY(doc());
    QVERIFY(doc()->hasGame());
}

void TstStudio::cleanup()
{
    m_window.reset();
}

void TstStudio::waitForHuman(DecisionKind kind)
{
    QTRY_VERIFY_WITH_TIMEOUT(doc()->waitsForHuman() || doc()->isOver(), 10000);
    QVERIFY(!doc()->isOver());
    QCOMPARE(int(doc()->state().decision().kind), int(kind));
}

void TstStudio::clickScene(QPointF scenePos)
{
    const QPoint at = view()->mapFromScene(scenePos);
    QVERIFY2(view()->viewport()->rect().contains(at), "the point is not in view");
    QTest::mouseMove(view()->viewport(), at + QPoint(3, 3));
    QTest::mouseMove(view()->viewport(), at);
    QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, at);
}

void TstStudio::placeByClick()
{
    waitForHuman(DecisionKind::Place);
    QVERIFY(scene()->isPlacing());
    const Action spot = doc()->state().decision().options.front();
    scene()->setGhostOrientation(spot.c);
    const int before = doc()->actionCount();
    const int tiles = doc()->state().board().tileCount();
    clickScene(scene()->cellCenter({spot.a, spot.b}));
    QVERIFY(doc()->actionCount() > before);
    const LogEntry &placed = doc()->log().entries[before + 1];
    QVERIFY(placed.action && placed.action->kind == ActionKind::Place);
    QCOMPARE(placed.action->a, spot.a);
    QCOMPARE(placed.action->b, spot.b);
    QCOMPARE(placed.action->c, spot.c);
    QCOMPARE(doc()->stateAfter(before + 1).board().tileCount(), tiles + 1);
}

void TstStudio::playUntilChoiceOffers(const char *choice)
{
    const int tag = doc()->rules().choiceIndex(choice);
    QVERIFY(tag >= 0);
    for (int guard = 0; guard < 200; ++guard) {
        QTRY_VERIFY_WITH_TIMEOUT(doc()->waitsForHuman() || doc()->isOver(), 10000);
        QVERIFY(!doc()->isOver());
        const Decision &d = doc()->state().decision();
        if (d.kind == DecisionKind::Choice)
            for (const Action &a : d.options)
                if (a.tag == tag)
                    return;
        Rng rng = botRng(doc()->setup().seed, doc()->actionCount());
        const Action pick = d.options.at(GreedyBot().decide(doc()->game(), doc()->state(), rng));
        QVERIFY(doc()->play(pick)); // one decision at a time: the choice may come within a turn
    }
    QFAIL("no such choice came up");
}

void TstStudio::startsADiscoveryGameAgainstTheBot()
{
    QCOMPARE(QString::fromStdString(doc()->rules().id), QStringLiteral("discovery"));
    QCOMPARE(doc()->setup().seed, kSeed);
    QCOMPARE(doc()->setup().seats, (std::vector<std::string>{"human", "greedy"}));
    // The shipped game by its name alone.
    QCOMPARE(m_window->windowTitle(), QString::fromStdString(doc()->rules().name) + QStringLiteral(" \u2014 Tilewright"));
    waitForHuman(DecisionKind::Place);
    QVERIFY(m_window->banner()->title().contains(QStringLiteral("Red")));
    QCOMPARE(m_window->banner()->tileCount(), 1); // the drawn tile
    // The spots counted are cells, however many turns of the tile fit in each.
    std::set<std::pair<int, int>> cells;
    for (const Action &a : doc()->state().decision().options)
        cells.emplace(a.a, a.b);
    QVERIFY(cells.size() < doc()->state().decision().options.size());
    QVERIFY2(m_window->banner()->detail().contains(QStringLiteral("%1 spots fit").arg(cells.size())),
             qPrintable(m_window->banner()->detail()));
    // Discovery's tiles have one face and no mirror image: nothing to flip.
    QVERIFY2(!m_window->banner()->detail().contains(QStringLiteral("F flips")), qPrintable(m_window->banner()->detail()));
    QVERIFY(m_window->docks()->logDock());
    QVERIFY(m_window->docks()->scoresDock());
    QVERIFY(m_window->docks()->supplyDock());
    QVERIFY(doc()->journalSession() >= 0);
}

void TstStudio::placesATileByClickingALegalSpot()
{
    placeByClick();
    // Then the follower step: markers on the board, buttons in the panel.
    waitForHuman(DecisionKind::Choice);
    QVERIFY(!scene()->isPlacing());
    QVERIFY(scene()->targetCount() > 0);
    QCOMPARE(m_window->choicePanel()->buttonCount(), int(doc()->state().decision().options.size()));
    // Hovering a territory tells its size, state and what it is worth now.
    scene()->hoverSegment(0);
    QVERIFY2(controller()->hint().contains(QStringLiteral("worth")), qPrintable(controller()->hint()));
    QVERIFY(controller()->hint().contains(QStringLiteral("open"))
            || controller()->hint().contains(QStringLiteral("complete")));
    scene()->hoverSegment(-1);

    // Each button names the side of the tile its territory reaches, so two of one terrain
    // differ, and the pointer over it outlines that territory on the board.
    QStringList texts;
    int territoryButton = -1;
    for (int i = 0; i < m_window->choicePanel()->buttonCount(); ++i) {
        const QString text = m_window->choicePanel()->button(i)->text();
        QVERIFY2(!texts.contains(text), qPrintable(text));
        texts << text;
        if (territoryButton < 0 && text.contains(QStringLiteral(" side")))
            territoryButton = i;
    }
    QVERIFY2(territoryButton >= 0, qPrintable(texts.join(QStringLiteral(" | "))));
    QEvent enter(QEvent::Enter);
    QApplication::sendEvent(m_window->choicePanel()->button(territoryButton), &enter);
    QVERIFY(scene()->hoveredSegment() >= 0);
    QEvent leave(QEvent::Leave);
    QApplication::sendEvent(m_window->choicePanel()->button(territoryButton), &leave);
    QCOMPARE(scene()->hoveredSegment(), -1);
}

void TstStudio::territoryValuesFollowReloadedRules()
{
    placeByClick();
    waitForHuman(DecisionKind::Choice);
    const auto worth = [this] {
        scene()->hoverSegment(-1);
        scene()->hoverSegment(0);
        const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("worth (\\d+)")).match(controller()->hint());
        return m.hasMatch() ? m.captured(1).toInt() : -1;
    };
    const int before = worth();
    QVERIFY(before >= 0);

    // The same game under rules whose territories are worth 1000 more: the follower step
    // comes back, valued by the new Game (the old one is gone).
    const QString folder = m_dir.filePath(QStringLiteral("valued"));
    QVERIFY(copyShippedRuleset(QStringLiteral("discovery"), folder));
    const QString flow = folder + QStringLiteral("/flow.lua");
    const QString hook = QStringLiteral("  return territory_value(g, s, g:complete(s))\n");
    QString text = readAll(flow);
    QVERIFY(text.contains(hook));
    QVERIFY(writeAll(flow, text.replace(hook, QStringLiteral("  return 1000 + territory_value(g, s, g:complete(s))\n"))));
    const LoadResult loaded = loadRuleset(folder.toStdString());
    QVERIFY(loaded.ruleset);
    QString stopped;
    QVERIFY(doc()->reload(loaded.ruleset, &stopped));
    QVERIFY2(stopped.isEmpty(), qPrintable(stopped));
    waitForHuman(DecisionKind::Choice);
    QCOMPARE(worth(), before + 1000);
    QVERIFY(m_window->choicePanel()->buttonCount() > 0);
}

void TstStudio::manyOptionsScrollInsteadOfWideningTheWindow()
{
    ChoicePanel panel;
    std::vector<ChoiceButton> buttons;
    for (int i = 0; i < 9; ++i)
        buttons.push_back({QStringLiteral("Remove a follower and score its territory: Sea (%1 pts)").arg(i), {}, {}});
    panel.setChoices(QStringLiteral("Choose one:"), buttons);
    QVERIFY(panel.sizeHint().width() > 900); // three columns of long buttons, when there is room
    QVERIFY(panel.minimumSizeHint().width() < 400);
    panel.resize(420, panel.height());
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QScrollArea *scroll = panel.findChild<QScrollArea *>();
    QVERIFY(scroll);
    QVERIFY(scroll->horizontalScrollBar()->isVisible());
    QCOMPARE(scroll->verticalScrollBar()->isVisible(), false);
    for (int i = 0; i < panel.buttonCount(); ++i) {
        QAbstractButton *button = panel.button(i);
        QVERIFY2(button->mapTo(scroll->viewport(), QPoint(0, button->height())).y() <= scroll->viewport()->height(),
                 "every button shows whole above the scroll bar");
    }
}

// Docks that leave the centre little room: the note beside the buttons narrows into more
// lines and shows whole, rather than cut at the panel's edge.
void TstStudio::aNoteNarrowsInANarrowPanelAndStaysWhole()
{
    ChoicePanel panel;
    const QString note = QStringLiteral("Or click a card, then a highlighted cell.");
    panel.setChoices(QStringLiteral("Choose one:"), {{QStringLiteral("End the turn"), {}, {}}}, note);
    QLabel *noteLabel = nullptr;
    for (QLabel *l : panel.findChildren<QLabel *>())
        if (l->text() == note)
            noteLabel = l;
    QVERIFY(noteLabel);
    panel.resize(600, panel.height());
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QTRY_COMPARE(noteLabel->width(), 240); // room: one line
    const int wide = noteLabel->heightForWidth(noteLabel->width());
    panel.resize(260, panel.height());
    QTRY_VERIFY(noteLabel->width() < 240);
    QVERIFY2(noteLabel->mapTo(&panel, QPoint(noteLabel->width(), 0)).x() <= panel.width(), "the note ends inside the panel");
    QVERIFY(noteLabel->heightForWidth(noteLabel->width()) > wide); // in more lines
    QTRY_VERIFY2(noteLabel->heightForWidth(noteLabel->width()) <= noteLabel->height(), "every line shows");

    // Both notes a turn may have, beside buttons too many to fit, which scroll: still whole.
    const QString both = QStringLiteral("Or click a highlighted cell.\nOr click a card, then a highlighted cell.");
    std::vector<ChoiceButton> many;
    for (int i = 0; i < 6; ++i)
        many.push_back({QStringLiteral("Deploy a follower on the sea (%1)").arg(i), {}, {}});
    panel.setChoices(QStringLiteral("Choose one:"), many, both);
    for (const int width : {260, 600}) {
        panel.resize(width, panel.height());
        QTRY_VERIFY2(noteLabel->heightForWidth(noteLabel->width()) <= noteLabel->height(),
                     qPrintable(QString::number(width)));
        QVERIFY(noteLabel->mapTo(&panel, QPoint(0, noteLabel->height())).y() <= panel.height());
        QVERIFY(noteLabel->mapTo(&panel, QPoint(noteLabel->width(), 0)).x() <= panel.width());
    }
    QCOMPARE(noteLabel->width(), 240); // at 600, the buttons scroll beside the widest note
}

void TstStudio::aLongDetailFitsTheBannerInTwoLines()
{
    TurnBanner banner;
    banner.resize(260, banner.height());
    banner.show();
    QVERIFY(QTest::qWaitForWindowExposed(&banner));
    BannerInfo info;
    info.title = QStringLiteral("Rot: Sie sind am Zug");
    info.detail = QStringLiteral("Wählen Sie: Klicken Sie auf eine Markierung auf dem Spielfeld oder auf eine "
                                 "Schaltfläche. Zug 1. Punkte: Rot 0 · Blau 0");
    banner.setInfo(info);
    QCOMPARE(banner.detail(), info.detail);
    const QLabel *shown = nullptr;
    for (const QLabel *label : banner.findChildren<QLabel *>())
        if (label->toolTip() == info.detail)
            shown = label;
    QVERIFY(shown);
    QVERIFY(shown->text().endsWith(QStringLiteral(" \u2026")));
    QVERIFY(info.detail.startsWith(shown->text().chopped(2)));
    QVERIFY(shown->heightForWidth(shown->width()) <= 2 * shown->fontMetrics().lineSpacing() + 2);

    banner.resize(1400, banner.height()); // room for all of it
    QTRY_COMPARE(shown->text(), info.detail);
    QVERIFY(shown->toolTip().isEmpty());
}

void TstStudio::refusesAnIllegalSpotWithAReason()
{
    waitForHuman(DecisionKind::Place);
    // R on the board turns the tile in hand (the Turn Tile action's shortcut).
    view()->setFocus();
    const int turned = scene()->ghostOrientation();
    QTest::keyClick(view(), Qt::Key_R);
    QVERIFY(scene()->ghostOrientation() != turned
            || doc()->rules().tiles[doc()->state().decision().tiles.front()].orientations.size() == 1);
    // An empty cell in view where the tile in hand does not go as it is turned now.
    const int orientation = scene()->ghostOrientation();
    const QRectF visible = view()->mapToScene(view()->viewport()->rect().adjusted(20, 20, -20, -20)).boundingRect();
    Coord illegal;
    bool found = false;
    const Coord a = scene()->cellAt(visible.topLeft()), b = scene()->cellAt(visible.bottomRight());
    for (int y = a.y + 1; y < b.y && !found; ++y) {
        for (int x = a.x + 1; x < b.x && !found; ++x) {
            if (!doc()->state().board().occupied({x, y}) && !scene()->isLegal({x, y}, orientation)) {
                illegal = {x, y};
                found = true;
            }
        }
    }
    QVERIFY(found);
    const int before = doc()->actionCount();
    const std::uint64_t hash = doc()->state().hash();
    clickScene(scene()->cellCenter(illegal));
    QCOMPARE(doc()->actionCount(), before);
    QCOMPARE(doc()->state().hash(), hash);
    QVERIFY2(!controller()->hint().isEmpty(), "no reason shown");
    QCOMPARE(m_window->banner()->hint(), controller()->hint());
    QCOMPARE(controller()->hint(), scene()->reasonAt(illegal, orientation));
}

void TstStudio::placesAFollowerByChoosingAnOption()
{
    placeByClick();
    waitForHuman(DecisionKind::Choice);
    // A deploy option whose marker is the one on top at its centre (markers of small
    // segments may overlap), so the click means that option.
    const std::vector<OptionView> &options = controller()->options();
    const TileRenderer &renderer = scene()->renderer();
    int best = -1;
    for (std::size_t i = 0; i < options.size() && best < 0; ++i) {
        if (options[i].segment < 0 || options[i].removes)
            continue;
        const QPointF at = renderer.segmentCentroid(scene()->board(), options[i].segment, scene()->cellSize());
        for (QGraphicsItem *item : scene()->items(at)) {
            if (auto *marker = qgraphicsitem_cast<TargetMarkerItem *>(item)) {
                if (marker->segment() == options[i].segment)
                    best = int(i);
                break;
            }
        }
    }
    QVERIFY(best >= 0);
    const OptionView chosen = options[best];
    QVERIFY(chosen.value.has_value()); // what the territory would score, from the ruleset
    // What each territory scores is written in its marker, so it covers no other tile.
    int badges = 0;
    for (QGraphicsItem *item : scene()->items()) {
        auto *marker = qgraphicsitem_cast<TargetMarkerItem *>(item);
        if (!marker)
            continue;
        const auto option = std::find_if(options.begin(), options.end(),
                                         [&](const OptionView &o) { return o.segment == marker->segment(); });
        QVERIFY(option != options.end());
        if (option->value) {
            QCOMPARE(marker->badge(), QString::number(*option->value));
            ++badges;
        }
    }
    QVERIFY(badges > 0);
    const int before = doc()->actionCount();
    clickScene(renderer.segmentCentroid(scene()->board(), chosen.segment, scene()->cellSize()));
    QVERIFY(doc()->actionCount() > before);
    const LogEntry &entry = doc()->log().entries[before + 1];
    QVERIFY(entry.action);
    QVERIFY2(*entry.action == chosen.action,
             qPrintable(QStringLiteral("played %1/%2, chosen %3/%4")
                            .arg(entry.action->tag)
                            .arg(entry.action->a)
                            .arg(chosen.action.tag)
                            .arg(chosen.action.a)));
    QCOMPARE(int(entry.events.front().kind), int(EventKind::PieceDeployed));
    const Event &deployed = entry.events.front();
    QCOMPARE(doc()->stateAfter(before + 1).board().segmentAt({{deployed.b, deployed.c}, deployed.d}), chosen.segment);
    QCOMPARE(doc()->stateAfter(before + 1).pieces().size(), std::size_t(1));
}

void TstStudio::undoAndRedoRestoreTheGame()
{
    waitForHuman(DecisionKind::Place);
    const std::uint64_t beforeHash = doc()->state().hash();
    const int beforeCount = doc()->actionCount();
    placeByClick();
    waitForHuman(DecisionKind::Choice);
    QVERIFY(controller()->chooseOption(int(doc()->state().decision().options.size()) - 1)); // pass
    waitForHuman(DecisionKind::Place);
    const std::uint64_t afterHash = doc()->state().hash();
    const int afterCount = doc()->actionCount();
    QVERIFY(afterCount > beforeCount + 2); // the bot's turn came in between

    QAction *undo = m_window->gameActions()->undoAction();
    QAction *redo = m_window->gameActions()->redoAction();
    QVERIFY(undo->isEnabled());
    undo->trigger(); // the pass and the bot turn after it
    undo->trigger(); // the placement
    QCOMPARE(doc()->state().hash(), beforeHash);
    QCOMPARE(doc()->actionCount(), beforeCount);
    QVERIFY(scene()->isPlacing());
    QCOMPARE(scene()->board().tileCount(), doc()->state().board().tileCount());

    QVERIFY(redo->isEnabled());
    redo->trigger();
    redo->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(doc()->waitsForHuman(), 5000);
    QCOMPARE(doc()->state().hash(), afterHash);
    QCOMPARE(doc()->actionCount(), afterCount);

    // The shortcut works too.
    QTest::keySequence(m_window.get(), QKeySequence::Undo);
    QVERIFY(doc()->actionCount() < afterCount);
}

void TstStudio::removalIsScoredAndLogged()
{
    // Turn 1: a follower out, then play on until the person may take one back.
    placeByClick();
    waitForHuman(DecisionKind::Choice);
    const int deploy = doc()->rules().choiceIndex("deploy");
    const std::vector<OptionView> first = controller()->options();
    const auto it = std::find_if(first.begin(), first.end(), [&](const OptionView &o) { return o.action.tag == deploy; });
    QVERIFY(it != first.end());
    QVERIFY(controller()->chooseOption(it->index));
    playUntilChoiceOffers("remove");

    const int remove = doc()->rules().choiceIndex("remove");
    const std::vector<OptionView> options = controller()->options();
    const auto removal = std::find_if(options.begin(), options.end(),
                                      [&](const OptionView &o) { return o.action.tag == remove; });
    QVERIFY(removal != options.end());
    QVERIFY(removal->removes);
    QVERIFY(removal->value.has_value());
    const int expected = *removal->value;
    const int player = doc()->state().decision().player;
    const int scoreBefore = doc()->state().score(player);
    const int before = doc()->actionCount();
    const int rowsBefore = m_window->docks()->logDock()->logModel()->rowCount();

    // Chosen with its button in the choice panel.
    QAbstractButton *button = m_window->choicePanel()->button(int(removal - options.begin()));
    QVERIFY(button->text().startsWith(QString::fromStdString(doc()->rules().choices[remove].text)));
    QTest::mouseClick(button, Qt::LeftButton);
    QVERIFY(doc()->actionCount() > before);

    const LogEntry &entry = doc()->log().entries[before + 1];
    QVERIFY(entry.action && entry.action->tag == remove);
    const auto score = std::find_if(entry.events.begin(), entry.events.end(),
                                    [](const Event &e) { return e.kind == EventKind::ScoreChanged; });
    QVERIFY(score != entry.events.end());
    QCOMPARE(score->a, expected);
    QCOMPARE(score->player, player);
    QCOMPARE(score->b, scoreBefore + expected);

    // The log dock shows the score change.
    LogModel *model = m_window->docks()->logDock()->logModel();
    QTRY_VERIFY(model->rowCount() > rowsBefore);
    const QString text = QString::fromStdString(describe(doc()->rules(), doc()->setup().players, *score));
    bool shown = false;
    for (int row = rowsBefore; row < model->rowCount() && !shown; ++row) {
        const QModelIndex index = model->index(row, LogModel::TextColumn);
        shown = index.data(LogModel::KindRole).toInt() == int(EventKind::ScoreChanged)
            && index.data(LogModel::DeltaRole).toInt() == expected && index.data().toString() == text;
    }
    QVERIFY2(shown, qPrintable(text));
}

void TstStudio::journalKeepsTheGameAfterReopening()
{
    placeByClick();
    waitForHuman(DecisionKind::Choice);
    QVERIFY(controller()->chooseOption(0));
    waitForHuman(DecisionKind::Place);
    const qint64 session = doc()->journalSession();
    QVERIFY(session >= 0);
    const int entries = int(doc()->log().entries.size());
    const std::uint64_t hash = doc()->state().hash();
    const auto rules = doc()->rulesPtr();
    m_window.reset(); // the studio closes

    Journal journal;
    journal.open(m_journalPath);
    QVERIFY(journal.contains(session));
    const JournalSession row = journal.session(session);
    QCOMPARE(row.rulesetId, QStringLiteral("discovery"));
    QCOMPARE(row.seed, kSeed);
    QCOMPARE(row.seats, (QStringList{QStringLiteral("human"), QStringLiteral("greedy")}));
    const GameLog log = parseLog(*rules, journal.logText(session));
    QCOMPARE(int(log.entries.size()), entries); // every line, each valid JSON
    QCOMPARE(countEvents(log, EventKind::TilePlaced, 0), 1);
    const auto game = makeGame(rules);
    QCOMPARE(stateAt(*game, log).hash(), hash);
}

void TstStudio::pastPositionsAreReadOnly()
{
    placeByClick();
    waitForHuman(DecisionKind::Choice);
    QVERIFY(controller()->chooseOption(0));
    waitForHuman(DecisionKind::Place);
    const int now = doc()->actionCount();
    m_window->docks()->logDock()->viewRequested(2);
    QCOMPARE(controller()->viewedActions(), 2);
    QVERIFY(!scene()->isPlacing());
    QCOMPARE(scene()->board().tileCount(), doc()->stateAfter(2).board().tileCount());
    QVERIFY(m_window->banner()->title().contains(QStringLiteral("read-only")));
    QVERIFY(!controller()->chooseOption(0));
    QCOMPARE(doc()->actionCount(), now);
    m_window->docks()->logDock()->viewRequested(-1);
    QCOMPARE(controller()->viewedActions(), -1);
    QVERIFY(scene()->isPlacing());

    // The Scores dock follows the viewed position: before the first score, all zero.
    ScoresDock *scores = m_window->docks()->scoresDock();
    doc()->handOverToBots();
    QTRY_VERIFY_WITH_TIMEOUT(doc()->isOver(), 60000);
    const std::vector<LogEntry> &entries = doc()->log().entries;
    const auto scored = std::find_if(entries.begin(), entries.end(), [](const LogEntry &entry) {
        return std::any_of(entry.events.begin(), entry.events.end(),
                           [](const Event &e) { return e.kind == EventKind::ScoreChanged; });
    });
    QVERIFY(scored != entries.end());
    const int firstScore = int(scored - entries.begin());
    QVERIFY(scores->cell(0, ScoresDock::TotalRow)->text().toInt() + scores->cell(1, ScoresDock::TotalRow)->text().toInt()
            > 0);
    m_window->docks()->logDock()->viewRequested(firstScore - 1);
    QCOMPARE(scores->cell(0, ScoresDock::TotalRow)->text(), QStringLiteral("0"));
    QCOMPARE(scores->cell(1, ScoresDock::TotalRow)->text(), QStringLiteral("0"));
    // So does the Supply dock: the bag as it was then.
    const int bag = doc()->rules().zoneIndex("bag");
    QTreeWidgetItem *bagRow = m_window->docks()->supplyDock()->zoneItem(bag);
    QVERIFY(bagRow);
    QCOMPARE(bagRow->text(SupplyDock::CountColumn).toInt(), int(doc()->stateAfter(firstScore - 1).zone(bag).size()));
    QVERIFY(doc()->stateAfter(firstScore - 1).zone(bag).size() > doc()->state().zone(bag).size());
    m_window->docks()->logDock()->viewRequested(-1);
    QCOMPARE(scores->cell(0, ScoresDock::TotalRow)->text().toInt(), doc()->state().score(0));
    QCOMPARE(m_window->docks()->supplyDock()->zoneItem(bag)->text(SupplyDock::CountColumn).toInt(),
             int(doc()->state().zone(bag).size()));
    doc()->undoStack()->undo(); // the seat back to the person, for what follows

    // "Continue from here": a new game repeating the first actions, same seats.
    const GameLog played = doc()->log();
    m_window->docks()->logDock()->forkRequested(3);
    QTRY_VERIFY(doc()->actionCount() >= 3);
    for (int i = 1; i <= 3; ++i)
        QVERIFY(doc()->log().entries[i].action == played.entries[i].action);
    QCOMPARE(doc()->setup().seats, (std::vector<std::string>{"human", "greedy"}));
}

void TstStudio::newGameDialogIsGeneratedFromTheRuleset()
{
    const Ruleset &rules = doc()->rules();
    NewGameDialog dialog(rules, doc()->setup());
    QCOMPARE(dialog.playersBox()->minimum(), rules.minPlayers);
    QCOMPARE(dialog.playersBox()->maximum(), rules.maxPlayers);
    QCOMPARE(dialog.seedEdit()->text(), QString::number(kSeed));
    ParameterForm *form = dialog.parameterForm();
    QCOMPARE(form->fieldCount(), int(rules.parameters.size()));
    for (int i = 0; i < form->fieldCount(); ++i) {
        const ParameterDef &def = rules.parameters[i];
        QCOMPARE(form->field(i)->toolTip(), QString::fromStdString(def.text));
        if (def.type == ParamType::Bool) {
            QVERIFY(qobject_cast<QCheckBox *>(form->field(i)));
        } else if (def.type == ParamType::Int) {
            auto *spin = qobject_cast<QSpinBox *>(form->field(i));
            QVERIFY(spin);
            QCOMPARE(spin->minimum(), int(std::max<std::int64_t>(def.min, INT_MIN)));
        }
    }
    QCOMPARE(form->values(), rules.defaultParameters());
    dialog.playersBox()->setValue(3);
    dialog.seatBox(2)->setCurrentIndex(dialog.seatBox(2)->findData(QStringLiteral("random")));
    qobject_cast<QCheckBox *>(form->field(rules.parameterIndex("two_tile_hand")))->setChecked(true);
    dialog.seedEdit()->setText(QStringLiteral("77"));
    const GameSetup setup = dialog.setup();
    QCOMPARE(setup.players, 3);
    QCOMPARE(setup.seats, (std::vector<std::string>{"human", "greedy", "random"}));
    QCOMPARE(setup.seed, std::uint64_t(77));
    QCOMPARE(setup.parameters[rules.parameterIndex("two_tile_hand")], std::int64_t(1));

    // An MCTS seat takes its iterations a move; only MCTS seats show them.
    QVERIFY(dialog.budgetBox(1)->isHidden());
    dialog.seatBox(1)->setCurrentIndex(dialog.seatBox(1)->findData(QStringLiteral("mcts")));
    QVERIFY(!dialog.budgetBox(1)->isHidden());
    QVERIFY(dialog.budgetBox(2)->isHidden());
    QCOMPARE(dialog.setup().seats.at(1), std::string("mcts"));
    dialog.budgetBox(1)->setValue(300);
    QCOMPARE(dialog.setup().seats.at(1), std::string("mcts:300"));
    QVERIFY(makeBot(dialog.setup().seats.at(1)));

    // Seats given as specs come back as they were.
    GameSetup initial = doc()->setup();
    initial.players = 3;
    initial.seats = {"mcts:500", "mcts", "mcts:2s"};
    NewGameDialog again(rules, initial);
    QCOMPARE(again.budgetBox(0)->value(), 500);
    QCOMPARE(again.setup().seats, initial.seats);
    initial.seats = {"mcts:16:greedy", "mcts:2s:greedy", "greedy"};
    NewGameDialog rollouts(rules, initial);
    QCOMPARE(rollouts.setup().seats, initial.seats);
    QVERIFY(rollouts.seatBox(0)->currentText().contains(QStringLiteral("Greedy rollouts")));

    // The greedy rollouts with their default budget are a kind of bot of the list.
    const int listed = dialog.seatBox(1)->findData(QStringLiteral("mcts:4:greedy"));
    QVERIFY(listed >= 0);
    dialog.seatBox(1)->setCurrentIndex(listed);
    QCOMPARE(dialog.setup().seats.at(1), std::string("mcts:4:greedy"));
    QVERIFY(dialog.budgetBox(1)->isHidden());
    initial.seats = {"mcts:4:greedy", "greedy", "random"};
    NewGameDialog listedAgain(rules, initial);
    QCOMPARE(listedAgain.seatBox(0)->currentIndex(), listed);
    QCOMPARE(listedAgain.setup().seats, initial.seats);
}

// Dungeon Expedition's solo rules are for 1 player: with more they stay off, greyed out.
void TstStudio::newGameDialogGreysOutAParameterNotForThePlayerCount()
{
    const LoadResult loaded = loadRuleset(sourcePath("rulesets/dungeon").toStdString());
    QVERIFY(loaded.ok());
    const Ruleset &rules = *loaded.ruleset;
    const int index = rules.parameterIndex("solo");
    GameSetup initial{1, rules.defaultParameters(), kSeed, {"human"}};
    NewGameDialog dialog(rules, initial);
    auto *solo = qobject_cast<QCheckBox *>(dialog.parameterForm()->field(index));
    QVERIFY(solo && solo->isEnabled());
    solo->setChecked(true);
    QCOMPARE(dialog.setup().parameters.at(index), std::int64_t(1));

    dialog.playersBox()->setValue(2);
    QVERIFY(!solo->isEnabled());
    QVERIFY(!solo->isChecked());
    QVERIFY(solo->toolTip().endsWith(QStringLiteral("Only in games of 1 player.")));
    QCOMPARE(dialog.setup().parameters, rules.defaultParameters());
    const int twisted = rules.parameterIndex("twisted_geometry");
    QVERIFY(dialog.parameterForm()->field(twisted)->isEnabled());

    dialog.playersBox()->setValue(1);
    QVERIFY(solo->isEnabled());
    QCOMPARE(solo->toolTip(), QString::fromStdString(rules.parameters[index].text));
}

void TstStudio::brokenRulesetIsReportedNotFatal()
{
    QTemporaryDir broken;
    QVERIFY(broken.isValid());
    QFile yaml(broken.filePath(QStringLiteral("ruleset.yaml")));
    QVERIFY(yaml.open(QIODevice::WriteOnly));
    yaml.write("id: broken\nname: [unclosed\n");
    yaml.close();
    GameDocument *before = doc();
    QVERIFY(!m_window->openRuleset(broken.path()));
    QVERIFY(m_window->messageBar()->isVisible());
    QVERIFY(m_window->messageBar()->text().contains(QStringLiteral("ruleset.yaml")));
    QCOMPARE(doc(), before); // the game goes on
    QVERIFY(doc()->hasGame());
    // A folder that is not there is named as such.
    const QString missing = broken.filePath(QStringLiteral("grapha-genisis"));
    QVERIFY(!m_window->openRuleset(missing));
    QVERIFY2(m_window->messageBar()->text().contains(missing + QStringLiteral(": no such folder.")),
             qPrintable(m_window->messageBar()->text()));
    QCOMPARE(doc(), before);
}

void TstStudio::failingFlowIsReportedAndTheGameStays()
{
    // The tutorial, with a flow that fails after every placement.
    QTemporaryDir copy;
    QVERIFY(copy.isValid());
    const QDir source(sourcePath("rulesets/tutorial"));
    for (const QString &name : source.entryList(QDir::Files))
        QVERIFY(QFile::copy(source.filePath(name), copy.filePath(name)));
    QFile flow(copy.filePath(QStringLiteral("flow.lua")));
    QVERIFY(flow.open(QIODevice::ReadOnly));
    QByteArray text = flow.readAll();
    flow.close();
    QVERIFY(text.contains("function placed(g, tile)\n"));
    text.replace("function placed(g, tile)\n", "function placed(g, tile)\n  error(\"broken on purpose\")\n");
    QVERIFY(flow.open(QIODevice::WriteOnly | QIODevice::Truncate));
    flow.write(text);
    flow.close();

    QVERIFY(m_window->openRuleset(copy.path()));
    QCOMPARE(QString::fromStdString(doc()->rules().id), QStringLiteral("tutorial"));
    waitForHuman(DecisionKind::Place);
    QVERIFY(m_window->docks()->logDock()); // new docks for the new document
    const std::uint64_t hash = doc()->state().hash();
    const int actions = doc()->actionCount();
    const Action spot = doc()->state().decision().options.front();
    scene()->setGhostOrientation(spot.c);
    clickScene(scene()->cellCenter({spot.a, spot.b}));
    QCOMPARE(doc()->actionCount(), actions);
    QCOMPARE(doc()->state().hash(), hash);
    QVERIFY(m_window->messageBar()->isVisible());
    QVERIFY2(m_window->messageBar()->text().contains(QStringLiteral("broken on purpose")),
             qPrintable(m_window->messageBar()->text()));
    QVERIFY(doc()->waitsForHuman()); // still playable: the person may try elsewhere
    QVERIFY(scene()->isPlacing());
}

void TstStudio::playToTheEndFinishesTheJournalSession()
{
    waitForHuman(DecisionKind::Place);
    const qint64 session = doc()->journalSession();
    m_window->gameActions()->playToEndAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(doc()->isOver(), 60000);
    QVERIFY(m_window->banner()->title().startsWith(QStringLiteral("Game over")));
    Journal journal;
    journal.open(m_journalPath);
    const JournalSession row = journal.session(session);
    QVERIFY(row.finished);
    QCOMPARE(row.scores.size(), 2);
    QCOMPARE(row.scores[0], doc()->state().score(0));
    QCOMPARE(row.scores[1], doc()->state().score(1));
}

void TstStudio::layoutAndRecentRulesetsAreRestored()
{
    m_window->docks()->supplyDock()->hide();
    m_window->close(); // saves the layout
    m_window.reset();

    StartOptions options; // no ruleset: the last one opened
    options.journalPath = m_journalPath;
    options.botDelay = 0;
    m_window = std::make_unique<MainWindow>(options);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QCOMPARE(QString::fromStdString(doc()->rules().id), QStringLiteral("discovery"));
    QCOMPARE(doc()->setup().seats, (std::vector<std::string>{"human", "greedy"}));
    QVERIFY(m_window->docks()->logDock()->isVisible());
    QVERIFY(!m_window->docks()->supplyDock()->isVisible());
    QVERIFY(RulesetActions::recent().contains(QDir(sourcePath("rulesets/discovery")).absolutePath()));
}

void TstStudio::aStartThatCannotOpenItsRulesetSaysWhy()
{
    QVERIFY(m_window->startError().isEmpty()); // init's start opened Discovery
    m_window.reset();

    StartOptions options;
    options.ruleset = m_dir.filePath(QStringLiteral("grapha-genisis"));
    options.journalPath = m_journalPath;
    options.restoreLayout = false;
    m_window = std::make_unique<MainWindow>(options);
    QVERIFY2(m_window->startError().contains(options.ruleset + QStringLiteral(": no such folder.")),
             qPrintable(m_window->startError()));
    QCOMPARE(m_window->messageBar()->text(), m_window->startError());
    QVERIFY(!doc());
}

void TstStudio::journalSessionReopensAsAReplay()
{
    placeByClick();
    waitForHuman(DecisionKind::Choice);
    QVERIFY(controller()->chooseOption(0));
    waitForHuman(DecisionKind::Place);
    const qint64 session = doc()->journalSession();
    const int actions = doc()->actionCount();
    const std::uint64_t hash = doc()->state().hash();
    Journal *journal = m_window->journalActions()->journal();
    QVERIFY(journal);
    const int sessions = int(journal->sessions().size());
    JournalWindow *window = m_window->journalActions()->journalWindow();
    QVERIFY(window);
    emit window->replayRequested(QString::fromStdString(journal->logText(session)));
    QCOMPARE(doc()->actionCount(), actions);
    QCOMPARE(doc()->state().hash(), hash);
    QCOMPARE(doc()->journalSession(), qint64(-1)); // not recorded twice
    QCOMPARE(int(journal->sessions().size()), sessions);
    QCOMPARE(m_window->messageBar()->isVisible(), true);
}

// The Notes dock edits the journal notes of the game being played; they are saved when
// the designer stops typing and at the latest when the studio closes.
void TstStudio::notesOfTheCurrentGameAreKept()
{
    auto *notes = m_window->findChild<NotesEditor *>();
    QVERIFY(notes);
    const qint64 session = doc()->journalSession();
    QCOMPARE(notes->session(), session);
    notes->editor()->setFocus();
    QTest::keyClicks(notes->editor(), QStringLiteral("Bag ran dry early, try 90 tiles"));
    m_window.reset();

    Journal journal;
    journal.open(m_journalPath);
    QCOMPARE(journal.notes(session), QStringLiteral("Bag ran dry early, try 90 tiles"));
}

// The Notes dock and the Journal window show the same note of the current game: what is
// typed in one shows in the other at once, and typing on in the other keeps it.
void TstStudio::theNotesDockAndTheJournalWindowEditOneNote()
{
    auto *dockWidget = m_window->findChild<QDockWidget *>(QStringLiteral("NotesDock"));
    QVERIFY(dockWidget);
    auto *dock = qobject_cast<NotesEditor *>(dockWidget->widget());
    QVERIFY(dock);
    const qint64 session = doc()->journalSession();
    QCOMPARE(dock->session(), session);

    m_window->journalActions()->showAction()->trigger();
    JournalWindow *window = m_window->journalActions()->journalWindow();
    QVERIFY(window->selectSession(session));
    NotesEditor *journalNotes = window->notesEditor();
    journalNotes->editor()->setFocus();
    QTest::keyClicks(journalNotes->editor(), QStringLiteral("Seas feel too strong"));
    QCOMPARE(dock->text(), QStringLiteral("Seas feel too strong"));

    dock->editor()->setFocus();
    dock->editor()->moveCursor(QTextCursor::End);
    QTest::keyClicks(dock->editor(), QStringLiteral("; try fewer"));
    QCOMPARE(journalNotes->text(), QStringLiteral("Seas feel too strong; try fewer"));
    m_window.reset();

    Journal journal;
    journal.open(m_journalPath);
    QCOMPARE(journal.notes(session), QStringLiteral("Seas feel too strong; try fewer"));
}

// View > Docks lists every dock, the play docks and the authoring ones.
void TstStudio::viewMenuTogglesEveryDock()
{
    QStringList listed;
    for (QAction *action : m_window->viewActions()->docksMenu()->actions())
        if (!action->isSeparator())
            listed << action->text();
    QStringList docks;
    for (const QDockWidget *dock : m_window->findChildren<QDockWidget *>())
        docks << dock->toggleViewAction()->text();
    listed.sort();
    docks.sort();
    QCOMPARE(listed, docks);
    QVERIFY(docks.contains(QStringLiteral("Tile Set")));
    QVERIFY(docks.contains(QStringLiteral("Problems")));
}

// Help opens the ruleset format and Lua API references from docs/ beside rulesets/.
void TstStudio::helpOffersTheReferences()
{
    // Each reference opens inside the studio, as formatted text, and links between the
    // pages are followed there.
    const auto open = [this](const QString &text) {
        for (QAction *action : m_window->menuBar()->findChildren<QAction *>())
            if (action->text() == text) {
                action->trigger();
                return true;
            }
        return false;
    };
    QVERIFY(open(QStringLiteral("&Lua API Reference")));
    ReferenceWindow *reference = m_window->referenceWindow();
    QVERIFY(reference);
    QVERIFY(reference->isVisible());
    QTextBrowser *browser = reference->browser();
    QVERIFY(browser->source().toLocalFile().endsWith(QStringLiteral("docs/lua-api.md")));
    QVERIFY(reference->windowTitle().startsWith(browser->document()->firstBlock().text()));
    QVERIFY(!browser->toPlainText().contains(QStringLiteral("## "))); // headings are formatted, not raw
    QVERIFY(browser->toPlainText().contains(QStringLiteral("g:score")));

    // The page's first link, to the other reference, followed from the keyboard.
    QVERIFY(browser->toHtml().contains(QStringLiteral("href=\"ruleset-format.md\"")));
    browser->setFocus();
    QTest::keyClick(browser, Qt::Key_Tab);
    QTest::keyClick(browser, Qt::Key_Return);
    QVERIFY(browser->source().toLocalFile().endsWith(QStringLiteral("docs/ruleset-format.md")));
    QVERIFY(!browser->toPlainText().contains(QStringLiteral("## ")));
    QVERIFY(browser->isBackwardAvailable());
    browser->backward();
    QVERIFY(browser->source().toLocalFile().endsWith(QStringLiteral("docs/lua-api.md")));

    QVERIFY(open(QStringLiteral("&Ruleset Format Reference")));
    QCOMPARE(m_window->referenceWindow(), reference);
    QVERIFY(browser->source().toLocalFile().endsWith(QStringLiteral("docs/ruleset-format.md")));
}

QTEST_MAIN(TstStudio)
#include "tst_studio.moc"
