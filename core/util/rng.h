#pragma once

#include <cstdint>

namespace tw {

// The engine's only source of chance: xoshiro256** seeded through SplitMix64, with its own
// uniform draw (Lemire's multiply-and-reject) so a seed gives the same game with any
// standard library.
class Rng
{
public:
    explicit Rng(std::uint64_t seed = 0)
    {
        for (auto &s : m_s) {
            seed += 0x9e3779b97f4a7c15ULL;
            std::uint64_t z = seed;
            z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
            z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
            s = z ^ (z >> 31);
        }
    }

    std::uint64_t next()
    {
        const std::uint64_t result = rotl(m_s[1] * 5, 7) * 9;
        const std::uint64_t t = m_s[1] << 17;
        m_s[2] ^= m_s[0];
        m_s[3] ^= m_s[1];
        m_s[1] ^= m_s[2];
        m_s[0] ^= m_s[3];
        m_s[2] ^= t;
        m_s[3] = rotl(m_s[3], 45);
        return result;
    }

    // Uniform in [0, bound); bound > 0.
    std::uint32_t below(std::uint32_t bound)
    {
        std::uint64_t m = std::uint64_t(std::uint32_t(next() >> 32)) * bound;
        if (std::uint32_t(m) < bound) {
            const std::uint32_t threshold = std::uint32_t(-bound) % bound;
            while (std::uint32_t(m) < threshold)
                m = std::uint64_t(std::uint32_t(next() >> 32)) * bound;
        }
        return std::uint32_t(m >> 32);
    }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t m_s[4];
};

} // namespace tw
