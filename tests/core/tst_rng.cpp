#include "util/rng.h"

#include <gtest/gtest.h>

#include <array>
#include <cstdint>

using tw::Rng;

namespace {

// Reference generators written from the published algorithms (Vigna's splitmix64.c and
// xoshiro256starstar.c), to check that Rng is what it says it is.
struct SplitMix64
{
    std::uint64_t x;
    std::uint64_t next()
    {
        std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
};

struct Xoshiro256StarStar
{
    std::array<std::uint64_t, 4> s;
    explicit Xoshiro256StarStar(std::uint64_t seed)
    {
        SplitMix64 sm{seed};
        for (auto &w : s)
            w = sm.next();
    }
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t next()
    {
        const std::uint64_t result = rotl(s[1] * 5, 7) * 9;
        const std::uint64_t t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = rotl(s[3], 45);
        return result;
    }
};

} // namespace

TEST(Rng, ReferenceSplitMixMatchesPublishedValues)
{
    SplitMix64 sm{0};
    EXPECT_EQ(sm.next(), 0xe220a8397b1dcdafULL);
    EXPECT_EQ(sm.next(), 0x6e789e6aa1b965f4ULL);
}

TEST(Rng, IsXoshiro256StarStarSeededBySplitMix)
{
    for (std::uint64_t seed : {0ULL, 1ULL, 42ULL, 0xdeadbeefcafef00dULL}) {
        Rng rng(seed);
        Xoshiro256StarStar ref(seed);
        for (int i = 0; i < 1000; ++i)
            ASSERT_EQ(rng.next(), ref.next()) << "seed " << seed << " draw " << i;
    }
}

TEST(Rng, SameSeedSameSequence)
{
    Rng a(12345), b(12345), c(12346);
    bool differs = false;
    for (int i = 0; i < 1000; ++i) {
        const std::uint64_t x = a.next();
        EXPECT_EQ(x, b.next());
        differs = differs || x != c.next();
    }
    EXPECT_TRUE(differs) << "a neighbouring seed gives another sequence";

    Rng d(7), e(7);
    for (int i = 0; i < 1000; ++i)
        ASSERT_EQ(d.below(1 + i), e.below(1 + i));
}

TEST(Rng, CopyContinuesTheSameSequence)
{
    Rng a(99);
    for (int i = 0; i < 10; ++i)
        a.next();
    Rng b = a;
    for (int i = 0; i < 100; ++i)
        ASSERT_EQ(a.next(), b.next());
}

TEST(Rng, BelowPowerOfTwoTakesTheTopBits)
{
    // With a power-of-two bound nothing is rejected: below(2^k) is the top k bits.
    Rng a(5), b(5);
    for (int i = 0; i < 200; ++i)
        ASSERT_EQ(a.below(8), std::uint32_t(b.next() >> 61));
    for (int i = 0; i < 200; ++i)
        ASSERT_EQ(a.below(1u << 16), std::uint32_t(b.next() >> 48));
}

TEST(Rng, BelowStaysInRange)
{
    Rng rng(2024);
    for (std::uint32_t bound : {1u, 2u, 3u, 6u, 7u, 10u, 1000u, 0x80000001u, 0xffffffffu}) {
        for (int i = 0; i < 5000; ++i)
            ASSERT_LT(rng.below(bound), bound) << bound;
    }
    for (int i = 0; i < 100; ++i)
        EXPECT_EQ(rng.below(1), 0u);
}

TEST(Rng, BelowSixIsRoughlyUniform)
{
    Rng rng(31337);
    std::array<int, 6> counts{};
    for (int i = 0; i < 60000; ++i)
        ++counts[rng.below(6)];
    for (int face = 0; face < 6; ++face) {
        EXPECT_GE(counts[face], 8500) << face;
        EXPECT_LE(counts[face], 11500) << face;
    }
}

TEST(Rng, BelowLargeOddBoundCoversBothHalves)
{
    // 3 * 2^30 + 1 does not divide 2^32: the rejection step keeps results below it and
    // both halves of the range still come up.
    Rng rng(77);
    const std::uint32_t bound = 3u * (1u << 30) + 1u;
    int low = 0, high = 0;
    for (int i = 0; i < 20000; ++i) {
        const std::uint32_t v = rng.below(bound);
        ASSERT_LT(v, bound);
        (v < bound / 2 ? low : high)++;
    }
    EXPECT_GT(low, 9000);
    EXPECT_GT(high, 9000);
}
