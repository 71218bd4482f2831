// The line diff of the journal's rules comparison: shortest edit scripts and the unified
// diff text as `diff -u` prints it.
#include "linediff.h"

#include <gtest/gtest.h>

namespace tw {
namespace {

QString joined(const std::vector<DiffLine> &lines)
{
    QString out;
    for (const DiffLine &l : lines)
        out += (l.kind == DiffLine::Kind::Same          ? QLatin1Char(' ')
                    : l.kind == DiffLine::Kind::Removed ? QLatin1Char('-')
                                                        : QLatin1Char('+'))
            + l.text;
    return out;
}

QStringList letters(const char *text)
{
    QStringList out;
    for (const char *c = text; *c; ++c)
        out << QString(QLatin1Char(*c));
    return out;
}

TEST(LineDiff, EqualTextsHaveNoDiff)
{
    EXPECT_TRUE(
        unifiedDiff(QStringLiteral("a\nb\n"), QStringLiteral("a\nb\n"), QStringLiteral("x"), QStringLiteral("y")).isEmpty());
    EXPECT_EQ(joined(diffLines(letters("abc"), letters("abc"))), QStringLiteral(" a b c"));
}

TEST(LineDiff, TheEditScriptIsShortest)
{
    // Myers' example: ABCABBA to CBABAC takes 5 edits (an LCS of 4).
    const std::vector<DiffLine> script = diffLines(letters("ABCABBA"), letters("CBABAC"));
    int same = 0;
    QStringList a;
    QStringList b;
    for (const DiffLine &l : script) {
        same += l.kind == DiffLine::Kind::Same;
        if (l.kind != DiffLine::Kind::Added)
            a << l.text;
        if (l.kind != DiffLine::Kind::Removed)
            b << l.text;
    }
    EXPECT_EQ(same, 4);
    EXPECT_EQ(int(script.size()), 4 + 5);
    EXPECT_EQ(a, letters("ABCABBA")) << "every line of a, in order";
    EXPECT_EQ(b, letters("CBABAC")) << "every line of b, in order";
}

TEST(LineDiff, RemovedLinesComeBeforeTheAddedOnes)
{
    EXPECT_EQ(joined(diffLines(letters("axb"), letters("ayb"))), QStringLiteral(" a-x+y b"));
    EXPECT_EQ(joined(diffLines({}, letters("ab"))), QStringLiteral("+a+b"));
    EXPECT_EQ(joined(diffLines(letters("ab"), {})), QStringLiteral("-a-b"));
}

TEST(LineDiff, UnifiedDiffAsDiffPrintsIt)
{
    // What `diff -u` prints for these files: two hunks, seven equal lines apart.
    const QString a = QStringLiteral("a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk\n");
    const QString b = QStringLiteral("a\nb\nc\nD\ne\nf\ng\nh\ni\nj\nk\nl\n");
    EXPECT_EQ(unifiedDiff(a, b, QStringLiteral("a/x"), QStringLiteral("b/x")),
              QStringLiteral("--- a/x\n+++ b/x\n"
                             "@@ -1,7 +1,7 @@\n a\n b\n c\n-d\n+D\n e\n f\n g\n"
                             "@@ -9,3 +9,4 @@\n i\n j\n k\n+l\n"));
}

TEST(LineDiff, ChangesSixLinesApartShareAHunk)
{
    const QString a = QStringLiteral("1\n2\n3\n4\n5\n6\n7\n8\n");
    const QString b = QStringLiteral("X\n2\n3\n4\n5\n6\n7\nY\n");
    EXPECT_EQ(unifiedDiff(a, b, QStringLiteral("a"), QStringLiteral("b")),
              QStringLiteral("--- a\n+++ b\n@@ -1,8 +1,8 @@\n-1\n+X\n 2\n 3\n 4\n 5\n 6\n 7\n-8\n+Y\n"));
}

TEST(LineDiff, AMissingFinalLineBreakIsMarked)
{
    EXPECT_EQ(unifiedDiff(QStringLiteral("x\ny"), QStringLiteral("x\nz\n"), QStringLiteral("a"), QStringLiteral("b")),
              QStringLiteral("--- a\n+++ b\n@@ -1,2 +1,2 @@\n x\n-y\n\\ No newline at end of file\n+z\n"));
}

TEST(LineDiff, ANewAndARemovedFile)
{
    EXPECT_EQ(unifiedDiff(QString(), QStringLiteral("one\ntwo\n"), QStringLiteral("/dev/null"), QStringLiteral("b")),
              QStringLiteral("--- /dev/null\n+++ b\n@@ -0,0 +1,2 @@\n+one\n+two\n"));
    EXPECT_EQ(unifiedDiff(QStringLiteral("one\n"), QString(), QStringLiteral("a"), QStringLiteral("/dev/null")),
              QStringLiteral("--- a\n+++ /dev/null\n@@ -1 +0,0 @@\n-one\n"));
}

TEST(LineDiff, LargeTextsStayCorrect)
{
    QStringList a;
    QStringList b;
    for (int i = 0; i < 20000; ++i) {
        a << QString::number(i);
        b << QString::number(i % 7 == 0 ? -i : i);
    }
    const std::vector<DiffLine> script = diffLines(a, b);
    QStringList backA;
    QStringList backB;
    for (const DiffLine &l : script) {
        if (l.kind != DiffLine::Kind::Added)
            backA << l.text;
        if (l.kind != DiffLine::Kind::Removed)
            backB << l.text;
    }
    EXPECT_EQ(backA, a);
    EXPECT_EQ(backB, b);
}

} // namespace
} // namespace tw
