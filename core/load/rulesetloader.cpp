#include "rulesetloader.h"

#include "load/scriptpath.h"
#include "load/tileloader.h"
#include "load/utf8check.h"
#include "load/vocabularyloader.h"
#include "load/yamlreader.h"
#include "load/yamlscan.h"
#include "load/yamlsyntax.h"
#include "model/rulesetlimits.h"
#include "util/readfile.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <set>
#include <tuple>
#include <utility>

namespace tw {

namespace {

std::uint64_t fnv1a(std::string_view text, std::uint64_t h = 1469598103934665603ULL)
{
    for (unsigned char c : text) {
        h ^= c;
        h *= 1099511628211ULL;
    }
    return h;
}

// A seat's `names:` mapping, player count to name, for seat `seat` (1-based, the last one
// read). Each count must be one the ruleset allows and seat it; each name must be a text.
void readSeatNames(const YAML::Node &names, int seat, Ruleset &rules, YamlReader &r)
{
    if (!r.expectMap(names, "a seat's names"))
        return;
    const std::string which = "seat " + std::to_string(seat);
    for (const auto &kv : names) {
        const std::optional<std::int64_t> players = r.integer(kv.first, "a player count in a seat's names");
        const std::optional<std::string> name = r.string(kv.second, "a seat's name");
        if (!players || !name)
            continue;
        if (*players < rules.minPlayers || *players > rules.maxPlayers)
            r.error(kv.first,
                    which + " is named for " + std::to_string(*players) + " players, outside players "
                        + std::to_string(rules.minPlayers) + ".." + std::to_string(rules.maxPlayers));
        else if (*players < seat)
            r.error(kv.first, which + " is named for " + std::to_string(*players) + " players, who leave it empty");
        else if (name->empty())
            r.error(kv.second, which + "'s name for " + std::to_string(*players) + " players is empty");
        else
            rules.seats.back().namesByPlayers[int(*players)] = *name;
    }
}

void readPlayers(const YAML::Node &root, Ruleset &rules, YamlReader &r)
{
    const YAML::Node players = root["players"];
    if (!players) {
        r.error(root, "missing key 'players' (write players: {min: 2, max: 4})");
        return;
    }
    if (!r.checkKeys(players, {"min", "max"}, "players"))
        return;
    const std::int64_t least = r.integer(players, "min", 1);
    const std::int64_t most = r.integer(players, "max", least);
    if (least < 1 || most < least || most > limits::kMaxPlayers) {
        r.error(players, "players needs 1 <= min <= max <= " + std::to_string(limits::kMaxPlayers));
        return;
    }
    rules.minPlayers = int(least);
    rules.maxPlayers = int(most);
    if (const YAML::Node seats = root["seats"]; seats && r.expectSequence(seats, "seats")) {
        for (const auto &s : seats) {
            if (!r.checkKeys(s, {"name", "color", "names"}, "a seat"))
                continue;
            rules.seats.push_back({r.string(s, "name", "Player " + std::to_string(rules.seats.size() + 1)),
                                   r.string(s, "color", "#808080"),
                                   {}});
            if (const YAML::Node names = s["names"])
                readSeatNames(names, int(rules.seats.size()), rules, r);
        }
        if (int(rules.seats.size()) < rules.maxPlayers)
            r.error(seats, "list at least players.max (" + std::to_string(rules.maxPlayers) + ") seats");
    }
    // Seats the ruleset does not name get a name and a colour of their own.
    static const char *const kColors[] = {"#d23c3c", "#3c64d2", "#e6be28", "#32a050",
                                          "#3c3c3c", "#9c4fc4", "#e07b28", "#28b4c8"};
    while (int(rules.seats.size()) < rules.maxPlayers)
        rules.seats.push_back({"Player " + std::to_string(rules.seats.size() + 1), kColors[rules.seats.size() % 8], {}});
}

void readGrid(const YAML::Node &root, Ruleset &rules, YamlReader &r)
{
    const YAML::Node grid = root["grid"];
    if (!grid) {
        r.error(root, "missing key 'grid' (square, hex or sheet)");
        return;
    }
    const bool shorthand = grid.IsScalar();
    if (!shorthand)
        if (!r.checkKeys(grid, {"kind", "width", "height", "per_player", "mirror"}, "grid"))
            return;
    const std::string kind = shorthand ? grid.Scalar() : r.string(grid, "kind", "square");
    const char *const largest = "the largest side of a sheet";
    const int width = shorthand ? 0 : int(r.integerIn(grid, "width", 0, 1, limits::kMaxSheetSide, largest));
    const int height = shorthand ? 0 : int(r.integerIn(grid, "height", 0, 1, limits::kMaxSheetSide, largest));
    if (kind == "square")
        rules.grid = Grid(GridKind::Square);
    else if (kind == "hex")
        rules.grid = Grid(GridKind::Hex);
    else if (kind == "sheet") {
        rules.grid = Grid(GridKind::Sheet, width, height);
        if (shorthand || !grid["width"] || !grid["height"])
            r.error(grid, "a sheet needs width and height");
    } else
        r.error(shorthand ? grid : grid["kind"], "grid kind '" + kind + "' is not square, hex or sheet");
    rules.sheetPerPlayer = !shorthand && r.boolean(grid, "per_player", false);
    rules.allowMirror = !shorthand && r.boolean(grid, "mirror", false);
}

void readTerrains(const YAML::Node &root, Ruleset &rules, YamlReader &r)
{
    forEachEntry(root, "terrains", r, [&](const std::string &id, const YAML::Node &n, const YAML::Node &key) {
        if (!r.checkKeys(n, {"name", "code", "color"}, "a terrain"))
            return;
        Terrain t;
        t.id = id;
        t.line = YamlReader::line(key);
        t.text = r.string(n, "name", id);
        t.color = r.string(n, "color", "#a0a0a0");
        const std::string code = r.string(n, "code", "");
        if (code.size() > 1 || code == ".")
            r.error(n["code"], "a terrain code is one letter");
        t.code = code.empty() ? 0 : code[0];
        for (const Terrain &other : rules.terrains)
            if (t.code && other.code == t.code)
                r.error(n["code"], "terrain '" + other.id + "' already uses the code '" + code + "'");
        rules.terrains.push_back(t);
    });
    const std::size_t n = rules.terrains.size();
    rules.compatible.assign(n, std::vector<bool>(n, false));
    for (std::size_t i = 0; i < n; ++i)
        rules.compatible[i][i] = true;
    if (const YAML::Node pairs = root["compatible"]; pairs && r.expectSequence(pairs, "compatible")) {
        for (const auto &pair : pairs) {
            if (!pair.IsSequence() || pair.size() != 2) {
                r.error(pair, "each entry of compatible is a pair [terrain, terrain]");
                continue;
            }
            const int a = rules.terrainIndex(pair[0].Scalar());
            const int b = rules.terrainIndex(pair[1].Scalar());
            if (a < 0 || b < 0) {
                r.error(pair, "unknown terrain in compatible pair");
                continue;
            }
            rules.compatible[a][b] = rules.compatible[b][a] = true;
        }
    }
}

template<typename T>
void readLabels(const YAML::Node &root, const char *key, std::vector<T> &out, YamlReader &r)
{
    forEachEntry(root, key, r, [&](const std::string &id, const YAML::Node &n, const YAML::Node &k) {
        T label;
        label.id = id;
        label.line = YamlReader::line(k);
        label.text = r.string(n, key).value_or(id);
        out.push_back(label);
    });
}

void readComponents(const YAML::Node &root, Ruleset &rules, YamlReader &r)
{
    forEachEntry(root, "attributes", r, [&](const std::string &id, const YAML::Node &n, const YAML::Node &k) {
        if (!r.checkKeys(n, {"name", "icon"}, "an attribute"))
            return;
        rules.attributes.push_back({{id, r.string(n, "name", id), YamlReader::line(k)}, r.string(n, "icon", "")});
    });
    forEachEntry(root, "pieces", r, [&](const std::string &id, const YAML::Node &n, const YAML::Node &k) {
        if (!r.checkKeys(n, {"name", "per_player", "shape", "letter"}, "a piece"))
            return;
        const std::int64_t perPlayer = r.integerIn(n, "per_player", 0, 0, limits::kMaxPiecesPerPlayer,
                                                   "the most pieces of one kind a player has");
        PieceDef piece{{id, r.string(n, "name", id), YamlReader::line(k)}, int(perPlayer), PieceShape::Meeple, {}};
        static const std::vector<std::pair<std::string, PieceShape>> shapes{
            {"meeple", PieceShape::Meeple},   {"disc", PieceShape::Disc}, {"square", PieceShape::Square},
            {"diamond", PieceShape::Diamond}, {"boat", PieceShape::Boat}, {"arch", PieceShape::Arch}};
        const std::string shape = r.string(n, "shape", "meeple");
        const auto it = std::find_if(shapes.begin(), shapes.end(), [&](const auto &p) { return p.first == shape; });
        if (it == shapes.end())
            r.error(n["shape"], "piece shape '" + shape + "' is not meeple, disc, square, diamond, boat or arch");
        else
            piece.shape = it->second;
        piece.letter = r.string(n, "letter", "");
        const auto characters = std::count_if(piece.letter.begin(), piece.letter.end(),
                                              [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; });
        if (characters > 2)
            r.error(n["letter"], "a piece's letter is one or two characters");
        rules.pieces.push_back(std::move(piece));
    });
    forEachEntry(root, "zones", r, [&](const std::string &id, const YAML::Node &n, const YAML::Node &k) {
        if (!r.checkKeys(n, {"kind", "items", "per_player", "visible", "name"}, "a zone"))
            return;
        ZoneDef z;
        z.id = id;
        z.text = r.string(n, "name", id);
        z.line = YamlReader::line(k);
        static const std::vector<std::pair<std::string, ZoneKind>> kinds{
            {"bag", ZoneKind::Bag},   {"stack", ZoneKind::Stack},     {"deck", ZoneKind::Deck},
            {"hand", ZoneKind::Hand}, {"discard", ZoneKind::Discard}, {"pile", ZoneKind::Pile},
            {"open", ZoneKind::Open}};
        const std::string kind = r.string(n, "kind", "bag");
        auto it = std::find_if(kinds.begin(), kinds.end(), [&](const auto &p) { return p.first == kind; });
        if (it == kinds.end())
            r.error(n["kind"], "zone kind '" + kind + "' is not bag, stack, deck, hand, discard, pile or open");
        else
            z.kind = it->second;
        const std::string items = r.string(n, "items", "tiles");
        if (items != "tiles" && items != "cards")
            r.error(n["items"], "items is tiles or cards");
        z.items = items == "cards" ? ItemKind::Cards : ItemKind::Tiles;
        z.perPlayer = r.boolean(n, "per_player", z.kind == ZoneKind::Hand);
        static const std::vector<std::pair<std::string, Visibility>> visibilities{{"public", Visibility::Public},
                                                                                  {"owner", Visibility::Owner},
                                                                                  {"top", Visibility::Top},
                                                                                  {"hidden", Visibility::Hidden}};
        const Visibility byKind = z.kind == ZoneKind::Bag || z.kind == ZoneKind::Deck ? Visibility::Hidden
            : z.kind == ZoneKind::Hand                                                ? Visibility::Owner
            : z.kind == ZoneKind::Stack                                               ? Visibility::Top
                                                                                      : Visibility::Public;
        z.visibility = byKind;
        if (n["visible"]) {
            const std::string visible = r.string(n, "visible", "");
            auto v = std::find_if(visibilities.begin(), visibilities.end(),
                                  [&](const auto &p) { return p.first == visible; });
            if (v == visibilities.end())
                r.error(n["visible"], "visible is public, owner, top or hidden, not '" + visible + "'");
            else
                z.visibility = v->second;
        }
        if (z.visibility == Visibility::Owner && !z.perPlayer)
            r.error(k, "zone '" + id + "' is seen by its owner only, so it needs per_player: true");
        rules.zones.push_back(z);
    });
    readLabels(root, "suits", rules.suits, r);
    forEachEntry(root, "dice", r, [&](const std::string &id, const YAML::Node &n, const YAML::Node &k) {
        if (!r.checkKeys(n, {"faces", "name"}, "a die"))
            return;
        const std::int64_t faces = r.integerIn(n, "faces", 6, 1, limits::kMaxDieFaces, "the most faces a die has");
        rules.dice.push_back({{id, r.string(n, "name", id), YamlReader::line(k)}, int(faces)});
    });
    if (const YAML::Node cards = root["cards"]; cards && r.expectSequence(cards, "cards")) {
        for (const auto &c : cards) {
            if (!r.checkKeys(c, {"id", "name", "suit", "value", "count"}, "a card"))
                continue;
            CardDef card;
            card.id = r.requiredString(c, "id").value_or("");
            card.text = r.string(c, "name", card.id);
            card.line = YamlReader::line(c);
            card.value = int(
                r.integerIn(c, "value", 0, -limits::kMaxValue, limits::kMaxValue, "the largest size of a value"));
            card.count = int(r.integerIn(c, "count", 1, 0, limits::kMaxCopies, "the most copies of one tile or card"));
            if (const YAML::Node suit = c["suit"]) {
                card.suit = -1;
                for (std::size_t i = 0; i < rules.suits.size(); ++i)
                    if (rules.suits[i].id == suit.Scalar())
                        card.suit = int(i);
                if (card.suit < 0)
                    r.error(suit, "unknown suit '" + suit.Scalar() + "'");
            }
            rules.cards.push_back(card);
        }
    }
}

void readLimits(const YAML::Node &root, Ruleset &rules, YamlReader &r)
{
    const YAML::Node section = root["limits"];
    if (section && r.checkKeys(section, {"instructions", "memory_mb"}, "limits")) {
        rules.limits.instructions = r.integerIn(section, "instructions", rules.limits.instructions,
                                                limits::kMinInstructions, limits::kMaxInstructions,
                                                "the largest instruction budget of one hook call");
        rules.limits.memoryMiB = int(r.integerIn(section, "memory_mb", rules.limits.memoryMiB, 1, limits::kMaxMemoryMiB,
                                                 "the most memory a Lua state may hold"));
    }
}

void readBotHints(const YAML::Node &root, Ruleset &rules, YamlReader &r)
{
    const YAML::Node section = root["bots"];
    if (section && r.checkKeys(section, {"rollout_turns"}, "bots"))
        rules.bots.rolloutTurns = int(r.integerIn(section, "rollout_turns", rules.bots.rolloutTurns, 1,
                                                  limits::kMaxRolloutTurns, "the most turns a rollout plays on"));
}

// The tiles and cards of every type together stay within limits::kMaxTotalItems.
void checkTotalItems(const YAML::Node &root, const Ruleset &rules, YamlReader &r)
{
    std::int64_t total = 0;
    for (const TileType &t : rules.tiles)
        total += t.count;
    for (const CardDef &c : rules.cards)
        total += c.count;
    if (total > limits::kMaxTotalItems)
        r.error(root["tiles"] ? root["tiles"] : root["cards"],
                "the tiles and cards add up to " + std::to_string(total) + " items; at most "
                    + std::to_string(limits::kMaxTotalItems) + " fit in a ruleset");
}

void readScripts(const YAML::Node &root, Ruleset &rules, YamlReader &r, std::uint64_t &hash)
{
    const YAML::Node scripts = root["scripts"];
    if (!scripts)
        return;
    if (!r.expectSequence(scripts, "scripts"))
        return;
    for (const auto &s : scripts) {
        const std::optional<std::string> path = r.string(s, "a script");
        if (!path)
            continue;
        const std::string problem = scriptPathProblem(rules.folder, *path);
        const auto text = problem.empty() ? readFile(rules.folder + "/" + *path) : std::nullopt;
        if (!problem.empty())
            r.error(s, problem);
        else if (!text)
            r.error(s, "cannot read script '" + *path + "' next to ruleset.yaml");
        else
            hash = fnv1a(*text, fnv1a(*path, hash));
        rules.scripts.push_back(*path);
    }
}

// The text is at most limits::kMaxFileBytes long, holds UTF-8 only, and no control characters: names and messages go into logs
// and the studio as they are.
bool checkText(const std::string &text, YamlReader &r)
{
    if (std::int64_t(text.size()) > limits::kMaxFileBytes) {
        r.error(YAML::Mark::null_mark(),
                "the text has " + std::to_string(text.size()) + " bytes; at most "
                    + std::to_string(limits::kMaxFileBytes) + " are read");
        return false;
    }
    if (const std::optional<std::size_t> bad = firstInvalidUtf8(text)) {
        r.error(markAt(text, *bad), "this is not UTF-8 text (save ruleset.yaml as UTF-8)");
        return false;
    }
    if (const std::optional<std::size_t> control = firstControlCharacter(text)) {
        char code[8];
        std::snprintf(code, sizeof code, "0x%02X", static_cast<unsigned char>(text[*control]));
        r.error(markAt(text, *control), std::string("a control character (") + code + ") is not allowed in ruleset.yaml");
        return false;
    }
    return true;
}

// Whether each section that others look ids up in has at most its limit of entries
// (records an error for each that has more).
bool sectionsWithinLimits(const YAML::Node &root, YamlReader &r)
{
    static const std::pair<const char *, std::int64_t> sections[] = {{"terrains", limits::kMaxTerrains},
                                                                     {"attributes", limits::kMaxAttributes},
                                                                     {"suits", limits::kMaxSuits},
                                                                     {"tiles", limits::kMaxTileTypes},
                                                                     {"cards", limits::kMaxCardTypes}};
    bool within = true;
    for (const auto &[key, most] : sections) {
        const YAML::Node section = root[key];
        if (section && (section.IsMap() || section.IsSequence()) && std::int64_t(section.size()) > most) {
            r.error(section,
                    std::string(key) + " has " + std::to_string(section.size()) + " entries; at most "
                        + std::to_string(most) + " fit in a ruleset");
            within = false;
        }
    }
    return within;
}

// Reads every section of a well-formed tree into `rules`.
void readSections(const YAML::Node &root, const std::string &yamlText, Ruleset &rules, YamlReader &r)
{
    if (!sectionsWithinLimits(root, r))
        return;
    rules.id = r.requiredString(root, "id").value_or("");
    rules.name = r.requiredString(root, "name").value_or("");
    rules.description = r.string(root, "description", "");
    r.integer(root, "version", 1);
    readPlayers(root, rules, r);
    readGrid(root, rules, r);
    readTerrains(root, rules, r);
    readComponents(root, rules, r);
    loadVocabulary(root, rules, r);
    loadTiles(root["tiles"], rules, r);
    checkTotalItems(root, rules, r);
    std::uint64_t hash = fnv1a(yamlText);
    readScripts(root, rules, r, hash);
    readLimits(root, rules, r);
    readBotHints(root, rules, r);
    rules.contentHash = hash;
}

// An empty text (or one of comments only) has no mapping to read.
bool checkNotEmpty(const YAML::Node &root, YamlReader &r)
{
    if (!root.IsNull())
        return true;
    YAML::Mark start;
    r.error(start, "ruleset.yaml is empty: write at least id, name, players and grid");
    return false;
}

// Parses and reads the text; every exception becomes a Diagnostic.
void readRuleset(const std::string &yamlText, Ruleset &rules, YamlReader &r)
{
    if (!checkText(yamlText, r) || !checkYamlStructure(yamlText, r))
        return;
    try {
        const YAML::Node root = YAML::Load(yamlText);
        if (!checkNotEmpty(root, r)
            || !r.checkKeys(root,
                            {"id",     "name", "description", "version",    "players",    "seats",   "grid",  "scripts",
                             "limits", "bots", "terrains",    "compatible", "attributes", "pieces",  "zones", "suits",
                             "cards",  "dice", "variables",   "parameters", "reasons",    "choices", "tiles"},
                            "ruleset.yaml"))
            return;
        readSections(root, yamlText, rules, r);
    } catch (const YAML::Exception &e) {
        r.error(e.mark, e.msg);
    } catch (const std::exception &e) {
        r.error(YAML::Mark::null_mark(), std::string("cannot read the file: ") + e.what());
    }
}

// Why ruleset.yaml at `path` is not read: not a regular file (reading a pipe or a device
// could block or never end), or larger than limits::kMaxFileBytes. Empty when it can be
// read, or is missing.
std::string unreadableFileProblem(const std::string &path)
{
    std::error_code error;
    const std::filesystem::file_status status = std::filesystem::status(path, error);
    if (!std::filesystem::exists(status))
        return {};
    if (!std::filesystem::is_regular_file(status))
        return "not a regular file";
    const std::uintmax_t size = std::filesystem::file_size(path, error);
    if (!error && size > std::uintmax_t(limits::kMaxFileBytes))
        return "the file has " + std::to_string(size) + " bytes; at most " + std::to_string(limits::kMaxFileBytes)
            + " are read";
    return {};
}

// Sorts by place and drops repeats of the same message at the same place.
void tidy(std::vector<Diagnostic> &problems)
{
    std::stable_sort(problems.begin(), problems.end(), [](const Diagnostic &a, const Diagnostic &b) {
        return std::tie(a.line, a.column) < std::tie(b.line, b.column);
    });
    std::set<std::tuple<int, int, std::string, Diagnostic::Severity>> seen;
    const auto repeated = [&](const Diagnostic &d) {
        return !seen.emplace(d.line, d.column, d.message, d.severity).second;
    };
    problems.erase(std::remove_if(problems.begin(), problems.end(), repeated), problems.end());
}

} // namespace

LoadResult loadRuleset(const std::string &folder, std::optional<std::string> yamlText)
{
    LoadResult result;
    auto rules = std::make_shared<Ruleset>();
    rules->folder = folder;
    rules->yamlPath = folder + "/ruleset.yaml";
    YamlReader r(rules->yamlPath, result.problems);
    if (const std::string problem = yamlText ? std::string() : unreadableFileProblem(rules->yamlPath); !problem.empty()) {
        r.error(YAML::Mark::null_mark(), problem);
        return result;
    }
    if (!yamlText)
        yamlText = readFile(rules->yamlPath);
    if (!yamlText) {
        r.error(YAML::Mark::null_mark(), "cannot read the file");
        return result;
    }
    readRuleset(*yamlText, *rules, r);
    tidy(result.problems);
    if (!r.hasErrors())
        result.ruleset = std::move(rules);
    return result;
}

} // namespace tw
