#include "referencewindow.h"

#include <QHBoxLayout>
#include <QPushButton>
#include <QTextBlock>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace tw {

ReferenceWindow::ReferenceWindow(QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_browser(new QTextBrowser)
{
    setObjectName(QStringLiteral("ReferenceWindow"));
    m_browser->setOpenExternalLinks(true);
    auto *back = new QPushButton(tr("&Back"));
    auto *forward = new QPushButton(tr("&Forward"));
    back->setEnabled(false);
    forward->setEnabled(false);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(back);
    buttons->addWidget(forward);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(m_browser, 1);
    resize(860, 760);

    connect(back, &QPushButton::clicked, m_browser, &QTextBrowser::backward);
    connect(forward, &QPushButton::clicked, m_browser, &QTextBrowser::forward);
    connect(m_browser, &QTextBrowser::backwardAvailable, back, &QPushButton::setEnabled);
    connect(m_browser, &QTextBrowser::forwardAvailable, forward, &QPushButton::setEnabled);
    // A page's title is its first heading.
    connect(m_browser, &QTextBrowser::sourceChanged, this, [this] {
        setWindowTitle(tr("%1 \u2014 Tilewright Reference").arg(m_browser->document()->firstBlock().text()));
    });
}

void ReferenceWindow::showPage(const QString &path)
{
    m_browser->setSource(QUrl::fromLocalFile(path), QTextDocument::MarkdownResource);
    show();
    raise();
    activateWindow();
}

} // namespace tw
