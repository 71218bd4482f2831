#include "savedgames.h"

#include "gamedocument.h"

#include "log/gamelog.h"
#include "savefile.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QSaveFile>
#include <QSettings>
#include <QStandardPaths>

namespace tw {

namespace {
const QString kFolderKey = QStringLiteral("games/folder");
// A saved game is a log; nothing larger is one a person saved.
constexpr qint64 kMaxGameFileBytes = qint64(256) << 20;
} // namespace

SavedGames::SavedGames(QWidget *window)
    : QObject(window)
    , m_window(window)
    , m_open(new QAction(tr("&Open Game\u2026"), this))
    , m_save(new QAction(tr("Sa&ve Game\u2026"), this))
{
    m_open->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    m_open->setStatusTip(tr("Open a saved game and play on from where it was saved"));
    m_save->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S));
    m_save->setStatusTip(tr("Save this game to a file, to open it again later or replay it with the command line"));
    m_save->setEnabled(false);
    connect(m_open, &QAction::triggered, this, &SavedGames::chooseFileToOpen);
    connect(m_save, &QAction::triggered, this, &SavedGames::saveAs);
}

void SavedGames::setDocument(GameDocument *document)
{
    m_document = document;
    m_save->setEnabled(document && document->hasGame());
    if (document)
        connect(document, &GameDocument::started, this, [this, document] {
            if (m_document == document)
                m_save->setEnabled(true);
        });
}

bool SavedGames::save(const GameDocument &document, const QString &path, QString *error)
{
    if (!document.hasGame()) {
        *error = tr("There is no game to save.");
        return false;
    }
    const std::string text = toJsonLines(document.rules(), document.log());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.data(), qint64(text.size())) != qint64(text.size())
        || !commitWhole(file)) {
        *error = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

bool SavedGames::read(const QString &path, std::string *text, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    if (file.size() > kMaxGameFileBytes) {
        *error = tr("%1 is not a saved game: it is larger than %2 MB")
                     .arg(QDir::toNativeSeparators(path))
                     .arg(kMaxGameFileBytes >> 20);
        return false;
    }
    const QByteArray bytes = file.readAll();
    *text = bytes.toStdString();
    return true;
}

void SavedGames::chooseFileToOpen()
{
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open Game"), folder(),
                                                      tr("Tilewright games (*.jsonl);;All files (*)"));
    if (path.isEmpty())
        return;
    rememberFolder(path);
    emit openRequested(path);
}

void SavedGames::saveAs()
{
    if (!m_document || !m_document->hasGame())
        return;
    const GameLog &log = m_document->log();
    const QString name = QStringLiteral("%1-%2.jsonl").arg(QString::fromStdString(log.rulesetId)).arg(log.askedSeed);
    QString path = QFileDialog::getSaveFileName(m_window, tr("Save Game"), QDir(folder()).filePath(name),
                                                tr("Tilewright games (*.jsonl)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".jsonl");
    rememberFolder(path);
    QString error;
    if (!save(*m_document, path, &error)) {
        QMessageBox::warning(m_window, tr("Save Game"), error);
        return;
    }
    emit message(tr("Saved the game to %1").arg(QDir::toNativeSeparators(path)));
}

QString SavedGames::folder() const
{
    const QString remembered = QSettings().value(kFolderKey).toString();
    return !remembered.isEmpty() && QFileInfo(remembered).isDir()
        ? remembered
        : QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
}

void SavedGames::rememberFolder(const QString &file)
{
    QSettings().setValue(kFolderKey, QFileInfo(file).absolutePath());
}

} // namespace tw
