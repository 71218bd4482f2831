// Hot reload: the running game re-played under edited rules, same seed and decisions.
#include "gamedocument.h"

#include "load/rulesetloader.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace tw;

namespace {

// Copies a ruleset folder so the test can edit it.
QString copyRuleset(const QTemporaryDir &dir, const QString &name)
{
    const QDir from(QStringLiteral(TILEWRIGHT_SOURCE_DIR) + QStringLiteral("/rulesets/") + name);
    const QString to = dir.filePath(name);
    QDir().mkpath(to);
    for (const QString &file : from.entryList(QDir::Files))
        QFile::copy(from.filePath(file), to + QLatin1Char('/') + file);
    return to;
}

void replaceInFile(const QString &path, const QString &before, const QString &after)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QString text = QString::fromUtf8(file.readAll());
    file.close();
    QVERIFY2(text.contains(before), qPrintable(before));
    text.replace(before, after);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(text.toUtf8());
}

std::shared_ptr<const Ruleset> load(const QString &folder)
{
    LoadResult r = loadRuleset(folder.toStdString());
    return r.ruleset;
}

// Points scored per reason id over the whole log.
std::map<std::string, int> pointsByReason(const GameDocument &doc)
{
    std::map<std::string, int> points;
    for (const LogEntry &entry : doc.log().entries)
        for (const Event &e : entry.events)
            if (e.kind == EventKind::ScoreChanged)
                points[doc.rules().reasons[e.label].id] += e.a;
    return points;
}

} // namespace

class TstReload : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void anEditedHookReScoresTheSameGame();
    void aDecisionNoLongerLegalStopsTheReplayWithItsTurn();
    void aHookThatNeverEndsKeepsTheOldRules();

private:
    // A tutorial game between two greedy bots, 30 actions in.
    void playSomeOf(GameDocument &doc);

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_folder;
};

void TstReload::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_folder = copyRuleset(*m_dir, QStringLiteral("tutorial"));
}

void TstReload::playSomeOf(GameDocument &doc)
{
    doc.setAutoPlay(false);
    const auto rules = doc.rulesPtr();
    QVERIFY(doc.start({2, rules->defaultParameters(), 42, {"greedy", "greedy"}}));
    while (doc.actionCount() < 30)
        QVERIFY(doc.stepAutomatic());
}

void TstReload::anEditedHookReScoresTheSameGame()
{
    GameDocument doc(load(m_folder));
    playSomeOf(doc);
    const auto before = pointsByReason(doc);
    QVERIFY(before.count("river") && before.at("river") > 0);
    const int actions = doc.actionCount();

    replaceInFile(m_folder + QStringLiteral("/flow.lua"), QStringLiteral("g:tiles_in(river) * g:param(\"points_per_tile\")"),
                  QStringLiteral("g:tiles_in(river) * g:param(\"points_per_tile\") * 10"));
    QString stopped;
    QVERIFY(doc.reload(load(m_folder), &stopped));
    QVERIFY2(stopped.isEmpty(), qPrintable(stopped));
    QCOMPARE(doc.actionCount(), actions);
    const auto after = pointsByReason(doc);
    QCOMPARE(after.at("river"), 10 * before.at("river"));
    QCOMPARE(after.count("fish") ? after.at("fish") : 0, before.count("fish") ? before.at("fish") : 0);
    QCOMPARE(doc.state().score(0) + doc.state().score(1), after.at("river") + (after.count("fish") ? after.at("fish") : 0));
}

void TstReload::aDecisionNoLongerLegalStopsTheReplayWithItsTurn()
{
    GameDocument doc(load(m_folder));
    playSomeOf(doc);
    // With no bends left in the bag, the first recorded draw of a bend cannot happen.
    replaceInFile(m_folder + QStringLiteral("/ruleset.yaml"), QStringLiteral("  - id: bend\n    count: 8"),
                  QStringLiteral("  - id: bend\n    count: 0"));
    QString stopped;
    QVERIFY(doc.reload(load(m_folder), &stopped));
    QVERIFY2(stopped.contains(QStringLiteral("no longer legal")), qPrintable(stopped));
    QVERIFY2(stopped.contains(QStringLiteral("draw bend")), qPrintable(stopped));
    QVERIFY(doc.actionCount() < 30);
    QVERIFY(!doc.isOver());
}

void TstReload::aHookThatNeverEndsKeepsTheOldRules()
{
    GameDocument doc(load(m_folder));
    playSomeOf(doc);
    const std::uint64_t hash = doc.state().hash();
    const int actions = doc.actionCount();
    QSignalSpy failures(&doc, &GameDocument::flowFailed);
    replaceInFile(m_folder + QStringLiteral("/flow.lua"), QStringLiteral("function placed(g, tile)\n"),
                  QStringLiteral("function placed(g, tile)\n  while true do end\n"));
    QString error;
    QVERIFY(!doc.reload(load(m_folder), nullptr, &error));
    QVERIFY2(error.contains(QStringLiteral("instruction budget exceeded")), qPrintable(error));
    QCOMPARE(failures.count(), 1);
    QCOMPARE(doc.state().hash(), hash);
    QCOMPARE(doc.actionCount(), actions);
    QVERIFY(doc.stepAutomatic()); // the old rules go on
}

QTEST_MAIN(TstReload)
#include "tst_reload.moc"
