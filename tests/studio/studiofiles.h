#pragma once

#include <QMessageBox>
#include <QString>

#include <map>
#include <string>

namespace tw {

class GameDocument;

// Files and scores for the studio's tests.

// A file's text (UTF-8), empty when it cannot be read.
QString readAll(const QString &path);
bool writeAll(const QString &path, const QString &text);
// Keeps a test's settings and data files under `folder`, away from the user's.
void isolateSettings(const QString &folder);
// Copies every file below `from` into `to`, keeping the folders.
bool copyFolder(const QString &from, const QString &to);
// Copies rulesets/<name> of the source tree to `to`.
bool copyShippedRuleset(const QString &name, const QString &to);
// Answers the next question box with `button` once it shows; its text goes to `text`.
void answerNextQuestion(QMessageBox::StandardButton button, QString *text);
// Points scored per reason id over the document's whole log.
std::map<std::string, int> pointsByReason(const GameDocument &doc);

} // namespace tw
