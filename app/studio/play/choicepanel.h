#pragma once

#include <QFrame>
#include <QIcon>
#include <QString>

#include <vector>

class QAbstractButton;
class QGridLayout;
class QLabel;

namespace tw {

struct ChoiceButton
{
    QString text;
    QString toolTip;
    QIcon icon;
};

// The options of an open choice as buttons (beside the board markers, which show only
// the options that concern a territory). Hidden when no choice is open.
class ChoicePanel : public QFrame
{
    Q_OBJECT

public:
    explicit ChoicePanel(QWidget *parent = nullptr);

    QSize sizeHint() const override;
    // As narrow as the buttons' scroll area and the narrowest note allow.
    QSize minimumSizeHint() const override;
    // Shows `buttons` under `prompt`; `note` (may be empty) is a line after them for the
    // options picked elsewhere ("Or click a card in the hand, then a highlighted cell.").
    void setChoices(const QString &prompt, const std::vector<ChoiceButton> &buttons, const QString &note = QString());
    QString note() const;
    void clear();
    int buttonCount() const { return int(m_buttons.size()); }
    QAbstractButton *button(int index) const { return m_buttons.at(index); }

signals:
    void chosen(int index);
    // The pointer entered button `index`, or left the buttons (-1).
    void hovered(int index);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    // The note as wide as the buttons leave room for: one line where there is room, more
    // lines of a narrower note where the docks leave the centre little.
    void fitNote();

    QLabel *m_prompt;
    QLabel *m_note;
    QGridLayout *m_grid;
    std::vector<QAbstractButton *> m_buttons;
};

} // namespace tw
