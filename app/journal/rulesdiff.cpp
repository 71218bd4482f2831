#include "rulesdiff.h"

#include "journaltext.h"
#include "linediff.h"

#include <set>

namespace tw {

bool isRulesText(const QString &path)
{
    return path == QLatin1String("ruleset.yaml") || path.endsWith(QLatin1String(".lua"));
}

QString rulesDiff(const RulesFiles &a, const RulesFiles &b, const QString &nameA, const QString &nameB)
{
    std::set<QString> paths;
    for (const RulesFile &f : a)
        paths.insert(f.path);
    for (const RulesFile &f : b)
        paths.insert(f.path);
    QString texts;
    QString others;
    for (const QString &path : paths) {
        const RulesFile *inA = findRulesFile(a, path);
        const RulesFile *inB = findRulesFile(b, path);
        if (inA && inB && inA->data == inB->data)
            continue;
        if (isRulesText(path)) {
            const QString labelA = inA ? QStringLiteral("a/") + path : QStringLiteral("/dev/null");
            const QString labelB = inB ? QStringLiteral("b/") + path : QStringLiteral("/dev/null");
            texts += unifiedDiff(inA ? QString::fromUtf8(inA->data) : QString(),
                                 inB ? QString::fromUtf8(inB->data) : QString(), labelA + QLatin1Char('\t') + nameA,
                                 labelB + QLatin1Char('\t') + nameB);
        } else if (!inA) {
            others += JournalText::tr("Only in %1: %2").arg(nameB, path) + QLatin1Char('\n');
        } else if (!inB) {
            others += JournalText::tr("Only in %1: %2").arg(nameA, path) + QLatin1Char('\n');
        } else {
            others += JournalText::tr("Changed: %1").arg(path) + QLatin1Char('\n');
        }
    }
    return texts + others;
}

} // namespace tw
