#include "studiofiles.h"

#include "gamedocument.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

namespace tw {

void isolateSettings(const QString &folder)
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, QDir(folder).filePath(QStringLiteral("settings")));
}

QString readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

bool writeAll(const QString &path, const QString &text)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(text.toUtf8()) >= 0;
}

bool copyFolder(const QString &from, const QString &to)
{
    QDirIterator it(from, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString source = it.next();
        const QString target = to + QLatin1Char('/') + QDir(from).relativeFilePath(source);
        QDir().mkpath(QFileInfo(target).absolutePath());
        if (!QFile::copy(source, target))
            return false;
    }
    return true;
}

bool copyShippedRuleset(const QString &name, const QString &to)
{
    return copyFolder(QStringLiteral(TILEWRIGHT_SOURCE_DIR "/rulesets/") + name, to);
}

std::map<std::string, int> pointsByReason(const GameDocument &doc)
{
    std::map<std::string, int> points;
    for (const LogEntry &entry : doc.log().entries) {
        for (const Event &e : entry.events) {
            if (e.kind == EventKind::ScoreChanged)
                points[doc.rules().reasons[e.label].id] += e.a;
        }
    }
    return points;
}

void answerNextQuestion(QMessageBox::StandardButton button, QString *text)
{
    QTimer::singleShot(0, [button, text] {
        for (int i = 0; i < 200; ++i) {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                *text = box->text();
                box->button(button)->click();
                return;
            }
            QTest::qWait(10);
        }
    });
}

} // namespace tw
