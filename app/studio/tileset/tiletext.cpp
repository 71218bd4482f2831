#include "tiletext.h"

#include <QCoreApplication>
#include <QStringList>

#include <vector>

namespace tw {

namespace {

// The translation context of this file's texts.
struct TileText
{
    Q_DECLARE_TR_FUNCTIONS(tw::TileText)
};

QString terrainCode(const Ruleset &rules, int terrain)
{
    if (terrain < 0 || terrain >= int(rules.terrains.size()))
        return QStringLiteral(".");
    const Terrain &t = rules.terrains[terrain];
    return t.code ? QString(QLatin1Char(t.code)) : QString::fromStdString(t.id).left(1).toUpper();
}

QString terrainName(const Ruleset &rules, int terrain)
{
    const Terrain &t = rules.terrains[terrain];
    return QString::fromStdString(t.text.empty() ? t.id : t.text);
}

// ", Port city 1, Shield 2" for the non-zero values.
QString attributesText(const Ruleset &rules, const std::vector<int> &values)
{
    QString text;
    for (std::size_t a = 0; a < values.size() && a < rules.attributes.size(); ++a) {
        if (values[a]) {
            const Named &def = rules.attributes[a];
            text += QStringLiteral(", %1 %2").arg(QString::fromStdString(def.text.empty() ? def.id : def.text)).arg(values[a]);
        }
    }
    return text;
}

} // namespace

QString edgesText(const Ruleset &rules, const FaceDef &face)
{
    const int directions = rules.grid.directionCount();
    QStringList cells;
    for (std::size_t cell = 0; cell < face.cells.size(); ++cell) {
        QString text;
        for (int d = 0; d < directions; ++d) {
            const std::size_t slot = cell * directions + d;
            text += terrainCode(rules, slot < face.edgeTerrain.size() ? face.edgeTerrain[slot] : -1);
        }
        cells << text;
    }
    return cells.join(QLatin1Char(' '));
}

QString featuresText(const Ruleset &rules, const FaceDef &face)
{
    const int directions = rules.grid.directionCount();
    QStringList parts;
    for (const SegmentDef &segment : face.segments) {
        QString text = terrainName(rules, segment.terrain);
        for (const EdgeSlot slot : segment.edges) {
            text += QLatin1Char(' ');
            if (face.cells.size() > 1)
                text += QString::number(slot / directions + 1);
            text += QLatin1String(rules.grid.directionName(slot % directions));
        }
        parts << text + attributesText(rules, segment.attributes);
    }
    QStringList cells;
    for (const int terrain : face.cellTerrain) {
        if (terrain >= 0)
            cells << terrainName(rules, terrain);
    }
    if (!cells.isEmpty())
        parts << TileText::tr("cells: %1").arg(cells.join(QStringLiteral(", ")));
    const QString faceAttributes = attributesText(rules, face.attributes);
    if (!faceAttributes.isEmpty())
        parts << faceAttributes.mid(2);
    return parts.join(QStringLiteral(" \u00b7 "));
}

QString bagSummary(const Ruleset &rules)
{
    int tiles = 0;
    std::vector<long> edges(rules.terrains.size(), 0);
    std::vector<long> attributes(rules.attributes.size(), 0);
    for (const TileType &type : rules.tiles) {
        tiles += type.count;
        if (type.faces.empty())
            continue;
        const FaceDef &face = type.faces.front();
        for (const int terrain : face.edgeTerrain) {
            if (terrain >= 0)
                edges[terrain] += type.count;
        }
        for (const SegmentDef &segment : face.segments) {
            for (std::size_t a = 0; a < segment.attributes.size() && a < attributes.size(); ++a)
                attributes[a] += long(segment.attributes[a]) * type.count;
        }
        for (std::size_t a = 0; a < face.attributes.size() && a < attributes.size(); ++a)
            attributes[a] += long(face.attributes[a]) * type.count;
    }
    QStringList parts;
    parts << TileText::tr("%1 tiles of %2 types").arg(tiles).arg(rules.tiles.size());
    long allEdges = 0;
    for (const long n : edges)
        allEdges += n;
    QStringList shares;
    for (std::size_t t = 0; t < edges.size() && allEdges > 0; ++t) {
        if (edges[t])
            shares << QStringLiteral("%1 %2 (%3%)")
                          .arg(terrainName(rules, int(t)))
                          .arg(edges[t])
                          .arg(100.0 * double(edges[t]) / double(allEdges), 0, 'f', 1);
    }
    if (!shares.isEmpty())
        parts << TileText::tr("edges: %1").arg(shares.join(QStringLiteral(", ")));
    for (std::size_t a = 0; a < attributes.size(); ++a) {
        if (attributes[a]) {
            const Named &def = rules.attributes[a];
            parts << QStringLiteral("%1: %2").arg(QString::fromStdString(def.text.empty() ? def.id : def.text)).arg(attributes[a]);
        }
    }
    return parts.join(QStringLiteral(" \u00b7 "));
}

} // namespace tw
