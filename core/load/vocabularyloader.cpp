#include "vocabularyloader.h"

#include "model/parametervalue.h"
#include "state/action.h"

#include <algorithm>

namespace tw {

namespace {

// `id: label`, or `id: {text: label, record_zero: true}`.
void readReasons(const YAML::Node &root, Ruleset &rules, YamlReader &r)
{
    forEachEntry(root, "reasons", r, [&](const std::string &id, const YAML::Node &n, const YAML::Node &k) {
        ReasonDef reason;
        reason.id = id;
        reason.line = YamlReader::line(k);
        reason.text = id;
        if (n.IsScalar())
            reason.text = n.Scalar();
        else if (r.checkKeys(n, {"text", "record_zero"}, "a reason")) {
            reason.text = r.string(n, "text", id);
            reason.recordZero = r.boolean(n, "record_zero", false);
        }
        rules.reasons.push_back(std::move(reason));
    });
}

// Fields every option and note of a log has beside its arguments.
bool isLogField(const std::string &name)
{
    return name == "kind" || name == "choice" || name == "player" || name == "text";
}

// Names each {name} of a choice's note template that is neither {who} nor an argument's,
// a { left open, and an argument named `who` (the template could not tell it from the
// player noted).
void checkNoteTemplate(const YAML::Node &node, const ChoiceDef &choice, YamlReader &r)
{
    std::string names = "who";
    for (const ChoiceArg &arg : choice.args) {
        names += ", " + arg.name;
        if (arg.name == "who")
            r.error(node,
                    "choice '" + choice.id
                        + "' has a note and an argument named 'who', the player noted: "
                          "give the argument another name");
    }
    const std::string &text = choice.note;
    for (std::size_t open = text.find('{'); open != std::string::npos; open = text.find('{', open + 1)) {
        const std::size_t close = text.find('}', open);
        if (close == std::string::npos) {
            r.error(node, "the note of choice '" + choice.id + "' opens a { it does not close");
            return;
        }
        const std::string name = text.substr(open + 1, close - open - 1);
        const bool known = name == "who"
            || std::any_of(choice.args.begin(), choice.args.end(), [&](const ChoiceArg &a) { return a.name == name; });
        if (!known)
            r.error(node,
                    "the note of choice '" + choice.id + "' names {" + name + "}, which it does not have (it has "
                        + names + ")");
    }
}

// `id: label`, or `id: {text: label, args: [segment, {to: cell}], unplaceable: true, note:
// "{who} ..."}`: each argument a kind, or a one-key mapping naming it (never a field the
// log line already has).
void readChoices(const YAML::Node &root, Ruleset &rules, YamlReader &r)
{
    forEachEntry(root, "choices", r, [&](const std::string &id, const YAML::Node &n, const YAML::Node &k) {
        ChoiceDef choice;
        choice.id = id;
        choice.line = YamlReader::line(k);
        choice.text = id;
        if (n.IsScalar()) {
            choice.text = n.Scalar();
        } else if (r.checkKeys(n, {"text", "args", "unplaceable", "note"}, "a choice")) {
            choice.text = r.string(n, "text", id);
            choice.unplaceable = r.boolean(n, "unplaceable", false);
            choice.note = r.string(n, "note", "");
            int slots = 0;
            const YAML::Node args = n["args"];
            if (args && r.expectSequence(args, "args")) {
                for (const YAML::Node &arg : args) {
                    const bool named = arg.IsMap() && arg.size() == 1;
                    const YAML::Node kindNode = named ? arg.begin()->second : arg;
                    ChoiceArg a;
                    if (!kindNode.IsScalar() || !argKindFromName(kindNode.Scalar(), a.kind)) {
                        r.error(arg,
                                "an argument is one of segment, piece, tile, cell, card, zone, player, number "
                                "(or a mapping naming one: {to: cell})");
                        continue;
                    }
                    a.name = named ? arg.begin()->first.Scalar() : kindNode.Scalar();
                    if (isLogField(a.name)) {
                        r.error(arg,
                                "an argument named '" + a.name
                                    + "' would clash with the log's own field of that name: give it another "
                                      "name, e.g. {"
                                    + (a.kind == ArgKind::Player ? "whose" : "which") + ": " + kindNode.Scalar() + "}");
                        continue;
                    }
                    for (const ChoiceArg &earlier : choice.args)
                        if (earlier.name == a.name)
                            r.error(arg, "two arguments named '" + a.name + "': name them ({from: cell}, {to: cell})");
                    slots += argSlots(a.kind);
                    choice.args.push_back(a);
                }
                if (slots > kActionValues)
                    r.error(args,
                            "the arguments take " + std::to_string(slots) + " values; at most "
                                + std::to_string(kActionValues) + " fit (a segment takes 3, a cell 2, others 1)");
            }
            if (n["note"])
                checkNoteTemplate(n["note"], choice, r);
        }
        rules.choices.push_back(std::move(choice));
    });
}

// A parameter's `players: {min, max}`: the player counts it is for, within the ruleset's
// (each bound defaults to the ruleset's own). Absent: every count.
void readParameterPlayers(const YAML::Node &players, const Ruleset &rules, ParameterDef &p, YamlReader &r)
{
    p.minPlayers = rules.minPlayers;
    p.maxPlayers = rules.maxPlayers;
    if (!players || !r.checkKeys(players, {"min", "max"}, "a parameter's players"))
        return;
    const std::int64_t least = r.integer(players, "min", rules.minPlayers);
    const std::int64_t most = r.integer(players, "max", rules.maxPlayers);
    if (least < rules.minPlayers || most < least || most > rules.maxPlayers) {
        r.error(players,
                "parameter '" + p.id + "' needs players within the game's: " + std::to_string(rules.minPlayers)
                    + " <= min <= max <= " + std::to_string(rules.maxPlayers));
        return;
    }
    p.minPlayers = int(least);
    p.maxPlayers = int(most);
}

} // namespace

void loadVocabulary(const YAML::Node &root, Ruleset &rules, YamlReader &r)
{
    forEachEntry(root, "variables", r, [&](const std::string &id, const YAML::Node &n, const YAML::Node &k) {
        if (!r.checkKeys(n, {"name", "help", "initial", "per_player", "keyed", "shown"}, "a variable"))
            return;
        VariableDef v{{id, r.string(n, "name", id), YamlReader::line(k)},
                      r.string(n, "help", ""),
                      r.integer(n, "initial", 0),
                      r.boolean(n, "per_player", false),
                      r.boolean(n, "keyed", false),
                      r.boolean(n, "shown", false)};
        if (v.keyed && v.shown)
            r.error(k, "variable '" + id + "': a keyed variable cannot be shown (show a plain variable beside it)");
        rules.variables.push_back(std::move(v));
    });
    forEachEntry(root, "parameters", r, [&](const std::string &id, const YAML::Node &n, const YAML::Node &k) {
        if (!r.checkKeys(n, {"type", "default", "min", "max", "choices", "help", "players"}, "a parameter"))
            return;
        ParameterDef p;
        p.id = id;
        p.line = YamlReader::line(k);
        p.text = r.requiredString(n, "help").value_or("");
        const std::string type = r.string(n, "type", "int");
        if (type == "bool")
            p.type = ParamType::Bool;
        else if (type == "choice")
            p.type = ParamType::Choice;
        else if (type != "int")
            r.error(n["type"], "parameter type '" + type + "' is not int, bool or choice");
        if (p.type == ParamType::Choice) {
            if (const YAML::Node choices = n["choices"]; choices && r.expectSequence(choices, "choices"))
                for (const auto &c : choices)
                    p.choices.push_back(c.Scalar());
            if (p.choices.empty())
                r.error(n, "a choice parameter needs a list of choices");
        }
        p.min = r.integer(n, "min", p.type == ParamType::Int ? INT32_MIN : 0);
        p.max = r.integer(n, "max",
                          p.type == ParamType::Int        ? INT32_MAX
                              : p.type == ParamType::Bool ? 1
                                                          : std::int64_t(p.choices.size()) - 1);
        if (const YAML::Node def = n["default"]) {
            std::string why;
            if (auto v = parseParameterValue(p, def.Scalar(), &why))
                p.defaultValue = *v;
            else
                r.error(def, "default of '" + id + "': " + why);
        } else {
            r.error(n, "missing key 'default'");
        }
        readParameterPlayers(n["players"], rules, p, r);
        rules.parameters.push_back(p);
    });
    readReasons(root, rules, r);
    readChoices(root, rules, r);
}

} // namespace tw
