#include "findbar.h"

#include "codeeditor.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QToolButton>

namespace tw {

FindBar::FindBar(QWidget* parent)
    : QWidget(parent)
    , m_find(new QLineEdit)
    , m_replace(new QLineEdit)
    , m_case(new QCheckBox(tr("Match case")))
    , m_status(new QLabel)
{
    m_find->setPlaceholderText(tr("Find"));
    m_find->setClearButtonEnabled(true);
    m_replace->setPlaceholderText(tr("Replace with"));
    auto button = [this](const QString& text, const QString& tip) {
        auto* b = new QToolButton(this);
        b->setText(text);
        b->setToolTip(tip);
        b->setAutoRaise(true);
        return b;
    };
    QToolButton* next = button(tr("Next"), tr("Find the next match (Enter)"));
    QToolButton* previous = button(tr("Previous"), tr("Find the previous match (Shift+Enter)"));
    QToolButton* replace = button(tr("Replace"), tr("Replace this match and find the next"));
    QToolButton* replaceAll = button(tr("Replace All"), tr("Replace every match in this file"));
    QToolButton* close = button(QStringLiteral("\u00d7"), tr("Hide the find bar (Escape)"));

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->setSpacing(4);
    layout->addWidget(m_find, 2);
    layout->addWidget(previous);
    layout->addWidget(next);
    layout->addWidget(m_replace, 2);
    layout->addWidget(replace);
    layout->addWidget(replaceAll);
    layout->addWidget(m_case);
    layout->addWidget(m_status, 1);
    layout->addWidget(close);

    connect(m_find, &QLineEdit::returnPressed, this, &FindBar::findNext);
    connect(m_replace, &QLineEdit::returnPressed, this, &FindBar::replaceNext);
    connect(next, &QToolButton::clicked, this, &FindBar::findNext);
    connect(previous, &QToolButton::clicked, this, &FindBar::findPrevious);
    connect(replace, &QToolButton::clicked, this, &FindBar::replaceNext);
    connect(replaceAll, &QToolButton::clicked, this, &FindBar::replaceAll);
    connect(close, &QToolButton::clicked, this, &QWidget::hide);
}

void FindBar::setEditor(CodeEditor* editor)
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

void FindBar::keyPressEvent(QKeyEvent* event)
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
