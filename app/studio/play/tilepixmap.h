#pragma once

#include <QPixmap>

namespace tw {

class TileRenderer;

// A tile type drawn by the board's renderer into a square pixmap of `pixels` (device
// independent), centred, for banners, buttons and lists.
QPixmap tilePixmap(const TileRenderer &renderer, int type, int orientation, int pixels, qreal devicePixelRatio = 1);

} // namespace tw
