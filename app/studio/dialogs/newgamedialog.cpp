#include "newgamedialog.h"

#include "eventphrases.h"
#include "parameterform.h"

#include "play/bot.h"
#include "play/mctsbot.h"
#include "play/playsession.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace tw {

namespace {

QPixmap colourChip(const std::string &color)
{
    QPixmap pixmap(14, 14);
    pixmap.fill(Qt::transparent);
    QColor c(QString::fromStdString(color));
    if (!c.isValid())
        c = Qt::gray;
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(c.darker(150));
    painter.setBrush(c);
    painter.drawEllipse(QRectF(1, 1, 12, 12));
    return pixmap;
}

} // namespace

QString NewGameDialog::botLabel(const std::string &bot)
{
    if (bot == "random")
        return tr("Random bot");
    if (bot == "greedy")
        return tr("Greedy bot");
    if (bot == "mcts")
        return tr("MCTS bot");
    if (bot == "mcts:4:greedy")
        return tr("Greedy rollouts bot");
    return QString::fromStdString(bot);
}

void NewGameDialog::selectSeat(QComboBox *kind, QSpinBox *budget, const std::string &seat)
{
    const int listed = kind->findData(QString::fromStdString(seat));
    if (listed >= 0) { // a person or a kind of bot with its default budget
        kind->setCurrentIndex(listed);
        return;
    }
    const auto mcts = MctsBot::fromSpec(seat);
    if (mcts && seat.back() == 's') { // a time budget: kept as it is, as an item of its own
        kind->addItem(tr("MCTS bot, %1 s a move").arg(QString::fromStdString(seat.substr(5, seat.size() - 6))),
                      QString::fromStdString(seat));
        kind->setCurrentIndex(kind->count() - 1);
        return;
    }
    if (mcts && seat.find(":greedy") != std::string::npos) { // greedy rollouts: an item of its own too
        kind->addItem(tr("Greedy rollouts bot (%1)").arg(QString::fromStdString(seat)), QString::fromStdString(seat));
        kind->setCurrentIndex(kind->count() - 1);
        return;
    }
    if (mcts) {
        budget->setValue(std::stoi(seat.substr(5)));
        kind->setCurrentIndex(kind->findData(QStringLiteral("mcts")));
        return;
    }
    kind->setCurrentIndex(0); // not a seat: a person
}

NewGameDialog::NewGameDialog(const Ruleset &rules, const GameSetup &initial, QWidget *parent)
    : QDialog(parent)
    , m_rules(rules)
{
    setWindowTitle(tr("New Game \u2014 %1").arg(QString::fromStdString(rules.name)));
    auto *intro = new QLabel(QStringLiteral("<b>%1</b><br>%2")
                                 .arg(QString::fromStdString(rules.name).toHtmlEscaped(),
                                      QString::fromStdString(rules.description).toHtmlEscaped()),
                             this);
    intro->setWordWrap(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Start"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *left = new QVBoxLayout;
    left->addWidget(makePlayers(rules, initial));
    left->addWidget(makeSeed(initial));
    left->addStretch();
    auto *columns = new QHBoxLayout;
    columns->addLayout(left, 2);
    columns->addWidget(makeParameters(rules, initial), 3);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(columns, 1);
    layout->addWidget(buttons);
    resize(860, 560);
    updateSeats();
}

QWidget *NewGameDialog::makePlayers(const Ruleset &rules, const GameSetup &initial)
{
    auto *box = new QGroupBox(tr("Players"), this);
    auto *grid = new QGridLayout(box);
    m_players = new QSpinBox(box);
    m_players->setRange(rules.minPlayers, std::max(rules.minPlayers, rules.maxPlayers));
    m_players->setValue(std::clamp(initial.players, m_players->minimum(), m_players->maximum()));
    m_players->setToolTip(tr("Between %1 and %2 players").arg(rules.minPlayers).arg(rules.maxPlayers));
    connect(m_players, &QSpinBox::valueChanged, this, &NewGameDialog::updateSeats);
    auto *count = new QLabel(tr("&Number of players:"), box);
    count->setBuddy(m_players);
    grid->addWidget(count, 0, 0, 1, 2);
    grid->addWidget(m_players, 0, 2);

    const std::vector<std::string> bots = botNames();
    for (int p = 0; p < m_players->maximum(); ++p) {
        const Seat seat = p < int(rules.seats.size()) ? rules.seats[p] : Seat{};
        auto *chip = new QLabel(box);
        chip->setPixmap(colourChip(seat.color));
        auto *name = new QLabel(box);
        auto *kind = new QComboBox(box);
        kind->setObjectName(QStringLiteral("seat%1").arg(p + 1));
        kind->addItem(tr("Person"), QStringLiteral("human"));
        for (const std::string &bot : bots)
            kind->addItem(botLabel(bot), QString::fromStdString(bot));
        auto *budget = new QSpinBox(box);
        budget->setObjectName(QStringLiteral("seatBudget%1").arg(p + 1));
        budget->setRange(1, 1'000'000);
        budget->setSingleStep(100);
        budget->setValue(MctsBot::kDefaultIterations);
        budget->setSuffix(tr(" iterations"));
        budget->setToolTip(tr("How many games the MCTS bot plays out in its head for each decision: more is "
                              "stronger and slower"));
        const std::string wanted = p < int(initial.seats.size()) ? initial.seats[p] : (p == 0 ? "human" : "greedy");
        selectSeat(kind, budget, wanted);
        connect(kind, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateSeats);
        grid->addWidget(chip, p + 1, 0);
        grid->addWidget(name, p + 1, 1);
        grid->addWidget(kind, p + 1, 2);
        grid->addWidget(budget, p + 1, 3);
        m_seatBoxes.push_back(kind);
        m_budgetBoxes.push_back(budget);
        m_seatRows.push_back(chip);
        m_seatRows.push_back(name);
        m_seatNames.push_back(name);
    }
    grid->setColumnStretch(2, 1);
    return box;
}

QWidget *NewGameDialog::makeSeed(const GameSetup &initial)
{
    auto *box = new QGroupBox(tr("Seed"), this);
    m_seed = new QLineEdit(QString::number(initial.seed), box);
    m_seed->setObjectName(QStringLiteral("seed"));
    m_seed->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,19}")), m_seed));
    m_seed->setToolTip(tr("The same seed, seats and parameters give the same draws and bot moves"));
    auto *fresh = new QPushButton(tr("New"), box);
    fresh->setToolTip(tr("A new random seed"));
    connect(fresh, &QPushButton::clicked, this, [this] { m_seed->setText(QString::number(PlaySession::randomSeed())); });
    auto *copy = new QPushButton(tr("Copy"), box);
    copy->setToolTip(tr("Copy the seed to the clipboard"));
    connect(copy, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(m_seed->text()); });
    auto *row = new QHBoxLayout(box);
    row->addWidget(m_seed, 1);
    row->addWidget(fresh);
    row->addWidget(copy);
    return box;
}

QWidget *NewGameDialog::makeParameters(const Ruleset &rules, const GameSetup &initial)
{
    auto *box = new QGroupBox(tr("Parameters and variants"), this);
    m_parameters = new ParameterForm;
    m_parameters->setParameters(rules, initial.parameters);
    m_parameters->setPlayers(m_players->value());
    connect(m_players, &QSpinBox::valueChanged, m_parameters, &ParameterForm::setPlayers);
    auto *scroll = new QScrollArea(box);
    scroll->setWidget(m_parameters);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *defaults = new QPushButton(tr("Restore Defaults"), box);
    connect(defaults, &QPushButton::clicked, m_parameters, &ParameterForm::resetToDefaults);
    auto *layout = new QVBoxLayout(box);
    layout->addWidget(scroll, 1);
    layout->addWidget(defaults, 0, Qt::AlignRight);
    return box;
}

void NewGameDialog::updateSeats()
{
    const int players = m_players->value();
    for (std::size_t p = 0; p < m_seatBoxes.size(); ++p) {
        const bool shown = int(p) < players;
        m_seatBoxes[p]->setVisible(shown);
        m_seatRows[2 * p]->setVisible(shown);
        m_seatRows[2 * p + 1]->setVisible(shown);
        if (shown)
            m_seatNames[p]->setText(seatName(m_rules, players, int(p)));
        m_budgetBoxes[p]->setVisible(shown && m_seatBoxes[p]->currentData().toString() == QStringLiteral("mcts"));
    }
}

GameSetup NewGameDialog::setup() const
{
    GameSetup setup;
    setup.players = m_players->value();
    setup.parameters = m_parameters->values();
    setup.seed = m_seed->text().toULongLong();
    for (int p = 0; p < setup.players; ++p) {
        std::string seat = m_seatBoxes[p]->currentData().toString().toStdString();
        if (seat == "mcts" && m_budgetBoxes[p]->value() != MctsBot::kDefaultIterations)
            seat.append(":").append(std::to_string(m_budgetBoxes[p]->value())); // "mcts:300"
        setup.seats.push_back(seat);
    }
    return setup;
}

} // namespace tw
