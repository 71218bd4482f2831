#include "balancesetupform.h"

#include "play/bot.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QSpinBox>

#include <algorithm>
#include <climits>

namespace tw {

namespace {

constexpr int kMaxPoints = 50;

} // namespace

BalanceSetupForm::BalanceSetupForm(QWidget *parent)
    : QWidget(parent)
    , m_kind(new QComboBox)
    , m_item(new QComboBox)
    , m_from(new QSpinBox)
    , m_to(new QSpinBox)
    , m_step(new QSpinBox)
    , m_players(new QSpinBox)
    , m_bots(new QComboBox)
    , m_games(new QSpinBox)
    , m_seed(new QSpinBox)
{
    m_kind->addItem(tr("Tile count"));
    m_kind->addItem(tr("Parameter"));
    for (QSpinBox *box : {m_from, m_to})
        box->setRange(-1'000'000, 1'000'000);
    m_step->setRange(1, 1'000'000);
    m_players->setRange(1, 1);
    // A bot for every seat, or one per seat separated by commas: any name makeBot knows.
    m_bots->setEditable(true);
    for (const std::string &name : botNames())
        m_bots->addItem(QString::fromStdString(name));
    m_bots->setCurrentText(QStringLiteral("greedy"));
    m_bots->setToolTip(tr("The bot of every seat, or one per seat separated by commas (greedy,random)"));
    m_games->setRange(1, 100'000);
    m_games->setSingleStep(50);
    m_games->setValue(100);
    m_games->setToolTip(tr("Games played at every point, with the same seeds at each"));
    m_seed->setRange(0, INT_MAX);
    m_seed->setValue(1);

    auto *range = new QHBoxLayout;
    range->addWidget(m_from);
    range->addWidget(m_to);
    range->addWidget(m_step);
    m_from->setPrefix(tr("from "));
    m_to->setPrefix(tr("to "));
    m_step->setPrefix(tr("step "));
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("Vary"), m_kind);
    form->addRow(QString(), m_item);
    form->addRow(tr("Values"), range);
    form->addRow(tr("Players"), m_players);
    form->addRow(tr("Bots"), m_bots);
    form->addRow(tr("Games per point"), m_games);
    form->addRow(tr("Seed"), m_seed);

    connect(m_kind, &QComboBox::currentIndexChanged, this, &BalanceSetupForm::fillItems);
    connect(m_item, &QComboBox::currentIndexChanged, this, &BalanceSetupForm::suggestRange);
}

bool BalanceSetupForm::variesTiles() const
{
    return m_kind->currentIndex() == 0;
}

void BalanceSetupForm::setRules(std::shared_ptr<const Ruleset> rules)
{
    m_rules = std::move(rules);
    if (!m_rules)
        return;
    m_players->setRange(m_rules->minPlayers, m_rules->maxPlayers);
    m_players->setValue(std::clamp(2, m_rules->minPlayers, m_rules->maxPlayers));
    fillItems();
}

void BalanceSetupForm::fillItems()
{
    const QString chosen = m_item->currentData().toString();
    m_item->blockSignals(true);
    m_item->clear();
    if (m_rules) {
        if (variesTiles()) {
            for (const TileType &tile : m_rules->tiles) {
                const QString id = QString::fromStdString(tile.id);
                const QString name = QString::fromStdString(tile.name);
                m_item->addItem(name.isEmpty() || name == id ? id : tr("%1 (%2)").arg(name, id), id);
            }
        } else {
            for (const ParameterDef &parameter : m_rules->parameters) {
                m_item->addItem(QString::fromStdString(parameter.id), QString::fromStdString(parameter.id));
                m_item->setItemData(m_item->count() - 1, QString::fromStdString(parameter.text), Qt::ToolTipRole);
            }
        }
    }
    m_item->setCurrentIndex(std::max(0, m_item->findData(chosen)));
    m_item->blockSignals(false);
    suggestRange();
}

void BalanceSetupForm::suggestRange()
{
    if (!m_rules || m_item->currentIndex() < 0)
        return;
    const std::string id = m_item->currentData().toString().toStdString();
    std::int64_t value = 0, low = 0, high = 0;
    if (variesTiles()) {
        value = m_rules->tiles[m_rules->tileIndex(id)].count;
        low = 0;
        high = 10'000;
    } else {
        const ParameterDef &def = m_rules->parameters[m_rules->parameterIndex(id)];
        value = def.defaultValue;
        low = def.type == ParamType::Int ? def.min : 0;
        high = def.type == ParamType::Int ? def.max
            : def.type == ParamType::Bool ? 1
                                          : std::int64_t(def.choices.size()) - 1;
    }
    m_from->setValue(int(std::clamp<std::int64_t>(value - 2, low, high)));
    m_to->setValue(int(std::clamp<std::int64_t>(value + 2, low, high)));
    m_step->setValue(1);
}

std::optional<BalanceRequest> BalanceSetupForm::request(QString *why) const
{
    if (!m_rules || m_item->currentIndex() < 0) {
        *why = tr("There is nothing to vary in these rules.");
        return std::nullopt;
    }
    BalanceRequest request;
    SimulationSetup &simulation = request.setup.simulation;
    simulation.games = m_games->value();
    simulation.match.players = m_players->value();
    simulation.match.seed = std::uint64_t(m_seed->value());
    for (const QString &name : m_bots->currentText().split(QLatin1Char(','))) {
        const std::string bot = name.trimmed().toStdString();
        if (!makeBot(bot)) {
            *why = tr("There is no bot called \"%1\".").arg(name.trimmed());
            return std::nullopt;
        }
        simulation.match.bots.push_back(bot);
    }
    if (simulation.match.bots.size() != 1 && int(simulation.match.bots.size()) != simulation.match.players) {
        *why = tr("Name one bot for every seat, or one per seat.");
        return std::nullopt;
    }
    const auto values = sweepValues(m_from->value(), m_to->value(), m_step->value());
    if (int(values.size()) > kMaxPoints) {
        *why = tr("That is %1 values: take a larger step (at most %2 values).").arg(values.size()).arg(kMaxPoints);
        return std::nullopt;
    }
    const std::string id = m_item->currentData().toString().toStdString();
    std::string error;
    const auto parameters = m_rules->defaultParameters();
    request.setup.points = variesTiles() ? tileCountPoints(m_rules, parameters, id, values, &error)
                                         : parameterPoints(m_rules, parameters, id, values, &error);
    request.variable = (variesTiles() ? "tile " : "parameter ") + id;
    if (request.setup.points.empty()) {
        *why = QString::fromStdString(error);
        return std::nullopt;
    }
    return request;
}

} // namespace tw
