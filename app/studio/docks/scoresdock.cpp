#include "scoresdock.h"

#include "docktext.h"
#include "projectedcurve.h"
#include "scoretally.h"

#include "balance/chartcolor.h"
#include "gamedocument.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QFontMetricsF>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QPen>
#include <QScrollBar>
#include <QStyle>
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

// The smallest of 1, 2, 5, 10, 20, 50, ... whose ticks, rounded out to whole steps at
// both ends, cover [low, high] in at most maxSteps steps (2 or more: a range across 0 takes
// two steps at the least).
int wholeNumberStep(int low, int high, int maxSteps)
{
    maxSteps = std::max(maxSteps, 2);
    for (int scale = 1;; scale *= 10)
        for (int factor : {1, 2, 5}) {
            const double step = factor * scale;
            if (std::ceil(high / step) - std::floor(low / step) <= maxSteps)
                return factor * scale;
        }
}

// Shows [low, high] in at most maxSteps steps, with ticks on whole numbers only, so "%d"
// labels never repeat.
void setWholeNumberRange(QValueAxis *axis, int low, int high, int maxSteps)
{
    const int step = wholeNumberStep(low, high, maxSteps);
    const int first = int(std::floor(double(low) / step)) * step;
    const int last = std::max(first + step, int(std::ceil(double(high) / step)) * step);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0);
    axis->setTickInterval(step);
    axis->setRange(first, last);
}

// How many steps (ticks less one) an axis `length` pixels long can show, each label
// `labelLength` pixels along it: Qt Charts gives a label its share of the length less 2
// pixels of padding at each end, measures the text with a margin, and elides a label that
// does not fit ("..."). At least 2, at most 6; 6 while the chart is not laid out yet.
int stepsThatFit(qreal length, qreal labelLength)
{
    if (length <= 0)
        return 6;
    const int ticks = int(length / (labelLength + 6));
    return std::clamp(ticks - 1, 2, 6);
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
    // Rows as tight as a list's: a game of many reasons keeps room for the chart.
    m_table->verticalHeader()->setMinimumSectionSize(m_table->fontMetrics().height() + 4);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);

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

    // A taller or wider chart has room for more ticks; a smaller one for fewer.
    connect(m_chart, &QChart::plotAreaChanged, this, &ScoresDock::fitAxes);
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
    rebuildChart(tally, players, sides);
}

QTableWidgetItem *ScoresDock::cell(int player, int row) const
{
    return m_table->item(row, player);
}

void ScoresDock::rebuildTable(const ScoreTally &tally, int players)
{
    const Ruleset &rules = m_document->rules();
    const int reasons = int(rules.reasons.size());
    // The rows' names, whole in each header's tooltip (fitTable may cut the text short).
    QStringList rows{tr("Total")};
    for (const Named &reason : rules.reasons)
        rows.append(QString::fromStdString(reason.text.empty() ? reason.id : reason.text));
    rows.append(tr("Other"));
    if (players == 0)
        rows.clear(); // no game: nothing to tally
    bool renamed = m_table->rowCount() != rows.size();
    for (int r = 0; !renamed && r < int(rows.size()); ++r)
        renamed = m_table->verticalHeaderItem(r)->toolTip() != rows[r];
    if (renamed) {
        m_table->setRowCount(int(rows.size()));
        for (int r = 0; r < int(rows.size()); ++r) {
            auto *name = new QTableWidgetItem(rows[r]);
            name->setTextAlignment(Qt::AlignLeft | Qt::AlignVCenter);
            name->setToolTip(rows[r]);
            m_table->setVerticalHeaderItem(r, name);
        }
    }
    m_table->setColumnCount(players);

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
        m_table->setHorizontalHeaderItem(p, seat);
        const int score = state.score(p);
        QTableWidgetItem *total = numberItem(score);
        if (score == best && players > 1) {
            QFont font = total->font();
            font.setBold(true);
            total->setFont(font);
        }
        m_table->setItem(TotalRow, p, total);
        for (int r = 0; r <= reasons; ++r)
            m_table->setItem(FirstReasonRow + r, p, numberItem(tally.byReason[p][r]));
        other = other || tally.byReason[p][reasons] != 0;
        if (const std::optional<long long> projected = showProjection(state, p))
            projections << QStringLiteral("%1 %2").arg(DockText::seatName(rules, players, p)).arg(*projected);
    }
    m_projectionNote->setText(tr("In italics and dashed: what the end scoring would give if the game ended now (%1).")
                                  .arg(QLocale().createSeparatedList(projections)));
    m_projectionNote->setVisible(!projections.isEmpty());
    if (players > 0)
        m_table->setRowHidden(FirstReasonRow + reasons, !other);
    fitTable();
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
        QTableWidgetItem *item = cell(player, FirstReasonRow + r);
        const long long shown = item->text().toLongLong() + points;
        item->setText(QString::number(shown));
        QFont font = item->font();
        font.setItalic(true);
        item->setFont(font);
        item->setToolTip(tr("%1 if the game ended now").arg(shown));
    }
    cell(player, TotalRow)->setToolTip(tr("%1 if the game ended now").arg(projected));
    return projected;
}

// The players' columns share the table's width when every seat's name fits beside the
// reasons (the numbers are narrower). Where they do not, long reason names are cut short
// (their tooltips say them whole), down to two fifths of the width; past that each column
// is as wide as its seat's name and the table scrolls sideways, the reasons staying in
// view in the row headers. The table is as high as its rows (and scroll bar) and leaves
// the rest to the chart; in a dock too short for both it shrinks to the total and two
// reasons, and scrolls.
void ScoresDock::fitTable()
{
    QHeaderView *header = m_table->horizontalHeader();
    QHeaderView *reasons = m_table->verticalHeader();
    int needed = 0;
    for (int c = 0; c < m_table->columnCount(); ++c)
        needed += header->sectionSizeHint(c);
    // The width inside the frame, less a vertical scroll bar's whether one shows or not (it
    // comes and goes with the table's height: the fit must not).
    const int width = std::max(
        0, m_table->width() - 2 * m_table->frameWidth() - m_table->verticalScrollBar()->sizeHint().width());
    const QFontMetrics metrics = reasons->fontMetrics();
    // Beside a name: the header's margins, room to spare, and a pixel for the fraction the
    // whole-pixel advance leaves out (else elidedText cuts a name the width was made for).
    const int margin = 2 * reasons->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, reasons) + 6;
    int reasonsWanted = 0;
    for (int r = 0; r < m_table->rowCount(); ++r)
        reasonsWanted = std::max(reasonsWanted, metrics.horizontalAdvance(m_table->verticalHeaderItem(r)->toolTip()));
    reasonsWanted += margin + 1;
    const int reasonsWidth = std::max(margin, std::min(reasonsWanted, std::max(width - needed, width * 2 / 5)));
    for (int r = 0; r < m_table->rowCount(); ++r) {
        QTableWidgetItem *reason = m_table->verticalHeaderItem(r);
        const QString shown = metrics.elidedText(reason->toolTip(), Qt::ElideRight, reasonsWidth - margin);
        if (reason->text() != shown)
            reason->setText(shown);
    }
    reasons->setFixedWidth(reasonsWidth);
    const bool fits = needed <= width - reasonsWidth;
    header->setSectionResizeMode(fits ? QHeaderView::Stretch : QHeaderView::ResizeToContents);
    m_table->setHorizontalScrollBarPolicy(fits ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAlwaysOn);

    int height = header->sizeHint().height() + 2 * m_table->frameWidth();
    if (!fits)
        height += m_table->horizontalScrollBar()->sizeHint().height();
    int shortest = height;
    for (int r = 0, shown = 0; r < m_table->rowCount(); ++r) {
        if (m_table->isRowHidden(r))
            continue;
        height += m_table->rowHeight(r);
        if (shown++ < 3)
            shortest += m_table->rowHeight(r);
    }
    m_table->setMinimumHeight(shortest);
    m_table->setMaximumHeight(height);
}

bool ScoresDock::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table->viewport() && event->type() == QEvent::Resize)
        fitTable();
    return QDockWidget::eventFilter(watched, event);
}

void ScoresDock::makeSeries(int players, bool projects, const std::vector<int> &sides)
{
    for (QLineSeries *series : m_series + m_projectedSeries) {
        m_chart->removeSeries(series);
        delete series;
    }
    m_series.clear();
    m_projectedSeries.clear();
    m_seriesSides = sides;
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
        // Teammates' lines would lie on one another: a side shows one line, its first seat's.
        const bool leads = std::size_t(p) >= sides.size() || sides[std::size_t(p)] == p;
        series->setVisible(leads);
        for (QLegendMarker *marker : m_chart->legend()->markers(series))
            marker->setVisible(leads && style == Qt::SolidLine);
        return series;
    };
    for (int p = 0; p < players; ++p)
        m_series.append(add(p, Qt::SolidLine, sideName(players, p, sides)));
    // The note under the table says what the dashed lines are: the legend names each side once.
    for (int p = 0; projects && p < players; ++p)
        m_projectedSeries.append(add(p, Qt::DashLine, tr("%1, projected").arg(sideName(players, p, sides))));
}

QString ScoresDock::sideName(int players, int player, const std::vector<int> &sides) const
{
    QStringList names;
    for (int q = 0; q < players; ++q)
        if (q == player || (std::size_t(q) < sides.size() && sides[std::size_t(q)] == player))
            names.append(DockText::seatName(m_document->rules(), players, q));
    return QLocale().createSeparatedList(names);
}

void ScoresDock::rebuildChart(const ScoreTally &tally, int players, const std::vector<int> &sides)
{
    const std::vector<std::vector<ScoreTally::Point>> projected = m_document->hasGame()
        ? projectedCurves(m_document->game(), m_document->log(), m_viewed)
        : std::vector<std::vector<ScoreTally::Point>>();
    const bool projects = int(projected.size()) == players && players > 0;
    if (m_series.size() != players || m_projectedSeries.isEmpty() == projects || m_seriesSides != sides)
        makeSeries(players, projects, sides);
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
        // What the player would have had at the end of each turn, a step line as the score's
        // is: a standing holds until the turn it changes in.
        QList<QPointF> points;
        for (const ScoreTally::Point &point : projected[std::size_t(p)]) {
            if (!points.isEmpty())
                points.append(QPointF(point.turn, points.last().y()));
            points.append(QPointF(point.turn, point.total));
            low = std::min(low, point.total);
            high = std::max(high, point.total);
        }
        m_projectedSeries[p]->replace(points);
    }
    m_turnRange = {0, std::max(tally.lastTurn, 1)};
    m_scoreRange = {low, std::max(high, 5)};
    fitAxes();
}

void ScoresDock::fitAxes()
{
    const QRectF plot = m_chart->plotArea();
    // The widest turn label: the last turn's digits and one more, as the axis may round
    // up past it (83 turns: 0 to 100).
    const qreal turnWidth = QFontMetricsF(m_turnAxis->labelsFont())
                                .horizontalAdvance(QString::number(m_turnRange.second) + QLatin1Char('0'));
    setWholeNumberRange(m_turnAxis, m_turnRange.first, m_turnRange.second, stepsThatFit(plot.width(), turnWidth));
    const qreal scoreHeight = QFontMetricsF(m_scoreAxis->labelsFont()).height();
    setWholeNumberRange(m_scoreAxis, m_scoreRange.first, m_scoreRange.second, stepsThatFit(plot.height(), scoreHeight));
}

} // namespace tw
