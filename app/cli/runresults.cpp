#include "runresults.h"
#include "savefile.h"

#include <QSaveFile>
#include <QString>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <limits>
#include <type_traits>

namespace tw::cli {

namespace {
// Version 2 added each game's winner_deficit; files of version 1 lack it.
constexpr const char *kFormat = "tilewright-results-2";
constexpr const char *kFormatFamily = "tilewright-results-";

std::string format(const char *pattern, auto... values)
{
    char line[256];
    std::snprintf(line, sizeof line, pattern, values...);
    return line;
}

// The field `key` of a line; throws naming it when the line has none.
const nlohmann::ordered_json &field(const nlohmann::ordered_json &line, const char *key)
{
    const auto found = line.find(key);
    if (found == line.end())
        throw std::runtime_error(std::string("a line without \"") + key + "\"");
    return *found;
}

// `value` as a whole number of type T; throws naming `key` when it is another kind of value
// or out of T's range.
template<typename T>
T whole(const nlohmann::ordered_json &value, const char *key)
{
    bool fits = false;
    if (value.is_number_unsigned()) // a number without a sign
        fits = value.get<std::uint64_t>() <= std::uint64_t(std::numeric_limits<T>::max());
    else if (value.is_number_integer()) // a negative one
        fits = std::is_signed_v<T> && value.get<std::int64_t>() >= std::int64_t(std::numeric_limits<T>::min());
    if (!fits)
        throw std::runtime_error(std::string("its \"") + key + "\" is " + value.dump().substr(0, 40)
                                 + ", not a whole number that fits");
    return value.get<T>();
}

template<typename T>
T wholeField(const nlohmann::ordered_json &line, const char *key)
{
    return whole<T>(field(line, key), key);
}

// The list `key` of whole numbers of type T.
template<typename T>
std::vector<T> wholeList(const nlohmann::ordered_json &line, const char *key)
{
    const nlohmann::ordered_json &list = field(line, key);
    if (!list.is_array())
        throw std::runtime_error(std::string("its \"") + key + "\" is not a list");
    std::vector<T> values;
    for (const nlohmann::ordered_json &value : list)
        values.push_back(whole<T>(value, key));
    return values;
}
} // namespace

bool writeRunResults(const std::string &path, const RunResults &results, std::string &error)
{
    std::string text;
    nlohmann::ordered_json header{{"format", kFormat}};
    for (const auto &[key, value] : results.run.items())
        header[key] = value;
    if (!results.shard.empty())
        header["shard"] = results.shard;
    text += header.dump() + '\n';
    for (const GameResult &g : results.games) {
        const GameStory &s = g.story;
        text += nlohmann::ordered_json{{"game", g.game},
                                       {"seed", g.seed},
                                       {"scores", g.scores},
                                       {"turns", g.turns},
                                       {"lead_changes", s.leadChanges},
                                       {"decided_at_turn", s.decidedAtTurn},
                                       {"winner_trailed", s.winnerTrailed},
                                       {"decisions", s.decisions},
                                       {"unplaceable", s.unplaceable},
                                       {"reason_points", s.reasonPoints},
                                       {"placements", s.placements},
                                       {"placement_points", s.placementPoints},
                                       {"sides", s.sides},
                                       {"lead_seen", s.leadSeen},
                                       {"winner_deficit", s.winnerDeficit}}
                    .dump()
            + '\n';
    }
    QSaveFile file(QString::fromStdString(path));
    if (!file.open(QIODevice::WriteOnly) || file.write(text.data(), qint64(text.size())) != qint64(text.size())
        || !commitWhole(file)) {
        error = "cannot write " + path + ": " + file.errorString().toStdString();
        return false;
    }
    return true;
}

bool readRunResults(const std::string &path, RunResults &results, std::string &error)
{
    if (std::filesystem::is_directory(path)) {
        error = path + " is a folder, not a results file";
        return false;
    }
    errno = 0;
    std::ifstream in(path);
    if (!in) {
        error = "cannot read " + path + (errno ? std::string(": ") + std::strerror(errno) : std::string());
        return false;
    }
    std::string line;
    int number = 0;
    try {
        while (std::getline(in, line)) {
            ++number;
            const nlohmann::ordered_json j = nlohmann::ordered_json::parse(line, nullptr, false);
            if (j.is_discarded())
                throw std::runtime_error("not a line of JSON (is this a results file of simulate or sweep --results?)");
            if (number == 1) {
                const std::string format = j.is_object() ? j.value("format", std::string()) : std::string();
                if (format != kFormat && format.starts_with(kFormatFamily))
                    throw std::runtime_error("written by an earlier version of tilewright-cli (" + format + ", now "
                                             + kFormat + "), which measured less: run its games again");
                if (format != kFormat)
                    throw std::runtime_error("not a results file of tilewright-cli simulate or sweep --results");
                // What a merge reads of the run: whole numbers and a list of bot names.
                whole<int>(field(j, "games"), "games");
                whole<int>(field(j, "players"), "players");
                whole<std::uint64_t>(field(j, "seed"), "seed");
                if (!field(j, "bots").is_array()
                    || !std::all_of(j.at("bots").begin(), j.at("bots").end(), [](const auto &b) { return b.is_string(); }))
                    throw std::runtime_error("its \"bots\" is not a list of bot names");
                results.run = j;
                results.run.erase("format");
                results.shard = j.value("shard", std::string());
                results.run.erase("shard");
                continue;
            }
            if (j.is_object() && j.contains("format"))
                throw std::runtime_error("a second header: files joined into one? give merge each file");
            if (!j.is_object())
                throw std::runtime_error("not a game's results (a JSON object)");
            GameResult g;
            g.game = wholeField<int>(j, "game");
            if (g.game < 0)
                throw std::runtime_error("its \"game\" is " + std::to_string(g.game) + ", not a game of the run");
            g.seed = wholeField<std::uint64_t>(j, "seed");
            g.scores = wholeList<int>(j, "scores");
            if (const int players = results.run.value("players", 0); int(g.scores.size()) != players)
                throw std::runtime_error("its \"scores\" has " + std::to_string(g.scores.size())
                                         + (g.scores.size() == 1 ? " score" : " scores") + "; the run has "
                                         + std::to_string(players) + (players == 1 ? " player" : " players"));
            g.turns = wholeField<int>(j, "turns");
            GameStory &story = g.story;
            story.leadChanges = wholeField<int>(j, "lead_changes");
            story.decidedAtTurn = wholeField<int>(j, "decided_at_turn");
            if (!field(j, "winner_trailed").is_boolean())
                throw std::runtime_error("its \"winner_trailed\" is not true or false");
            story.winnerTrailed = j.at("winner_trailed").get<bool>();
            story.decisions = wholeField<int>(j, "decisions");
            story.unplaceable = wholeField<int>(j, "unplaceable");
            story.reasonPoints = wholeList<long long>(j, "reason_points");
            story.placements = wholeList<int>(j, "placements");
            story.placementPoints = wholeList<long long>(j, "placement_points");
            if (j.contains("sides"))
                story.sides = wholeList<int>(j, "sides");
            story.winnerDeficit = wholeField<long long>(j, "winner_deficit");
            story.leadSeen = j.value("lead_seen", true);
            results.games.push_back(std::move(g));
        }
    } catch (const std::exception &e) {
        error = path + ":" + std::to_string(number) + ": " + e.what();
        return false;
    }
    if (number == 0) {
        error = path + " is empty";
        return false;
    }
    return true;
}

std::string intervalText(const Estimate &e, const std::string &number, double scale)
{
    if (std::isnan(e.low) || std::isnan(e.high))
        return " [no interval]";
    return format((" [" + number + ", " + number + "]").c_str(), scale * e.low, scale * e.high);
}

std::string pValueText(double p)
{
    return p < 0.0001 ? "p < 0.0001" : format("p = %.4f", p);
}

namespace {

// The seats of each side of more than one ("seats 1 and 3, seats 2 and 4"), 1-based.
std::string teamsText(const std::vector<int> &sideOf)
{
    std::string text;
    for (std::size_t side = 0; side < sideOf.size(); ++side) {
        std::vector<std::size_t> seats;
        for (std::size_t p = 0; p < sideOf.size(); ++p)
            if (sideOf[p] == int(side))
                seats.push_back(p + 1);
        if (seats.size() < 2)
            continue;
        text += (text.empty() ? "seats " : ", seats ") + std::to_string(seats.front());
        for (std::size_t i = 1; i < seats.size(); ++i)
            text += (i + 1 == seats.size() ? " and " : ", ") + std::to_string(seats[i]);
    }
    return text;
}

} // namespace

std::string metricsText(const BalanceMetrics &m, const std::vector<std::string> &bots,
                        const std::vector<std::string> &reasons, const std::vector<std::string> &tiles)
{
    if (m.games == 0)
        return "no games to measure\n";
    const bool solo = m.meanScore.size() == 1;
    std::string text = format("%-6s %-8s %24s %8s", "seat", "bot", "mean score [95% CI]", "stddev")
        + (solo ? "\n" : format(" %24s\n", "win rate [95% CI]"));
    for (std::size_t p = 0; p < m.meanScore.size(); ++p) {
        const Estimate &s = m.meanScore[p];
        const Estimate &w = m.winRate[p];
        text += format("%-6zu %-8s %8.2f", p + 1, (bots.size() == 1 ? bots[0] : bots.at(p)).c_str(), s.value)
            + format("%-17s", intervalText(s, "%6.2f").c_str());                        // " [no interval]" lines up too
        text += m.games > 1 ? format(" %8.2f", m.scoreSpread[p]) : format(" %8s", "-"); // one game has no spread
        text += solo ? "\n" : format(" %6.1f%%", 100 * w.value) + intervalText(w, "%5.1f%%", 100) + "\n";
    }
    if (!solo) {
        const std::string p = pValueText(m.seatAdvantageP);
        text += format("seat advantage: chi-square %.2f, %d df, %s (%s at the 5%% level)\n", m.seatChiSquare,
                       m.sides - 1, p.c_str(), m.seatAdvantageP < 0.05 ? "significant" : "not significant");
        if (m.games < 5 * m.sides) // the chi-square approximation wants 5 or more expected in each cell
            text += format("  (with %d game%s, fewer than 5 wins are expected for each side: the test is only rough; "
                           "play more games)\n",
                           m.games, m.games == 1 ? "" : "s");
        if (m.sides < int(m.meanScore.size()))
            text += format("  (over %d sides: %s share a score and play as one; each seat's win rate is its side's)\n",
                           m.sides, teamsText(m.sideOf).c_str());
        if (std::adjacent_find(bots.begin(), bots.end(), std::not_equal_to<>()) != bots.end())
            text += "  (the seats had different bots: this measures the bots as much as the seats)\n";
        text += format("margin of victory %.2f", m.margin.value) + intervalText(m.margin, "%.2f") + "; ";
    }
    text += format("game length %.2f turns", m.length.value) + intervalText(m.length, "%.2f") + "\n";
    if (!solo && m.gamesWithLead == 0) {
        text += "lead changes, drama (with the deficit) and decisiveness: not measured, as nobody led before the end "
                "of any game\n"
                "  (the game scores at its end: a projected_scores hook would tell the lead during play)\n";
    } else if (!solo) {
        text += format("lead changes %.2f", m.leadChanges.value) + intervalText(m.leadChanges, "%.2f")
            + format("; the winner trailed in %.1f%%", 100 * m.drama.value) + intervalText(m.drama, "%.1f%%", 100)
            + format(" of games, at worst by %.1f", m.deficit.value) + intervalText(m.deficit, "%.1f")
            + " points (a mean over all games, 0 where the winner never trailed)\n";
        text += format("lead settled with %.1f%%", 100 * m.decisiveness.value)
            + intervalText(m.decisiveness, "%.1f%%", 100) + " of the game left; ";
    }
    text += format("%.1f decisions with a choice and %.2f unplaceable draws a game\n", m.decisions.value,
                   m.unplaceable.value);
    std::string shares, unscored; // a reason that gave no points (an expansion left out) is named apart
    for (std::size_t r = 0; r < m.reasonShare.size() && r < reasons.size(); ++r) {
        const Estimate &share = m.reasonShare[r];
        std::string &list = share.value == 0 ? unscored : shares;
        list += (list.empty() ? "" : ", ") + reasons[r];
        if (share.value != 0)
            list += format(" %.1f%%", 100 * share.value) + intervalText(share, "%.1f%%", 100);
    }
    if (!shares.empty())
        text += "points by reason (shares of all points won and lost): " + shares + "\n";
    if (!unscored.empty())
        text += "no points from: " + unscored + "\n";
    std::vector<std::size_t> placed = rankedTiles(m);
    std::erase_if(placed, [&tiles](std::size_t t) { return t >= tiles.size(); });
    const auto listed = [&](auto from, auto to) {
        std::string list;
        for (auto t = from; t != to; ++t)
            list += (list.empty() ? "" : ", ") + tiles[*t] + format(" %.2f", m.pointsPerPlacement[*t].value)
                + intervalText(m.pointsPerPlacement[*t], "%.2f");
        return list;
    };
    constexpr std::ptrdiff_t kShownAtEachEnd = 3;
    if (placed.empty())
        return text;
    if (m.pointsPerPlacement[placed.front()].value == 0 && m.pointsPerPlacement[placed.back()].value == 0)
        text += "points per placement: none before the end of the game (it scores at its end)\n";
    else if (std::ptrdiff_t(placed.size()) <= 2 * kShownAtEachEnd) // all of them, most first
        text += "points per placement: " + listed(placed.begin(), placed.end()) + "\n";
    else
        text += "points per placement: most " + listed(placed.begin(), placed.begin() + kShownAtEachEnd) + "; fewest "
            + listed(placed.rbegin(), placed.rbegin() + kShownAtEachEnd) + "\n";
    return text;
}

nlohmann::ordered_json metricsJson(const BalanceMetrics &m, const std::vector<std::string> &reasons,
                                   const std::vector<std::string> &tiles)
{
    const auto estimate = [](const Estimate &e) { return nlohmann::ordered_json{e.value, e.low, e.high}; };
    // Where nobody led before the end of any game, the lead measures are null: not measured.
    // A player alone has nobody to win against, lead or trail: those measures are null too.
    const bool solo = m.meanScore.size() == 1;
    const auto ofLead = [&](const Estimate &e) {
        return m.gamesWithLead > 0 && !solo ? estimate(e) : nlohmann::ordered_json();
    };
    const auto ofContest = [solo](nlohmann::ordered_json value) { return solo ? nlohmann::ordered_json() : value; };
    nlohmann::ordered_json seats = nlohmann::ordered_json::array();
    for (std::size_t p = 0; p < m.meanScore.size(); ++p)
        seats.push_back({{"seat", p + 1},
                         {"mean_score", estimate(m.meanScore[p])},
                         {"score_stddev", m.scoreSpread[p]},
                         {"wins", ofContest(m.wins[p])},
                         {"win_rate", ofContest(estimate(m.winRate[p]))}});
    nlohmann::ordered_json reasonShare = nlohmann::ordered_json::object();
    for (std::size_t r = 0; r < m.reasonShare.size() && r < reasons.size(); ++r)
        reasonShare[reasons[r]] = scoredAnyPoints(m) ? estimate(m.reasonShare[r]) : nlohmann::ordered_json();
    nlohmann::ordered_json perTile = nlohmann::ordered_json::object();
    for (std::size_t t = 0; t < m.placements.size() && t < tiles.size(); ++t)
        perTile[tiles[t]] = {{"placements", m.placements[t]},
                             {"points_per_placement",
                              m.placements[t] > 0 // a tile never placed in play says nothing
                                  ? estimate(m.pointsPerPlacement.at(t))
                                  : nlohmann::ordered_json()}};
    return {{"games", m.games},
            {"seats", seats},
            {"seat_advantage", ofContest({{"chi_square", m.seatChiSquare}, {"sides", m.sides}, {"p", m.seatAdvantageP}})},
            {"margin", ofContest(estimate(m.margin))},
            {"length", estimate(m.length)},
            {"games_with_lead", m.gamesWithLead},
            {"lead_changes", ofLead(m.leadChanges)},
            {"drama", ofLead(m.drama)},
            {"deficit", ofLead(m.deficit)},
            {"decisiveness", ofLead(m.decisiveness)},
            {"decisions", estimate(m.decisions)},
            {"unplaceable", estimate(m.unplaceable)},
            {"reason_share", reasonShare},
            {"tiles", perTile}};
}

} // namespace tw::cli
