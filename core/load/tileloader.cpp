#include "tileloader.h"

#include "model/rulesetlimits.h"

#include <algorithm>
#include <charconv>
#include <set>

namespace tw {

namespace {

const std::set<std::string> kTileKeys{"id",    "name",  "count", "cells", "edges", "terrain", "segments",
                                      "marks", "faces", "art",   "teeth", "drawn", "print"};
const std::set<std::string> kFaceKeys{"name", "cells", "edges", "terrain", "segments", "marks", "art"};
const std::set<std::string> kSegmentKeys{"kind", "edges"};

class TileReader
{
public:
    TileReader(Ruleset &rules, YamlReader &reader)
        : m_rules(rules)
        , m_r(reader)
        , m_n(rules.grid.directionCount())
    {}

    void load(const YAML::Node &node);

private:
    // Checks the keys of a tile, face or segment: fixed keys or attribute ids, whose
    // values land in `attributes`.
    void readKeys(const YAML::Node &map, const std::set<std::string> &fixed, const char *what, std::vector<int> &attributes);
    // False when the face cannot be read far enough to build the tile.
    bool readFace(const YAML::Node &node, FaceDef &face, std::vector<int> &attributes);
    // False when a cell cannot be read, and the rest of the face is not checked.
    bool readCells(const YAML::Node &node, FaceDef &face);
    // False when an edge was given but could not be read (its terrain is then unknown).
    bool readEdges(const YAML::Node &node, FaceDef &face);
    void readCellTerrain(const YAML::Node &node, FaceDef &face);
    // `edgesRead`: whether a segment's edges can be checked against the face's edges.
    void readSegments(const YAML::Node &node, FaceDef &face, bool edgesRead);
    // "unknown terrain 'lava' (the terrains: field, river)"
    std::string unknownTerrain(const std::string &id) const;
    void readMarks(const YAML::Node &node, FaceDef &face);
    int edgeSlot(const YAML::Node &node, const FaceDef &face);
    void linkAdjacentSegments(FaceDef &face) const;
    int cellIndex(const FaceDef &face, Coord c) const;

    Ruleset &m_rules;
    YamlReader &m_r;
    int m_n;
    std::set<std::string> m_ids; // of the tiles read so far
};

void TileReader::readKeys(const YAML::Node &map, const std::set<std::string> &fixed, const char *what,
                          std::vector<int> &attributes)
{
    attributes.assign(m_rules.attributes.size(), 0);
    for (const auto &kv : map) {
        const std::string key = kv.first.Scalar();
        if (fixed.count(key))
            continue;
        const int attr = m_rules.attributeIndex(key);
        if (attr < 0) {
            std::string list;
            for (const std::string &k : fixed)
                list += (list.empty() ? "" : ", ") + k;
            m_r.error(kv.first,
                      "unknown key '" + key + "' in " + what + " (expected one of: " + list
                          + ", or an attribute declared under 'attributes:')");
            continue;
        }
        attributes[attr] = int(m_r.integerIn(kv.second, key.c_str(), -limits::kMaxAttributeValue,
                                             limits::kMaxAttributeValue, "the largest size of an attribute")
                                   .value_or(0));
    }
}

int TileReader::cellIndex(const FaceDef &face, Coord c) const
{
    auto it = std::find(face.cells.begin(), face.cells.end(), c);
    return it == face.cells.end() ? -1 : int(it - face.cells.begin());
}

bool TileReader::readCells(const YAML::Node &node, FaceDef &face)
{
    face.cells.assign(1, Coord{0, 0});
    if (!node)
        return true;
    if (!m_r.expectSequence(node, "cells"))
        return true;
    face.cells.clear();
    bool unreadable = false;
    for (const auto &cell : node) {
        if (!cell.IsSequence() || cell.size() != 2) {
            m_r.error(cell, "a cell is a pair [x, y]");
            continue;
        }
        const char *const farthest = "the farthest a cell may be from the anchor";
        const auto x = m_r.integerIn(cell[0], "x", -limits::kMaxCellOffset, limits::kMaxCellOffset, farthest);
        const auto y = m_r.integerIn(cell[1], "y", -limits::kMaxCellOffset, limits::kMaxCellOffset, farthest);
        unreadable = unreadable || !x || !y;
        if (!x || !y)
            continue;
        const Coord c{int(*x), int(*y)};
        if (cellIndex(face, c) >= 0)
            m_r.error(cell, "cell listed twice");
        face.cells.push_back(c);
    }
    if (unreadable) {
        face.cells.assign(1, Coord{0, 0});
        return false;
    }
    if (face.cells.empty() || face.cells.size() > 8) {
        m_r.error(node, "a tile has 1 to 8 cells");
        face.cells.assign(1, Coord{0, 0});
    }
    if (face.cells.front() != Coord{0, 0})
        m_r.error(node, "the first cell must be [0, 0] (the anchor)");
    return true;
}

std::string TileReader::unknownTerrain(const std::string &id) const
{
    std::string ids;
    for (const Terrain &t : m_rules.terrains)
        ids += (ids.empty() ? "" : ", ") + t.id;
    return "unknown terrain '" + id + "' (the terrains: " + ids + ")";
}

bool TileReader::readEdges(const YAML::Node &node, FaceDef &face)
{
    face.edgeTerrain.assign(face.cells.size() * m_n, -1);
    if (!node)
        return true;
    bool read = true;
    std::vector<YAML::Node> perCell;
    if (node.IsScalar() && face.cells.size() == 1)
        perCell.push_back(node);
    else if (node.IsSequence() && node.size() == face.cells.size())
        for (const auto &c : node)
            perCell.push_back(c);
    else {
        m_r.error(node, "edges must be one string per cell (" + std::to_string(face.cells.size()) + " cells)");
        return false;
    }
    for (std::size_t cell = 0; cell < perCell.size(); ++cell) {
        const std::string text = perCell[cell].IsScalar() ? perCell[cell].Scalar() : std::string();
        if (int(text.size()) != m_n) {
            m_r.error(perCell[cell],
                      "edges '" + text + "' must have " + std::to_string(m_n)
                          + " letters, one per direction clockwise from north");
            read = false;
            continue;
        }
        for (int d = 0; d < m_n; ++d) {
            const bool internal = cellIndex(face, face.cells[cell] + m_rules.grid.step(d)) >= 0;
            if (text[d] == '.') {
                if (!internal)
                    m_r.error(perCell[cell],
                              std::string("the ") + m_rules.grid.directionName(d)
                                  + " edge is on the tile's outline and needs a terrain letter");
                continue;
            }
            if (internal) {
                m_r.error(perCell[cell],
                          std::string("the ") + m_rules.grid.directionName(d) + " edge is inside the tile: write '.'");
                continue;
            }
            auto it = std::find_if(m_rules.terrains.begin(), m_rules.terrains.end(),
                                   [&](const Terrain &t) { return t.code == text[d]; });
            if (it == m_rules.terrains.end()) {
                std::string codes;
                for (const Terrain &t : m_rules.terrains)
                    if (t.code)
                        codes += (codes.empty() ? "" : ", ") + std::string(1, t.code) + " " + t.id;
                m_r.error(perCell[cell],
                          std::string("no terrain has the code '") + text[d] + "' (the codes: " + codes + ")");
                read = false;
            } else {
                face.edgeTerrain[cell * m_n + d] = int(it - m_rules.terrains.begin());
            }
        }
    }
    return read;
}

void TileReader::readCellTerrain(const YAML::Node &node, FaceDef &face)
{
    face.cellTerrain.assign(face.cells.size(), -1);
    if (!node)
        return;
    std::vector<YAML::Node> perCell;
    if (node.IsScalar())
        perCell.assign(face.cells.size(), node);
    else if (node.IsSequence() && node.size() == face.cells.size())
        for (const auto &c : node)
            perCell.push_back(c);
    else {
        m_r.error(node, "terrain is one terrain id, or a list with one per cell");
        return;
    }
    for (std::size_t cell = 0; cell < perCell.size(); ++cell) {
        const std::string id = perCell[cell].IsScalar() ? perCell[cell].Scalar() : std::string();
        face.cellTerrain[cell] = m_rules.terrainIndex(id);
        if (face.cellTerrain[cell] < 0)
            m_r.error(perCell[cell], unknownTerrain(id));
    }
}

int TileReader::edgeSlot(const YAML::Node &node, const FaceDef &face)
{
    const std::string text = node.IsScalar() ? node.Scalar() : std::string();
    int cell = 0;
    std::string dir = text;
    if (const auto colon = text.find(':'); colon != std::string::npos) {
        const auto [end, error] = std::from_chars(text.data(), text.data() + colon, cell);
        if (error != std::errc() || end != text.data() + colon)
            cell = -1;
        dir = text.substr(colon + 1);
    }
    const int d = m_rules.grid.directionFromName(dir);
    if (d < 0 || cell < 0 || cell >= int(face.cells.size())) {
        m_r.error(node, "'" + text + "' is not an edge: write a direction (N, E, ...), or cell:direction as 1:N");
        return -1;
    }
    return cell * m_n + d;
}

void TileReader::readSegments(const YAML::Node &node, FaceDef &face, bool edgesRead)
{
    face.edgeSegment.assign(face.cells.size() * m_n, -1);
    if (!node || !m_r.expectSequence(node, "segments"))
        return;
    for (const auto &s : node) {
        SegmentDef seg;
        if (!m_r.expectMap(s, "a segment"))
            continue;
        readKeys(s, kSegmentKeys, "a segment", seg.attributes);
        const std::string kind = m_r.requiredString(s, "kind").value_or("");
        seg.terrain = m_rules.terrainIndex(kind);
        if (seg.terrain < 0 && !kind.empty())
            m_r.error(s["kind"], unknownTerrain(kind));
        const YAML::Node edges = s["edges"];
        if (!edges)
            m_r.error(s, "missing key 'edges' (the edges this segment touches)");
        if (!edges || !m_r.expectSequence(edges, "edges"))
            continue;
        for (const auto &e : edges) {
            const int slot = edgeSlot(e, face);
            if (slot < 0)
                continue;
            if (face.edgeSegment[slot] >= 0)
                m_r.error(e, "edge " + e.Scalar() + " already belongs to another segment");
            else if (edgesRead && face.edgeTerrain[slot] != seg.terrain && seg.terrain >= 0)
                m_r.error(e, "edge " + e.Scalar() + " is not " + kind + " (check the tile's edges)");
            face.edgeSegment[slot] = int(face.segments.size());
            seg.edges.push_back(slot);
        }
        face.segments.push_back(std::move(seg));
    }
    for (std::size_t slot = 0; slot < face.edgeTerrain.size(); ++slot) {
        if (face.edgeTerrain[slot] >= 0 && face.edgeSegment[slot] < 0) {
            m_r.error(node,
                      std::string("edge ") + (slot >= std::size_t(m_n) ? std::to_string(slot / m_n) + ":" : "")
                          + m_rules.grid.directionName(int(slot) % m_n) + " belongs to no segment");
        }
    }
}

// marks: {attribute: [edges]} - edges that carry a mark (a mountain range, a road ...)
// which chains across tiles where two marked edges meet.
void TileReader::readMarks(const YAML::Node &node, FaceDef &face)
{
    face.edgeMarks.assign(face.cells.size() * m_n, 0);
    if (!node || !m_r.expectMap(node, "marks"))
        return;
    for (const auto &kv : node) {
        const int attr = m_rules.attributeIndex(kv.first.Scalar());
        if (attr < 0 || attr >= 32) {
            m_r.error(kv.first, "a mark must be one of the first 32 attributes declared under 'attributes:'");
            continue;
        }
        if (!m_r.expectSequence(kv.second, "marks"))
            continue;
        for (const auto &e : kv.second)
            if (const int slot = edgeSlot(e, face); slot >= 0)
                face.edgeMarks[slot] |= 1u << attr;
    }
}

void TileReader::linkAdjacentSegments(FaceDef &face) const
{
    auto touching = [&](const SegmentDef &a, const SegmentDef &b) {
        for (int ea : a.edges)
            for (int eb : b.edges) {
                const int diff = std::abs(ea % m_n - eb % m_n);
                if (ea / m_n == eb / m_n && (diff == 1 || diff == m_n - 1))
                    return true;
            }
        return false;
    };
    for (std::size_t i = 0; i < face.segments.size(); ++i)
        for (std::size_t j = 0; j < face.segments.size(); ++j)
            if (i != j && touching(face.segments[i], face.segments[j]))
                face.segments[i].adjacent.push_back(int(j));
}

bool TileReader::readFace(const YAML::Node &node, FaceDef &face, std::vector<int> &attributes)
{
    face.name = m_r.string(node, "name", "");
    face.art = m_r.string(node, "art", "");
    if (!readCells(node["cells"], face))
        return false;
    const bool edgesRead = readEdges(node["edges"], face);
    readCellTerrain(node["terrain"], face);
    readSegments(node["segments"], face, edgesRead);
    readMarks(node["marks"], face);
    linkAdjacentSegments(face);
    face.attributes = attributes;
    return true;
}

void TileReader::load(const YAML::Node &node)
{
    TileType tile;
    tile.line = YamlReader::line(node);
    std::vector<int> tileAttributes;
    readKeys(node, kTileKeys, "a tile", tileAttributes);
    tile.id = m_r.requiredString(node, "id").value_or("");
    tile.name = m_r.string(node, "name", tile.id);
    tile.drawn = m_r.boolean(node, "drawn", true);
    tile.count = int(
        m_r.integerIn(node, "count", tile.drawn ? 1 : 0, 0, limits::kMaxCopies, "the most copies of one tile or card"));
    if (node["print"])
        tile.printCopies = int(m_r.integerIn(node, "print", 0, 0, limits::kMaxCopies, "the most copies of one tile or card"));
    tile.teeth = m_r.boolean(node, "teeth", false);
    if (!tile.drawn && tile.count != 0)
        m_r.error(node["count"], "a tile with 'drawn: no' is never in a bag: its count must be 0");
    if (!m_ids.insert(tile.id).second)
        m_r.error(node["id"] ? node["id"] : node, "a tile with id '" + tile.id + "' is already defined");

    if (const YAML::Node faces = node["faces"]) {
        for (const char *key : {"cells", "edges", "terrain", "segments", "marks"})
            if (node[key])
                m_r.error(node[key], std::string("'") + key + "' goes inside each entry of 'faces' when a tile has faces");
        if (m_r.expectSequence(faces, "faces") && (faces.size() < 1 || faces.size() > 2))
            m_r.error(faces, "a tile has one or two faces");
        for (const auto &f : faces) {
            if (!m_r.expectMap(f, "a face"))
                continue;
            std::vector<int> faceAttributes;
            readKeys(f, kFaceKeys, "a face", faceAttributes);
            for (std::size_t a = 0; a < faceAttributes.size(); ++a)
                faceAttributes[a] += tileAttributes[a];
            FaceDef face;
            if (!readFace(f, face, faceAttributes))
                return;
            tile.faces.push_back(std::move(face));
        }
    } else {
        FaceDef face;
        if (!readFace(node, face, tileAttributes))
            return;
        tile.faces.push_back(std::move(face));
    }
    if (tile.faces.empty())
        return;
    buildOrientations(tile, m_rules.grid, m_rules.allowMirror);
    m_rules.tiles.push_back(std::move(tile));
}

} // namespace

void loadTiles(const YAML::Node &list, Ruleset &rules, YamlReader &reader)
{
    if (!list)
        return;
    if (!reader.expectSequence(list, "tiles"))
        return;
    TileReader tiles(rules, reader);
    for (const auto &node : list) {
        if (reader.expectMap(node, "a tile"))
            tiles.load(node);
    }
}

} // namespace tw
