#pragma once

#include <QPainterPath>
#include <QPointF>
#include <QRectF>

#include <map>
#include <utility>
#include <vector>

namespace tw {

// Fills pages with shapes, each at the first spot (top to bottom, then left to right, on a
// raster of `step` millimetres from the area's top left) where it lies inside the area and
// at least `spacing` from every shape already on the page: equal squares fall into rows,
// polyominoes nest along their outlines. A shape that fits nowhere on the page starts the
// next one. Exact when sizes and spacing are whole multiples of `step`, otherwise a little
// generous (never closer than `spacing`).
class OutlinePacker
{
public:
    OutlinePacker(QRectF area, qreal step, qreal spacing);

    // Whether a shape with these bounds fits an empty page.
    bool fits(QSizeF size) const;
    // Where the top left of `shape`'s bounds goes; `newPage` says it starts a page. `key`
    // names the shape (copies of one key must be the same shape). Requires fits().
    QPointF place(const QPainterPath &shape, int key, bool &newPage);

private:
    // A shape on the raster: the steps it covers (row-major), and the spans of its
    // covered steps grown by the spacing, per row, relative to its top left step.
    struct Mask
    {
        int width = 0;
        int height = 0;
        std::vector<bool> covered;
        int grownTop = 0;
        std::vector<std::vector<std::pair<int, int>>> grownSpans; // [row - grownTop]: [from, to)
    };

    const Mask &maskOf(const QPainterPath &shape, int key);
    bool freeAt(const Mask &mask, int row, int column) const;
    void occupy(const Mask &mask, int row, int column);
    void startPage();

    QRectF m_area;
    qreal m_step;
    int m_reach; // the spacing in whole steps
    int m_columns;
    int m_rows;
    std::vector<std::vector<int>> m_prefix; // per row: occupied steps before each column
    std::map<int, Mask> m_masks;
    std::map<int, std::pair<int, int>> m_resume; // per key: where its last copy went on this page
    bool m_started = false;
};

} // namespace tw
