#include "mainwindow.h"

#include "balance/balancewindow.h"

#include "editoractions.h"
#include "gameactions.h"
#include "journalactions.h"
#include "messagebar.h"
#include "rulesetactions.h"
#include "rulesetlibrary.h"
#include "savedgames.h"
#include "settingsdialog.h"
#include "studiodocks.h"
#include "tilesetactions.h"
#include "viewactions.h"

#include "dialogs/printdialog.h"
#include "dialogs/referencewindow.h"
#include "docks/logdock.h"
#include "docks/scoresdock.h"
#include "docks/supplydock.h"
#include "editor/editorrecovery.h"
#include "play/choicepanel.h"
#include "play/curtain.h"
#include "play/handstrip.h"
#include "play/playcontroller.h"
#include "play/playsession.h"
#include "play/sheetstrip.h"
#include "play/turnbanner.h"
#include "problems/problemsdock.h"
#include "tileset/tilesetdock.h"

#include "boardview.h"
#include "datapaths.h"
#include "gamedocument.h"
#include "journal.h"

#include "log/gamelog.h"

#include <QCloseEvent>
#include <QCoreApplication>
#include <QDir>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QToolBar>
#include <QVBoxLayout>

#include <optional>

namespace tw {

namespace {
const QString kGeometryKey = QStringLiteral("window/geometry");
const QString kStateKey = QStringLiteral("window/state");
constexpr int kLayoutVersion = 1;
const QSize kDefaultSize(1360, 860);
constexpr int kMinBoardWidth = 480; // with the banner whole above it
} // namespace

MainWindow::MainWindow(const StartOptions &options, QWidget *parent)
    : QMainWindow(parent)
    , m_session(new PlaySession(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);
    createCentral();
    m_docks = new StudioDocks(this);
    m_gameActions = new GameActions(m_session, m_controller, this);
    m_savedGames = new SavedGames(this);
    m_rulesetActions = new RulesetActions(this);
    m_viewActions = new ViewActions(m_view, m_controller, this);
    m_journalActions = new JournalActions(this);
    m_editorActions = new EditorActions(this);
    m_tileSetActions = new TileSetActions(m_editorActions, m_session, this);
    connect(m_tileSetActions, &TileSetActions::editedRulesChanged, this, &MainWindow::updateBalanceLab);
    createMenus();
    createStatusBar();
    connectHandlers();
    if (options.botDelay)
        m_session->setBotDelay(*options.botDelay);
    const QString journalProblem = openJournal(options.journalPath);
    startFirstGame(options);
    if (!journalProblem.isEmpty()) {
        m_startWarnings << journalProblem;
        if (m_startError.isEmpty())
            m_messages->showMessage(m_startWarnings.join(QLatin1Char('\n')), QString(), MessageBar::Kind::Warning);
    }
    if (options.restoreLayout)
        restoreLayout();
    else
        resize(kDefaultSize);
    if (m_startToRetry) // the layout may have hidden the rules opened to be fixed
        m_editorActions->showFirstError();
    updateTitle();
    m_view->setFocus();
}

MainWindow::~MainWindow()
{
    // The controller and the docks observe the document: let them go first.
    m_controller->setDocument(nullptr);
    m_docks->setDocument(nullptr);
}

GameDocument *MainWindow::document() const
{
    return m_session->document();
}

void MainWindow::createCentral()
{
    m_messages = new MessageBar;
    m_banner = new TurnBanner;
    m_choices = new ChoicePanel;
    m_view = new BoardView;
    m_view->setObjectName(QStringLiteral("BoardView"));
    m_hand = new HandStrip;
    m_sheets = new SheetStrip;
    m_controller = new PlayController(m_view, m_banner, m_choices, m_hand, m_sheets, this);

    auto *top = new QHBoxLayout;
    top->setSpacing(6);
    top->addWidget(m_banner, 1);
    top->addWidget(m_choices);
    auto *playArea = new QWidget;
    auto *play = new QVBoxLayout(playArea);
    play->setContentsMargins(0, 0, 0, 0);
    play->setSpacing(4);
    play->addLayout(top);
    play->addWidget(m_view, 1);
    play->addWidget(m_hand);
    play->addWidget(m_sheets);
    // Docks give way before the board does.
    playArea->setMinimumWidth(kMinBoardWidth);
    m_curtain = new Curtain(playArea);
    auto *central = new QWidget;
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(4, 4, 4, 0);
    layout->setSpacing(4);
    layout->addWidget(m_messages);
    layout->addWidget(m_curtain, 1);
    setCentralWidget(central);
}

void MainWindow::createMenus()
{
    GameActions *game = m_gameActions;
    QMenu *gameMenu = menuBar()->addMenu(tr("&Game"));
    gameMenu->addAction(game->newGameAction());
    gameMenu->addAction(m_savedGames->openAction());
    gameMenu->addAction(m_savedGames->saveAction());
    gameMenu->addSeparator();
    gameMenu->addAction(game->undoAction());
    gameMenu->addAction(game->redoAction());
    gameMenu->addSeparator();
    gameMenu->addAction(game->playForMeAction());
    gameMenu->addAction(game->playToEndAction());
    gameMenu->addSeparator();
    gameMenu->addAction(game->rotateAction());
    gameMenu->addAction(game->flipAction());
    gameMenu->addAction(game->switchTileAction());
    gameMenu->addSeparator();
    QAction *settings = gameMenu->addAction(tr("&Settings…"), this, [this] { SettingsDialog(this).exec(); });
    settings->setShortcut(QKeySequence::Preferences);
    gameMenu->addSeparator();
    QAction *quit = gameMenu->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    m_view->addAction(game->rotateAction());
    m_view->addAction(game->flipAction());
    m_view->addAction(game->switchTileAction());

    menuBar()->addMenu(m_rulesetActions->menu());
    menuBar()->addMenu(m_editorActions->menu());
    m_editorActions->menu()->addAction(m_tileSetActions->showDockAction());

    ViewActions *view = m_viewActions;
    QMenu *viewMenu = menuBar()->addMenu(tr("&View"));
    viewMenu->addAction(view->zoomInAction());
    viewMenu->addAction(view->zoomOutAction());
    viewMenu->addAction(view->fitAction());
    viewMenu->addSeparator();
    viewMenu->addMenu(view->docksMenu());
    viewMenu->addAction(m_journalActions->showAction());

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    // The references are the shipped docs/ (datapaths::find).
    auto openReference = [this](const QString &file) {
        const QString path = datapaths::find(QStringLiteral("docs/") + file);
        if (path.isEmpty()) {
            statusBar()->showMessage(tr("Cannot find docs/%1").arg(file), 6000);
            return;
        }
        if (!m_reference)
            m_reference = new ReferenceWindow(this);
        m_reference->showPage(path);
    };
    help->addAction(tr("&Ruleset Format Reference"), this,
                    [openReference] { openReference(QStringLiteral("ruleset-format.md")); });
    help->addAction(tr("&Lua API Reference"), this, [openReference] { openReference(QStringLiteral("lua-api.md")); });
    help->addSeparator();
    help->addAction(tr("&About Tilewright"), this, [this] {
        QMessageBox::about(this, tr("About Tilewright"),
                           tr("<b>Tilewright</b> %1<br>A studio for designing tile-laying map games: edit a "
                              "ruleset, playtest it on the live board, and find every game in the playtest "
                              "journal.<br><br>Board: click a highlighted spot to place the tile; right click "
                              "or R turns it, F flips it; drag or arrow keys pan, the wheel or +/- zoom.")
                               .arg(QCoreApplication::applicationVersion()));
    });

    QToolBar *tools = addToolBar(tr("Main"));
    tools->setObjectName(QStringLiteral("MainToolBar"));
    tools->setToolButtonStyle(Qt::ToolButtonTextOnly);
    tools->setMovable(false);
    tools->addAction(game->newGameAction());
    tools->addAction(game->undoToolAction());
    tools->addAction(game->redoToolAction());
    tools->addSeparator();
    tools->addAction(game->playForMeAction());
    tools->addAction(game->playToEndAction());
    tools->addSeparator();
    tools->addAction(view->zoomOutAction());
    tools->addAction(view->zoomInAction());
    tools->addAction(view->fitAction());
    tools->addSeparator();
    tools->addAction(m_journalActions->showAction());
}

void MainWindow::createStatusBar()
{
    m_seedLabel = new QLabel;
    m_seedLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_seedLabel->setToolTip(tr("The game's seed: select it to copy it"));
    m_journalLabel = new QLabel;
    statusBar()->addPermanentWidget(m_seedLabel);
    statusBar()->addPermanentWidget(m_journalLabel);
}

void MainWindow::connectHandlers()
{
    connect(m_session, &PlaySession::documentChanged, this, &MainWindow::onDocumentChanged);
    connect(m_session, &PlaySession::documentChanged, this, &MainWindow::updateBalanceLab);
    // Hot reload: saved rules that load take over the running game, re-played from the start.
    connect(m_editorActions, &EditorActions::rulesChanged, this, [this](std::shared_ptr<const Ruleset> rules) {
        if (!m_editorActions->isOpen(m_session->folder())) { // rules that did not load, fixed: they open
            if (m_startToRetry && m_editorActions->isOpen(m_startToRetry->ruleset))
                startFirstGame(StartOptions(*m_startToRetry)); // as the command line asked
            else
                openRuleset(m_editorActions->folder());
            return;
        }
        if (const GameDocument *doc = document(); doc && !doc->hasGame()) {
            reload(); // the game that could not start, tried again under the saved rules
            return;
        }
        QString stopped, error;
        if (!m_session->reloadRules(std::move(rules), &stopped, &error))
            return; // the flow's error is in Problems; the old rules keep running
        if (stopped.isEmpty())
            statusBar()->showMessage(tr("New rules are live: the game was re-played under them."), 10000);
        else // stays until closed or a new game starts: the game is not the one that was played
            m_messages->showMessage(stopped, QString(), MessageBar::Kind::Warning);
    });
    connect(m_controller, &PlayController::hintChanged, this, [this](const QString &hint) {
        if (hint.isEmpty())
            statusBar()->clearMessage();
        else
            statusBar()->showMessage(hint);
    });
    connect(m_controller, &PlayController::playFailed, this,
            [this](const QString &why) { statusBar()->showMessage(why, 8000); });
    connect(m_gameActions, &GameActions::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    connect(m_savedGames, &SavedGames::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    connect(m_savedGames, &SavedGames::openRequested, this, &MainWindow::openGame);
    connect(m_rulesetActions, &RulesetActions::rulesetRequested, this,
            [this](const QString &folder) { openRuleset(folder); });
    connect(m_rulesetActions, &RulesetActions::reloadRequested, this, &MainWindow::reload);
    m_rulesetActions->setSaveCheck([this] { return m_editorActions->saveForCopy(); });
    connect(m_rulesetActions, &RulesetActions::rulesetCreated, this, [this](const QString &folder) {
        if (!openRuleset(folder))
            return;
        m_editorActions->rulesDock()->show();
        m_editorActions->rulesDock()->raise();
        statusBar()->showMessage(tr("Created %1: edit its rules here.").arg(QDir::toNativeSeparators(folder)), 10000);
    });
    connect(m_rulesetActions, &RulesetActions::printRequested, this, [this] {
        bool unsaved = false;
        const std::shared_ptr<const Ruleset> rules = currentRules(&unsaved);
        if (!rules)
            return;
        // The sheets are shaded for the game being played, when it is of these rules.
        const GameDocument *played = document();
        const bool same = played && played->hasGame() && played->rulesPtr() == rules;
        PrintDialog dialog(rules, this, same ? played->setup().parameters : std::vector<std::int64_t>());
        if (unsaved)
            dialog.setNote(tr("Printing the rules as edited, not yet saved."));
        dialog.exec();
    });
    connect(m_rulesetActions, &RulesetActions::balanceRequested, this, &MainWindow::openBalanceLab);
    connect(m_docks, &StudioDocks::viewRequested, m_controller, &PlayController::viewPast);
    connect(m_controller, &PlayController::viewChanged, this, [this](int actions) {
        if (m_docks->scoresDock())
            m_docks->scoresDock()->setViewed(actions);
        if (m_docks->supplyDock())
            m_docks->supplyDock()->setViewed(actions);
    });
    connect(m_docks, &StudioDocks::forkRequested, this, &MainWindow::fork);
    connect(m_docks, &StudioDocks::docksReplaced, this, [this] {
        m_viewActions->setDockActions(m_docks->toggleActions(),
                                      {m_editorActions->showRulesAction(), m_editorActions->problems()->toggleViewAction(),
                                       m_tileSetActions->showDockAction()});
    });
    connect(m_journalActions, &JournalActions::replayRequested, this, &MainWindow::replayLog);
    connect(m_banner, &TurnBanner::backToLiveClicked, this, [this] {
        if (m_docks->logDock())
            m_docks->logDock()->goLive();
        m_controller->viewPast(-1);
    });
}

QString MainWindow::openJournal(const QString &path)
{
    QString error;
    if (m_journalActions->open(path, &error)) {
        m_session->setJournal(m_journalActions->journal());
        m_docks->setJournalNotes(m_journalActions->notes());
        return QString();
    }
    m_session->setJournal(nullptr);
    m_journalLabel->setText(tr("Journal unavailable"));
    m_journalLabel->setToolTip(error);
    const QString problem = tr("The playtest journal could not be opened, so games are not recorded: %1").arg(error);
    statusBar()->showMessage(problem);
    return problem;
}

bool MainWindow::openRuleset(const QString &folder, const GameSetup *setup)
{
    if (!mayLeaveRules(folder))
        return false;
    GameDocument *before = document();
    const int players = before && before->hasGame() ? before->setup().players : 2;
    const std::vector<std::string> seats = before && before->hasGame() ? before->setup().seats
                                                                       : std::vector<std::string>{};
    QString error;
    ScriptFailure scripts;
    if (!m_session->openRuleset(folder, &error, &scripts)) {
        m_messages->showMessage(showRulesThatDoNotLoad(folder, error, scripts), error);
        return false;
    }
    m_rulesetActions->noteOpened(m_session->folder());
    const Ruleset &rules = *m_session->rules();
    GameSetup chosen = setup ? *setup : PlaySession::defaultSetup(rules, players, seats);
    if (chosen.parameters.size() != rules.parameters.size())
        chosen.parameters = rules.defaultParameters();
    if (chosen.players < rules.minPlayers || chosen.players > rules.maxPlayers)
        chosen = PlaySession::defaultSetup(rules, chosen.players, chosen.seats);
    if (!m_session->newGame(chosen, &error)) {
        m_messages->showMessage(tr("The game could not start: %1").arg(error), error);
        return false;
    }
    m_messages->dismiss();
    return true;
}

bool MainWindow::mayLeaveRules(const QString &folder)
{
    return m_editorActions->isOpen(folder) || m_editorActions->maySaveChanges();
}

void MainWindow::reload()
{
    if (m_session->folder().isEmpty())
        return;
    GameDocument *doc = document();
    // The game's setup, or that of a start that failed (a setup names every seat): the
    // rules fixed, the same game starts.
    if (doc && (doc->hasGame() || !doc->setup().seats.empty())) {
        const GameSetup setup = doc->setup();
        openRuleset(m_session->folder(), &setup);
    } else {
        openRuleset(m_session->folder());
    }
}

void MainWindow::fork(int actions)
{
    QString error;
    if (m_session->fork(actions, &error))
        statusBar()->showMessage(tr("A new game continues from action %1.").arg(actions), 8000);
    else
        m_messages->showMessage(tr("Could not continue from action %1: %2").arg(actions).arg(error), error);
}

void MainWindow::onDocumentChanged(GameDocument *document)
{
    if (document)
        m_startToRetry.reset(); // rules opened: the start is no longer to be tried again
    m_controller->setDocument(document);
    m_curtain->setScreen(document ? document->screen() : nullptr, document);
    m_docks->setDocument(document);
    m_gameActions->setDocument(document);
    m_savedGames->setDocument(document);
    m_editorActions->setFolder(m_session->folder());
    m_editorActions->setDocument(document);
    m_tileSetActions->attach();
    if (document) {
        const auto showFlowFailure = [this](const ScriptFailure &failure) {
            m_messages->showMessage((failure.syntax ? tr("A script does not compile; the game stays as it was. %1")
                                                    : tr("The ruleset's flow failed; the game stays as it was. %1"))
                                        .arg(failure.text),
                                    failure.traceback);
            statusBar()->showMessage(failure.text, 10000);
        };
        connect(document, &GameDocument::flowFailed, this, showFlowFailure);
        connect(document, &GameDocument::reloadFailed, this, showFlowFailure);
        connect(document, &GameDocument::journalFailed, this, [this](const QString &message) {
            m_journalLabel->setText(tr("Journal failed"));
            m_journalLabel->setToolTip(message);
            statusBar()->showMessage(tr("Playtest journal: %1").arg(message), 10000);
        });
        connect(document, &GameDocument::started, this, &MainWindow::updateStatus);
        // Saved rules now in play (a reload re-plays the game under them): no longer an edit.
        // Queued: the session takes the rules in play once the re-played game has started.
        connect(document, &GameDocument::started, this, &MainWindow::updateBalanceLab, Qt::QueuedConnection);
        connect(document, &GameDocument::started, m_messages, [this] {
            if (!m_messages->text().isEmpty() && m_messages->isVisible())
                m_messages->dismiss();
        });
        connect(document, &GameDocument::gameOver, this,
                [this] { statusBar()->showMessage(tr("Game over: the result is in the journal."), 8000); });
    }
    updateTitle();
    updateStatus();
}

void MainWindow::updateTitle()
{
    const auto rules = m_session->rules();
    if (!rules) {
        setWindowTitle(tr("Tilewright"));
        return;
    }
    const QString name = QString::fromStdString(rules->name);
    // A copy of a game reads as the game: the title names any folder but the shipped one.
    if (RulesetLibrary::isShipped(m_session->folder(), QString::fromStdString(rules->id)))
        setWindowTitle(tr("%1 \u2014 Tilewright").arg(name));
    else
        setWindowTitle(tr("%1 (%2) \u2014 Tilewright").arg(name, RulesetLibrary::shownPath(m_session->folder())));
}

void MainWindow::updateStatus()
{
    GameDocument *doc = document();
    const bool game = doc && doc->hasGame();
    m_seedLabel->setText(game ? tr("Seed %1").arg(doc->setup().seed) : QString());
    if (!m_journalActions->journal())
        return; // the label already says why
    if (game && doc->journalSession() >= 0) {
        m_journalLabel->setText(tr("Journal session %1").arg(doc->journalSession()));
        m_journalLabel->setToolTip(m_journalActions->journal()->path());
    } else {
        m_journalLabel->setText(game ? tr("Not recorded") : QString());
        m_journalLabel->setToolTip(QString());
    }
}

void MainWindow::restoreLayout()
{
    QSettings settings;
    if (!restoreGeometry(settings.value(kGeometryKey).toByteArray()))
        resize(screen() ? kDefaultSize.boundedTo(screen()->availableSize()) : kDefaultSize);
    restoreState(settings.value(kStateKey).toByteArray(), kLayoutVersion);
}

void MainWindow::saveLayout() const
{
    QSettings settings;
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kStateKey, saveState(kLayoutVersion));
}

void MainWindow::endForTermination()
{
    m_editorActions->recovery()->keepForNextStart();
    saveLayout();
    QCoreApplication::exit(0);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_editorActions->maySaveChanges()) {
        event->ignore();
        return;
    }
    saveLayout();
    QMainWindow::closeEvent(event);
}

} // namespace tw
