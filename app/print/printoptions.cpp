#include "printoptions.h"

#include <QStringList>

#include <utility>

namespace tw {

namespace {

// "WxH" in millimetres, each side within [low, high].
bool parseSize(const QString &lower, qreal low, qreal high, QSizeF &size)
{
    const QStringList parts = lower.split(QLatin1Char('x'));
    if (parts.size() != 2)
        return false;
    bool okWidth = false;
    bool okHeight = false;
    size = QSizeF(parts[0].toDouble(&okWidth), parts[1].toDouble(&okHeight));
    return okWidth && okHeight && size.width() >= low && size.height() >= low && size.width() <= high
        && size.height() <= high;
}

} // namespace

QPageSize pageSizeFromName(const QString &name)
{
    const QString lower = name.trimmed().toLower();
    if (lower == QLatin1String("a4"))
        return QPageSize(QPageSize::A4);
    if (lower == QLatin1String("a3"))
        return QPageSize(QPageSize::A3);
    if (lower == QLatin1String("letter"))
        return QPageSize(QPageSize::Letter);
    QSizeF size;
    if (!parseSize(lower, 50, 2000, size))
        throw PrintError("--page: '" + name.toStdString()
                         + "' is not A4, Letter, A3 or a size in millimetres from 50x50 to 2000x2000 (\"100x150\")");
    return QPageSize(size, QPageSize::Millimeter, name, QPageSize::ExactMatch);
}

QSizeF cardSizeFromName(const QString &name)
{
    const QString lower = name.trimmed().toLower();
    const std::pair<const char *, QSizeF> named[] = {
        {"poker", {63, 88}}, {"bridge", {57, 89}}, {"tarot", {70, 120}}, {"mini", {44, 63}}};
    for (const auto &[id, size] : named) {
        if (lower == QLatin1String(id))
            return size;
    }
    QSizeF size;
    if (!parseSize(lower, 10, 500, size))
        throw PrintError("--card-size: '" + name.toStdString()
                         + "' is not poker, bridge, tarot, mini or a size in millimetres from 10x10 to 500x500 (\"63x88\")");
    return size;
}

} // namespace tw
