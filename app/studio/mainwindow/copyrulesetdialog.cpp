#include "copyrulesetdialog.h"

#include "rulesetcopy.h"
#include "rulesetlibrary.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QVBoxLayout>

namespace tw {

CopyRulesetDialog::CopyRulesetDialog(const QString &title, const QString &from, const QString &name,
                                     const QString &location, QWidget *parent)
    : QDialog(parent)
    , m_name(new QLineEdit(name))
    , m_id(new QLineEdit(rulesetIdFor(name)))
    , m_location(new QLineEdit(QDir::toNativeSeparators(location)))
{
    setWindowTitle(title);
    m_id->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[a-z][a-z0-9_]*")), m_id));
    m_id->setToolTip(tr("The ruleset's id (in game logs and the journal) and its folder's name"));
    auto *browse = new QPushButton(tr("&Browse\u2026"));
    auto *where = new QHBoxLayout;
    where->addWidget(m_location, 1);
    where->addWidget(browse);
    auto *source = new QLabel(tr("%1 in %2").arg(RulesetLibrary::describe(from).name, QDir::toNativeSeparators(from)));
    source->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *folderLabel = new QLabel(tr("In &folder:"));
    folderLabel->setBuddy(m_location);
    auto *form = new QFormLayout;
    form->addRow(tr("Copy of:"), source);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Id:"), m_id);
    form->addRow(folderLabel, where);
    auto *opens = new QLabel(tr("The new ruleset opens at once; the game in play stays in the playtest journal."));
    opens->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("Create"));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(opens);
    layout->addWidget(buttons);
    resize(520, sizeHint().height());

    connect(m_name, &QLineEdit::textEdited, this, [this](const QString &text) {
        if (!m_idEdited)
            m_id->setText(rulesetIdFor(text));
        updateOk();
    });
    connect(m_id, &QLineEdit::textEdited, this, [this] {
        m_idEdited = true;
        updateOk();
    });
    connect(m_location, &QLineEdit::textChanged, this, &CopyRulesetDialog::updateOk);
    connect(browse, &QPushButton::clicked, this, &CopyRulesetDialog::browse);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    updateOk();
}

QString CopyRulesetDialog::name() const
{
    return m_name->text().trimmed();
}

QString CopyRulesetDialog::id() const
{
    return m_id->text();
}

QString CopyRulesetDialog::targetFolder() const
{
    return QDir(QDir::fromNativeSeparators(m_location->text())).filePath(id());
}

void CopyRulesetDialog::browse()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Folder for the New Ruleset"), m_location->text());
    if (!folder.isEmpty())
        m_location->setText(QDir::toNativeSeparators(folder));
}

void CopyRulesetDialog::updateOk()
{
    QString problem;
    if (name().isEmpty() || m_location->text().isEmpty())
        problem = tr("Give a name and a folder");
    else if (id().isEmpty() || rulesetIdFor(id()) != id())
        problem = tr("An id is lower-case letters and digits, words joined by single _");
    else if (!RulesetLibrary::find(id()).isEmpty())
        problem = tr("There is a ruleset with the id %1 already").arg(id());
    else if (QFileInfo::exists(targetFolder()))
        problem = tr("%1 exists already").arg(QDir::toNativeSeparators(targetFolder()));
    m_ok->setEnabled(problem.isEmpty());
    m_ok->setToolTip(problem);
}

} // namespace tw
