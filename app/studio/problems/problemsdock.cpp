#include "problemsdock.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QStyle>
#include <QTreeWidget>

#include <algorithm>

namespace tw {

namespace {
enum Column { LocationColumn, MessageColumn, SourceColumn };
constexpr int kFileRole = Qt::UserRole;
constexpr int kLineRole = Qt::UserRole + 1;
constexpr int kColumnRole = Qt::UserRole + 2;
} // namespace

QString ProblemsDock::sourceName(const QString &source)
{
    if (source == QLatin1String("validation"))
        return tr("validation");
    if (source == QLatin1String("saved rules"))
        return tr("saved rules");
    if (source == QLatin1String("runtime"))
        return tr("runtime");
    return source;
}

ProblemsDock::ProblemsDock(QWidget *parent)
    : QDockWidget(tr("Problems"), parent)
    , m_list(new QTreeWidget)
{
    setObjectName(QStringLiteral("ProblemsDock"));
    m_list->setObjectName(QStringLiteral("ProblemsList"));
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAlternatingRowColors(true);
    m_list->setColumnCount(3);
    m_list->setHeaderLabels({tr("Location"), tr("Message"), tr("Source")});
    m_list->header()->setSectionResizeMode(LocationColumn, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(MessageColumn, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(SourceColumn, QHeaderView::ResizeToContents);
    m_list->header()->setStretchLastSection(false);
    setWidget(m_list);
    connect(m_list, &QTreeWidget::itemActivated, this, &ProblemsDock::onActivated);
    rebuild();
}

void ProblemsDock::setProblems(const QString &source, const QList<Problem> &problems)
{
    if (problems.isEmpty())
        m_problems.remove(source);
    else
        m_problems[source] = problems;
    rebuild();
}

bool ProblemsDock::addProblem(const QString &source, const Problem &problem)
{
    QList<Problem> &list = m_problems[source];
    const bool listed = std::any_of(list.cbegin(), list.cend(), [&](const Problem &p) {
        return p.file == problem.file && p.line == problem.line && p.column == problem.column
            && p.message == problem.message;
    });
    if (listed)
        return false;
    list.append(problem);
    rebuild();
    return true;
}

int ProblemsDock::count() const
{
    int n = 0;
    for (const QList<Problem> &list : m_problems)
        n += list.size();
    return n;
}

void ProblemsDock::setBaseFolder(const QString &folder)
{
    m_baseFolder = folder;
    rebuild();
}

QString ProblemsDock::shownPath(const QString &file) const
{
    if (m_baseFolder.isEmpty() || !QFileInfo(file).isAbsolute())
        return file;
    const QString relative = QDir(m_baseFolder).relativeFilePath(file);
    return relative.startsWith(QLatin1String("..")) ? file : relative;
}

void ProblemsDock::rebuild()
{
    m_list->clear();
    QStyle *style = QApplication::style();
    const QIcon error = style->standardIcon(QStyle::SP_MessageBoxCritical);
    const QIcon warning = style->standardIcon(QStyle::SP_MessageBoxWarning);
    for (auto it = m_problems.cbegin(); it != m_problems.cend(); ++it) {
        for (const Problem &p : it.value()) {
            QString location = shownPath(p.file);
            if (p.line > 0)
                location += QStringLiteral(":%1").arg(p.line);
            if (p.line > 0 && p.column > 0)
                location += QStringLiteral(":%1").arg(p.column);
            auto *item = new QTreeWidgetItem(m_list, {location, p.message, sourceName(it.key())});
            const bool isError = p.severity == Problem::Severity::Error;
            item->setIcon(LocationColumn, isError ? error : warning);
            item->setData(LocationColumn, kFileRole, p.file);
            item->setData(LocationColumn, kLineRole, p.line);
            item->setData(LocationColumn, kColumnRole, p.column);
            const QString tip = p.detail.isEmpty() ? p.message : p.message + QLatin1Char('\n') + p.detail;
            item->setToolTip(LocationColumn, p.file);
            item->setToolTip(MessageColumn, tip);
        }
    }
    const int n = count();
    setWindowTitle(n ? tr("Problems (%1)").arg(n) : tr("Problems"));
}

void ProblemsDock::activate(int row)
{
    if (QTreeWidgetItem *item = m_list->topLevelItem(row))
        onActivated(item);
}

void ProblemsDock::onActivated(QTreeWidgetItem *item)
{
    if (!item)
        return;
    const QString file = item->data(LocationColumn, kFileRole).toString();
    if (file.isEmpty())
        return;
    emit openRequested(file, item->data(LocationColumn, kLineRole).toInt(),
                       item->data(LocationColumn, kColumnRole).toInt());
}

} // namespace tw
