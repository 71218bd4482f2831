#pragma once

#include "problem.h"

#include <QDockWidget>
#include <QList>
#include <QMap>
#include <QStringList>

class QTreeWidget;
class QTreeWidgetItem;

namespace tw {

// Lists problems by source ("validation", "saved rules", "runtime"): severity icon,
// file:line:column and message. setProblems replaces one source's list and keeps the
// others. Double-clicking (or Enter on) a problem emits openRequested.
class ProblemsDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit ProblemsDock(QWidget *parent = nullptr);

    void setProblems(const QString &source, const QList<Problem> &problems);
    // Adds a problem unless the source lists one at the same spot with the same message;
    // returns whether it did.
    bool addProblem(const QString &source, const Problem &problem);
    void clear(const QString &source) { setProblems(source, {}); }
    QList<Problem> problems(const QString &source) const { return m_problems.value(source); }
    // The sources that list problems now.
    QStringList sources() const { return m_problems.keys(); }
    int count() const;
    // Paths are shown relative to this folder when inside it.
    void setBaseFolder(const QString &folder);

    QTreeWidget *list() const { return m_list; }
    // Emits openRequested for the row'th problem shown, as a double click does.
    void activate(int row);

signals:
    void openRequested(const QString &file, int line, int column);

private:
    void rebuild();
    void onActivated(QTreeWidgetItem *item);
    // The source as shown, in the studio's language.
    static QString sourceName(const QString &source);
    QString shownPath(const QString &file) const;

    QTreeWidget *m_list;
    QMap<QString, QList<Problem>> m_problems;
    QString m_baseFolder;
};

} // namespace tw
