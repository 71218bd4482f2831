#include "rulesdiffview.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSyntaxHighlighter>
#include <QVBoxLayout>

namespace tw {

namespace {

class DiffHighlighter : public QSyntaxHighlighter
{
public:
    using QSyntaxHighlighter::QSyntaxHighlighter;

protected:
    void highlightBlock(const QString &line) override
    {
        QColor colour;
        if (line.startsWith(QLatin1String("+++")) || line.startsWith(QLatin1String("---")))
            colour = QColor(0x55, 0x55, 0x55);
        else if (line.startsWith(QLatin1Char('+')))
            colour = QColor(0x00, 0x80, 0x20);
        else if (line.startsWith(QLatin1Char('-')))
            colour = QColor(0xb0, 0x00, 0x20);
        else if (line.startsWith(QLatin1String("@@")))
            colour = QColor(0x20, 0x50, 0xb0);
        if (colour.isValid())
            setFormat(0, int(line.size()), colour);
    }
};

} // namespace

RulesDiffView::RulesDiffView(QWidget *parent)
    : QDialog(parent)
    , m_summary(new QLabel)
    , m_text(new QPlainTextEdit)
{
    setWindowTitle(tr("What changed in the rules"));
    setObjectName(QStringLiteral("RulesDiffView"));
    resize(820, 600);
    m_summary->setWordWrap(true);
    m_text->setReadOnly(true);
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    new DiffHighlighter(m_text->document());
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_text, 1);
    layout->addWidget(buttons);
}

void RulesDiffView::setDiff(qint64 a, qint64 b, const QString &diff)
{
    m_summary->setText(diff.isEmpty() ? tr("Sessions %1 and %2 were played under the same rules.").arg(a).arg(b)
                                      : tr("From the rules of session %1 to those of session %2: ruleset.yaml and "
                                           "the scripts line by line, then the other files.")
                                            .arg(a)
                                            .arg(b));
    m_text->setPlainText(diff);
}

QString RulesDiffView::text() const
{
    return m_text->toPlainText();
}

QString RulesDiffView::summary() const
{
    return m_summary->text();
}

} // namespace tw
