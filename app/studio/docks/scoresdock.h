#pragma once

#include <QDockWidget>
#include <QList>

#include <optional>
#include <utility>
#include <vector>

class QChart;
class QChartView;
class QLabel;
class QLineSeries;
class QTableWidget;
class QTableWidgetItem;
class QValueAxis;

namespace tw {

class GameState;

class GameDocument;
struct ScoreTally;

// The scores of the game being played: a table laid out as a score pad, a column per
// player (the seat in the column header) and a row for the total, then one per scoring
// reason, and a chart of each player's total over the turns, and where the rules project
// the end scoring, a dashed line of what each player would have had if the game had ended
// then (projectedCurves). Rebuilt from the log whenever its entries change (a log is
// small). While a past position is viewed (setViewed), the scores are those of that
// position. The document must outlive the dock.
class ScoresDock : public QDockWidget
{
    Q_OBJECT

public:
    // The table's rows: the total, then the ruleset's reasons in order, then Other (points
    // the log gives no reason for; hidden while there are none).
    enum Row { TotalRow, FirstReasonRow };

    explicit ScoresDock(GameDocument *document, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    // The cell of `player` (0-based) in `row` (a Row, or FirstReasonRow + a reason's index).
    QTableWidgetItem *cell(int player, int row) const;
    QChart *chart() const { return m_chart; }
    // Under the table while a projected_scores hook fills it in: what the italics mean.
    QLabel *projectionNote() const { return m_projectionNote; }
    // One series per player, in seat order. Teammates share a score, so a side shows one
    // line, its first seat's, named by all its seats; its teammates' are hidden.
    const QList<QLineSeries *> &series() const { return m_series; }
    // One dashed series per player, in seat order (shown per side likewise), where the
    // rules project the end scoring; else none.
    const QList<QLineSeries *> &projectedSeries() const { return m_projectedSeries; }

public slots:
    void rebuild();
    // Shows the scores after the first `actions` actions; -1: the live game.
    void setViewed(int actions);

private:
    void rebuildTable(const ScoreTally &tally, int players);
    void rebuildChart(const ScoreTally &tally, int players, const std::vector<int> &sides);
    void makeSeries(int players, bool projects, const std::vector<int> &sides);
    // Sets both axes to their ranges in as many whole-number steps as their labels have
    // room for in the plot area, so that no label is elided.
    void fitAxes();
    // The seats of `player`'s side (GameState::sides) as one name, joined as the locale
    // joins a list ("Land and Land 2").
    QString sideName(int players, int player, const std::vector<int> &sides) const;
    std::optional<long long> showProjection(const GameState &state, int player);
    void fitTable();
    bool eventFilter(QObject *watched, QEvent *event) override;

    GameDocument *m_document;
    int m_viewed = -1;
    QTableWidget *m_table;
    QChart *m_chart;
    QChartView *m_chartView;
    QValueAxis *m_turnAxis;
    QValueAxis *m_scoreAxis;
    QLabel *m_projectionNote;
    QList<QLineSeries *> m_series;
    QList<QLineSeries *> m_projectedSeries;
    std::pair<int, int> m_turnRange{0, 1}; // the lowest and highest value each axis covers
    std::pair<int, int> m_scoreRange{0, 5};
    std::vector<int> m_seriesSides; // the sides the series were made for (GameState::sides)
};

} // namespace tw
