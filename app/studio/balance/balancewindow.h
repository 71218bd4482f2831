#pragma once

#include "model/ruleset.h"
#include "play/sweeptable.h"

#include <QElapsedTimer>
#include <QWidget>

#include <memory>
#include <optional>

class QLabel;
class QProgressBar;
class QPushButton;

namespace tw {

class BalanceHistory;
class BalanceSetupForm;
class ComparisonTable;
class Journal;
class SweepChart;
class SweepRunner;
struct SweepReport;

// The Balance Lab: sweeps a tile count or a parameter of the open rules (as edited, saved
// or not) with bot games on every core, or compares them with another ruleset or another
// set of parameter values on the same seeds; charts each metric with its 95% interval
// (and, for a comparison, tells which changes are significant), exports the table as CSV
// or JSON, and keeps every finished run in the journal, where a past run of the same
// ruleset can be drawn against today's.
class BalanceWindow : public QWidget
{
    Q_OBJECT

public:
    // `journal` (may be null: nothing is kept) must outlive the window.
    explicit BalanceWindow(Journal *journal, QWidget *parent = nullptr);
    ~BalanceWindow() override;

    // Where finished runs are kept and earlier ones listed (null: nowhere); it must
    // outlive the window or be replaced first.
    void setJournal(Journal *journal);
    // The rules to sweep; `edited` when they are the editor's unsaved text, `editorFails`
    // when the editor's text does not load now (the rules are the last version that did).
    // Rules of the same game keep the form's choices where they still apply and the run on
    // the chart; another game's clear the chart and start the form at `players` (the open
    // game's). A run under way stops.
    void setRules(std::shared_ptr<const Ruleset> rules, bool edited, bool editorFails = false, int players = 2);
    void run();
    void cancel();
    bool isRunning() const;
    // Writes the current table (CSV, or JSON for a .json path); empty, or why it failed. The
    // status says so after what it said of the run.
    QString exportTo(const QString &path);

    BalanceSetupForm *setup() const { return m_setup; }
    SweepChart *chart() const { return m_chart; }
    ComparisonTable *comparison() const { return m_comparison; }
    BalanceHistory *history() const { return m_history; }
    QProgressBar *progress() const { return m_progress; }
    QLabel *rulesLabel() const { return m_rulesLabel; }
    QLabel *status() const { return m_status; }
    QPushButton *runButton() const { return m_run; }
    QPushButton *cancelButton() const { return m_cancel; }
    QPushButton *exportButton() const { return m_export; }

    // The progress bar's format once `done` of `total` games took `elapsedMs`: the
    // percentage and, from a few seconds on, about how long the rest will take at that pace.
    static QString progressFormat(qint64 elapsedMs, int done, int total);

signals:
    // A run ended with its result shown (or why it failed).
    void sweepFinished();
    // A run ended, finished or cancelled: the window takes other rules again.
    void idle();

private:
    // The bots, games per point and metric of the last run (Settings), as the form's start.
    void restoreChoices();
    // No run on the chart, in the table or to export: the form's hint in the status line.
    void clearRun();
    void showResult(const SweepReport &report);
    // The value the open rules give the tile count or parameter `table` sweeps; none for
    // a comparison.
    std::optional<double> rulesValue(const SweepTable &table) const;
    void showPastRun(const SweepTable *table, const QString &name);
    void exportAs();
    void setRunning(bool running);
    // Clears the status line when it still says why the form was refused: the form changed.
    void forgetFormProblem();

    Journal *m_journal;
    std::shared_ptr<const Ruleset> m_rules;
    bool m_edited = false;
    bool m_editorFails = false;
    SweepTable m_pending;     // the header of the run under way
    QString m_caution;        // shown with the run under way and its result (BalanceRequest::caution)
    QString m_runSummary;     // what the status said of the run on the chart
    QString m_formProblem;    // why Run was refused, until the form changes
    QElapsedTimer m_runClock; // since the run under way began
    BalanceSetupForm *m_setup;
    SweepRunner *m_runner;
    SweepChart *m_chart;
    ComparisonTable *m_comparison;
    BalanceHistory *m_history;
    QLabel *m_rulesLabel;
    QLabel *m_status;
    QProgressBar *m_progress;
    QPushButton *m_run;
    QPushButton *m_cancel;
    QPushButton *m_export;
};

} // namespace tw
