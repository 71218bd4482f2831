// Hot reload: the running game re-played under edited rules, same seed and decisions.
#include "gamedocument.h"
#include "studiofiles.h"

#include "load/rulesetloader.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace tw;

namespace {

void replaceInFile(const QString &path, const QString &before, const QString &after)
{
    QString text = readAll(path);
    QVERIFY2(text.contains(before), qPrintable(before));
    QVERIFY(writeAll(path, text.replace(before, after)));
}

std::shared_ptr<const Ruleset> load(const QString &folder)
{
    LoadResult r = loadRuleset(folder.toStdString());
    return r.ruleset;
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
    void aPersonsMovesStayUndoable();

private:
    // A tutorial game between two greedy bots, 30 actions in.
    void playSomeOf(GameDocument &doc);

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_folder;
};

void TstReload::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_folder = m_dir->filePath(QStringLiteral("tutorial"));
    QVERIFY(copyShippedRuleset(QStringLiteral("tutorial"), m_folder));
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

    replaceInFile(m_folder + QStringLiteral("/flow.lua"),
                  QStringLiteral("g:tiles_in(river) * g:param(\"points_per_tile\")"),
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
    QSignalSpy failures(&doc, &GameDocument::reloadFailed);
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

void TstReload::aPersonsMovesStayUndoable()
{
    GameDocument doc(load(m_folder));
    doc.setBotDelay(0);
    QVERIFY(doc.start({2, doc.rulesPtr()->defaultParameters(), 42, {"human", "greedy"}}));
    std::vector<int> before; // actions before each of the person's moves
    for (int move = 0; move < 6; ++move) {
        QTRY_VERIFY(doc.waitsForHuman());
        before.push_back(doc.actionCount());
        QVERIFY(doc.play(doc.state().decision().options.front()));
    }
    QTRY_VERIFY(doc.waitsForHuman());
    const int actions = doc.actionCount();
    QStringList texts;
    for (int i = 0; i < doc.undoStack()->count(); ++i)
        texts << doc.undoStack()->text(i);
    QCOMPARE(texts.size(), 6);

    QVERIFY(doc.reload(load(m_folder)));
    QCOMPARE(doc.actionCount(), actions);
    QCOMPARE(doc.undoStack()->count(), 6);
    for (int i = 0; i < 6; ++i)
        QCOMPARE(doc.undoStack()->text(i), texts[i]);
    doc.undoStack()->undo();
    QCOMPARE(doc.actionCount(), before[5]);
    QVERIFY(doc.waitsForHuman());
    doc.undoStack()->undo();
    QCOMPARE(doc.actionCount(), before[4]);
    doc.undoStack()->redo();
    doc.undoStack()->redo();
    QTRY_COMPARE(doc.actionCount(), actions);

    // Continuing from a past position keeps the moves made before it.
    const GameLog log = doc.log();
    QVERIFY(doc.startFrom(log, before[3], {"human", "greedy"}));
    QCOMPARE(doc.actionCount(), before[3]);
    QCOMPARE(doc.undoStack()->count(), 3);
    QCOMPARE(doc.undoStack()->text(2), texts[2]);
    doc.undoStack()->undo();
    QCOMPARE(doc.actionCount(), before[2]);
}

QTEST_MAIN(TstReload)
#include "tst_reload.moc"
