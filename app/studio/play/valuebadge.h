#pragma once

#include <QColor>
#include <QGraphicsItem>
#include <QString>

namespace tw {

// A short label on the board ("4 pts"), its left end at its position (the right edge
// of a piece marker). Drawn at the same size in
// pixels at any zoom, and transparent to the mouse so the marker under it stays clickable.
class ValueBadge : public QGraphicsItem
{
public:
    ValueBadge(const QString &text, const QColor &accent);

    QString text() const { return m_text; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QString m_text;
    QColor m_accent;
    QRectF m_rect;
};

} // namespace tw
