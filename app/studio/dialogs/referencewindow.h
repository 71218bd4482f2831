#pragma once

#include <QWidget>

class QTextBrowser;

namespace tw {

// A reference page of docs/ (Markdown) read inside the studio: headings, tables and code
// as formatted text; links to other pages of the folder open here, web links in the
// browser; Back and Forward as in a help viewer. One window, reused for every page.
class ReferenceWindow : public QWidget
{
    Q_OBJECT

public:
    explicit ReferenceWindow(QWidget *parent = nullptr);

    // Shows the Markdown file at `path` and brings the window up.
    void showPage(const QString &path);
    QTextBrowser *browser() const { return m_browser; }

private:
    QTextBrowser *m_browser;
};

} // namespace tw
