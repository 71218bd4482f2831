#include "tilepixmap.h"

#include "tilerenderer.h"

#include <QPainter>

#include <algorithm>

namespace tw {

QPixmap tilePixmap(const TileRenderer &renderer, int type, int orientation, int pixels, qreal devicePixelRatio)
{
    QPixmap pixmap(QSize(pixels, pixels) * devicePixelRatio);
    pixmap.setDevicePixelRatio(devicePixelRatio);
    pixmap.fill(Qt::transparent);
    if (type < 0 || type >= int(renderer.rules().tiles.size()))
        return pixmap;
    TileRenderOptions options;
    options.cellSize = 64;
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

} // namespace tw
