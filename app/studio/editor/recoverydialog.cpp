#include "recoverydialog.h"

#include <QCoreApplication>
#include <QDir>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>

namespace tw {

namespace {
class RestoreEdits
{
    Q_DECLARE_TR_FUNCTIONS(tw::RestoreEdits)
};
} // namespace

QString restoreQuestion(const QString &folder, const QList<RecoveredFile> &files)
{
    QStringList lines;
    for (const RecoveredFile &f : files) {
        const QString name = QDir(folder).relativeFilePath(f.path);
        const QString when = QLocale().toString(f.edited.toLocalTime(), QLocale::ShortFormat);
        lines << (recovery::changedOnDisk(f)
                      ? RestoreEdits::tr("%1, edited %2 (the file on disk changed since the edit began)").arg(name, when)
                      : RestoreEdits::tr("%1, edited %2").arg(name, when));
    }
    return RestoreEdits::tr("The studio ended without saving these edits of %1:\n\n%2\n\n"
                            "Restore them into the editors as unsaved edits, or discard them?")
        .arg(QDir::toNativeSeparators(folder), lines.join(QLatin1Char('\n')));
}

bool askToRestore(QWidget *parent, const QString &folder, const QList<RecoveredFile> &files)
{
    QMessageBox box(QMessageBox::Question, RestoreEdits::tr("Restore unsaved edits"), restoreQuestion(folder, files),
                    QMessageBox::NoButton, parent);
    box.setObjectName(QStringLiteral("RestoreEditsBox"));
    QPushButton *restore = box.addButton(RestoreEdits::tr("Restore"), QMessageBox::AcceptRole);
    QPushButton *discard = box.addButton(RestoreEdits::tr("Discard"), QMessageBox::DestructiveRole);
    box.setDefaultButton(restore);
    box.exec();
    // Only an explicit Discard drops the edits; closing the box keeps them (unsaved).
    return box.clickedButton() != discard;
}

} // namespace tw
