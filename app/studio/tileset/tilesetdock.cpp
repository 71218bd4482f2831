#include "tilesetdock.h"

#include "tilesettable.h"
#include "tiletext.h"
#include "whatchangedpanel.h"

#include "dialogs/parameterform.h"
#include "model/parametervalue.h"

#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>

namespace tw {

namespace {
constexpr int kParameterRowsShown = 4;
} // namespace

TileSetDock::TileSetDock(QWidget *parent)
    : QDockWidget(tr("Tile Set"), parent)
    , m_summary(new QLabel)
    , m_problem(new QLabel)
    , m_table(new TileSetTable)
    , m_parameters(new ParameterForm)
    , m_whatChanged(new WhatChangedPanel)
    , m_apply(new QPushButton(tr("Save and Apply")))
{
    setObjectName(QStringLiteral("TileSetDock"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_problem->hide();
    m_apply->setToolTip(tr("Save ruleset.yaml and re-play the running game under the edited rules"));
    m_apply->setEnabled(false);

    auto *undo = new QPushButton(tr("Undo"));
    undo->setToolTip(tr("Undo the last edit of ruleset.yaml"));
    auto *redo = new QPushButton(tr("Redo"));
    redo->setToolTip(tr("Redo the edit of ruleset.yaml undone last"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(undo);
    buttons->addWidget(redo);
    buttons->addStretch();
    buttons->addWidget(m_apply);

    auto *tiles = new QWidget;
    auto *tilesLayout = new QVBoxLayout(tiles);
    tilesLayout->setContentsMargins(4, 4, 4, 4);
    tilesLayout->addWidget(m_summary);
    tilesLayout->addWidget(m_problem);
    tilesLayout->addLayout(buttons);
    tilesLayout->addWidget(m_table, 1);

    auto *parameterScroll = new QScrollArea;
    parameterScroll->setWidgetResizable(true);
    parameterScroll->setWidget(m_parameters);
    parameterScroll->setObjectName(QStringLiteral("TileSetParameters"));
    // A few parameters in view whatever the splitter gives the tile list.
    parameterScroll->setMinimumHeight(kParameterRowsShown * (QSpinBox().sizeHint().height() + 6));
    auto *parameterBox = new QGroupBox(tr("Parameters (defaults)"));
    auto *parameterLayout = new QVBoxLayout(parameterBox);
    parameterLayout->addWidget(parameterScroll);

    auto *changedBox = new QGroupBox(tr("What Changed"));
    auto *changedLayout = new QVBoxLayout(changedBox);
    changedLayout->addWidget(m_whatChanged);

    auto *splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(tiles);
    splitter->addWidget(parameterBox);
    splitter->addWidget(changedBox);
    splitter->setStretchFactor(0, 5);
    splitter->setStretchFactor(1, 2);
    splitter->setStretchFactor(2, 3);
    setWidget(splitter);

    connect(m_table, &TileSetTable::countEdited, this, &TileSetDock::countEdited);
    connect(m_parameters, &ParameterForm::valueEdited, this, &TileSetDock::emitParameter);
    connect(undo, &QPushButton::clicked, this, &TileSetDock::undoRequested);
    connect(redo, &QPushButton::clicked, this, &TileSetDock::redoRequested);
    connect(m_apply, &QPushButton::clicked, this, &TileSetDock::applyRequested);
}

void TileSetDock::setRules(std::shared_ptr<const Ruleset> rules)
{
    m_rules = std::move(rules);
    m_problem->hide();
    m_table->setEnabled(true);
    m_parameters->setEnabled(true);
    m_table->setRules(m_rules);
    m_summary->setText(m_rules ? bagSummary(*m_rules) : QString());
    if (!m_rules)
        return;
    if (m_parameters->hasFieldsOf(*m_rules))
        m_parameters->setValues(m_rules->defaultParameters());
    else
        m_parameters->setParameters(*m_rules, m_rules->defaultParameters());
}

void TileSetDock::setProblem(const QString &problem)
{
    m_problem->setText(tr("ruleset.yaml does not load as it stands, so the tile set shows it as it last "
                          "loaded: %1")
                           .arg(problem));
    m_problem->show();
    m_table->setEnabled(false);
    m_parameters->setEnabled(false);
}

void TileSetDock::setUnsaved(bool unsaved)
{
    m_apply->setEnabled(unsaved);
}

void TileSetDock::emitParameter(int index)
{
    if (!m_rules || index < 0 || index >= int(m_rules->parameters.size()))
        return;
    const ParameterDef &def = m_rules->parameters[index];
    const std::int64_t value = m_parameters->values().at(index);
    emit parameterEdited(QString::fromStdString(def.id), QString::fromStdString(formatParameterValue(def, value)));
}

} // namespace tw
