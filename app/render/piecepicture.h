#pragma once

#include <QColor>
#include <QPointF>
#include <QString>

#include <cstdint>

class QPainter;

namespace tw {

enum class PieceShape : std::uint8_t;

// A playing piece: a disc ringed in the seat colour (light, or dark for a light seat
// colour) holding the piece's shape (a meeple, a disc, a square, a diamond, a ship's hull,
// a door's arch) in that colour, with `letter` (one or two characters, may be empty) over
// it in a colour that reads on the seat colour. `diameter` across, centred on `at`;
// highlighted pieces get a wider ring.
void drawPiece(QPainter *painter, QPointF at, const QColor &color, qreal diameter, PieceShape shape,
               const QString &letter = {}, bool highlighted = false);

} // namespace tw
