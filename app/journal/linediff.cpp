#include "linediff.h"

#include <algorithm>

namespace tw {

namespace {

// The most edits Myers' search looks for before it gives up on a shortest script.
// The search keeps about kMaxEdits^2 numbers (16 MB).
constexpr int kMaxEdits = 2000;

using Kind = DiffLine::Kind;

// Myers' greedy search between a[a0, a1) and b[b0, b1), which share no first or last line.
void myers(const QStringList &a, int a0, int a1, const QStringList &b, int b0, int b1, std::vector<DiffLine> &out)
{
    const int n = a1 - a0;
    const int m = b1 - b0;
    const int max = std::min(n + m, kMaxEdits);
    const int offset = max + 1;
    std::vector<int> v(2 * max + 3, 0);
    // Before each round d: v[-d .. d] (only these are read back for that round).
    std::vector<std::vector<int>> trace;
    bool found = false;
    for (int d = 0; d <= max && !found; ++d) {
        trace.emplace_back(v.begin() + (offset - d), v.begin() + (offset + d + 1));
        for (int k = -d; k <= d; k += 2) {
            int x = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? v[offset + k + 1]
                                                                                   : v[offset + k - 1] + 1;
            int y = x - k;
            while (x < n && y < m && a[a0 + x] == b[b0 + y]) {
                ++x;
                ++y;
            }
            v[offset + k] = x;
            if (x >= n && y >= m) {
                found = true;
                break;
            }
        }
    }
    if (!found) {
        for (int i = a0; i < a1; ++i)
            out.push_back({Kind::Removed, a[i]});
        for (int j = b0; j < b1; ++j)
            out.push_back({Kind::Added, b[j]});
        return;
    }
    std::vector<DiffLine> reversed;
    int x = n;
    int y = m;
    for (int d = int(trace.size()) - 1; d >= 0; --d) {
        const std::vector<int> &w = trace[d]; // w[d + k] is v[k]
        const int k = x - y;
        const int prevK = (k == -d || (k != d && w[d + k - 1] < w[d + k + 1])) ? k + 1 : k - 1;
        const int prevX = d == 0 ? 0 : w[d + prevK];
        const int prevY = d == 0 ? 0 : prevX - prevK;
        while (x > prevX && y > prevY) {
            reversed.push_back({Kind::Same, a[a0 + x - 1]});
            --x;
            --y;
        }
        if (d > 0) {
            if (x == prevX)
                reversed.push_back({Kind::Added, b[b0 + y - 1]});
            else
                reversed.push_back({Kind::Removed, a[a0 + x - 1]});
        }
        x = prevX;
        y = prevY;
    }
    out.insert(out.end(), reversed.rbegin(), reversed.rend());
}

// Within each run of changes, the removed lines first.
void removedFirst(std::vector<DiffLine> &lines)
{
    std::size_t i = 0;
    while (i < lines.size()) {
        if (lines[i].kind == Kind::Same) {
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < lines.size() && lines[end].kind != Kind::Same)
            ++end;
        std::stable_partition(lines.begin() + qsizetype(i), lines.begin() + qsizetype(end),
                              [](const DiffLine &l) { return l.kind == Kind::Removed; });
        i = end;
    }
}

QString range(int start, int count)
{
    // As diff -u: "start,count", just "start" for one line, and the line before for none.
    if (count == 1)
        return QString::number(start + 1);
    return QString::number(count == 0 ? start : start + 1) + QLatin1Char(',') + QString::number(count);
}

} // namespace

std::vector<DiffLine> diffLines(const QStringList &a, const QStringList &b)
{
    std::vector<DiffLine> out;
    int a0 = 0;
    int b0 = 0;
    int a1 = int(a.size());
    int b1 = int(b.size());
    while (a0 < a1 && b0 < b1 && a[a0] == b[b0]) {
        out.push_back({Kind::Same, a[a0]});
        ++a0;
        ++b0;
    }
    int tail = 0;
    while (a1 > a0 && b1 > b0 && a[a1 - 1] == b[b1 - 1]) {
        --a1;
        --b1;
        ++tail;
    }
    myers(a, a0, a1, b, b0, b1, out);
    for (int i = 0; i < tail; ++i)
        out.push_back({Kind::Same, a[a1 + i]});
    removedFirst(out);
    return out;
}

QStringList textLines(const QString &text)
{
    if (text.isEmpty())
        return {};
    QStringList lines = text.split(QLatin1Char('\n'));
    if (text.endsWith(QLatin1Char('\n')))
        lines.removeLast();
    return lines;
}

QString unifiedDiff(const QString &a, const QString &b, const QString &labelA, const QString &labelB, int context)
{
    if (a == b)
        return QString();
    const QStringList linesA = textLines(a);
    const QStringList linesB = textLines(b);
    const std::vector<DiffLine> lines = diffLines(linesA, linesB);
    const bool openA = !a.isEmpty() && !a.endsWith(QLatin1Char('\n'));
    const bool openB = !b.isEmpty() && !b.endsWith(QLatin1Char('\n'));
    const QString noNewline = QStringLiteral("\\ No newline at end of file\n");

    QString out = QStringLiteral("--- ") + labelA + QStringLiteral("\n+++ ") + labelB + QLatin1Char('\n');
    const int total = int(lines.size());
    // The line numbers in a and b where each diff line stands.
    std::vector<int> atA(total + 1);
    std::vector<int> atB(total + 1);
    for (int i = 0, ia = 0, ib = 0; i <= total; ++i) {
        atA[i] = ia;
        atB[i] = ib;
        if (i < total) {
            ia += lines[i].kind != Kind::Added;
            ib += lines[i].kind != Kind::Removed;
        }
    }
    int i = 0;
    while (i < total) {
        if (lines[i].kind == Kind::Same) {
            ++i;
            continue;
        }
        // A hunk: from `context` lines before this change to `context` lines after the last
        // change that is at most 2 * context lines of sameness from the one before it.
        const int start = std::max(0, i - context);
        int end = i;
        int same = 0;
        for (int j = i; j < total; ++j) {
            if (lines[j].kind == Kind::Same) {
                if (++same > 2 * context)
                    break;
            } else {
                same = 0;
                end = j + 1;
            }
        }
        end = std::min(total, end + context);
        out += QStringLiteral("@@ -") + range(atA[start], atA[end] - atA[start]) + QStringLiteral(" +")
            + range(atB[start], atB[end] - atB[start]) + QStringLiteral(" @@\n");
        for (int j = start; j < end; ++j) {
            const DiffLine &l = lines[j];
            const QChar mark = l.kind == Kind::Same ? QLatin1Char(' ')
                : l.kind == Kind::Removed           ? QLatin1Char('-')
                                                    : QLatin1Char('+');
            out += mark + l.text + QLatin1Char('\n');
            const bool lastA = l.kind != Kind::Added && atA[j] + 1 == int(linesA.size());
            const bool lastB = l.kind != Kind::Removed && atB[j] + 1 == int(linesB.size());
            if ((lastA && openA && l.kind == Kind::Removed) || (lastB && openB && l.kind == Kind::Added)
                || (l.kind == Kind::Same && ((lastA && openA) || (lastB && openB))))
                out += noNewline;
        }
        i = end;
    }
    return out;
}

} // namespace tw
