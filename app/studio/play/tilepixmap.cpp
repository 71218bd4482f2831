#include "tilepixmap.h"

#include "tilerenderer.h"

#include <QPainter>
#include <QPen>

#include <algorithm>

namespace tw {

QPixmap tilePixmap(const TileRenderer &renderer, int type, int orientation, int pixels, qreal devicePixelRatio, int paint)
{
    QPixmap pixmap(QSize(pixels, pixels) * devicePixelRatio);
    pixmap.setDevicePixelRatio(devicePixelRatio);
    pixmap.fill(Qt::transparent);
    if (type < 0 || type >= int(renderer.rules().tiles.size()))
        return pixmap;
    TileRenderOptions options;
    options.cellSize = 64;
    options.paint = paint;
    const QRectF bounds = renderer.tileBounds(type, orientation, {0, 0}, options.cellSize);
    const qreal scale = (pixels - 2) / std::max({bounds.width(), bounds.height(), qreal(1)});
    QPainter painter(&pixmap);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    painter.translate(pixels / 2.0, pixels / 2.0);
    painter.scale(scale, scale);
    painter.translate(-bounds.center());
    renderer.paint(&painter, type, orientation, {0, 0}, options);
    return pixmap;
}

int otherFaceOrientation(const TileRenderer &renderer, int type, int orientation)
{
    const auto &tiles = renderer.rules().tiles;
    if (type < 0 || type >= int(tiles.size()))
        return -1;
    const std::vector<Orientation> &all = tiles[std::size_t(type)].orientations;
    if (orientation < 0 || orientation >= int(all.size()))
        return -1;
    const Orientation &held = all[std::size_t(orientation)];
    for (std::size_t i = 0; i < all.size(); ++i)
        if (all[i].face != held.face && all[i].rotation == held.rotation && all[i].mirrored == held.mirrored)
            return int(i);
    return -1;
}

QPixmap heldTilePixmap(const TileRenderer &renderer, int type, int orientation, int pixels, qreal devicePixelRatio, int paint)
{
    const int other = otherFaceOrientation(renderer, type, orientation);
    if (other < 0)
        return tilePixmap(renderer, type, orientation, pixels, devicePixelRatio, paint);
    const int large = pixels * 5 / 8, small = pixels - large; // side by side: the corner covers none of the tile
    QPixmap pixmap(QSize(pixels, pixels) * devicePixelRatio);
    pixmap.setDevicePixelRatio(devicePixelRatio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    painter.drawPixmap(0, 0, tilePixmap(renderer, type, orientation, large, devicePixelRatio, paint));
    const QRectF corner(pixels - small, pixels - small, small, small);
    painter.setPen(QPen(QColor(0x40, 0x30, 0x20), 1));
    painter.setBrush(QColor(255, 255, 255, 200));
    painter.drawRoundedRect(corner.adjusted(0.5, 0.5, -0.5, -0.5), 3, 3);
    painter.drawPixmap(corner.topLeft(), tilePixmap(renderer, type, other, small, devicePixelRatio, paint));
    return pixmap;
}

} // namespace tw
