#pragma once

#include <QColor>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <string>
#include <vector>

class QPainter;

namespace tw {

struct AttributeDef;

// The simple vector pictures the renderer puts on tiles, chosen by an attribute's icon
// name: a house for "city" (also "town", "house", "tower", "castle"), a "+" for "plus"
// and "bonus", the name itself in a disc for a name of one or two characters ("PA", "St":
// icons a player must tell apart), a dot for anything else.
enum class IconKind { House, Plus, Dot, Text };
IconKind iconKind(const std::string &iconName);

// Draws one icon filling `box`; `text` is what a Text icon shows.
void drawIcon(QPainter *painter, IconKind kind, const QRectF &box, const QString &text = {});

// An icon's side, as a share of the cell's size.
inline constexpr qreal kIconShare = 0.22;

// The size of the row drawAttributeIcons draws for these values (empty when none is > 0).
QSizeF attributeIconsSize(const std::vector<AttributeDef> &defs, const std::vector<int> &values, qreal iconSize);

// Draws the icons of every attribute with a value > 0 in a row centred on `at`, each
// `iconSize` wide, followed by its count when the value is more than 1.
void drawAttributeIcons(QPainter *painter, const std::vector<AttributeDef> &defs, const std::vector<int> &values,
                        QPointF at, qreal iconSize);

} // namespace tw
