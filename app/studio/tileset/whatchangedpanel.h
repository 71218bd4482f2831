#pragma once

#include "rulescomparison.h"

#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace tw {

class BotSpecBox;

// "What changed": bot games played under the rules before and after an edit, side by
// side: each seat's mean score, score spread and win rate, and the game length, each
// change with its 95% interval from the same games (seeds) under both versions and
// whether it is significant. The bots are chosen as in the Balance Lab (random, greedy,
// mcts:N, for every seat or one per seat). A run shows its progress and can be cancelled;
// a new edit starts a new run.
class WhatChangedPanel : public QWidget
{
    Q_OBJECT

public:
    explicit WhatChangedPanel(QWidget *parent = nullptr);

    // Compares `before` with `after`, for games of `players` (the rules' seat names).
    void compare(std::shared_ptr<const Ruleset> before, std::shared_ptr<const Ruleset> after, int players);
    // Stops a run and clears the results (they are of an earlier edit); Run Again offers
    // the same comparison again.
    void cancel();
    // The edited rules are those in play, or do not load: any run stops, the results of
    // an earlier edit go, and the panel says why.
    void showNothingChanged();
    void showDoesNotLoad();
    bool isRunning() const { return m_comparison->isRunning(); }
    QTableWidget *table() const { return m_table; }
    BotSpecBox *bots() const { return m_bots; }
    QPushButton *runAgainButton() const { return m_again; }
    QLabel *status() const { return m_status; }
    void setGames(int games);

signals:
    void comparisonFinished();

private:
    void runAgain();
    void stop(const QString &status);
    void showProgress(int done, int total);
    void showResult(const Comparison &result);

    RulesComparison *m_comparison;
    std::shared_ptr<const Ruleset> m_before;
    std::shared_ptr<const Ruleset> m_after;
    int m_players = 2;
    QString m_runBots; // the bots of the run under way or shown
    QLabel *m_status;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    QPushButton *m_again;
    QSpinBox *m_games;
    BotSpecBox *m_bots;
    QTableWidget *m_table;
};

} // namespace tw
