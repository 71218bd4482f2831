#include "scoresdock.h"

#include "docktext.h"
#include "projectedcurve.h"
#include "scoretally.h"

#include "balance/chartcolor.h"
#include "gamedocument.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QPen>
#include <QScrollBar>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <climits>
#include <cmath>
#include <optional>

namespace tw {

namespace {

QTableWidgetItem *numberItem(int value)
{
    auto *item = new QTableWidgetItem(QString::number(value));
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

// Long reason names take two lines, so the reason columns stay narrow.
QString headerText(const QString &text)
{
    if (text.size() < 12)
        return text;
    qsizetype best = -1;
    for (qsizetype i = 0; i < text.size(); ++i)
        if (text[i] == QLatin1Char(' ') && (best < 0 || qAbs(i - text.size() / 2) < qAbs(best - text.size() / 2)))
            best = i;
    if (best < 0)
        return text;
    QString wrapped = text;
    wrapped[best] = QLatin1Char('\n');
    return wrapped;
}

// The smallest of 1, 2, 5, 10, 20, 50, ... that covers span in at most six steps.
int wholeNumberStep(int span)
{
    for (int scale = 1;; scale *= 10)
        for (int factor : {1, 2, 5})
            if (span <= 6 * factor * scale)
                return factor * scale;
}

// Shows [low, high] with ticks on whole numbers only, so "%d" labels never repeat.
void setWholeNumberRange(QValueAxis *axis, int low, int high)
{
    const int step = wholeNumberStep(high - low);
    const int first = int(std::floor(double(low) / step)) * step;
    const int last = std::max(first + step, int(std::ceil(double(high) / step)) * step);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0);
    axis->setTickInterval(step);
    axis->setRange(first, last);
}

} // namespace

ScoresDock::ScoresDock(GameDocument *document, QWidget *parent)
    : QDockWidget(tr("Scores"), parent)
    , m_document(document)
    , m_table(new QTableWidget)
    , m_chart(new QChart)
    , m_turnAxis(new QValueAxis)
    , m_scoreAxis(new QValueAxis)
    , m_projectionNote(new QLabel)
{
    setObjectName(QStringLiteral("ScoresDock"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setFocusPolicy(Qt::NoFocus);
    m_table->viewport()->installEventFilter(this);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);

    m_turnAxis->setTitleText(tr("Turn"));
    m_turnAxis->setLabelFormat(QStringLiteral("%d"));
    m_scoreAxis->setTitleText(tr("Score"));
    m_scoreAxis->setLabelFormat(QStringLiteral("%d"));
    m_chart->addAxis(m_turnAxis, Qt::AlignBottom);
    m_chart->addAxis(m_scoreAxis, Qt::AlignLeft);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart->setMargins(QMargins(2, 2, 2, 2));
    m_chart->setBackgroundRoundness(0);
    m_chartView = new QChartView(m_chart);
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setMinimumHeight(220); // shorter, its axes lose their labels

    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    m_projectionNote->setWordWrap(true);
    m_projectionNote->setVisible(false);
    layout->addWidget(m_table);
    layout->addWidget(m_projectionNote);
    layout->addWidget(m_chartView, 1);
    setWidget(content);

    connect(m_document, &GameDocument::entriesChanged, this, &ScoresDock::rebuild);
    connect(m_document, &GameDocument::started, this, &ScoresDock::rebuild);
    rebuild();
}

void ScoresDock::setViewed(int actions)
{
    if (actions == m_viewed || actions > m_document->actionCount())
        return;
    m_viewed = actions;
    rebuild();
}

void ScoresDock::rebuild()
{
    const int players = m_document->hasGame() ? m_document->log().players : 0;
    const int reasons = int(m_document->rules().reasons.size());
    const std::vector<int> sides = m_document->hasGame() ? m_document->state().sides() : std::vector<int>();
    const ScoreTally tally = tallyScores(m_document->log(), players, reasons, m_viewed, sides);
    rebuildTable(tally, players);
    rebuildChart(tally, players);
}

void ScoresDock::rebuildTable(const ScoreTally &tally, int players)
{
    const Ruleset &rules = m_document->rules();
    const int reasons = int(rules.reasons.size());
    QStringList headers{tr("Score")};
    for (const Named &reason : rules.reasons)
        headers.append(headerText(QString::fromStdString(reason.text.empty() ? reason.id : reason.text)));
    headers.append(tr("Other"));
    m_table->setColumnCount(int(headers.size()));
    m_table->setHorizontalHeaderLabels(headers);
    for (int r = 0; r < reasons; ++r)
        m_table->horizontalHeaderItem(FirstReasonColumn + r)->setToolTip(headers[FirstReasonColumn + r].simplified());
    m_table->setRowCount(players);

    std::optional<GameState> past; // the viewed position, when it is not the live one
    if (m_viewed >= 0 && m_viewed <= m_document->actionCount())
        past = m_document->stateAfter(m_viewed);
    const GameState &state = past ? *past : m_document->state();
    int best = INT_MIN;
    for (int p = 0; p < players; ++p)
        best = std::max(best, state.score(p));
    bool other = false;
    QStringList projections; // "Amber 37" per seat whose end scoring is projected
    for (int p = 0; p < players; ++p) {
        auto *seat = new QTableWidgetItem(DockText::seatName(rules, players, p));
        seat->setIcon(DockText::seatIcon(rules, p));
        const std::vector<std::string> &seats = m_document->setup().seats;
        if (p < int(seats.size()))
            seat->setToolTip(
                seats[p] == "human"
                    ? tr("%1: human").arg(DockText::seatName(rules, players, p))
                    : tr("%1: %2 bot").arg(DockText::seatName(rules, players, p), QString::fromStdString(seats[p])));
        seat->setTextAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        m_table->setVerticalHeaderItem(p, seat);
        const int score = state.score(p);
        QTableWidgetItem *total = numberItem(score);
        if (score == best && players > 1) {
            QFont font = total->font();
            font.setBold(true);
            total->setFont(font);
        }
        m_table->setItem(p, ScoreColumn, total);
        for (int r = 0; r <= reasons; ++r)
            m_table->setItem(p, FirstReasonColumn + r, numberItem(tally.byReason[p][r]));
        other = other || tally.byReason[p][reasons] != 0;
        if (const std::optional<long long> projected = showProjection(state, p))
            projections << QStringLiteral("%1 %2").arg(DockText::seatName(rules, players, p)).arg(*projected);
    }
    m_projectionNote->setText(tr("In italics and dashed: what the end scoring would give if the game ended now (%1).")
                                  .arg(QLocale().createSeparatedList(projections)));
    m_projectionNote->setVisible(!projections.isEmpty());
    m_table->setColumnHidden(FirstReasonColumn + reasons, !other);
    fitColumns();
}

// While the game runs, a ruleset's projected_scores hook says what each reason would add if
// the game ended now: those cells show the sum in italics, the total's tooltip the
// projected score, which is returned (none without the hook, or once the game is over).
std::optional<long long> ScoresDock::showProjection(const GameState &state, int player)
{
    if (state.isOver())
        return std::nullopt;
    std::optional<NamedNumbers> lines;
    try {
        lines = m_document->game().queryTable(state, "projected_scores", player + 1);
    } catch (const std::exception &) {
        return std::nullopt; // the hook's failure shows where the rules run, not here
    }
    if (!lines)
        return std::nullopt;
    const Ruleset &rules = m_document->rules();
    long long projected = state.score(player);
    for (const auto &[reason, points] : *lines) {
        const int r = rules.reasonIndex(reason);
        if (r < 0 || points == 0)
            continue;
        projected += points;
        QTableWidgetItem *cell = m_table->item(player, FirstReasonColumn + r);
        const long long shown = cell->text().toLongLong() + points;
        cell->setText(QString::number(shown));
        QFont font = cell->font();
        font.setItalic(true);
        cell->setFont(font);
        cell->setToolTip(tr("%1 if the game ended now").arg(shown));
    }
    m_table->item(player, ScoreColumn)->setToolTip(tr("%1 if the game ended now").arg(projected));
    return projected;
}

// The columns share the table's width when every header fits (the numbers are narrower);
// otherwise each is as wide as its header and the table scrolls sideways, the seats staying
// in view in the row headers. The table is as high as its rows (and scroll bar) and leaves
// the rest to the chart; in a dock too short for both it shrinks to two rows and scrolls.
void ScoresDock::fitColumns()
{
    QHeaderView *header = m_table->horizontalHeader();
    int needed = 0;
    for (int c = 0; c < m_table->columnCount(); ++c)
        if (!m_table->isColumnHidden(c))
            needed += header->sectionSizeHint(c);
    const bool fits = needed <= m_table->viewport()->width();
    header->setSectionResizeMode(fits ? QHeaderView::Stretch : QHeaderView::ResizeToContents);
    header->setSectionResizeMode(ScoreColumn, QHeaderView::ResizeToContents);
    m_table->setHorizontalScrollBarPolicy(fits ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAlwaysOn);

    int height = header->sizeHint().height() + 2 * m_table->frameWidth();
    if (!fits)
        height += m_table->horizontalScrollBar()->sizeHint().height();
    int shortest = height;
    for (int r = 0; r < m_table->rowCount(); ++r) {
        height += m_table->rowHeight(r);
        if (r < 2)
            shortest += m_table->rowHeight(r);
    }
    m_table->setMinimumHeight(shortest);
    m_table->setMaximumHeight(height);
}

bool ScoresDock::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table->viewport() && event->type() == QEvent::Resize)
        fitColumns();
    return QDockWidget::eventFilter(watched, event);
}

void ScoresDock::makeSeries(int players, bool projects)
{
    for (QLineSeries *series : m_series + m_projectedSeries) {
        m_chart->removeSeries(series);
        delete series;
    }
    m_series.clear();
    m_projectedSeries.clear();
    const Ruleset &rules = m_document->rules();
    const auto add = [&](int p, Qt::PenStyle style, const QString &name) {
        auto *series = new QLineSeries;
        series->setName(name);
        QPen pen(onWhite(DockText::seatColor(rules, p)));
        pen.setWidthF(style == Qt::SolidLine ? 2.0 : 1.5);
        pen.setStyle(style);
        series->setPen(pen);
        m_chart->addSeries(series);
        series->attachAxis(m_turnAxis);
        series->attachAxis(m_scoreAxis);
        return series;
    };
    for (int p = 0; p < players; ++p)
        m_series.append(add(p, Qt::SolidLine, DockText::seatName(rules, players, p)));
    // The note under the table says what the dashed lines are: the legend names each seat once.
    for (int p = 0; projects && p < players; ++p) {
        m_projectedSeries.append(add(p, Qt::DashLine, tr("%1, projected").arg(DockText::seatName(rules, players, p))));
        for (QLegendMarker *marker : m_chart->legend()->markers(m_projectedSeries.last()))
            marker->setVisible(false);
    }
}

void ScoresDock::rebuildChart(const ScoreTally &tally, int players)
{
    const std::vector<std::vector<ScoreTally::Point>> projected = m_document->hasGame()
        ? projectedCurves(m_document->game(), m_document->log(), m_viewed)
        : std::vector<std::vector<ScoreTally::Point>>();
    const bool projects = int(projected.size()) == players && players > 0;
    if (m_series.size() != players || m_projectedSeries.isEmpty() == projects)
        makeSeries(players, projects);
    int low = 0;
    int high = 0;
    for (int p = 0; p < players; ++p) {
        // A step line: a total holds until the turn it changes in, and up to now.
        QList<QPointF> points;
        points.reserve(2 * qsizetype(tally.curve[p].size()) + 1);
        for (const ScoreTally::Point &point : tally.curve[p]) {
            if (!points.isEmpty())
                points.append(QPointF(point.turn, points.last().y()));
            points.append(QPointF(point.turn, point.total));
            low = std::min(low, point.total);
            high = std::max(high, point.total);
        }
        points.append(QPointF(tally.lastTurn, points.last().y()));
        m_series[p]->replace(points);
    }
    for (int p = 0; projects && p < players; ++p) {
        // What the player would have had at the end of each turn: a plain line.
        QList<QPointF> points;
        for (const ScoreTally::Point &point : projected[std::size_t(p)]) {
            points.append(QPointF(point.turn, point.total));
            low = std::min(low, point.total);
            high = std::max(high, point.total);
        }
        m_projectedSeries[p]->replace(points);
    }
    setWholeNumberRange(m_turnAxis, 0, std::max(tally.lastTurn, 1));
    setWholeNumberRange(m_scoreAxis, low, std::max(high, 5));
}

} // namespace tw
