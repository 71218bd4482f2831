// SweepChart's names: of its metrics, the variable swept, points, experiments, seats and
// series, as the studio shows them.
#include "sweepchart.h"

#include <QComboBox>
#include <QLocale>

namespace tw {

namespace {

// What the x axis counts, from SweepTable::variable.
QString axisTitle(const QString &variable)
{
    if (variable.startsWith(QLatin1String("tile ")))
        return SweepChart::tr("Tiles of type %1").arg(variable.mid(5));
    if (variable.startsWith(QLatin1String("card ")))
        return SweepChart::tr("Copies of card %1").arg(variable.mid(5));
    if (variable.startsWith(QLatin1String("parameter ")))
        return SweepChart::tr("Parameter %1").arg(variable.mid(10));
    return variable;
}

} // namespace

std::optional<QString> SweepChart::keyIn(const QString &metric, const std::string &base)
{
    const QString prefix = QString::fromStdString(keyedMetric(base, std::string()));
    if (!metric.startsWith(prefix))
        return std::nullopt;
    return metric.mid(prefix.size());
}

QString SweepChart::metricName(const QString &metric)
{
    if (metric == QLatin1String("win_rate"))
        return tr("Win rate");
    if (metric == QLatin1String("mean_score"))
        return tr("Mean score");
    if (metric == QLatin1String("seat_advantage_p"))
        return tr("Seat advantage (p-value)");
    if (metric == QLatin1String("margin"))
        return tr("Margin of victory");
    if (metric == QLatin1String("length"))
        return tr("Game length (turns)");
    if (metric == QLatin1String("lead_changes"))
        return tr("Lead changes");
    if (metric == QLatin1String("drama"))
        return tr("Drama (the winner trailed)");
    if (metric == QLatin1String("deficit"))
        return tr("Winner's deepest deficit (points)");
    if (metric == QLatin1String("decisiveness"))
        return tr("Game left when the lead settled");
    if (metric == QLatin1String("decisions"))
        return tr("Decisions per game");
    if (metric == QLatin1String("unplaceable"))
        return tr("Unplaceable draws per game");
    if (const std::optional<QString> reason = keyIn(metric, kReasonShare))
        return tr("Share of points: %1").arg(*reason);
    if (const std::optional<QString> tile = keyIn(metric, kPointsPerPlacement))
        return tr("Points per placement: %1").arg(*tile);
    return metric;
}

QString SweepChart::variableTitle(const QString &variable) const
{
    const QLatin1String tile("tile ");
    if (m_rules && variable.startsWith(tile))
        for (const TileType &t : m_rules->tiles)
            if (QString::fromStdString(t.id) == variable.mid(tile.size()) && !t.name.empty())
                return axisTitle(tile + QString::fromStdString(t.name));
    return axisTitle(variable);
}

QString SweepChart::metricTitle(const QString &metric) const
{
    if (m_rules) {
        if (const std::optional<QString> reason = keyIn(metric, kReasonShare))
            for (const ReasonDef &r : m_rules->reasons)
                if (QString::fromStdString(r.id) == *reason)
                    return tr("Share of points: %1").arg(QString::fromStdString(r.text));
        if (const std::optional<QString> tile = keyIn(metric, kPointsPerPlacement))
            for (const TileType &t : m_rules->tiles)
                if (QString::fromStdString(t.id) == *tile && !t.name.empty())
                    return tr("Points per placement: %1").arg(QString::fromStdString(t.name));
    }
    return metricName(metric);
}

QString SweepChart::pointName(const std::string &label)
{
    if (label == kDefaultsLabel)
        return tr("defaults");
    if (label == kTheseRulesLabel)
        return tr("these rules");
    return QString::fromStdString(label);
}

QString SweepChart::experimentName(const QString &experiment)
{
    const QLatin1String compareParameters("compare parameters"), compareRulesets("compare rulesets");
    const QLatin1String tile("tile "), card("card "), parameter("parameter ");
    if (experiment.startsWith(compareParameters))
        return tr("compare parameters") + experiment.mid(compareParameters.size());
    if (experiment.startsWith(compareRulesets))
        return tr("compare rulesets") + experiment.mid(compareRulesets.size());
    if (experiment.startsWith(tile))
        return tr("tile %1").arg(experiment.mid(tile.size()));
    if (experiment.startsWith(card))
        return tr("card %1").arg(experiment.mid(card.size()));
    if (experiment.startsWith(parameter))
        return tr("parameter %1").arg(experiment.mid(parameter.size()));
    return experiment;
}

QString SweepChart::seriesName(const SweepTable &table, const std::vector<int> &seats, bool past) const
{
    if (seats.front() == 0) // the title names the measure, however long; the legend, the run
        return past ? m_overlayName : tr("This run");
    QStringList names;
    for (const int seat : seats) {
        const std::size_t bot = table.bots.size() == 1 ? 0 : std::size_t(seat - 1);
        // A past run's bots are today's (sameExperiment): its name says when instead.
        names << (!past && bot < table.bots.size()
                      ? tr("%1 (%2)").arg(seatName(table, seat), QString::fromStdString(table.bots[bot]))
                      : seatName(table, seat));
    }
    const QString named = QLocale().createSeparatedList(names);
    return past ? tr("%1, %2").arg(named, m_overlayName) : named;
}

QString SweepChart::seatName(const SweepTable &table, int seat) const
{
    if (m_rules && seat >= 1 && seat <= int(m_rules->seats.size()) && table.players >= 1)
        return QString::fromStdString(m_rules->seatName(seat - 1, table.players));
    return tr("Seat %1").arg(seat);
}

} // namespace tw
