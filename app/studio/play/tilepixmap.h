#pragma once

#include <QPixmap>

namespace tw {

class TileRenderer;

// A tile type drawn by the board's renderer into a square pixmap of `pixels` (device
// independent), centred, for banners, buttons and lists; every cell in terrain `paint`
// where it is one (TileRenderOptions::paint).
QPixmap tilePixmap(const TileRenderer &renderer, int type, int orientation, int pixels, qreal devicePixelRatio = 1,
                   int paint = -1);

// The orientation showing the tile's other face turned and mirrored as `orientation` is,
// or -1 for a tile of one face.
int otherFaceOrientation(const TileRenderer &renderer, int type, int orientation);

// A tile the player holds: `orientation` (the face it would be placed with) large in the
// top-left, and for a tile of two faces the other face smaller in the bottom-right corner,
// clear of it, so both faces show whole. Of one face it is tilePixmap().
QPixmap heldTilePixmap(const TileRenderer &renderer, int type, int orientation, int pixels, qreal devicePixelRatio = 1,
                       int paint = -1);

} // namespace tw
