// The Lua API reference must name every method scripts can call, and only those.
#include "gameapi.h"

#include "util/readfile.h"

#include <gtest/gtest.h>

#include <regex>
#include <set>

namespace tw {
namespace {

std::set<std::string> registeredMethods()
{
    std::set<std::string> names;
    for (const char *const *name = gameapi::methodNames(); *name; ++name)
        names.insert(*name);
    return names;
}

TEST(LuaApiDocs, EveryMethodIsDocumentedWithAnExample)
{
    const auto text = readFile(std::string(TILEWRIGHT_SOURCE_DIR) + "/docs/lua-api.md");
    ASSERT_TRUE(text) << "docs/lua-api.md is missing";
    for (const std::string &name : registeredMethods())
        EXPECT_NE(text->find("g:" + name + "("), std::string::npos) << "g:" << name << " is not documented";
}

TEST(LuaApiDocs, DocumentsNoMethodThatDoesNotExist)
{
    const auto text = readFile(std::string(TILEWRIGHT_SOURCE_DIR) + "/docs/lua-api.md");
    ASSERT_TRUE(text);
    const std::set<std::string> known = registeredMethods();
    const std::regex call(R"(g:([a-z_]+)\()");
    for (auto it = std::sregex_iterator(text->begin(), text->end(), call); it != std::sregex_iterator(); ++it)
        EXPECT_TRUE(known.count((*it)[1].str()))
            << "docs/lua-api.md mentions g:" << (*it)[1].str() << ", which does not exist";
}

} // namespace
} // namespace tw
