#pragma once

#include <QHash>
#include <QString>

#include <memory>

class QSvgRenderer;

namespace tw {

// Loaded SVG files by path. A file that fails to load is remembered as null, so a broken
// ruleset costs one attempt, not one per frame. Not thread-safe: one cache per thread.
class SvgCache
{
public:
    SvgCache();
    ~SvgCache();

    // The renderer of a valid SVG file, or null.
    QSvgRenderer *get(const QString &path) const;
    void clear();

private:
    mutable QHash<QString, std::shared_ptr<QSvgRenderer>> m_files;
};

} // namespace tw
