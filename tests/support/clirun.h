#pragma once

#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <string>

namespace tw::test {

// What a run of the command line printed and how it exited.
struct CliRun
{
    int exitCode = -1;
    std::string out;
};

// Runs a shell command; collects what it prints.
inline CliRun runCommand(const std::string &command)
{
    CliRun run;
    FILE *pipe = popen(command.c_str(), "r");
    std::array<char, 4096> buffer;
    while (std::size_t n = std::fread(buffer.data(), 1, buffer.size(), pipe))
        run.out.append(buffer.data(), n);
    const int status = pclose(pipe);
    run.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return run;
}

// Runs the built tilewright-cli (TILEWRIGHT_CLI, a compile definition) with `arguments`;
// collects stdout, and stderr after it when `withErrors`.
inline CliRun cli(const std::string &arguments, bool withErrors = true)
{
    return runCommand(std::string(TILEWRIGHT_CLI) + " " + arguments + (withErrors ? " 2>&1" : " 2>/dev/null"));
}

// As cli(), on a disk that takes no file larger than `kib` KiB (a write past it fails as
// on a full disk, EFBIG); stderr after stdout.
inline CliRun cliOnASmallDisk(const std::string &arguments, int kib)
{
    return runCommand("bash -c 'trap \"\" XFSZ; ulimit -f " + std::to_string(kib) + "; exec " + TILEWRIGHT_CLI + " "
                      + arguments + "' 2>&1");
}

} // namespace tw::test
