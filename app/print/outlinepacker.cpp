#include "outlinepacker.h"

#include <algorithm>
#include <cmath>

namespace tw {

namespace {

constexpr qreal kSlack = 1e-6; // lengths this close to a whole number of steps count as whole

int wholeSteps(qreal length, qreal step)
{
    return int(std::ceil(length / step - kSlack));
}

} // namespace

OutlinePacker::OutlinePacker(QRectF area, qreal step, qreal spacing)
    : m_area(area)
    , m_step(step)
    , m_reach(wholeSteps(spacing, step))
    , m_columns(int(std::floor(area.width() / step + kSlack)))
    , m_rows(int(std::floor(area.height() / step + kSlack)))
{}

bool OutlinePacker::fits(QSizeF size) const
{
    return wholeSteps(size.width(), m_step) <= m_columns && wholeSteps(size.height(), m_step) <= m_rows;
}

const OutlinePacker::Mask &OutlinePacker::maskOf(const QPainterPath &shape, int key)
{
    if (const auto found = m_masks.find(key); found != m_masks.end())
        return found->second;
    const QRectF bounds = shape.boundingRect();
    const QPainterPath path = shape.translated(-bounds.topLeft());
    Mask mask;
    mask.width = wholeSteps(bounds.width(), m_step);
    mask.height = wholeSteps(bounds.height(), m_step);
    mask.covered.resize(std::size_t(mask.width) * std::size_t(mask.height));
    const qreal inset = m_step * 1e-3; // a step the shape only touches is not covered
    for (int r = 0; r < mask.height; ++r) {
        for (int c = 0; c < mask.width; ++c)
            mask.covered[std::size_t(r * mask.width + c)] = path.intersects(
                QRectF(c * m_step + inset, r * m_step + inset, m_step - 2 * inset, m_step - 2 * inset));
    }
    // Grown by the reach in every direction (a square around each covered step).
    mask.grownTop = -m_reach;
    for (int row = -m_reach; row < mask.height + m_reach; ++row) {
        std::vector<bool> line(std::size_t(mask.width + 2 * m_reach), false);
        for (int r = std::max(0, row - m_reach); r <= std::min(mask.height - 1, row + m_reach); ++r) {
            for (int c = 0; c < mask.width; ++c) {
                if (mask.covered[std::size_t(r * mask.width + c)])
                    std::fill(line.begin() + c, line.begin() + c + 2 * m_reach + 1, true);
            }
        }
        std::vector<std::pair<int, int>> spans;
        for (int i = 0; i < int(line.size()); ++i) {
            if (!line[std::size_t(i)])
                continue;
            int end = i;
            while (end < int(line.size()) && line[std::size_t(end)])
                ++end;
            spans.emplace_back(i - m_reach, end - m_reach);
            i = end;
        }
        mask.grownSpans.push_back(std::move(spans));
    }
    return m_masks.emplace(key, std::move(mask)).first->second;
}

bool OutlinePacker::freeAt(const Mask &mask, int row, int column) const
{
    for (int i = 0; i < int(mask.grownSpans.size()); ++i) {
        const int r = row + mask.grownTop + i;
        if (r < 0 || r >= m_rows)
            continue;
        for (const auto &[from, to] : mask.grownSpans[std::size_t(i)]) {
            const int a = std::max(0, column + from);
            const int b = std::min(m_columns, column + to);
            if (a < b && m_prefix[std::size_t(r)][std::size_t(b)] > m_prefix[std::size_t(r)][std::size_t(a)])
                return false;
        }
    }
    return true;
}

void OutlinePacker::occupy(const Mask &mask, int row, int column)
{
    for (int r = 0; r < mask.height; ++r) {
        std::vector<int> &prefix = m_prefix[std::size_t(row + r)];
        std::vector<int> counts(std::size_t(m_columns), 0);
        for (int c = 0; c < m_columns; ++c)
            counts[std::size_t(c)] = prefix[std::size_t(c + 1)] - prefix[std::size_t(c)];
        for (int c = 0; c < mask.width; ++c) {
            if (mask.covered[std::size_t(r * mask.width + c)])
                counts[std::size_t(column + c)] = 1;
        }
        for (int c = 0; c < m_columns; ++c)
            prefix[std::size_t(c + 1)] = prefix[std::size_t(c)] + counts[std::size_t(c)];
    }
}

void OutlinePacker::startPage()
{
    m_prefix.assign(std::size_t(m_rows), std::vector<int>(std::size_t(m_columns) + 1, 0));
    m_resume.clear();
    m_started = true;
}

QPointF OutlinePacker::place(const QPainterPath &shape, int key, bool &newPage)
{
    newPage = !m_started;
    if (newPage)
        startPage();
    const Mask &mask = maskOf(shape, key);
    const auto resume = m_resume.find(key);
    const auto [fromRow, fromColumn] = resume == m_resume.end() ? std::pair(0, 0) : resume->second;
    for (int row = fromRow; row + mask.height <= m_rows; ++row) {
        for (int column = row == fromRow ? fromColumn : 0; column + mask.width <= m_columns; ++column) {
            if (!freeAt(mask, row, column))
                continue;
            occupy(mask, row, column);
            m_resume[key] = {row, column};
            return m_area.topLeft() + QPointF(column * m_step, row * m_step);
        }
    }
    startPage();
    newPage = true;
    occupy(mask, 0, 0);
    m_resume[key] = {0, 0};
    return m_area.topLeft();
}

} // namespace tw
