#include "findbar.h"

#include "codeeditor.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QToolButton>

namespace tw {

FindBar::FindBar(QWidget *parent)
    : QWidget(parent)
    , m_find(new QLineEdit)
    , m_replace(new QLineEdit)
    , m_case(new QCheckBox(tr("Match case")))
    , m_status(new QLabel)
{
    m_find->setPlaceholderText(tr("Find"));
    m_find->setClearButtonEnabled(true);
    m_replace->setPlaceholderText(tr("Replace with"));
    auto button = [this](const QString &text, const QString &tip) {
        auto *b = new QToolButton(this);
        b->setText(text);
        b->setToolTip(tip);
        b->setAutoRaise(true);
        return b;
    };
    QToolButton *next = button(tr("Next"), tr("Find the next match (Enter)"));
    QToolButton *previous = button(tr("Previous"), tr("Find the previous match (Shift+Enter)"));
    QToolButton *replace = button(tr("Replace"), tr("Replace this match and find the next"));
    QToolButton *replaceAll = button(tr("Replace All"), tr("Replace every match in this file"));
    QToolButton *close = button(QStringLiteral("\u00d7"), tr("Hide the find bar (Escape)"));

    // Two rows, each field as wide as the dock allows: one row would crush them in a
    // narrow Rules dock.
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->setHorizontalSpacing(4);
    layout->setVerticalSpacing(2);
    layout->addWidget(m_find, 0, 0);
    layout->addWidget(previous, 0, 1);
    layout->addWidget(next, 0, 2);
    layout->addWidget(m_case, 0, 3);
    layout->addWidget(close, 0, 4);
    layout->addWidget(m_replace, 1, 0);
    layout->addWidget(replace, 1, 1);
    layout->addWidget(replaceAll, 1, 2);
    layout->addWidget(m_status, 1, 3, 1, 2);
    layout->setColumnStretch(0, 1);
    m_find->setMinimumWidth(120);
    m_replace->setMinimumWidth(120);

    connect(m_find, &QLineEdit::returnPressed, this, &FindBar::findNext);
    connect(m_replace, &QLineEdit::returnPressed, this, &FindBar::replaceNext);
    connect(next, &QToolButton::clicked, this, &FindBar::findNext);
    connect(previous, &QToolButton::clicked, this, &FindBar::findPrevious);
    connect(replace, &QToolButton::clicked, this, &FindBar::replaceNext);
    connect(replaceAll, &QToolButton::clicked, this, &FindBar::replaceAll);
    connect(close, &QToolButton::clicked, this, &QWidget::hide);
}

void FindBar::setEditor(CodeEditor *editor)
{
    m_editor = editor;
    m_status->clear();
}

void FindBar::activate()
{
    show();
    if (m_editor && m_editor->hasSelectedText() && !m_editor->selectedText().contains(QLatin1Char('\n')))
        m_find->setText(m_editor->selectedText());
    m_find->setFocus();
    m_find->selectAll();
}

bool FindBar::findNext()
{
    const bool found = m_editor && m_editor->findText(m_find->text(), true, m_case->isChecked());
    showResult(found);
    return found;
}

bool FindBar::findPrevious()
{
    const bool found = m_editor && m_editor->findText(m_find->text(), false, m_case->isChecked());
    showResult(found);
    return found;
}

bool FindBar::replaceNext()
{
    if (!m_editor || m_editor->isReadOnly())
        return false;
    const bool found = m_editor->replaceNext(m_find->text(), m_replace->text(), m_case->isChecked());
    showResult(found);
    return found;
}

int FindBar::replaceAll()
{
    if (!m_editor || m_editor->isReadOnly())
        return 0;
    const int count = m_editor->replaceAllText(m_find->text(), m_replace->text(), m_case->isChecked());
    m_status->setText(tr("%n replaced", nullptr, count));
    return count;
}

void FindBar::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape) {
        hide();
        if (m_editor)
            m_editor->setFocus();
        return;
    }
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && event->modifiers() & Qt::ShiftModifier) {
        findPrevious();
        return;
    }
    QWidget::keyPressEvent(event);
}

void FindBar::showResult(bool found)
{
    m_status->setText(found || m_find->text().isEmpty() ? QString() : tr("Not found"));
}

} // namespace tw
