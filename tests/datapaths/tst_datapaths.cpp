// The data lookup shared by the command line and the studio: the environment override
// wins, an install prefix is found from its bin/ (wherever the prefix is), and only the
// build tree's own executables fall back to the source tree.
#include "datapaths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace tw;

class TstDataPaths : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void theEnvironmentComesFirst();
    void thePrefixIsFoundBesideBin();
    void theEnvironmentWinsOverThePrefix();
    void whatTheEnvironmentLacksComesFromThePrefix();
    void aMovedPrefixIsFound();
    void thisBuildFallsBackToTheSourceTree();
    void anInstalledCopyNeverReadsTheSourceTree();
    void nothingFoundIsEmpty();

private:
    // Creates `relative` (a file) under the temporary folder; returns its absolute path.
    QString touch(const QString &relative);
    QString path(const QString &relative) const { return QDir::cleanPath(m_dir->filePath(relative)); }

    std::unique_ptr<QTemporaryDir> m_dir;
    QByteArray m_savedEnvironment;
};

QString TstDataPaths::touch(const QString &relative)
{
    const QString file = path(relative);
    QDir().mkpath(QFileInfo(file).absolutePath());
    QFile f(file);
    if (!f.open(QIODevice::WriteOnly))
        return QString();
    f.write("x\n");
    return file;
}

void TstDataPaths::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_savedEnvironment = qgetenv("TILEWRIGHT_DATA");
    qunsetenv("TILEWRIGHT_DATA");
}

void TstDataPaths::cleanup()
{
    if (m_savedEnvironment.isNull())
        qunsetenv("TILEWRIGHT_DATA");
    else
        qputenv("TILEWRIGHT_DATA", m_savedEnvironment);
}

void TstDataPaths::theEnvironmentComesFirst()
{
    const QStringList folders = datapaths::searchPath(path(QStringLiteral("data")), path(QStringLiteral("usr/bin")));
    QCOMPARE(folders.value(0), path(QStringLiteral("data")));
    QCOMPARE(folders.value(1), path(QStringLiteral("usr/share/tilewright")));

    // The process's own path reads the variable.
    qputenv("TILEWRIGHT_DATA", path(QStringLiteral("data")).toLocal8Bit());
    QCOMPARE(datapaths::searchPath().value(0), path(QStringLiteral("data")));
    qunsetenv("TILEWRIGHT_DATA");
    QVERIFY(!datapaths::searchPath().contains(path(QStringLiteral("data"))));
}

void TstDataPaths::thePrefixIsFoundBesideBin()
{
    touch(QStringLiteral("prefix/bin/tilewright-cli"));
    const QString yaml = touch(QStringLiteral("prefix/share/tilewright/rulesets/discovery/ruleset.yaml"));
    const QStringList folders = datapaths::searchPath(QString(), path(QStringLiteral("prefix/bin")));
    QCOMPARE(folders, QStringList{path(QStringLiteral("prefix/share/tilewright"))});
    QCOMPARE(datapaths::find(QStringLiteral("rulesets/discovery/ruleset.yaml"), folders), yaml);
    QCOMPARE(datapaths::find(QStringLiteral("rulesets"), folders),
             path(QStringLiteral("prefix/share/tilewright/rulesets")));
}

void TstDataPaths::theEnvironmentWinsOverThePrefix()
{
    touch(QStringLiteral("prefix/share/tilewright/rulesets/discovery/ruleset.yaml"));
    const QString mine = touch(QStringLiteral("mine/rulesets/discovery/ruleset.yaml"));
    const QStringList folders = datapaths::searchPath(path(QStringLiteral("mine")), path(QStringLiteral("prefix/bin")));
    QCOMPARE(datapaths::find(QStringLiteral("rulesets/discovery/ruleset.yaml"), folders), mine);
    QCOMPARE(datapaths::find(QStringLiteral("rulesets"), folders), path(QStringLiteral("mine/rulesets")));
}

void TstDataPaths::whatTheEnvironmentLacksComesFromThePrefix()
{
    touch(QStringLiteral("mine/rulesets/discovery/ruleset.yaml"));
    const QString docs = touch(QStringLiteral("prefix/share/tilewright/docs/lua-api.md"));
    const QStringList folders = datapaths::searchPath(path(QStringLiteral("mine")), path(QStringLiteral("prefix/bin")));
    QCOMPARE(datapaths::find(QStringLiteral("docs/lua-api.md"), folders), docs);
}

void TstDataPaths::aMovedPrefixIsFound()
{
    touch(QStringLiteral("a/prefix/share/tilewright/docs/lua-api.md"));
    QVERIFY(QDir().rename(path(QStringLiteral("a")), path(QStringLiteral("b"))));
    const QStringList folders = datapaths::searchPath(QString(), path(QStringLiteral("b/prefix/bin")));
    QCOMPARE(datapaths::find(QStringLiteral("docs/lua-api.md"), folders),
             path(QStringLiteral("b/prefix/share/tilewright/docs/lua-api.md")));
}

void TstDataPaths::thisBuildFallsBackToTheSourceTree()
{
    // This test runs from the build tree's bin/, as the developer build's programs do.
    const QStringList folders = datapaths::searchPath(QString(), QCoreApplication::applicationDirPath());
    QCOMPARE(folders.last(), QDir::cleanPath(datapaths::sourceDir()));
    const QString yaml = QDir(datapaths::sourceDir()).filePath(QStringLiteral("rulesets/discovery/ruleset.yaml"));
    QVERIFY2(QFileInfo::exists(yaml), qPrintable(yaml));
    QCOMPARE(datapaths::find(QStringLiteral("rulesets/discovery/ruleset.yaml")), QDir::cleanPath(yaml));
    QCOMPARE(datapaths::find(QStringLiteral("docs/lua-api.md")),
             QDir::cleanPath(QDir(datapaths::sourceDir()).filePath(QStringLiteral("docs/lua-api.md"))));

    // The environment still comes first.
    const QString mine = touch(QStringLiteral("mine/docs/lua-api.md"));
    qputenv("TILEWRIGHT_DATA", path(QStringLiteral("mine")).toLocal8Bit());
    QCOMPARE(datapaths::find(QStringLiteral("docs/lua-api.md")), mine);
    QCOMPARE(datapaths::find(QStringLiteral("rulesets/discovery/ruleset.yaml")), QDir::cleanPath(yaml));
}

void TstDataPaths::anInstalledCopyNeverReadsTheSourceTree()
{
    touch(QStringLiteral("prefix/bin/tilewright-cli"));
    const QStringList folders = datapaths::searchPath(QString(), path(QStringLiteral("prefix/bin")));
    QVERIFY(!folders.contains(QDir::cleanPath(datapaths::sourceDir())));
    QVERIFY(datapaths::find(QStringLiteral("rulesets/discovery/ruleset.yaml"), folders).isEmpty());
}

void TstDataPaths::nothingFoundIsEmpty()
{
    QVERIFY(datapaths::find(QStringLiteral("rulesets"), {}).isEmpty());
    QVERIFY(datapaths::find(QStringLiteral("no-such-folder/at-all")).isEmpty());
    QCOMPARE(datapaths::searchPath(QString(), QString()), QStringList());
}

QTEST_GUILESS_MAIN(TstDataPaths)
#include "tst_datapaths.moc"
