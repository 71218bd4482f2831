#pragma once

#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;

namespace tw {

class CodeEditor;

// A one-line find/replace bar acting on one CodeEditor at a time. Enter finds the next
// match, Shift+Enter the previous one, Escape hides the bar.
class FindBar : public QWidget
{
    Q_OBJECT

public:
    explicit FindBar(QWidget *parent = nullptr);

    void setEditor(CodeEditor *editor);
    // Shows the bar with the editor's selection (if any) as the search text.
    void activate();

    QLineEdit *findEdit() const { return m_find; }
    QLineEdit *replaceEdit() const { return m_replace; }

    bool findNext();
    bool findPrevious();
    bool replaceNext();
    int replaceAll();

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    void showResult(bool found);

    CodeEditor *m_editor = nullptr;
    QLineEdit *m_find;
    QLineEdit *m_replace;
    QCheckBox *m_case;
    QLabel *m_status;
};

} // namespace tw
