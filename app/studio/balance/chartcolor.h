#pragma once

#include <QColor>

namespace tw {

// `color` for a line drawn on a white chart: a very light one (a white seat) darkened so it
// shows; any other as it is.
inline QColor onWhite(const QColor &color)
{
    return color.lightness() > 200 ? color.darker(160) : color; // a mid grey: apart from black too
}

} // namespace tw
