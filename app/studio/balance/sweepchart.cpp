#include "sweepchart.h"

#include "chartcolor.h"

#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBoxPlotSeries>
#include <QBoxSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QFontMetrics>
#include <QHelpEvent>
#include <QLegendMarker>
#include <QLineSeries>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>

namespace tw {

namespace {

// The legend entry of `line` (added to `chart`) drawn as the line is, dashed or not, so that
// a past run's line, today's and the mark of the rules' value tell apart.
void showLineInLegend(QChart *chart, QLineSeries *line)
{
    chart->legend()->markers(line).constFirst()->setShape(QLegend::MarkerShapeFromSeries);
}

// The pen of a run's lines and boxes: a past run's dashed, in dashes short enough that its
// legend entry shows them too.
QPen runPen(const QColor &color, bool past)
{
    QPen pen(color, 2);
    if (past)
        pen.setDashPattern({2.0, 2.0}); // in widths: 4 px on, 4 px off
    return pen;
}

// The estimates of `metric` (of `seat`) at each point, as the chart draws them: one without
// an interval (NaN bounds: a measure of the whole run, or of one game) as its value alone.
std::vector<std::optional<Estimate>> drawnSeries(const SweepTable &table, const std::string &metric, int seat)
{
    std::vector<std::optional<Estimate>> estimates = table.series(metric, seat);
    for (std::optional<Estimate> &e : estimates)
        if (e && std::isnan(e->low))
            e = Estimate{e->value, e->value, e->value};
    return estimates;
}

// Whether a series has a value at any point, so that it is drawn at all.
bool anyMeasured(const std::vector<std::optional<Estimate>> &estimates)
{
    return std::any_of(estimates.begin(), estimates.end(), [](const std::optional<Estimate> &e) { return e.has_value(); });
}

// A round step (1, 2, 2.5 or 5 times a power of ten) cutting `span` into 4 to 8 parts.
double roundStep(double span)
{
    const double magnitude = std::pow(10.0, std::floor(std::log10(span / 5)));
    for (const double factor : {1.0, 2.0, 2.5, 5.0, 10.0})
        if (span / (factor * magnitude) <= 8)
            return factor * magnitude;
    return 10 * magnitude;
}

// For seats the ruleset gives no colour.
QColor paletteColor(int seat)
{
    static const QColor colors[] = {QColor(0x1f, 0x77, 0xb4), QColor(0xd6, 0x27, 0x28), QColor(0x2c, 0xa0, 0x2c),
                                    QColor(0x94, 0x67, 0xbd), QColor(0xff, 0x7f, 0x0e), QColor(0x8c, 0x56, 0x4b)};
    return colors[std::max(0, seat - 1) % 6];
}

} // namespace

SweepChart::SweepChart(QWidget *parent)
    : QWidget(parent)
    , m_metric(new QComboBox)
    , m_chart(new QChart)
    , m_view(new QChartView(m_chart))
    , m_xAxis(new QValueAxis)
    , m_yAxis(new QValueAxis)
    , m_categories(new QBarCategoryAxis)
{
    for (const std::string &id : sweepMetricIds()) {
        const QString metric = QString::fromStdString(id);
        m_metric->addItem(metricName(metric), metric);
    }
    m_metric->setCurrentIndex(m_metric->findData(QStringLiteral("length")));
    m_chart->addAxis(m_xAxis, Qt::AlignBottom);
    m_chart->addAxis(m_categories, Qt::AlignBottom);
    m_categories->setTruncateLabels(false); // fitCategoryLabels fits them, line by line
    m_chart->addAxis(m_yAxis, Qt::AlignLeft);
    // At the right, one entry a line: a past run's entries too are read whole.
    m_chart->legend()->setAlignment(Qt::AlignRight);
    m_chart->legend()->setShowToolTips(true);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    connect(m_chart, &QChart::plotAreaChanged, this, &SweepChart::fitCategoryLabels);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumSize(420, 240);
    m_view->viewport()->installEventFilter(this); // the versions' names as tool tips
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_metric);
    layout->addWidget(m_view, 1);
    connect(m_metric, &QComboBox::currentIndexChanged, this, &SweepChart::redraw);
    redraw();
}

std::vector<std::vector<int>> SweepChart::coincidingSeats(const SweepTable &table, const std::string &metric)
{
    if (!isPerSeatMetric(metric))
        return {{0}};
    std::vector<std::vector<int>> groups;
    std::vector<std::vector<std::optional<Estimate>>> seen;
    for (int seat = 1; seat <= table.players; ++seat) {
        const std::vector<std::optional<Estimate>> estimates = table.series(metric, seat);
        const auto same = std::find(seen.begin(), seen.end(), estimates);
        if (same != seen.end()) {
            groups[std::size_t(same - seen.begin())].push_back(seat);
            continue;
        }
        seen.push_back(estimates);
        groups.push_back({seat});
    }
    return groups;
}

void SweepChart::setSeats(std::shared_ptr<const Ruleset> rules)
{
    m_rules = std::move(rules);
    offerKeyedMetrics(); // named as these rules name them
    redraw();
}

QColor SweepChart::seriesColor(int seat) const
{
    if (seat <= 0)
        return QColor(0x55, 0x55, 0x55);
    if (m_rules && seat <= int(m_rules->seats.size())) {
        const QColor color(QString::fromStdString(m_rules->seats[std::size_t(seat - 1)].color));
        if (color.isValid())
            return onWhite(color);
    }
    return paletteColor(seat);
}

void SweepChart::setTable(std::optional<SweepTable> table)
{
    m_table = std::move(table);
    offerKeyedMetrics();
    redraw();
}

void SweepChart::setOverlay(std::optional<SweepTable> table, const QString &name)
{
    m_overlay = std::move(table);
    m_overlayName = name;
    offerKeyedMetrics();
    redraw();
}

void SweepChart::offerKeyedMetrics()
{
    const QSignalBlocker blocker(m_metric);
    const QVariant chosen = m_metric->currentData();
    for (int i = m_metric->count() - 1; i >= int(sweepMetricIds().size()); --i)
        m_metric->removeItem(i);
    const SweepTable *shown = m_table ? &*m_table : m_overlay ? &*m_overlay : nullptr;
    if (shown) {
        // The reasons' shares, then the tile types' points per placement, each after a line.
        QString group;
        for (const std::string &id : shown->keyedMetrics()) {
            const QString metric = QString::fromStdString(id);
            if (metric.section(QLatin1Char(':'), 0, 0) != group) {
                group = metric.section(QLatin1Char(':'), 0, 0);
                m_metric->insertSeparator(m_metric->count());
            }
            m_metric->addItem(metricTitle(metric), metric);
        }
    }
    const int index = m_metric->findData(chosen);
    m_metric->setCurrentIndex(index >= 0 ? index : m_metric->findData(QStringLiteral("length")));
}

void SweepChart::setRulesValue(std::optional<double> value)
{
    m_rulesValue = value;
    redraw();
}

void SweepChart::markRulesValue(double low, double high)
{
    if (!m_rulesValue || *m_rulesValue < low || *m_rulesValue > high)
        return;
    m_rulesMark = new QLineSeries;
    m_rulesMark->setName(tr("These rules: %1").arg(*m_rulesValue));
    m_rulesMark->setPen(QPen(QColor(0x55, 0x55, 0x55), 1, Qt::DashDotLine));
    m_rulesMark->append(*m_rulesValue, m_yAxis->min());
    m_rulesMark->append(*m_rulesValue, m_yAxis->max());
    m_chart->addSeries(m_rulesMark);
    showLineInLegend(m_chart, m_rulesMark);
    m_rulesMark->attachAxis(m_xAxis);
    m_rulesMark->attachAxis(m_yAxis);
}

void SweepChart::markSignificance(int categories)
{
    m_significanceMark = new QLineSeries;
    m_significanceMark->setName(tr("p = %1 (below: significant)").arg(kSignificanceLevel));
    m_significanceMark->setPen(QPen(QColor(0xb0, 0x30, 0x30), 1, Qt::DashLine));
    const double from = categories ? -0.5 : m_xAxis->min(), to = categories ? categories - 0.5 : m_xAxis->max();
    m_significanceMark->append(from, kSignificanceLevel);
    m_significanceMark->append(to, kSignificanceLevel);
    m_chart->addSeries(m_significanceMark);
    showLineInLegend(m_chart, m_significanceMark);
    m_significanceMark->attachAxis(categories ? static_cast<QAbstractAxis *>(m_categories) : m_xAxis);
    m_significanceMark->attachAxis(m_yAxis);
}

void SweepChart::addSeries(const SweepTable &table, bool dashed, double &xLow, double &xHigh, double &yLow, double &yHigh)
{
    const std::string metric = m_metric->currentData().toString().toStdString();
    for (const std::vector<int> &seats : coincidingSeats(table, metric)) {
        const int seat = seats.front();
        const std::vector<std::optional<Estimate>> estimates = drawnSeries(table, metric, seat);
        for (const double x : table.values) { // the values stay along the axis, measured or not
            xLow = std::min(xLow, x);
            xHigh = std::max(xHigh, x);
        }
        if (!anyMeasured(estimates))
            continue; // nothing to draw: no legend entry either
        auto *value = new QLineSeries;
        auto *low = new QLineSeries;
        auto *high = new QLineSeries;
        for (std::size_t i = 0; i < estimates.size(); ++i) {
            if (!estimates[i])
                continue; // not measured there: no point, rather than a false 0
            const double x = table.values[i];
            value->append(x, estimates[i]->value);
            low->append(x, estimates[i]->low);
            high->append(x, estimates[i]->high);
            yLow = std::min(yLow, estimates[i]->low);
            m_lowestValue = std::min(m_lowestValue, estimates[i]->value);
            yHigh = std::max(yHigh, estimates[i]->high);
        }
        const QColor color = seriesColor(seat);
        const QString name = seriesName(table, seats, dashed);
        auto *band = new QAreaSeries(high, low);
        band->setName(tr("%1: 95%").arg(name));
        QColor fill = color;
        fill.setAlpha(dashed ? 25 : 55);
        band->setBrush(fill);
        band->setPen(Qt::NoPen);
        m_chart->addSeries(band);
        m_chart->legend()->markers(band).constFirst()->setVisible(false); // the legend names the lines
        value->setPen(runPen(color, dashed));
        value->setPointsVisible(true);
        value->setName(name);
        m_chart->addSeries(value);
        showLineInLegend(m_chart, value);
        for (QAbstractSeries *series : {static_cast<QAbstractSeries *>(band), static_cast<QAbstractSeries *>(value)}) {
            series->attachAxis(m_xAxis);
            series->attachAxis(m_yAxis);
        }
    }
}

void SweepChart::addBoxes(const SweepTable &table, bool pale, double &yLow, double &yHigh)
{
    const std::string metric = m_metric->currentData().toString().toStdString();
    for (const std::vector<int> &seats : coincidingSeats(table, metric)) {
        const int seat = seats.front();
        const std::vector<std::optional<Estimate>> estimates = drawnSeries(table, metric, seat);
        if (!anyMeasured(estimates))
            continue; // nothing to draw: no legend entry either
        auto *boxes = new QBoxPlotSeries;
        boxes->setName(seriesName(table, seats, pale));
        for (std::size_t i = 0; i < estimates.size(); ++i) {
            if (!estimates[i]) {
                // Keeps the version's place among the categories, drawn as nothing.
                auto *none = new QBoxSet(pointName(table.labels[i]));
                none->setPen(Qt::NoPen);
                none->setBrush(Qt::NoBrush);
                boxes->append(none);
                continue;
            }
            const Estimate &e = *estimates[i];
            boxes->append(new QBoxSet(e.low, e.low, e.value, e.high, e.high, pointName(table.labels[i])));
            yLow = std::min(yLow, e.low);
            yHigh = std::max(yHigh, e.high);
            m_lowestValue = std::min(m_lowestValue, e.value);
        }
        QColor fill = seriesColor(seat);
        boxes->setPen(runPen(fill, pale));
        fill.setAlpha(pale ? 40 : 110);
        boxes->setBrush(fill);
        m_chart->addSeries(boxes);
        boxes->attachAxis(m_categories);
        boxes->attachAxis(m_yAxis);
    }
}

QString SweepChart::fittedLabel(const QString &name, const QFont &font, int width)
{
    const QFontMetrics metrics(font);
    QStringList lines;
    QString line;
    // Words with what follows them (", " or " "), so that a line breaks after a comma.
    static const QRegularExpression word(QStringLiteral("[^, ]+[, ]*|[, ]+"));
    for (auto match = word.globalMatch(name); match.hasNext();) {
        const QString next = match.next().captured();
        if (!line.isEmpty() && metrics.horizontalAdvance((line + next).trimmed()) > width) {
            lines << line.trimmed();
            line.clear();
        }
        line += next;
    }
    if (!line.trimmed().isEmpty() || lines.isEmpty())
        lines << line.trimmed();
    for (QString &text : lines)
        text = metrics.elidedText(text, Qt::ElideMiddle, width).toHtmlEscaped();
    return lines.join(QStringLiteral("<br>"));
}

void SweepChart::fitCategoryLabels()
{
    if (m_categoryNames.isEmpty())
        return;
    constexpr int kPadding = 8; // pixels between two labels
    const int width = std::max(20, int(m_chart->plotArea().width()) / int(m_categoryNames.size()) - kPadding);
    QStringList labels;
    for (const QString &name : m_categoryNames) {
        QString label = fittedLabel(name, m_categories->labelsFont(), width);
        // Names shortened alike stay apart (the axis drops a repeated label, and the rest
        // would stand under the wrong boxes): an invisible zero-width space per repeat.
        while (labels.contains(label))
            label += QChar(0x200B);
        labels << label;
    }
    const QFontMetrics metrics(m_categories->labelsFont());
    qsizetype lines = 1;
    for (const QString &label : labels)
        lines = std::max(lines, label.count(QLatin1String("<br>")) + 1);
    m_labelsHeight = qreal(lines * metrics.lineSpacing() + kPadding);
    if (labels != m_categories->categories()) // else the labels fit as they are: no relayout
        m_categories->setCategories(labels);
}

int SweepChart::categoryAt(QPointF point) const
{
    const QRectF plot = m_chart->plotArea();
    if (!m_categories->isVisible() || m_categoryNames.isEmpty() || point.y() <= plot.bottom()
        || point.y() > plot.bottom() + m_labelsHeight || point.x() < plot.left() || point.x() >= plot.right())
        return -1;
    return std::min(int((point.x() - plot.left()) * m_categoryNames.size() / plot.width()), int(m_categoryNames.size()) - 1);
}

QString SweepChart::categoryNameAt(QPointF point) const
{
    const int index = categoryAt(point);
    return index < 0 ? QString() : m_categoryNames.at(index);
}

bool SweepChart::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_view->viewport() || event->type() != QEvent::ToolTip)
        return QWidget::eventFilter(watched, event);
    const auto *help = static_cast<QHelpEvent *>(event);
    const int index = categoryAt(m_chart->mapFromScene(m_view->mapToScene(help->pos())));
    if (index < 0)
        return false; // the legend's tool tips, and the chart's own
    // The label's slot, which the tip leaves with the pointer.
    const QRectF plot = m_chart->plotArea();
    const qreal width = plot.width() / qreal(m_categoryNames.size());
    const QRectF slot(plot.left() + index * width, plot.bottom(), width, m_labelsHeight);
    QToolTip::showText(help->globalPos(), m_categoryNames.at(index), m_view,
                       m_view->mapFromScene(m_chart->mapToScene(slot)).boundingRect());
    return true;
}

bool SweepChart::namesItsValues(const SweepTable &table)
{
    for (std::size_t i = 0; i < table.labels.size() && i < table.values.size(); ++i) {
        bool number = false;
        const double value = QString::fromStdString(table.labels[i]).toDouble(&number);
        if (!number || value != table.values[i]) // a choice named "3" at its index 0 is named too
            return true;
    }
    return false;
}

void SweepChart::tickAtPoints(const SweepTable &table, double low, double high)
{
    constexpr std::size_t kMostTicks = 12;
    const double step = table.values.size() > 1 ? table.values[1] - table.values[0] : 1;
    const double stepsPerTick = std::ceil(double(table.values.size()) / kMostTicks);
    m_xAxis->setTickType(QValueAxis::TicksDynamic);
    m_xAxis->setTickAnchor(table.values.front());
    m_xAxis->setTickInterval(step * stepsPerTick);
    m_xAxis->setMinorTickCount(0);
    m_xAxis->setRange(low - step / 3, high + step / 3);
}

void SweepChart::redraw()
{
    m_chart->removeAllSeries();
    m_rulesMark = nullptr;
    m_significanceMark = nullptr;
    m_lowestValue = std::numeric_limits<double>::max();
    const QString metric = m_metric->currentData().toString();
    m_chart->setTitle(metricTitle(metric));
    double xLow = std::numeric_limits<double>::max(), xHigh = std::numeric_limits<double>::lowest();
    double yLow = xLow, yHigh = xHigh;
    const SweepTable *shown = m_table ? &*m_table : m_overlay ? &*m_overlay : nullptr;
    // Two versions of the rules, or values with names (an on/off or choice parameter), are
    // categories: a box each, not points along a line.
    const bool comparison = shown && (shown->isComparison() || namesItsValues(*shown));
    m_overlayDrawn = m_overlay && (!m_table || sameExperiment(*m_overlay, *m_table));
    m_xAxis->setVisible(shown && !comparison); // no axes around an empty chart
    m_yAxis->setVisible(shown);
    m_categories->setVisible(comparison);
    m_categories->clear();
    m_categoryNames.clear();
    if (comparison) {
        for (const std::string &label : shown->labels)
            m_categoryNames << pointName(label);
        fitCategoryLabels();
        if (m_overlayDrawn)
            addBoxes(*m_overlay, true, yLow, yHigh);
        if (m_table)
            addBoxes(*m_table, false, yLow, yHigh);
        xLow = 0;
        xHigh = 1;
    } else {
        if (m_overlayDrawn)
            addSeries(*m_overlay, true, xLow, xHigh, yLow, yHigh);
        if (m_table)
            addSeries(*m_table, false, xLow, xHigh, yLow, yHigh);
    }
    const bool drawn = yLow <= yHigh;
    const bool pValue = metric == QLatin1String("seat_advantage_p");
    if (drawn && pValue) // the axis reaches down to 0, past the level of significance
        yLow = 0;
    if (!drawn) {
        m_chart->setTitle(
            !shown ? tr("No games yet: choose what to vary and press Run")
                : shown->players == 1
                ? tr("%1: not measured in games of one player (nobody to win against)").arg(metricTitle(metric))
                : tr("%1: not measured in these games (nobody led before a game's end)").arg(metricTitle(metric)));
        if (!shown) { // a sweep keeps its values along the axis, measured or not
            xLow = 0;
            xHigh = 1;
        }
        yLow = 0;
        yHigh = 1;
    }
    if (shown && !comparison && !shown->values.empty())
        tickAtPoints(*shown, xLow, xHigh);
    else {
        m_xAxis->setTickType(QValueAxis::TicksFixed);
        m_xAxis->setRange(xLow, xHigh);
    }
    m_xAxis->setTitleText(shown ? variableTitle(QString::fromStdString(shown->variable)) : QString());
    m_categories->setTitleText(!comparison                 ? QString()
                                   : shown->isComparison() ? tr("Version of the rules")
                                                           : variableTitle(QString::fromStdString(shown->variable)));
    m_xAxis->setLabelFormat(QStringLiteral("%g"));
    const bool share = metric == QLatin1String("win_rate") || metric == QLatin1String("drama")
        || metric == QLatin1String("seat_advantage_p") || metric == QLatin1String("decisiveness")
        || keyIn(metric, kReasonShare).has_value();
    // A metric the same in every game still gets an axis of readable numbers around it.
    const double flat = share ? 0.05 : std::max(0.5, std::abs(yHigh) * 0.05);
    const double margin = yHigh > yLow ? (yHigh - yLow) * 0.08 : flat;
    // An interval reaching below 0 around values that are not does not move the axis below 0.
    const double low = m_lowestValue >= 0 ? std::max(0.0, yLow - margin) : yLow - margin;
    // A share tops out at 1; room above the top tick keeps a share of 1 off the edge.
    const double high = share ? std::min(1.0, yHigh + margin) : yHigh + margin;
    const double step = roundStep(high - low);
    m_yAxis->setTickType(QValueAxis::TicksDynamic);
    m_yAxis->setTickAnchor(0);
    m_yAxis->setTickInterval(step);
    m_yAxis->setLabelFormat(QStringLiteral("%g"));
    const double top = std::ceil(high / step - 1e-9) * step;
    m_yAxis->setRange(std::floor(low / step + 1e-9) * step, share ? top + step * 0.15 : top);
    m_yAxis->setTitleText(metricTitle(metric));
    if (drawn && m_table && !comparison && !m_table->values.empty())
        markRulesValue(m_table->values.front(), m_table->values.back());
    if (drawn && pValue)
        markSignificance(comparison ? int(m_categoryNames.size()) : 0);
}

} // namespace tw
