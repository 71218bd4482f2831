#include "messagebar.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QToolButton>

namespace tw {

MessageBar::MessageBar(QWidget *parent)
    : QFrame(parent)
    , m_icon(new QLabel(this))
    , m_text(new QLabel(this))
    , m_close(new QToolButton(this))
{
    setObjectName(QStringLiteral("MessageBar"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_close->setText(QStringLiteral("\u2715"));
    m_close->setAutoRaise(true);
    m_close->setToolTip(tr("Close this message"));
    connect(m_close, &QToolButton::clicked, this, &MessageBar::dismiss);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 4, 4);
    layout->addWidget(m_icon, 0, Qt::AlignTop);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_close, 0, Qt::AlignTop);
    hide();
}

void MessageBar::showMessage(const QString &text, const QString &details, Kind kind)
{
    QStyle::StandardPixmap icon = QStyle::SP_MessageBoxCritical;
    QColor background(0xf8, 0xd7, 0xd4);
    if (kind == Kind::Warning) {
        icon = QStyle::SP_MessageBoxWarning;
        background = QColor(0xfb, 0xef, 0xc8);
    } else if (kind == Kind::Information) {
        icon = QStyle::SP_MessageBoxInformation;
        background = QColor(0xd9, 0xe8, 0xf6);
    }
    m_icon->setPixmap(style()->standardIcon(icon).pixmap(20, 20));
    QPalette pal = palette();
    pal.setColor(QPalette::Window, background);
    setPalette(pal);
    m_text->setText(text);
    m_text->setToolTip(details);
    show();
}

void MessageBar::dismiss()
{
    m_text->clear();
    hide();
}

QString MessageBar::text() const
{
    return m_text->text();
}

} // namespace tw
