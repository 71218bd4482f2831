#include "printoptions.h"

#include <QSizeF>
#include <QStringList>

namespace tw {

QPageSize pageSizeFromName(const QString &name)
{
    const QString lower = name.trimmed().toLower();
    if (lower == QLatin1String("a4"))
        return QPageSize(QPageSize::A4);
    if (lower == QLatin1String("a3"))
        return QPageSize(QPageSize::A3);
    if (lower == QLatin1String("letter"))
        return QPageSize(QPageSize::Letter);
    const QStringList parts = lower.split(QLatin1Char('x'));
    bool okWidth = false;
    bool okHeight = false;
    const qreal width = parts.size() == 2 ? parts[0].toDouble(&okWidth) : 0;
    const qreal height = parts.size() == 2 ? parts[1].toDouble(&okHeight) : 0;
    if (!okWidth || !okHeight || width < 50 || height < 50 || width > 2000 || height > 2000)
        throw PrintError("--page: '" + name.toStdString()
                         + "' is not A4, Letter, A3 or a size in millimetres from 50x50 to 2000x2000 (\"100x150\")");
    return QPageSize(QSizeF(width, height), QPageSize::Millimeter, name, QPageSize::ExactMatch);
}

} // namespace tw
