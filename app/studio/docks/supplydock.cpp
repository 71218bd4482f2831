#include "supplydock.h"

#include "docktext.h"

#include "gamedocument.h"

#include <QHeaderView>
#include <QScrollBar>
#include <QTreeWidget>

#include <map>

namespace tw {

namespace {

QString zoneKey(int zone, int player)
{
    return QStringLiteral("zone:%1:%2").arg(zone).arg(player);
}

QString supplyKey(int player)
{
    return QStringLiteral("supply:%1").arg(player);
}

QTreeWidgetItem *addRow(QTreeWidgetItem *parent, const QString &text, const QString &count, const QString &key)
{
    auto *item = new QTreeWidgetItem(parent, {text, count});
    item->setTextAlignment(SupplyDock::CountColumn, Qt::AlignRight | Qt::AlignVCenter);
    item->setData(SupplyDock::ItemColumn, SupplyDock::KeyRole, key);
    return item;
}

void setBold(QTreeWidgetItem *item)
{
    QFont font = item->font(0);
    font.setBold(true);
    item->setFont(SupplyDock::ItemColumn, font);
    item->setFont(SupplyDock::CountColumn, font);
}

} // namespace

SupplyDock::SupplyDock(GameDocument *document, QWidget *parent)
    : QDockWidget(tr("Supply"), parent)
    , m_document(document)
    , m_tree(new QTreeWidget)
{
    setObjectName(QStringLiteral("SupplyDock"));
    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({tr("Item"), tr("Count")});
    m_tree->setUniformRowHeights(true);
    m_tree->setSelectionMode(QAbstractItemView::NoSelection);
    m_tree->setFocusPolicy(Qt::NoFocus);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(ItemColumn, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(CountColumn, QHeaderView::ResizeToContents);
    setWidget(m_tree);

    connect(m_document, &GameDocument::stateChanged, this, &SupplyDock::rebuild);
    rebuild();
}

void SupplyDock::rebuild()
{
    rememberExpanded();
    const int scroll = m_tree->verticalScrollBar()->value();
    m_tree->setUpdatesEnabled(false);
    m_tree->clear();
    if (m_document->hasGame()) {
        auto *zones = new QTreeWidgetItem(m_tree, {tr("Zones")});
        zones->setData(ItemColumn, KeyRole, QStringLiteral("zones"));
        setBold(zones);
        addZones(zones);
        auto *supplies = new QTreeWidgetItem(m_tree, {tr("Pieces in supply")});
        supplies->setData(ItemColumn, KeyRole, QStringLiteral("supplies"));
        setBold(supplies);
        addSupplies(supplies);
        if (!m_built) { // first look: both groups open, the zones' contents closed
            m_expanded = {QStringLiteral("zones"), QStringLiteral("supplies")};
            m_built = true;
        }
        restoreExpanded();
    }
    m_tree->setUpdatesEnabled(true);
    m_tree->verticalScrollBar()->setValue(scroll);
}

void SupplyDock::addZones(QTreeWidgetItem *group)
{
    const Ruleset &rules = m_document->rules();
    const int players = m_document->state().playerCount();
    for (int z = 0; z < int(rules.zones.size()); ++z) {
        if (!rules.zones[z].perPlayer) {
            addZone(group, z, -1);
            continue;
        }
        for (int p = 0; p < players; ++p)
            addZone(group, z, p);
    }
}

void SupplyDock::addZone(QTreeWidgetItem *group, int zone, int player)
{
    const Ruleset &rules = m_document->rules();
    const ZoneDef &def = rules.zones[zone];
    const std::vector<int> &items = m_document->state().zone(zone, player);
    const bool cards = def.items == ItemKind::Cards;
    auto title = [&](int item) { return cards ? DockText::cardName(rules, item) : DockText::tileName(rules, item); };

    QString text = QString::fromStdString(def.text.empty() ? def.id : def.text);
    if (player >= 0)
        text = tr("%1 (%2)").arg(text, DockText::seatName(rules, player));
    if (def.kind == ZoneKind::Stack && !items.empty())
        text = tr("%1, top: %2").arg(text, title(items.back()));
    QTreeWidgetItem *row = addRow(group, text, QString::number(items.size()), zoneKey(zone, player));
    row->setData(ItemColumn, ZoneRole, zone);
    row->setData(ItemColumn, PlayerRole, player);
    if (player >= 0)
        row->setIcon(ItemColumn, DockText::seatIcon(rules, player));
    row->setToolTip(ItemColumn,
        cards ? tr("%n card(s)", nullptr, int(items.size())) : tr("%n tile(s)", nullptr, int(items.size())));
    if (items.empty()) {
        row->setForeground(ItemColumn, m_tree->palette().brush(QPalette::Disabled, QPalette::Text));
        row->setForeground(CountColumn, m_tree->palette().brush(QPalette::Disabled, QPalette::Text));
        return;
    }
    std::map<int, int> counts; // item -> how many, in definition order
    for (int item : items)
        ++counts[item];
    for (const auto &[item, count] : counts)
        addRow(row, title(item), QString::number(count), QString());
}

void SupplyDock::addSupplies(QTreeWidgetItem *group)
{
    const Ruleset &rules = m_document->rules();
    const GameState &state = m_document->state();
    const int pieces = int(rules.pieces.size());
    for (int p = 0; p < state.playerCount(); ++p) {
        int total = 0;
        int most = 0;
        for (int k = 0; k < pieces; ++k) {
            total += state.supply(p, k);
            most += rules.pieces[k].perPlayer;
        }
        QTreeWidgetItem *row
            = addRow(group, DockText::seatName(rules, p), tr("%1 of %2").arg(total).arg(most), supplyKey(p));
        row->setIcon(ItemColumn, DockText::seatIcon(rules, p));
        row->setData(ItemColumn, PlayerRole, p);
        if (pieces == 1) {
            const Named &piece = rules.pieces[0];
            row->setText(
                ItemColumn, tr("%1: %2").arg(DockText::seatName(rules, p), QString::fromStdString(piece.text)));
            continue;
        }
        for (int k = 0; k < pieces; ++k) {
            const PieceDef &piece = rules.pieces[k];
            addRow(row, QString::fromStdString(piece.text.empty() ? piece.id : piece.text),
                tr("%1 of %2").arg(state.supply(p, k)).arg(piece.perPlayer), QString());
        }
    }
}

QTreeWidgetItem *SupplyDock::find(const QString &key) const
{
    for (int g = 0; g < m_tree->topLevelItemCount(); ++g) {
        QTreeWidgetItem *group = m_tree->topLevelItem(g);
        for (int i = 0; i < group->childCount(); ++i)
            if (group->child(i)->data(ItemColumn, KeyRole).toString() == key)
                return group->child(i);
    }
    return nullptr;
}

QTreeWidgetItem *SupplyDock::zoneItem(int zone, int player) const
{
    return find(zoneKey(zone, player));
}

QTreeWidgetItem *SupplyDock::supplyItem(int player) const
{
    return find(supplyKey(player));
}

void SupplyDock::rememberExpanded()
{
    if (!m_built || m_tree->topLevelItemCount() == 0)
        return;
    m_expanded.clear();
    for (int g = 0; g < m_tree->topLevelItemCount(); ++g) {
        QTreeWidgetItem *group = m_tree->topLevelItem(g);
        if (group->isExpanded())
            m_expanded.insert(group->data(ItemColumn, KeyRole).toString());
        for (int i = 0; i < group->childCount(); ++i)
            if (group->child(i)->isExpanded())
                m_expanded.insert(group->child(i)->data(ItemColumn, KeyRole).toString());
    }
}

void SupplyDock::restoreExpanded()
{
    for (int g = 0; g < m_tree->topLevelItemCount(); ++g) {
        QTreeWidgetItem *group = m_tree->topLevelItem(g);
        group->setExpanded(m_expanded.contains(group->data(ItemColumn, KeyRole).toString()));
        for (int i = 0; i < group->childCount(); ++i) {
            QTreeWidgetItem *child = group->child(i);
            child->setExpanded(m_expanded.contains(child->data(ItemColumn, KeyRole).toString()));
        }
    }
}

} // namespace tw
