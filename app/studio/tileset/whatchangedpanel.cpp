#include "whatchangedpanel.h"

#include "balance/botspecbox.h"
#include "balance/comparisontable.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>

namespace tw {

namespace {

enum Column { MeasureColumn, BeforeColumn, AfterColumn, ChangeColumn, IntervalColumn, SignificantColumn };

QString number(double value)
{
    return QString::number(value, 'f', 1);
}

double winRate(const SimulationReport &report, std::size_t seat)
{
    return report.games ? 100.0 * report.stats[seat].wins / report.games : 0;
}

// One number per game of a run (by game index, the same seeds under both versions).
using PerGame = std::function<double(const GameResult &)>;

std::vector<double> perGame(const SimulationReport &report, const PerGame &value)
{
    std::vector<double> values;
    for (const GameResult &r : report.results)
        values.push_back(value(r));
    return values;
}

} // namespace

WhatChangedPanel::WhatChangedPanel(QWidget *parent)
    : QWidget(parent)
    , m_comparison(new RulesComparison(this))
    , m_status(new QLabel)
    , m_progress(new QProgressBar)
    , m_cancel(new QPushButton(tr("Cancel")))
    , m_again(new QPushButton(tr("Run Again")))
    , m_games(new QSpinBox)
    , m_bots(new BotSpecBox)
    , m_table(new QTableWidget(0, 6))
{
    m_status->setWordWrap(true);
    m_status->setText(tr("Change a tile count or a parameter to see how bot games change."));
    m_games->setRange(20, 5000);
    m_games->setSingleStep(100);
    m_games->setValue(200);
    m_games->setSuffix(tr(" games"));
    m_games->setToolTip(tr("Games played under each version of the rules"));
    m_bots->setToolTip(tr("Who plays the seats: random, greedy (the best score now), mcts (a search of 1000 "
                          "iterations a move), mcts:N or mcts:N:greedy (greedy rollouts); one for every seat, or one per seat separated by commas. "
                          "Run Again plays with the bots chosen."));
    m_table->setHorizontalHeaderLabels(
        {tr("Measure"), tr("Before"), tr("After"), tr("Change"), tr("95% interval"), tr("Significant")});
    m_table->horizontalHeaderItem(IntervalColumn)
        ->setToolTip(tr("Where the change lies with 95% confidence, from the same games under both versions"));
    m_table->horizontalHeaderItem(SignificantColumn)
        ->setToolTip(tr("Yes when the interval does not include zero: the change is unlikely to be chance"));
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Every column as wide as its text, so that nothing is cut (a scroll bar when the dock
    // is too narrow for them).
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_progress->hide();
    m_cancel->hide();
    m_again->setEnabled(false);

    auto *controls = new QHBoxLayout;
    controls->addWidget(m_games);
    controls->addWidget(m_bots);
    controls->addStretch();
    controls->addWidget(m_again);
    controls->addWidget(m_cancel);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_status);
    layout->addLayout(controls);
    layout->addWidget(m_progress);
    layout->addWidget(m_table, 1);

    connect(m_cancel, &QPushButton::clicked, this, &WhatChangedPanel::cancel);
    connect(m_again, &QPushButton::clicked, this, &WhatChangedPanel::runAgain);
    connect(m_comparison, &RulesComparison::progress, this, &WhatChangedPanel::showProgress);
    connect(m_comparison, &RulesComparison::finished, this, &WhatChangedPanel::showResult);
}

void WhatChangedPanel::setGames(int games)
{
    m_games->setValue(games);
}

void WhatChangedPanel::compare(std::shared_ptr<const Ruleset> before, std::shared_ptr<const Ruleset> after, int players)
{
    m_before = std::move(before);
    m_after = std::move(after);
    m_players = players;
    runAgain();
}

void WhatChangedPanel::runAgain()
{
    if (!m_before || !m_after)
        return;
    QString why;
    const auto bots = m_bots->bots(m_players, &why);
    if (!bots) {
        stop(why);
        m_again->setEnabled(true);
        return;
    }
    ComparisonSetup setup;
    setup.players = m_players;
    setup.bots = *bots;
    setup.games = m_games->value();
    m_runBots = m_bots->currentText();
    m_comparison->start(m_before, m_after, setup);
    m_status->setText(tr("Playing %1 games of %2 players (%3) under the rules before the edit and as many after it...")
                          .arg(setup.games)
                          .arg(setup.players)
                          .arg(m_bots->currentText()));
    m_progress->setRange(0, 2 * setup.games);
    m_progress->setValue(0);
    m_progress->show();
    m_cancel->show();
    m_again->setEnabled(false);
}

void WhatChangedPanel::cancel()
{
    if (!m_comparison->isRunning())
        return;
    stop(tr("Cancelled."));
    m_again->setEnabled(true);
}

void WhatChangedPanel::showNothingChanged()
{
    stop(tr("ruleset.yaml as edited is the ruleset in play: nothing to compare."));
}

void WhatChangedPanel::showDoesNotLoad()
{
    stop(tr("ruleset.yaml as edited does not load: nothing to compare until it does."));
}

void WhatChangedPanel::stop(const QString &status)
{
    m_comparison->cancel();
    m_progress->hide();
    m_cancel->hide();
    m_again->setEnabled(false);
    m_table->setRowCount(0);
    m_status->setText(status);
}

void WhatChangedPanel::showProgress(int done, int total)
{
    m_progress->setMaximum(total);
    m_progress->setValue(done);
}

void WhatChangedPanel::showResult(const Comparison &result)
{
    m_progress->hide();
    m_cancel->hide();
    m_again->setEnabled(true);
    const SimulationReport &before = result.before;
    const SimulationReport &after = result.after;
    const std::string &error = before.error.empty() ? after.error : before.error;
    if (!error.empty()) {
        m_status->setText(tr("The games could not be played: %1").arg(QString::fromStdString(error)));
        m_table->setRowCount(0);
        emit comparisonFinished();
        return;
    }
    m_status->setText(tr("%1 games of %2 players (%3) with the same seeds under each version of the rules.")
                          .arg(after.games)
                          .arg(after.players)
                          .arg(m_runBots));
    m_table->setRowCount(0);
    // A measure before and after; with `value`, the paired change per game, its 95%
    // interval and whether it is significant.
    auto addRow = [&](const QString &measure, double was, double is, const PerGame &value) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        m_table->setItem(row, MeasureColumn, new QTableWidgetItem(measure));
        QStringList values{number(was), number(is), ComparisonTable::signedNumber(is - was, 1),
                           QStringLiteral("\u2014"), QString()};
        if (value) {
            const Estimate change = pairedDifference(perGame(before, value), perGame(after, value));
            const bool significant = change.low > 0 || change.high < 0;
            values[3] = QStringLiteral("%1 to %2")
                            .arg(ComparisonTable::signedNumber(change.low, 1),
                                 ComparisonTable::signedNumber(change.high, 1));
            values[4] = significant ? tr("yes") : tr("no");
        }
        for (int c = 0; c < values.size(); ++c) {
            auto *item = new QTableWidgetItem(values[c]);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (c == 4 && values[c] == tr("yes")) {
                QFont font = item->font();
                font.setBold(true);
                item->setFont(font);
            }
            m_table->setItem(row, BeforeColumn + c, item);
        }
    };
    for (std::size_t seat = 0; seat < after.stats.size() && seat < before.stats.size(); ++seat) {
        const QString name = seat < m_after->seats.size()
            ? QString::fromStdString(m_after->seatName(int(seat), after.players))
            : tr("Seat %1").arg(seat + 1);
        addRow(tr("Mean score, %1").arg(name), before.stats[seat].meanScore, after.stats[seat].meanScore,
               [seat](const GameResult &r) { return double(r.scores[seat]); });
        addRow(tr("Score spread, %1").arg(name), before.stats[seat].stddev, after.stats[seat].stddev, {});
        addRow(tr("Win rate (%), %1").arg(name), winRate(before, seat), winRate(after, seat),
               [seat](const GameResult &r) { return 100 * winShare(r, seat); });
    }
    addRow(tr("Game length (turns)"), before.meanTurns, after.meanTurns,
           [](const GameResult &r) { return double(r.turns); });
    emit comparisonFinished();
}

} // namespace tw
