#pragma once

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

namespace tw::test {

// A ruleset folder in a fresh temporary directory, removed with the object: writes
// ruleset.yaml and flow.lua (the only script it lists) from the given text.
class TempRuleset
{
public:
    TempRuleset(const std::string &flow, const std::string &extraYaml = {})
    {
        static int counter = 0;
        m_dir = std::filesystem::temp_directory_path()
            / ("tilewright-test-" + std::to_string(::getpid()) + "-" + std::to_string(++counter));
        std::filesystem::create_directories(m_dir);
        write("ruleset.yaml",
              std::string("id: temp\nname: Temp\nplayers: {min: 2, max: 2}\ngrid: square\n"
                          "scripts: [flow.lua]\nlimits: {instructions: 200000, memory_mb: 8}\n"
                          "terrains: {field: {code: F}}\nzones: {bag: {kind: bag}}\n"
                          "tiles:\n  - {id: plain, count: 5, edges: FFFF, segments: [{kind: field, edges: [N, E, S, W]}]}\n")
                  + extraYaml);
        write("flow.lua", flow);
    }
    ~TempRuleset() { std::filesystem::remove_all(m_dir); }

    std::string folder() const { return m_dir.string(); }
    std::string script() const { return (m_dir / "flow.lua").string(); }
    void write(const std::string &name, const std::string &text) const { std::ofstream(m_dir / name) << text; }

private:
    std::filesystem::path m_dir;
};

} // namespace tw::test
