#include "api/namecache.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using tw::gameapi::detail::NameCache;

TEST(NameCache, FindsEachPairItWasGiven)
{
    NameCache cache;
    const std::vector<std::string> texts(200, "x"); // distinct addresses
    const int listA = 0, listB = 0;
    for (std::size_t i = 0; i < texts.size(); ++i)
        cache.add(texts[i].c_str(), &listA, int(i));
    cache.add(texts[7].c_str(), &listB, 1000); // the same text in another list
    EXPECT_EQ(cache.size(), texts.size() + 1);
    for (std::size_t i = 0; i < texts.size(); ++i)
        EXPECT_EQ(cache.find(texts[i].c_str(), &listA), int(i)) << i;
    EXPECT_EQ(cache.find(texts[7].c_str(), &listB), 1000);
    EXPECT_EQ(cache.find(texts[8].c_str(), &listB), -1);
    const std::string other = "x";
    EXPECT_EQ(cache.find(other.c_str(), &listA), -1) << "found by address, not by text";
}

TEST(NameCache, KeepsNoMoreThanItsCapacity)
{
    NameCache cache;
    const std::vector<char> texts(NameCache::kCapacity + 10);
    const int list = 0;
    for (std::size_t i = 0; i < texts.size(); ++i)
        cache.add(&texts[i], &list, int(i));
    EXPECT_EQ(cache.size(), NameCache::kCapacity);
    for (std::size_t i = 0; i < NameCache::kCapacity; ++i)
        ASSERT_EQ(cache.find(&texts[i], &list), int(i)) << i;
    for (std::size_t i = NameCache::kCapacity; i < texts.size(); ++i)
        EXPECT_EQ(cache.find(&texts[i], &list), -1) << i;
}
