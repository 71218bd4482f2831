#include "yamlscan.h"

#include "load/yamlsyntax.h"
#include "model/rulesetlimits.h"

#include <yaml-cpp/eventhandler.h>

#include <map>
#include <sstream>
#include <unordered_map>
#include <vector>

namespace tw {

namespace {

const char *const kUnclosedQuote = "this quote is not closed (its text runs to the end of the file)";

// Thrown by the scanner to stop the parser after a problem that makes the rest unreadable.
struct StopScan
{};

enum class Kind { Null, Scalar, List, Map };

// What an anchor names, for the aliases that repeat it.
struct Anchored
{
    std::string name;
    Kind kind = Kind::Null;
    std::string scalar;      // the text, for a scalar
    std::int64_t values = 1; // values, with aliases inside expanded
    bool open = true;        // its list or mapping has not ended yet
};

// A list or mapping being read.
struct Open
{
    YAML::Mark mark;
    Kind kind = Kind::List;
    YAML::anchor_t anchor = 0;
    std::int64_t valuesBefore = 0;
    std::size_t children = 0;
    std::map<std::string, int> keyLines; // mapping: each key and the line it is first at
};

class Scanner final : public YAML::EventHandler
{
public:
    Scanner(std::string_view text, YamlReader &reader)
        : m_text(text)
        , m_lines(text)
        , m_r(reader)
    {}

    void OnDocumentStart(const YAML::Mark &mark) override;
    void OnDocumentEnd() override {}
    void OnNull(const YAML::Mark &mark, YAML::anchor_t anchor) override;
    void OnAlias(const YAML::Mark &mark, YAML::anchor_t anchor) override;
    void OnScalar(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor, const std::string &value) override;
    void OnSequenceStart(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor,
                         YAML::EmitterStyle::value style) override;
    void OnSequenceEnd() override { close(); }
    void OnMapStart(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor,
                    YAML::EmitterStyle::value style) override;
    void OnMapEnd() override { close(); }
    void OnAnchor(const YAML::Mark &mark, const std::string &name) override;

    // Records the syntax error the parser stopped on, or the unclosed quote behind it.
    void syntaxError(const YAML::ParserException &e);
    bool failed() const { return m_failed; }

private:
    void adopt(YAML::anchor_t anchor);
    bool nextIsKey() const;
    void leaf(const YAML::Mark &mark, Kind kind, const std::string &text, std::int64_t values);
    void open(const YAML::Mark &mark, Kind kind, YAML::anchor_t anchor);
    void close();
    void key(const YAML::Mark &mark, Kind kind, const std::string &text);
    void count(const YAML::Mark &mark, std::int64_t values, const std::string &alias);
    void name(YAML::anchor_t anchor, Kind kind, const std::string &scalar, std::int64_t values);
    [[noreturn]] void stop(const YAML::Mark &mark, const std::string &message);

    std::string_view m_text;
    LineStarts m_lines;
    YamlReader &m_r;
    std::vector<Open> m_open;
    std::unordered_map<YAML::anchor_t, Anchored> m_anchors;
    std::string m_pendingAnchor;
    std::int64_t m_values = 0;
    int m_documents = 0;
    YAML::Mark m_last = YAML::Mark::null_mark();
    bool m_failed = false;
};

void Scanner::stop(const YAML::Mark &mark, const std::string &message)
{
    m_r.error(mark, message);
    m_failed = true;
    throw StopScan{};
}

void Scanner::OnDocumentStart(const YAML::Mark &mark)
{
    if (++m_documents > 1)
        stop(mark,
             "a second YAML document starts here; ruleset.yaml holds one (remove the '---' and what follows, "
             "or put it in another file)");
}

void Scanner::OnAnchor(const YAML::Mark &, const std::string &name)
{
    m_pendingAnchor = name;
}

void Scanner::adopt(YAML::anchor_t anchor)
{
    if (anchor)
        m_anchors[anchor].name = m_pendingAnchor;
    m_pendingAnchor.clear();
}

bool Scanner::nextIsKey() const
{
    return !m_open.empty() && m_open.back().kind == Kind::Map && m_open.back().children % 2 == 0;
}

void Scanner::name(YAML::anchor_t anchor, Kind kind, const std::string &scalar, std::int64_t values)
{
    if (!anchor)
        return;
    Anchored &a = m_anchors[anchor];
    a.kind = kind;
    a.scalar = scalar;
    a.values = values;
    a.open = false;
}

void Scanner::count(const YAML::Mark &mark, std::int64_t values, const std::string &alias)
{
    m_values += values;
    if (m_values <= limits::kMaxYamlValues)
        return;
    const std::string most = std::to_string(limits::kMaxYamlValues);
    if (alias.empty())
        stop(mark, "the file holds more than " + most + " values (at most " + most + ")");
    stop(mark,
         "alias '*" + alias + "' expands the file to more than " + most + " values (at most " + most
             + " with every alias repeated in full)");
}

void Scanner::key(const YAML::Mark &mark, Kind kind, const std::string &text)
{
    // A quote left open makes the parser see keys that are not there; report the quote.
    if (const auto quote = kind == Kind::List || kind == Kind::Map ? unclosedQuoteAfter(m_text, mark) : std::nullopt)
        stop(*quote, kUnclosedQuote);
    if (kind == Kind::List || kind == Kind::Map)
        stop(mark, std::string("a key must be a text (a name), not a ") + (kind == Kind::List ? "list" : "mapping"));
    m_failed = m_failed || kind != Kind::Scalar || m_open.back().keyLines.count(text);
    if (kind == Kind::Null) {
        m_r.error(mark, "a key must be a text (a name), not empty");
        return;
    }
    const auto [it, added] = m_open.back().keyLines.emplace(text, mark.line + 1);
    if (!added)
        m_r.error(mark, "duplicate key '" + text + "' (first at line " + std::to_string(it->second) + ")");
}

void Scanner::leaf(const YAML::Mark &mark, Kind kind, const std::string &text, std::int64_t values)
{
    if (nextIsKey())
        key(mark, kind, text);
    if (!m_open.empty())
        ++m_open.back().children;
    m_last = mark;
    count(mark, values, {});
}

void Scanner::OnNull(const YAML::Mark &mark, YAML::anchor_t anchor)
{
    adopt(anchor);
    leaf(mark, Kind::Null, {}, 1);
    name(anchor, Kind::Null, {}, 1);
}

void Scanner::OnScalar(const YAML::Mark &mark, const std::string &, YAML::anchor_t anchor, const std::string &value)
{
    if (!quoteIsClosed(m_text, m_lines.offset(mark)))
        stop(mark, kUnclosedQuote);
    adopt(anchor);
    leaf(mark, Kind::Scalar, value, 1);
    name(anchor, Kind::Scalar, value, 1);
}

void Scanner::OnAlias(const YAML::Mark &mark, YAML::anchor_t anchor)
{
    const Anchored &a = m_anchors[anchor];
    if (a.open)
        stop(mark, "alias '*" + a.name + "' is inside the node it names, which would contain itself without end");
    if (nextIsKey())
        key(mark, a.kind, a.scalar);
    if (!m_open.empty())
        ++m_open.back().children;
    m_last = mark;
    count(mark, a.values, a.name);
}

void Scanner::open(const YAML::Mark &mark, Kind kind, YAML::anchor_t anchor)
{
    if (nextIsKey())
        key(mark, kind, {});
    if (!m_open.empty())
        ++m_open.back().children;
    if (int(m_open.size()) >= limits::kMaxYamlDepth)
        stop(mark,
             "lists and mappings nest " + std::to_string(m_open.size() + 1) + " deep here (at most "
                 + std::to_string(limits::kMaxYamlDepth) + ")");
    m_last = mark;
    adopt(anchor);
    if (anchor)
        m_anchors[anchor].open = true;
    m_open.push_back({mark, kind, anchor, m_values, 0, {}});
    count(mark, 1, {});
}

void Scanner::close()
{
    const Open done = std::move(m_open.back());
    m_open.pop_back();
    name(done.anchor, done.kind, {}, m_values - done.valuesBefore);
}

void Scanner::OnSequenceStart(const YAML::Mark &mark, const std::string &, YAML::anchor_t anchor, YAML::EmitterStyle::value)
{
    open(mark, Kind::List, anchor);
}

void Scanner::OnMapStart(const YAML::Mark &mark, const std::string &, YAML::anchor_t anchor, YAML::EmitterStyle::value)
{
    open(mark, Kind::Map, anchor);
}

void Scanner::syntaxError(const YAML::ParserException &e)
{
    // A quote left open swallows the rest of the file, so the parser stops far after it.
    const std::optional<YAML::Mark> quote = unclosedQuoteAfter(m_text, m_last.line < 0 ? YAML::Mark() : m_last);
    if (quote) {
        m_r.error(*quote, kUnclosedQuote);
        return;
    }
    const YamlProblem problem = explainSyntaxError(m_text, e);
    m_r.error(problem.at, problem.message);
}

} // namespace

bool checkYamlStructure(const std::string &text, YamlReader &reader)
{
    Scanner scanner(text, reader);
    std::istringstream in(text);
    try {
        YAML::Parser parser(in);
        while (parser.HandleNextDocument(scanner)) {}
    } catch (const StopScan &) {
        return false;
    } catch (const YAML::ParserException &e) {
        scanner.syntaxError(e);
        return false;
    } catch (const YAML::Exception &e) {
        reader.error(e.mark, e.msg);
        return false;
    }
    return !scanner.failed();
}

} // namespace tw
