#pragma once

#include "engine/game.h"
#include "engine/ruleserror.h"
#include "engine/rulesscript.h"
#include "luahost.h"

#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace tw {

// The RulesScript of a ruleset, in Lua. Loads the ruleset's scripts into a sandboxed
// LuaHost, freezes its globals, and maps each global function to a continuation id (in
// name order, so ids are the same in every process). Any Lua failure becomes a RulesError
// naming the script file and line.
class LuaRules : public RulesScript
{
public:
    // Throws RulesError if a script fails to load or lacks `setup`.
    explicit LuaRules(std::shared_ptr<const Ruleset> rules);
    ~LuaRules() override;

    void setup(StateWriter &state) override;
    void resume(StateWriter &state, const Decision &answered, const Action &action) override;
    std::optional<long long> query(StateWriter &copy, std::string_view hook, int argument) override;
    std::optional<NamedNumbers> queryTable(StateWriter &copy, std::string_view hook, int argument) override;
    bool mayDefine(std::string_view hook) const override { return continuationId(hook) >= 0; }
    std::optional<BoardMarks> queryMarks(StateWriter &copy, std::string_view hook, int argument) override;
    std::optional<CardGroups> queryGroups(StateWriter &copy, std::string_view hook, int argument) override;
    std::string continuationName(int continuation) const override;

    // The id of a global function, or -1.
    int continuationId(std::string_view name) const;
    // Every continuation's function name, indexed by id.
    const std::vector<std::string> &continuationNames() const { return m_names; }
    const Ruleset &rules() const { return *m_rules; }
    LuaHost &host() const { return *m_host; }

private:
    // Calls the function and `g` pushed below nargs - 1 further arguments.
    void callHook(int nargs);
    [[noreturn]] void fail(const LuaError &error) const;
    // Calls query hook `id` with g (`copy`) and `argument`; leaves its result on the stack.
    void callQuery(int id, StateWriter &copy, int argument);
    RulesError queryError(std::string_view hook, const char *what) const;

    std::shared_ptr<const Ruleset> m_rules;
    std::unique_ptr<LuaHost> m_host;
    std::vector<std::string> m_names; // continuation id -> function name
    std::vector<int> m_refs;          // continuation id -> registry reference
    // Looks names up without making a std::string of each one asked for.
    struct NameHash
    {
        using is_transparent = void;
        std::size_t operator()(std::string_view name) const { return std::hash<std::string_view>{}(name); }
    };
    std::unordered_map<std::string, int, NameHash, std::equal_to<>> m_ids;
    int m_setup = -1;
};

// A Game of `rules` with its Lua flow, for this thread. Throws RulesError.
std::unique_ptr<Game> makeGame(std::shared_ptr<const Ruleset> rules);

} // namespace tw
