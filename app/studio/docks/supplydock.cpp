#include "supplydock.h"

#include "docktext.h"

#include "gamedocument.h"
#include "seatscreen.h"

#include "state/visibility.h"

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
    connect(m_document, &GameDocument::started, this, [this] { setViewed(-1); });
    connect(m_document->screen(), &SeatScreen::changed, this, &SupplyDock::rebuild);
    rebuild();
}

void SupplyDock::setViewed(int actions)
{
    if (actions == m_viewed || !m_document->hasGame() || actions > m_document->actionCount())
        return;
    try {
        m_past = actions < 0 ? std::nullopt : std::optional<GameState>(m_document->stateAfter(actions));
    } catch (const std::exception &) {
        m_past.reset(); // the board cannot show it either and says why; the dock stays live
        actions = -1;
    }
    m_viewed = actions;
    rebuild();
}

const GameState &SupplyDock::shown() const
{
    return m_past ? *m_past : m_document->state();
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
        addToPlace(zones);
        if (!shown().rules().pieces.empty()) {
            auto *supplies = new QTreeWidgetItem(m_tree, {tr("Pieces in supply")});
            supplies->setData(ItemColumn, KeyRole, QStringLiteral("supplies"));
            setBold(supplies);
            addSupplies(supplies);
        }
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
    const Ruleset &rules = shown().rules();
    const int players = shown().playerCount();
    std::vector<int> unseen[2]; // tiles, cards
    for (int z = 0; z < int(rules.zones.size()); ++z) {
        std::vector<int> &pool = unseen[int(rules.zones[z].items)];
        if (!rules.zones[z].perPlayer) {
            addZone(group, z, -1, pool);
            continue;
        }
        for (int p = 0; p < players; ++p)
            addZone(group, z, p, pool);
    }
    const int viewer = m_document->screen()->viewer();
    // Rules of tiles and cards count each apart, and say which.
    bool kinds[2] = {false, false};
    for (const ZoneDef &zone : rules.zones)
        kinds[int(zone.items)] = true;
    const bool both = kinds[0] && kinds[1];
    const QString seat = viewer >= 0 ? DockText::seatName(rules, players, viewer) : QString();
    for (bool cards : {false, true}) {
        const std::vector<int> &pool = unseen[int(cards)];
        if (pool.empty())
            continue;
        const QString title = !both ? (viewer >= 0 ? tr("Not seen by %1").arg(seat) : tr("Not seen"))
            : cards                 ? (viewer >= 0 ? tr("Cards not seen by %1").arg(seat) : tr("Cards not seen"))
                                    : (viewer >= 0 ? tr("Tiles not seen by %1").arg(seat) : tr("Tiles not seen"));
        QTreeWidgetItem *row = addRow(group, title, QString::number(pool.size()), QStringLiteral("unseen:%1").arg(cards));
        row->setToolTip(ItemColumn,
                        cards ? tr("Every card in face-down zones and other players' hands, together: "
                                   "what could be anywhere of them")
                              : tr("Every tile in face-down zones and other players' hands, together: "
                                   "what could be anywhere of them"));
        addCounts(row, pool, cards);
    }
}

void SupplyDock::addToPlace(QTreeWidgetItem *group)
{
    const Decision &d = shown().decision();
    const int viewer = m_document->screen()->viewer();
    if (d.kind != DecisionKind::Place || (viewer != kReferee && viewer != d.player))
        return;
    const Ruleset &rules = shown().rules();
    QTreeWidgetItem *row = addRow(group,
                                  tr("To place (%1)").arg(DockText::seatName(rules, shown().playerCount(), d.player)),
                                  QString::number(d.tiles.size()), QStringLiteral("toplace"));
    row->setIcon(ItemColumn, DockText::seatIcon(rules, d.player));
    row->setToolTip(ItemColumn, tr("Drawn and not yet placed: in no zone"));
    addCounts(row, d.tiles, false);
}

QTreeWidgetItem *SupplyDock::toPlaceItem() const
{
    return find(QStringLiteral("toplace"));
}

void SupplyDock::addCounts(QTreeWidgetItem *row, const std::vector<int> &items, bool cards)
{
    const Ruleset &rules = shown().rules();
    std::map<int, int> counts; // item -> how many, in definition order
    for (int item : items)
        ++counts[item];
    for (const auto &[item, count] : counts)
        addRow(row, cards ? DockText::cardName(rules, item) : DockText::tileName(rules, item), QString::number(count),
               QString());
}

void SupplyDock::addZone(QTreeWidgetItem *group, int zone, int player, std::vector<int> &unseen)
{
    const Ruleset &rules = shown().rules();
    const ZoneDef &def = rules.zones[zone];
    const std::vector<int> &items = shown().zone(zone, player);
    const bool cards = def.items == ItemKind::Cards;
    auto title = [&](int item) { return cards ? DockText::cardName(rules, item) : DockText::tileName(rules, item); };

    QString text = QString::fromStdString(def.text.empty() ? def.id : def.text);
    if (player >= 0)
        text = tr("%1 (%2)").arg(text, DockText::seatName(rules, shown().playerCount(), player));
    const Sight seen = sight(def, player, m_document->screen()->viewer());
    if (seen != Sight::None && (def.kind == ZoneKind::Stack || seen == Sight::Top) && !items.empty())
        text = tr("%1, top: %2").arg(text, title(items.back()));
    const bool faceDown = seen != Sight::All && !items.empty();
    if (faceDown && def.kind != ZoneKind::Bag) // a bag's items are unseen by its nature (and often its name)
        text = tr("%1 (face down)").arg(text);
    QTreeWidgetItem *row = addRow(group, text, QString::number(items.size()), zoneKey(zone, player));
    row->setData(ItemColumn, ZoneRole, zone);
    row->setData(ItemColumn, PlayerRole, player);
    if (player >= 0)
        row->setIcon(ItemColumn, DockText::seatIcon(rules, player));
    const int n = int(items.size());
    if (faceDown)
        row->setToolTip(ItemColumn,
                        cards ? tr("%n card(s), face down", nullptr, n) : tr("%n tile(s), face down", nullptr, n));
    else
        row->setToolTip(ItemColumn, cards ? tr("%n card(s)", nullptr, n) : tr("%n tile(s)", nullptr, n));
    if (items.empty()) {
        row->setForeground(ItemColumn, m_tree->palette().brush(QPalette::Disabled, QPalette::Text));
        row->setForeground(CountColumn, m_tree->palette().brush(QPalette::Disabled, QPalette::Text));
        return;
    }
    if (seen == Sight::All) {
        addCounts(row, items, cards);
        return;
    }
    unseen.insert(unseen.end(), items.begin(), items.end() - (seen == Sight::Top ? 1 : 0));
}

void SupplyDock::addSupplies(QTreeWidgetItem *group)
{
    const Ruleset &rules = shown().rules();
    const GameState &state = shown();
    const int pieces = int(rules.pieces.size());
    for (int p = 0; p < state.playerCount(); ++p) {
        int total = 0;
        int most = 0;
        for (int k = 0; k < pieces; ++k) {
            total += state.supply(p, k);
            most += rules.pieces[k].perPlayer;
        }
        QTreeWidgetItem *row = addRow(group, DockText::seatName(rules, shown().playerCount(), p),
                                      tr("%1 of %2").arg(total).arg(most), supplyKey(p));
        row->setIcon(ItemColumn, DockText::seatIcon(rules, p));
        row->setData(ItemColumn, PlayerRole, p);
        if (pieces == 1) {
            const Named &piece = rules.pieces[0];
            row->setText(ItemColumn,
                         tr("%1: %2").arg(DockText::seatName(rules, shown().playerCount(), p),
                                          QString::fromStdString(piece.text)));
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
