#include "tilesettable.h"

#include "tiletext.h"

#include "dialogs/wheelguard.h"
#include "play/tilepixmap.h"
#include "tilerenderer.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>

#include <algorithm>

namespace tw {

namespace {

constexpr int kFacePixels = 56;
constexpr int kMaxCount = 99999;

// The orientation that shows `face` unturned.
int faceOrientation(const TileType &type, int face)
{
    for (std::size_t i = 0; i < type.orientations.size(); ++i) {
        const Orientation &o = type.orientations[i];
        if (o.face == face && o.rotation == 0 && !o.mirrored)
            return int(i);
    }
    return 0;
}

bool sameTiles(const Ruleset &a, const Ruleset &b)
{
    return std::equal(a.tiles.begin(), a.tiles.end(), b.tiles.begin(), b.tiles.end(),
                      [](const TileType &x, const TileType &y) { return x.id == y.id; });
}

int totalTiles(const Ruleset &rules)
{
    int total = 0;
    for (const TileType &type : rules.tiles)
        total += type.count;
    return total;
}

} // namespace

TileSetTable::TileSetTable(QWidget *parent)
    : QTableWidget(parent)
{
    setColumnCount(ColumnCount);
    setHorizontalHeaderLabels({tr("Faces"), tr("Tile"), tr("Count"), tr("Edges"), tr("Features"), tr("Share")});
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setWordWrap(true);
    verticalHeader()->hide();
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(FeaturesColumn, QHeaderView::Stretch);
    verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
}

TileSetTable::~TileSetTable() = default;

void TileSetTable::setRules(std::shared_ptr<const Ruleset> rules)
{
    const bool keepRows = m_rules && rules && sameTiles(*m_rules, *rules);
    m_rules = std::move(rules);
    m_renderer = m_rules ? std::make_unique<TileRenderer>(m_rules) : nullptr;
    if (keepRows)
        updateValues();
    else
        rebuild();
}

void TileSetTable::rebuild()
{
    clearContents();
    setRowCount(m_rules ? int(m_rules->tiles.size()) : 0);
    for (int row = 0; row < rowCount(); ++row) {
        const TileType &type = m_rules->tiles[row];
        auto *tile = new QTableWidgetItem(QString::fromStdString(type.id));
        if (!type.name.empty() && type.name != type.id)
            tile->setText(QStringLiteral("%1\n%2").arg(QString::fromStdString(type.id), QString::fromStdString(type.name)));
        setItem(row, TileColumn, tile);
        auto *count = new QSpinBox;
        count->setRange(0, kMaxCount);
        count->setMinimumWidth(count->fontMetrics().horizontalAdvance(QStringLiteral("00000")) + 32);
        count->setKeyboardTracking(false); // typed numbers count once complete
        guardAgainstWheel(count);
        count->setAccessibleName(tr("Count of %1").arg(QString::fromStdString(type.id)));
        const QString id = QString::fromStdString(type.id);
        connect(count, &QSpinBox::valueChanged, this, [this, id](int value) { emit countEdited(id, value); });
        if (!type.drawn) {
            count->setEnabled(false);
            count->setToolTip(tr("Never in a bag (drawn: no): the rules put this tile where they need it"));
        }
        setCellWidget(row, CountColumn, count);
        setItem(row, EdgesColumn, new QTableWidgetItem);
        setItem(row, FeaturesColumn, new QTableWidgetItem);
        auto *share = new QTableWidgetItem;
        share->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        setItem(row, ShareColumn, share);
    }
    updateValues();
}

void TileSetTable::updateValues()
{
    if (!m_rules)
        return;
    const int total = std::max(1, totalTiles(*m_rules));
    for (int row = 0; row < rowCount(); ++row) {
        const TileType &type = m_rules->tiles[row];
        {
            const QSignalBlocker blocker(countBox(row));
            countBox(row)->setValue(type.count);
        }
        QStringList edges, features;
        for (const FaceDef &face : type.faces) {
            const QString prefix = type.faces.size() > 1 ? QString::fromStdString(face.name) + QStringLiteral(": ")
                                                         : QString();
            edges << prefix + edgesText(*m_rules, face);
            features << prefix + featuresText(*m_rules, face);
        }
        item(row, EdgesColumn)->setText(edges.join(QLatin1Char('\n')));
        item(row, FeaturesColumn)->setText(features.join(QLatin1Char('\n')));
        item(row, ShareColumn)->setText(QStringLiteral("%1%").arg(100.0 * type.count / total, 0, 'f', 1));
        setCellWidget(row, FacesColumn, facesWidget(row));
    }
}

QWidget *TileSetTable::facesWidget(int type) const
{
    auto *widget = new QWidget;
    auto *layout = new QHBoxLayout(widget);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->setSpacing(4);
    const TileType &tile = m_rules->tiles[type];
    for (std::size_t face = 0; face < tile.faces.size(); ++face) {
        auto *label = new QLabel;
        label->setPixmap(tilePixmap(*m_renderer, type, faceOrientation(tile, int(face)), kFacePixels, devicePixelRatioF()));
        label->setToolTip(QString::fromStdString(tile.faces[face].name));
        layout->addWidget(label);
    }
    layout->addStretch();
    return widget;
}

QSpinBox *TileSetTable::countBox(int row) const
{
    return qobject_cast<QSpinBox *>(cellWidget(row, CountColumn));
}

int TileSetTable::rowOf(const QString &tileId) const
{
    if (!m_rules)
        return -1;
    return m_rules->tileIndex(tileId.toStdString());
}

} // namespace tw
