#pragma once

#include <QObject>
#include <QString>

#include <string>

class QAction;
class QWidget;

namespace tw {

class GameDocument;

// Game > Open Game and Save Game: a game in progress (or finished) as a log file in
// format 2 (docs/log-format.md), the same file the CLI replays. Saving writes a temporary
// file and renames it over the old one, so a failed save never leaves half a game.
// Opening asks for a file and hands its path on (openRequested); the window opens it.
class SavedGames : public QObject
{
    Q_OBJECT

public:
    explicit SavedGames(QWidget *window);

    QAction *openAction() const { return m_open; }
    QAction *saveAction() const { return m_save; }
    void setDocument(GameDocument *document);

    // Writes the document's game to `path`; false with the reason.
    static bool save(const GameDocument &document, const QString &path, QString *error);
    // The text of a saved game file; false with the reason (the file named in it).
    static bool read(const QString &path, std::string *text, QString *error);

signals:
    void openRequested(const QString &path);
    void message(const QString &text);

private:
    void chooseFileToOpen();
    void saveAs();
    QString folder() const;
    void rememberFolder(const QString &file);

    QWidget *m_window;
    GameDocument *m_document = nullptr;
    QAction *m_open;
    QAction *m_save;
};

} // namespace tw
