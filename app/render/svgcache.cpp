#include "svgcache.h"

#include <QSvgRenderer>

namespace tw {

SvgCache::SvgCache() = default;
SvgCache::~SvgCache() = default;

QSvgRenderer *SvgCache::get(const QString &path) const
{
    auto it = m_files.constFind(path);
    if (it == m_files.constEnd()) {
        auto renderer = std::make_shared<QSvgRenderer>(path);
        if (!renderer->isValid())
            renderer.reset();
        it = m_files.insert(path, renderer);
    }
    return it->get();
}

void SvgCache::clear()
{
    m_files.clear();
}

} // namespace tw
