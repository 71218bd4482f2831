#include "balancewindow.h"

#include "balancehistory.h"
#include "balancesetupform.h"
#include "botspecbox.h"
#include "comparisontable.h"
#include "sweepchart.h"
#include "sweeprunner.h"

#include "journal.h"
#include "log/gamelog.h"
#include "savefile.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardPaths>
#include <QVBoxLayout>

#include <algorithm>

namespace tw {

namespace {
// Settings: what the last run was played with, and the metric last charted.
const QString kBotsKey = QStringLiteral("balance/bots");
const QString kGamesKey = QStringLiteral("balance/games");
const QString kMetricKey = QStringLiteral("balance/metric");

// "greedy and random": the bots of a run, one for each seat or one for all.
QString botsText(const std::vector<std::string> &bots)
{
    QStringList names;
    for (const std::string &bot : bots)
        names << QString::fromStdString(bot);
    const QString last = names.isEmpty() ? QString() : names.takeLast();
    return names.isEmpty() ? last : BalanceWindow::tr("%1 and %2").arg(names.join(QStringLiteral(", ")), last);
}

// How `past` was played unlike `today`, the same experiment: "by greedy (today: greedy and
// random)", with its players, bots or parameters set.
QString playedUnlike(const SweepTable &past, const SweepTable &today)
{
    QStringList differences;
    if (past.players != today.players)
        differences << BalanceWindow::tr("by %1 players (today: %2)").arg(past.players).arg(today.players);
    else if (past.bots != today.bots)
        differences << BalanceWindow::tr("by %1 (today: %2)").arg(botsText(past.bots), botsText(today.bots));
    if (past.settings != today.settings) {
        const auto set = [](const std::string &settings) {
            return settings.empty() ? BalanceWindow::tr("no parameters set") : QString::fromStdString(settings);
        };
        differences << BalanceWindow::tr("with %1 (today: %2)").arg(set(past.settings), set(today.settings));
    }
    return differences.join(BalanceWindow::tr(" and "));
}
} // namespace

BalanceWindow::BalanceWindow(Journal *journal, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_journal(journal)
    , m_setup(new BalanceSetupForm)
    , m_runner(new SweepRunner(this))
    , m_chart(new SweepChart)
    , m_comparison(new ComparisonTable)
    , m_history(new BalanceHistory)
    , m_rulesLabel(new QLabel)
    , m_status(new QLabel)
    , m_progress(new QProgressBar)
    , m_run(new QPushButton(tr("Run")))
    , m_cancel(new QPushButton(tr("Cancel")))
    , m_export(new QPushButton(tr("Export…")))
{
    setObjectName(QStringLiteral("BalanceWindow"));
    setWindowTitle(tr("Balance Lab"));
    m_rulesLabel->setWordWrap(true);
    m_status->setWordWrap(true);
    // Room for four lines from the start: a longer message does not move the list below
    // it under the pointer.
    m_status->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_status->setMinimumHeight(m_status->fontMetrics().lineSpacing() * 4);
    m_status->setText(tr("Choose what to vary or compare and press Run: every value plays the same games."));
    m_comparison->hide();
    m_progress->hide();
    m_cancel->hide();
    m_export->setEnabled(false);
    m_export->setToolTip(tr("Write the table as CSV or JSON: one row per value per metric, with its 95% interval"));

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_run);
    buttons->addWidget(m_cancel);
    buttons->addStretch();
    auto *left = new QWidget;
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_rulesLabel);
    leftLayout->addWidget(m_setup);
    leftLayout->addLayout(buttons);
    leftLayout->addWidget(m_progress);
    leftLayout->addWidget(m_status);
    leftLayout->addWidget(m_history, 1);

    auto *right = new QWidget;
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_chart, 1);
    rightLayout->addWidget(m_comparison);
    auto *exportRow = new QHBoxLayout;
    exportRow->addStretch();
    exportRow->addWidget(m_export);
    rightLayout->addLayout(exportRow);

    auto *splitter = new QSplitter;
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter);
    resize(1200, 680);

    connect(m_run, &QPushButton::clicked, this, &BalanceWindow::run);
    connect(m_cancel, &QPushButton::clicked, this, &BalanceWindow::cancel);
    connect(m_export, &QPushButton::clicked, this, &BalanceWindow::exportAs);
    connect(m_runner, &SweepRunner::progress, this, [this](int done, int total) {
        m_progress->setMaximum(total);
        m_progress->setValue(done);
        m_progress->setFormat(progressFormat(m_runClock.elapsed(), done, total));
    });
    connect(m_runner, &SweepRunner::finished, this, &BalanceWindow::showResult);
    connect(m_history, &BalanceHistory::runChosen, this, &BalanceWindow::showPastRun);
    connect(m_history, &BalanceHistory::failed, m_status, &QLabel::setText);
    connect(m_history, &BalanceHistory::removed, this, [this](const QString &name) {
        m_status->setText(tr("The run of %1 is removed from the journal.").arg(name));
    });
    connect(m_setup, &BalanceSetupForm::changed, this, &BalanceWindow::forgetFormProblem);
    restoreChoices();
    connect(m_chart->metric(), &QComboBox::currentIndexChanged, this,
            [this] { QSettings().setValue(kMetricKey, m_chart->metric()->currentData()); });
}

void BalanceWindow::restoreChoices()
{
    const QSettings settings;
    if (const QString bots = settings.value(kBotsKey).toString(); !bots.isEmpty())
        m_setup->bots()->setCurrentText(bots);
    if (const int games = settings.value(kGamesKey).toInt(); games > 0)
        m_setup->games()->setValue(games);
    if (const int metric = m_chart->metric()->findData(settings.value(kMetricKey)); metric >= 0)
        m_chart->metric()->setCurrentIndex(metric);
}

BalanceWindow::~BalanceWindow() = default;

void BalanceWindow::setJournal(Journal *journal)
{
    m_journal = journal;
    if (m_rules)
        m_history->setSource(m_journal, QString::fromStdString(m_rules->id),
                             QString::fromStdString(hashText(m_rules->contentHash)));
}

void BalanceWindow::setRules(std::shared_ptr<const Ruleset> rules, bool edited, bool editorFails, int players)
{
    if (rules && m_rules && rules->contentHash == m_rules->contentHash && rules->folder == m_rules->folder
        && edited == m_edited && editorFails == m_editorFails)
        return;
    cancel();
    const bool otherGame = !rules || !m_rules || rules->folder != m_rules->folder;
    // A run on the chart of the game left, kept in the journal for when that game is back.
    const QString leftRun = otherGame && m_rules && m_history->shownRun() != 0 ? QString::fromStdString(m_rules->name)
                                                                               : QString();
    m_rules = std::move(rules);
    m_edited = edited;
    m_editorFails = editorFails;
    m_setup->setRules(m_rules, players);
    if (otherGame)
        clearRun();
    if (!leftRun.isEmpty())
        m_status->setText(tr("The last run of %1 is kept in the journal: it is listed under the past runs when %1 is "
                             "open again.")
                              .arg(leftRun));
    if (!m_rules)
        return;
    m_chart->setSeats(m_rules);
    const QString hash = QString::fromStdString(hashText(m_rules->contentHash));
    if (const auto &shown = m_chart->table()) { // the run on the chart marks the value of the rules open now
        m_chart->setRulesValue(rulesValue(*shown));
        if (shown->rules != hash.toStdString())
            m_status->setText(tr("The chart shows the last run, made under rules %1: press Run to measure these.")
                                  .arg(QString::fromStdString(shown->rules).left(8)));
        else if (!m_runSummary.isEmpty()) // back to the rules of the run: what was said of it
            m_status->setText(m_runSummary);
    }
    const QString name = QString::fromStdString(m_rules->name).toHtmlEscaped();
    QString text = edited ? tr("<b>%1</b>, rules %2 as edited, not yet saved").arg(name, hash.left(8))
                          : tr("<b>%1</b>, rules %2").arg(name, hash.left(8));
    if (editorFails)
        text += QStringLiteral("<br><span style=\"color:#b00000\">%1</span>")
                    .arg(tr("ruleset.yaml as edited does not load: runs play this last version of it that did."));
    m_rulesLabel->setText(text);
    m_history->setSource(m_journal, QString::fromStdString(m_rules->id), hash);
}

void BalanceWindow::clearRun()
{
    m_chart->setOverlay(std::nullopt);
    m_chart->setTable(std::nullopt);
    m_history->setShownRun(0); // a run no longer on the chart is a past run
    m_comparison->setTable(nullptr);
    m_comparison->hide();
    m_export->setEnabled(false);
    m_runSummary.clear();
    m_status->setText(tr("Choose what to vary or compare and press Run: every value plays the same games."));
    m_status->setToolTip(QString());
}

void BalanceWindow::run()
{
    QString why;
    const std::optional<BalanceRequest> request = m_setup->request(&why);
    if (!request) {
        m_formProblem = why;
        m_status->setText(why);
        return;
    }
    const SimulationSetup &simulation = request->setup.simulation;
    m_pending = SweepTable();
    m_pending.ruleset = m_rules->id;
    m_pending.rules = hashText(m_rules->contentHash);
    m_pending.variable = request->variable;
    m_pending.players = simulation.match.players;
    m_pending.bots = simulation.match.bots;
    m_pending.seed = simulation.match.seed;
    m_pending.games = simulation.games;
    setKeys(m_pending, request->setup.points);
    m_progress->setRange(0, simulation.games * int(request->setup.points.size()));
    m_progress->setValue(0);
    m_progress->setFormat(progressFormat(0, 0, m_progress->maximum()));
    m_runClock.start();
    m_status->setToolTip(QString()); // the failures of the run before, if any
    m_caution = request->caution;
    m_status->setText(
        (m_setup->compares()
             ? tr("Playing %1 games under each version of the rules…").arg(simulation.games)
             : tr("Playing %1 games at each of %2 values…").arg(simulation.games).arg(request->setup.points.size()))
        + (m_caution.isEmpty() ? QString() : QLatin1Char(' ') + m_caution));
    setRunning(true);
    m_runner->start(request->setup);
    QSettings settings;
    settings.setValue(kBotsKey, m_setup->bots()->currentText());
    settings.setValue(kGamesKey, m_setup->games()->value());
}

QString BalanceWindow::progressFormat(qint64 elapsedMs, int done, int total)
{
    const QString percent = QStringLiteral("%p%");
    constexpr qint64 kTrustedAfterMs = 3000; // the first games say little of the pace
    if (done <= 0 || done >= total || elapsedMs < kTrustedAfterMs)
        return percent;
    const qint64 leftSeconds = (elapsedMs * (total - done) / done + 999) / 1000;
    if (leftSeconds < 60)
        return tr("%p% · about %n s left", nullptr, int(leftSeconds));
    return tr("%p% · about %n min left", nullptr, int((leftSeconds + 30) / 60));
}

void BalanceWindow::forgetFormProblem()
{
    if (!m_formProblem.isEmpty() && m_status->text() == m_formProblem)
        m_status->clear();
    m_formProblem.clear();
}

void BalanceWindow::cancel()
{
    if (!m_runner->isRunning())
        return;
    m_runner->cancel();
    setRunning(false);
    m_status->setText(m_chart->table() ? tr("Cancelled: the chart and Export still show the previous run, not "
                                            "the settings in the form.")
                                       : tr("Cancelled."));
}

bool BalanceWindow::isRunning() const
{
    return m_runner->isRunning();
}

void BalanceWindow::setRunning(bool running)
{
    m_progress->setVisible(running);
    m_cancel->setVisible(running);
    m_run->setEnabled(!running);
    m_setup->setEnabled(!running);
    // The result on screen is not the run under way: nothing may act on it meanwhile.
    m_export->setEnabled(!running && m_chart->table());
    m_history->setEnabled(!running);
    if (!running)
        emit idle();
}

void BalanceWindow::showResult(const SweepReport &report)
{
    setRunning(false);
    // Each failure is "<point's label>: <why>": the values are named once, with the first
    // error (each one whole, with its traceback, in the tool tip). The points that played are
    // charted all the same.
    QString failed;
    if (!report.failures.empty()) {
        const QString where = m_pending.isComparison()
            ? QString()
            : SweepChart::experimentName(QString::fromStdString(m_pending.variable)) + QStringLiteral(" = ");
        QStringList labels, whole;
        for (const std::string &failure : report.failures) {
            const QString text = QString::fromStdString(failure);
            labels << text.section(QStringLiteral(": "), 0, 0);
            whole << where + text;
        }
        const QString firstWhy = QString::fromStdString(report.failures.front())
                                     .section(QStringLiteral(": "), 1)
                                     .section(QLatin1Char('\n'), 0, 0); // without the script's traceback
        failed = tr("The games could not be played at %1: %2").arg(where + labels.join(QStringLiteral(", ")), firstWhy);
        if (labels.size() > 1)
            failed += QLatin1Char(' ') + tr("(the error at each value is in the tool tip)");
        m_status->setToolTip(whole.join(QStringLiteral("\n\n")));
    }
    if (report.points.empty()) {
        m_status->setText(m_chart->table() ? failed + QLatin1Char(' ')
                                  + tr("The chart and Export still show the previous run, not the settings in the form.")
                                           : failed);
        emit sweepFinished();
        return;
    }
    SweepTable table = m_pending;
    addSweepPoints(table, report);
    m_chart->setRulesValue(rulesValue(table));
    m_chart->setTable(table);
    m_comparison->setTable(
        &table, [this, &table](int seat) { return m_chart->seatName(table, seat); },
        [this](const QString &metric) { return m_chart->metricTitle(metric); });
    m_comparison->setVisible(!table.differences.empty());
    m_export->setEnabled(true);
    if (!table.differences.empty())
        m_status->setText(tr("%1 against %2, %3 games each with the same seeds: %4 of %5 measures changed "
                             "significantly (where nothing changed, about 1 in 20 would by chance, and as the "
                             "measures of one set of games move together, one chance difference can show in several).")
                              .arg(SweepChart::pointName(table.labels[1]), SweepChart::pointName(table.labels[0]))
                              .arg(table.games)
                              .arg(m_comparison->significantCount())
                              .arg(m_comparison->changeCount()));
    else
        m_status->setText(tr("%1 values, %2 games each with the same seeds.").arg(table.labels.size()).arg(table.games));
    const std::vector<std::string> keyed = table.keyedMetrics();
    if (!table.tiles.empty() && std::none_of(keyed.begin(), keyed.end(), [](const std::string &metric) {
            return metric.starts_with(kPointsPerPlacement + ":");
        }))
        m_status->setText(m_status->text() + QLatin1Char(' ')
                          + tr("No points per placement to chart: these games score no points before their end."));
    if (!m_caution.isEmpty())
        m_status->setText(m_status->text() + QLatin1Char(' ') + m_caution);
    if (!failed.isEmpty())
        m_status->setText(m_status->text() + QLatin1Char(' ') + failed);
    m_runSummary = m_status->text(); // of the run alone: which past run is chosen may change
    if (m_chart->overlay() && !m_chart->overlayDrawn())
        m_status->setText(m_status->text() + QLatin1Char(' ')
                          + tr("The past run chosen below is not this experiment, so it is not drawn."));
    if (m_journal && m_journal->isOpen()) {
        try {
            m_history->setShownRun(m_journal->addBalanceRun(table));
        } catch (const JournalError &e) {
            m_history->setShownRun(0); // the run before is no longer on the chart: list it again
            m_status->setText(tr("The run could not be kept in the journal: %1").arg(QString::fromStdString(e.what())));
        }
    }
    emit sweepFinished();
}

std::optional<double> BalanceWindow::rulesValue(const SweepTable &table) const
{
    const std::string_view variable = table.variable;
    if (!m_rules)
        return std::nullopt;
    if (variable.starts_with("tile "))
        if (const int tile = m_rules->tileIndex(variable.substr(5)); tile >= 0)
            return m_rules->tiles[std::size_t(tile)].count;
    if (variable.starts_with("card "))
        if (const int card = m_rules->cardIndex(variable.substr(5)); card >= 0)
            return m_rules->cards[std::size_t(card)].count;
    if (variable.starts_with("parameter "))
        if (const int parameter = m_rules->parameterIndex(variable.substr(10)); parameter >= 0)
            return double(m_rules->defaultParameters()[std::size_t(parameter)]);
    return std::nullopt;
}

void BalanceWindow::showPastRun(const SweepTable *table, const QString &name)
{
    const bool hidden = !table && m_chart->overlay();
    m_chart->setOverlay(table ? std::optional<SweepTable>(*table) : std::nullopt, name);
    if (hidden)
        m_status->setText(m_chart->table() ? tr("Today's run is drawn alone.") : tr("No run is drawn."));
    if (!table)
        return;
    const SweepTable *today = m_chart->table() ? &*m_chart->table() : nullptr;
    if (!today)
        m_status->setText(tr("The run of %1 is drawn alone: run today's to draw it against.").arg(name));
    else if (table->isComparison() != today->isComparison())
        m_status->setText(table->isComparison()
                              ? tr("The run of %1 is a comparison: run a comparison today to draw it against.").arg(name)
                              : tr("The run of %1 is a sweep: run a sweep today to draw it against.").arg(name));
    else if (m_chart->overlayDrawn())
        m_status->setText(tr("The run of %1 is drawn paler and dashed against today's.").arg(name));
    else if (table->experiment() == today->experiment())
        m_status->setText(tr("The run of %1 was played %2, so it is not drawn: play today's run the same way to "
                             "draw the two together.")
                              .arg(name, playedUnlike(*table, *today)));
    else
        m_status->setText(tr("The run of %1 is not the same experiment as today's (%2), so it is not drawn: run "
                             "the same experiment today to draw it against.")
                              .arg(name, SweepChart::experimentName(QString::fromStdString(today->experiment()))));
}

QString BalanceWindow::exportTo(const QString &path)
{
    if (!m_chart->table())
        return tr("There is no run to export.");
    const std::string text = path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) ? sweepJson(*m_chart->table())
                                                                                        : sweepCsv(*m_chart->table());
    QSaveFile file(path);
    const QString error = !file.open(QIODevice::WriteOnly)
            || file.write(text.data(), qint64(text.size())) != qint64(text.size()) || !commitWhole(file)
        ? tr("Cannot write %1: %2").arg(path, file.errorString())
        : QString();
    const QString said = error.isEmpty() ? tr("Exported to %1.").arg(path) : error;
    m_status->setText(m_runSummary.isEmpty() ? said : m_runSummary + QLatin1Char(' ') + said);
    return error;
}

void BalanceWindow::exportAs()
{
    QString filter;
    const QString name = (m_rules ? QString::fromStdString(m_rules->id) : QStringLiteral("balance"))
        + QStringLiteral("-balance.csv");
    QString path = QFileDialog::getSaveFileName(
        this, tr("Export Balance Run"),
        QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)).filePath(name),
        tr("CSV (*.csv);;JSON (*.json)"), &filter);
    if (path.isEmpty())
        return;
    const QString suffix = filter.contains(QLatin1String("json")) ? QStringLiteral(".json") : QStringLiteral(".csv");
    if (!path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive)
        && !path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        path += suffix;
    exportTo(path);
}

} // namespace tw
