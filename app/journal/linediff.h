#pragma once

// A line-based diff (Myers' O(ND) algorithm) and its unified-diff text, as `diff -u`
// prints it: "--- a", "+++ b", then hunks "@@ -start,count +start,count @@" of lines
// starting with ' ' (both), '-' (only in a) or '+' (only in b), three lines of context.

#include <QString>
#include <QStringList>

#include <vector>

namespace tw {

struct DiffLine
{
    enum class Kind { Same, Removed, Added };
    Kind kind = Kind::Same;
    QString text;
};

// A shortest edit script from `a` to `b`: every line of both in order, each marked as in
// both, only in a, or only in b; Removed lines come before the Added ones they replace.
// Past an edit distance of a few thousand lines the middle is given as all removed and
// all added (still correct, no longer shortest), so the time and memory stay bounded.
std::vector<DiffLine> diffLines(const QStringList &a, const QStringList &b);

// The lines of a text: split at '\n'; a final '\n' ends the last line, it does not start
// an empty one.
QStringList textLines(const QString &text);

// The unified diff of two texts; empty when they are equal. `labelA` and `labelB` follow
// "--- " and "+++ ". A text not ending in a line break gets "\ No newline at end of file"
// after its last line, as diff prints it.
QString unifiedDiff(const QString &a, const QString &b, const QString &labelA, const QString &labelB, int context = 3);

} // namespace tw
