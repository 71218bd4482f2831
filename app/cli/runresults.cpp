#include "runresults.h"

#include <QSaveFile>
#include <QString>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <functional>

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
        || !file.commit()) {
        error = "cannot write " + path + ": " + file.errorString().toStdString();
        return false;
    }
    return true;
}

bool readRunResults(const std::string &path, RunResults &results, std::string &error)
{
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
                results.run = j;
                results.run.erase("format");
                results.shard = j.value("shard", std::string());
                results.run.erase("shard");
                continue;
            }
            GameResult g;
            g.game = j.at("game").get<int>();
            g.seed = j.at("seed").get<std::uint64_t>();
            g.scores = j.at("scores").get<std::vector<int>>();
            g.turns = j.at("turns").get<int>();
            GameStory &story = g.story;
            story.leadChanges = j.at("lead_changes").get<int>();
            story.decidedAtTurn = j.at("decided_at_turn").get<int>();
            story.winnerTrailed = j.at("winner_trailed").get<bool>();
            story.decisions = j.at("decisions").get<int>();
            story.unplaceable = j.at("unplaceable").get<int>();
            story.reasonPoints = j.at("reason_points").get<std::vector<long long>>();
            story.placements = j.at("placements").get<std::vector<int>>();
            story.placementPoints = j.at("placement_points").get<std::vector<long long>>();
            story.sides = j.value("sides", std::vector<int>());
            story.winnerDeficit = j.at("winner_deficit").get<long long>();
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
    const std::size_t shown = std::min<std::size_t>(3, placed.size());
    if (shown > 0 && m.pointsPerPlacement[placed.front()].value == 0 && m.pointsPerPlacement[placed.back()].value == 0)
        text += "points per placement: none before the end of the game (it scores at its end)\n";
    else if (shown > 0)
        text += "points per placement: most " + listed(placed.begin(), placed.begin() + std::ptrdiff_t(shown))
            + "; fewest " + listed(placed.rbegin(), placed.rbegin() + std::ptrdiff_t(shown)) + "\n";
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
        reasonShare[reasons[r]] = estimate(m.reasonShare[r]);
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
