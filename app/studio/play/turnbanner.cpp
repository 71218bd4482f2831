#include "turnbanner.h"

#include <QEvent>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace tw {

namespace {

constexpr int kChip = 22;
constexpr int kMinWidth = 260;
constexpr int kHeight = 104;

QPixmap chipPixmap(const QColor &color, qreal dpr)
{
    QPixmap pixmap(QSize(kChip, kChip) * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    if (!color.isValid())
        return pixmap;
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(color.darker(150), 1.5));
    painter.setBrush(color);
    painter.drawEllipse(QRectF(2, 2, kChip - 4, kChip - 4));
    return pixmap;
}

} // namespace

TurnBanner::TurnBanner(QWidget *parent)
    : QFrame(parent)
    , m_chip(new QLabel(this))
    , m_title(new QLabel(this))
    , m_detail(new QLabel(this))
    , m_hint(new QLabel(this))
    , m_caption(new QLabel(this))
    , m_tiles(new QHBoxLayout)
    , m_live(new QPushButton(tr("Back to the live game"), this))
{
    setObjectName(QStringLiteral("TurnBanner"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    // Wide enough for "Red: your turn" and two lines of what to do, however wide the
    // choices beside it.
    setMinimumWidth(kMinWidth);
    m_chip->setFixedSize(kChip, kChip);
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    m_title->setFont(big);
    m_title->setObjectName(QStringLiteral("BannerTitle"));
    // The banner keeps one height whatever it says, so the board under it never moves.
    m_detail->setWordWrap(true);
    m_detail->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_detail->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_detail->installEventFilter(this);
    m_title->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_hint->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_hint->installEventFilter(this);
    m_hint->setObjectName(QStringLiteral("BannerHint"));
    m_hint->setStyleSheet(QStringLiteral("color: #5a4a32; font-style: italic;"));
    m_caption->setStyleSheet(QStringLiteral("color: #666;"));
    m_live->setVisible(false);
    m_live->setToolTip(tr("Stop viewing the past position and return to the game in play"));
    connect(m_live, &QPushButton::clicked, this, &TurnBanner::backToLiveClicked);

    auto *text = new QVBoxLayout;
    text->setSpacing(2);
    auto *titleRow = new QHBoxLayout;
    titleRow->addWidget(m_chip);
    titleRow->addWidget(m_title, 1);
    text->addLayout(titleRow);
    text->addWidget(m_detail);
    text->addWidget(m_hint);

    auto *held = new QVBoxLayout;
    held->setSpacing(2);
    held->addWidget(m_caption, 0, Qt::AlignHCenter);
    held->addLayout(m_tiles);
    held->addStretch();

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 6, 10, 6);
    layout->addLayout(text, 1);
    layout->addLayout(held);
    layout->addWidget(m_live, 0, Qt::AlignVCenter);
    setFixedHeight(kHeight);
}

void TurnBanner::setInfo(const BannerInfo &info)
{
    m_chip->setPixmap(chipPixmap(info.color, devicePixelRatioF()));
    m_title->setText(info.title);
    m_fullDetail = info.detail;
    fitDetail();
    m_live->setVisible(info.past);
    QPalette pal = palette();
    pal.setColor(QPalette::Window, info.past ? QColor(0xe8, 0xe4, 0xf2) : QColor(0xf7, 0xf3, 0xe8));
    setPalette(pal);

    while (QLayoutItem *item = m_tiles->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_tileCount = int(info.tiles.size());
    for (const QPixmap &pixmap : info.tiles) {
        auto *label = new QLabel(this);
        label->setPixmap(pixmap);
        m_tiles->addWidget(label);
    }
    m_caption->setText(info.tilesCaption);
    m_caption->setVisible(!info.tiles.empty());
}

void TurnBanner::setHint(const QString &hint)
{
    m_fullHint = hint;
    fitHint();
}

QString TurnBanner::title() const
{
    return m_title->text();
}

bool TurnBanner::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_detail && event->type() == QEvent::Resize)
        fitDetail();
    if (watched == m_hint && event->type() == QEvent::Resize)
        fitHint();
    return QFrame::eventFilter(watched, event);
}

// Words from the end give way to "…" until the text fits in two lines of the label.
void TurnBanner::fitDetail()
{
    const QFontMetrics metrics(m_detail->font());
    const int width = std::max(1, m_detail->width());
    const int twoLines = 2 * metrics.lineSpacing();
    auto fits = [&](const QString &text) {
        const QRect needed = metrics.boundingRect(QRect(0, 0, width, 10 * twoLines), Qt::TextWordWrap, text);
        return needed.height() <= twoLines && needed.width() <= width;
    };
    QString shown = m_fullDetail;
    while (!fits(shown)) {
        const qsizetype space = shown.lastIndexOf(QLatin1Char(' '), shown.size() - 3);
        if (space <= 0) { // one word longer than a line
            shown = metrics.elidedText(shown, Qt::ElideRight, width);
            break;
        }
        shown = shown.left(space) + QStringLiteral(" \u2026");
    }
    m_detail->setText(shown);
    m_detail->setToolTip(shown == m_fullDetail ? QString() : m_fullDetail);
}

void TurnBanner::fitHint()
{
    const QString shown = QFontMetrics(m_hint->font()).elidedText(m_fullHint, Qt::ElideRight, std::max(1, m_hint->width()));
    m_hint->setText(shown);
    m_hint->setToolTip(shown == m_fullHint ? QString() : m_fullHint);
}

} // namespace tw
