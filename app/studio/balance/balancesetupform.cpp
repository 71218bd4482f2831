#include "balancesetupform.h"

#include "botspecbox.h"
#include "parametersettable.h"

#include "load/rulesetloader.h"
#include "model/parametervalue.h"
#include "model/rulesetlimits.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

#include <algorithm>
#include <climits>

namespace tw {

namespace {

constexpr int kMaxPoints = 50;

// A card's item in the list of counts ("card:creature_5"); a tile's is its id.
const QString kCardPrefix = QStringLiteral("card:");

bool isCard(const std::string &item)
{
    return QString::fromStdString(item).startsWith(kCardPrefix);
}

// The tile type offered first: the most numerous (the first of equals), which a designer
// is likelier to vary than a lone start tile.
QString mostNumerousTile(const Ruleset &rules)
{
    const auto most = std::max_element(rules.tiles.begin(), rules.tiles.end(),
                                       [](const TileType &a, const TileType &b) { return a.count < b.count; });
    return most == rules.tiles.end() ? QString() : QString::fromStdString(most->id);
}

// Whether games of `players` players can play every point; false with why not when one cannot.
bool playableBy(const std::vector<SweepPoint> &points, int players, QString *why)
{
    const std::string problem = playersProblem(points, players);
    *why = QString::fromStdString(problem);
    return problem.empty();
}

} // namespace

BalanceSetupForm::BalanceSetupForm(QWidget *parent)
    : QWidget(parent)
    , m_kind(new QComboBox)
    , m_item(new QComboBox)
    , m_from(new QSpinBox)
    , m_to(new QSpinBox)
    , m_step(new QSpinBox)
    , m_rangeEnds(new QLabel)
    , m_otherFolder(new QLineEdit)
    , m_chooseFolder(new QPushButton(tr("Choose…")))
    , m_folderRow(new QWidget)
    , m_parameterSet(new ParameterSetTable)
    , m_range(new QWidget)
    , m_form(new QFormLayout(this))
    , m_players(new QSpinBox)
    , m_bots(new BotSpecBox)
    , m_games(new QSpinBox)
    , m_seed(new QSpinBox)
{
    m_kind->addItem(tr("Tile count"));
    m_kind->addItem(tr("Parameter"));
    m_kind->addItem(tr("Compare with another ruleset"));
    m_kind->addItem(tr("Compare with a parameter set"));
    m_kind->setItemData(OtherRuleset, tr("The rules as edited against the rules of another ruleset folder"),
                        Qt::ToolTipRole);
    m_kind->setItemData(ParameterSet, tr("The rules as edited against the same rules with other parameter values"),
                        Qt::ToolTipRole);
    for (QSpinBox *box : {m_from, m_to})
        box->setRange(-1'000'000, 1'000'000);
    m_step->setRange(1, 1'000'000);
    m_players->setRange(1, 1);
    m_otherFolder->setPlaceholderText(tr("Ruleset folder"));
    m_otherFolder->setToolTip(tr("A ruleset folder to compare with, such as a copy of this game"));
    // As tall as its rows, when there is the room; a long list scrolls in a short window.
    m_parameterSet->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_parameterSet->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Maximum);
    // One game a point gives no intervals: taken, so that Run can say so (a spin box turns
    // a value below its range back into the last one without a word).
    m_games->setRange(1, 100'000);
    m_games->setSingleStep(50);
    m_games->setValue(100);
    m_seed->setRange(0, INT_MAX);
    m_seed->setValue(1);

    auto *range = new QHBoxLayout(m_range);
    range->setContentsMargins(0, 0, 0, 0);
    range->addWidget(m_from);
    range->addWidget(m_to);
    range->addWidget(m_step);
    m_from->setPrefix(tr("from "));
    m_to->setPrefix(tr("to "));
    m_step->setPrefix(tr("step "));
    auto *folder = new QHBoxLayout(m_folderRow);
    folder->setContentsMargins(0, 0, 0, 0);
    folder->addWidget(m_otherFolder, 1);
    folder->addWidget(m_chooseFolder);
    m_form->setContentsMargins(0, 0, 0, 0);
    m_form->addRow(tr("Vary"), m_kind);
    m_form->addRow(QString(), m_item);
    m_form->addRow(tr("Values"), m_range);
    // On a line of its own: long names would widen the form, and the window's table with it.
    m_rangeEnds->setWordWrap(true);
    m_form->addRow(QString(), m_rangeEnds);
    m_form->addRow(tr("Ruleset"), m_folderRow);
    m_form->addRow(m_parameterSet);
    m_form->addRow(tr("Players"), m_players);
    m_form->addRow(tr("Bots"), m_bots);
    m_form->addRow(tr("Games per point"), m_games);
    m_form->addRow(tr("Seed"), m_seed);
    showKind();

    connect(m_kind, &QComboBox::currentIndexChanged, this, &BalanceSetupForm::showKind);
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] { fillItems(); });
    connect(m_item, &QComboBox::currentIndexChanged, this, &BalanceSetupForm::rememberItem);
    connect(m_item, &QComboBox::currentIndexChanged, this, &BalanceSetupForm::suggestRange);
    connect(m_chooseFolder, &QPushButton::clicked, this, &BalanceSetupForm::chooseFolder);
    for (QSpinBox *box : {m_from, m_to})
        connect(box, &QSpinBox::valueChanged, this, &BalanceSetupForm::nameRangeEnds);
    connect(m_item, &QComboBox::currentIndexChanged, this, &BalanceSetupForm::nameRangeEnds);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &BalanceSetupForm::nameRangeEnds);
    for (QComboBox *box : {m_kind, m_item})
        connect(box, &QComboBox::currentIndexChanged, this, &BalanceSetupForm::changed);
    for (QSpinBox *box : {m_from, m_to, m_step, m_players, m_games, m_seed})
        connect(box, &QSpinBox::valueChanged, this, &BalanceSetupForm::changed);
    connect(m_otherFolder, &QLineEdit::textChanged, this, &BalanceSetupForm::changed);
    connect(m_bots, &QComboBox::currentTextChanged, this, &BalanceSetupForm::changed);
    connect(m_parameterSet, &ParameterSetTable::valuesChanged, this, &BalanceSetupForm::changed);
}

bool BalanceSetupForm::variesTiles() const
{
    return m_kind->currentIndex() == TileCount;
}

bool BalanceSetupForm::compares() const
{
    return m_kind->currentIndex() == OtherRuleset || m_kind->currentIndex() == ParameterSet;
}

void BalanceSetupForm::showKind()
{
    m_form->setRowVisible(m_item, !compares());
    m_form->setRowVisible(m_range, !compares());
    m_form->setRowVisible(m_folderRow, m_kind->currentIndex() == OtherRuleset);
    m_form->setRowVisible(m_parameterSet, m_kind->currentIndex() == ParameterSet);
    if (auto *label = qobject_cast<QLabel *>(m_form->labelForField(m_games)))
        label->setText(compares() ? tr("Games per version") : tr("Games per point"));
    m_games->setToolTip(compares() ? tr("Games played under each version of the rules, with the same seeds")
                                   : tr("Games played at every point, with the same seeds at each"));
}

void BalanceSetupForm::chooseFolder()
{
    const QString start = m_otherFolder->text().isEmpty() && m_rules ? QString::fromStdString(m_rules->folder)
                                                                     : m_otherFolder->text();
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Ruleset to Compare With"), start);
    if (!folder.isEmpty())
        m_otherFolder->setText(QDir::toNativeSeparators(folder));
}

void BalanceSetupForm::setRules(std::shared_ptr<const Ruleset> rules, int players)
{
    const bool sameGame = m_rules && rules && m_rules->id == rules->id;
    if (!sameGame) // a folder chosen to compare with another game
        m_otherFolder->clear();
    const QString item = m_item->currentData().toString();
    m_rules = std::move(rules);
    m_parameterSet->setRules(m_rules);
    if (!m_rules)
        return;
    const int shown = sameGame ? m_players->value() : players;
    m_players->setRange(m_rules->minPlayers, m_rules->maxPlayers);
    m_players->setValue(std::clamp(shown, m_rules->minPlayers, m_rules->maxPlayers));
    m_kind->setItemText(TileCount, m_rules->cards.empty() ? tr("Tile count") : tr("Tile or card count"));
    fillItems(sameGame ? item : QString()); // the same item chosen keeps its range
    nameRangeEnds();                        // fillItems chooses its item without a signal
}

void BalanceSetupForm::rememberItem()
{
    (variesTiles() ? m_chosenTile : m_chosenParameter) = m_item->currentData().toString();
}

void BalanceSetupForm::fillItems(const QString &keepRangeOf)
{
    QString chosen = variesTiles() ? m_chosenTile : m_chosenParameter;
    if (chosen.isEmpty()) // the item shown, though offered rather than picked, stays
        chosen = keepRangeOf;
    m_item->blockSignals(true);
    m_item->clear();
    if (m_rules && !compares()) {
        if (variesTiles()) {
            for (const TileType &tile : m_rules->tiles) {
                if (!tile.drawn)
                    continue;
                const QString id = QString::fromStdString(tile.id);
                const QString name = QString::fromStdString(tile.name);
                m_item->addItem(name.isEmpty() || name == id ? tr("%1 (%2)").arg(id).arg(tile.count)
                                                             : tr("%1 (%2, %3)").arg(name, id).arg(tile.count),
                                id);
            }
            for (const CardDef &card : m_rules->cards) {
                const QString id = QString::fromStdString(card.id);
                const QString name = QString::fromStdString(card.text);
                m_item->addItem(name.isEmpty() || name == id ? tr("card %1 (%2)").arg(id).arg(card.count)
                                                             : tr("card %1 (%2, %3)").arg(name, id).arg(card.count),
                                kCardPrefix + id);
            }
            if (m_item->findData(chosen) < 0)
                chosen = mostNumerousTile(*m_rules);
        } else {
            for (const ParameterDef &parameter : m_rules->parameters) {
                const QString id = QString::fromStdString(parameter.id);
                const QString value = QString::fromStdString(formatParameterValue(parameter, parameter.defaultValue));
                m_item->addItem(tr("%1 (%2)").arg(id, value), id); // as a tile type with its count
                m_item->setItemData(m_item->count() - 1, QString::fromStdString(parameter.text), Qt::ToolTipRole);
            }
        }
    }
    m_item->setCurrentIndex(std::max(0, m_item->findData(chosen)));
    m_item->blockSignals(false);
    if (keepRangeOf.isEmpty() || m_item->currentData().toString() != keepRangeOf)
        suggestRange();
}

void BalanceSetupForm::suggestRange()
{
    if (!m_rules || m_item->currentIndex() < 0)
        return;
    const std::string id = m_item->currentData().toString().toStdString();
    std::int64_t value = 0, low = 0, high = 0;
    if (isCard(id)) {
        value = m_rules->cards[m_rules->cardIndex(id.substr(kCardPrefix.size()))].count;
        high = limits::kMaxCopies;
    } else if (variesTiles()) {
        value = m_rules->tiles[m_rules->tileIndex(id)].count;
        high = limits::kMaxCopies;
    } else {
        const ParameterDef &def = m_rules->parameters[m_rules->parameterIndex(id)];
        value = def.defaultValue;
        low = def.type == ParamType::Int ? def.min : 0;
        high = def.type == ParamType::Int ? def.max
            : def.type == ParamType::Bool ? 1
                                          : std::int64_t(def.choices.size()) - 1;
    }
    const SweepRange range = suggestedRange(value, low, high);
    m_from->setValue(int(range.from));
    m_to->setValue(int(range.to));
    m_step->setValue(int(range.step));
}

void BalanceSetupForm::nameRangeEnds()
{
    const int index = m_rules && m_kind->currentIndex() == Parameter
        ? m_rules->parameterIndex(m_item->currentData().toString().toStdString())
        : -1;
    const ParameterDef *def = index >= 0 ? &m_rules->parameters[std::size_t(index)] : nullptr;
    const bool named = def && def->type != ParamType::Int;
    m_form->setRowVisible(m_rangeEnds, named);
    if (!named)
        return;
    const auto name = [def](int value) { return QString::fromStdString(formatParameterValue(*def, value)); };
    m_rangeEnds->setText(tr("(%1 to %2)").arg(name(m_from->value()), name(m_to->value())));
}

std::vector<SweepPoint> BalanceSetupForm::comparisonPoints(int players, BalanceRequest &request, QString *why) const
{
    const auto parameters = m_rules->defaultParameters();
    if (m_kind->currentIndex() == ParameterSet) {
        const std::string changes = m_parameterSet->changes();
        if (changes.empty()) {
            *why = tr("Change at least one parameter value to compare with.");
            return {};
        }
        request.variable = "compare parameters";
        return {{kDefaultsLabel, 0, m_rules, parameters}, {changes, 1, m_rules, m_parameterSet->values()}};
    }
    const QString folder = m_otherFolder->text().trimmed();
    if (folder.isEmpty()) {
        *why = tr("Choose the ruleset folder to compare with.");
        return {};
    }
    if (const QFileInfo info(folder); !info.isDir()) {
        *why = info.exists() ? tr("The ruleset to compare with does not load: %1 is not a folder.").arg(folder)
                             : tr("The ruleset to compare with does not load: there is no folder %1.").arg(folder);
        return {};
    }
    const LoadResult loaded = loadRuleset(QDir::toNativeSeparators(folder).toStdString());
    if (!loaded.ok()) {
        const auto error = std::find_if(loaded.problems.begin(), loaded.problems.end(),
                                        [](const Diagnostic &d) { return d.severity == Diagnostic::Severity::Error; });
        *why = tr("The ruleset to compare with does not load: %1")
                   .arg(error == loaded.problems.end() ? folder : QString::fromStdString(error->text()));
        return {};
    }
    const std::shared_ptr<const Ruleset> other = loaded.ruleset;
    if (players < other->minPlayers || players > other->maxPlayers) {
        *why = tr("%1 is for %2 to %3 players.")
                   .arg(QString::fromStdString(other->name))
                   .arg(other->minPlayers)
                   .arg(other->maxPlayers);
        return {};
    }
    request.variable = "compare rulesets";
    if (other->id != m_rules->id)
        request.caution = tr("%1 is the ruleset '%2', not '%3': another game, and comparing two games says little "
                             "about a change to these rules.")
                              .arg(folder, QString::fromStdString(other->id), QString::fromStdString(m_rules->id));
    return {{kTheseRulesLabel, 0, m_rules, parameters},
            {QDir(folder).dirName().toStdString(), 1, other, other->defaultParameters()}};
}

std::optional<BalanceRequest> BalanceSetupForm::request(QString *why) const
{
    if (!m_rules || (!compares() && m_item->currentIndex() < 0)) {
        *why = tr("There is nothing to vary in these rules.");
        return std::nullopt;
    }
    BalanceRequest request;
    SimulationSetup &simulation = request.setup.simulation;
    simulation.games = m_games->value();
    if (simulation.games < 2) {
        *why = compares() ? tr("Play 2 games or more under each version: one game has no intervals.")
                          : tr("Play 2 games or more at each point: one game has no intervals.");
        return std::nullopt;
    }
    simulation.match.players = m_players->value();
    simulation.match.seed = std::uint64_t(m_seed->value());
    const auto bots = m_bots->bots(simulation.match.players, why);
    if (!bots)
        return std::nullopt;
    simulation.match.bots = *bots;
    if (compares()) {
        request.setup.points = comparisonPoints(simulation.match.players, request, why);
        request.setup.keepResults = true;
        if (request.setup.points.empty() || !playableBy(request.setup.points, simulation.match.players, why))
            return std::nullopt;
        return request;
    }
    if (m_from->value() > m_to->value()) {
        *why = tr("The values go up: \"from\" (%1) is after \"to\" (%2).").arg(m_from->value()).arg(m_to->value());
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
    if (isCard(id)) {
        const std::string card = id.substr(kCardPrefix.size());
        request.setup.points = cardCountPoints(m_rules, parameters, card, values, &error);
        request.variable = "card " + card;
    } else {
        request.setup.points = variesTiles() ? tileCountPoints(m_rules, parameters, id, values, &error)
                                             : parameterPoints(m_rules, parameters, id, values, &error);
        request.variable = (variesTiles() ? "tile " : "parameter ") + id;
    }
    if (request.setup.points.empty()) {
        *why = QString::fromStdString(error);
        return std::nullopt;
    }
    if (!playableBy(request.setup.points, simulation.match.players, why))
        return std::nullopt;
    return request;
}

} // namespace tw
