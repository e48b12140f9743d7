#include "grade/format_slip.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>
#include <set>

namespace grader {
namespace {

bool is_word(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_' || c == '.';
}
bool is_quote(char c) { return c == '\'' || c == '"'; }
bool is_space(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }

// A character's kind for spacing: every word character is one kind.
char kind(char c) {
  if (is_word(c)) return 'w';
  if (is_quote(c)) return 'q';
  return c;
}

enum class Case { unknown, capitalised, lower, upper, mixed };

Case case_of(std::string_view word) {
  bool any_letter = false, all_lower = true, all_upper = true;
  for (char c : word) {
    if (std::isalpha(static_cast<unsigned char>(c)) == 0) continue;
    any_letter = true;
    all_lower = all_lower && std::islower(static_cast<unsigned char>(c)) != 0;
    all_upper = all_upper && std::isupper(static_cast<unsigned char>(c)) != 0;
  }
  if (!any_letter) return Case::unknown;
  if (all_lower) return Case::lower;
  if (all_upper && word.size() > 1) return Case::upper;
  const bool capitalised = std::isupper(static_cast<unsigned char>(word.front())) != 0 &&
                           std::all_of(word.begin() + 1, word.end(), [](char c) {
                             return std::isupper(static_cast<unsigned char>(c)) == 0;
                           });
  return capitalised ? Case::capitalised : Case::mixed;
}

std::string in_case(std::string word, Case wanted) {
  for (std::size_t i = 0; i < word.size(); ++i) {
    const auto c = static_cast<unsigned char>(word[i]);
    const bool upper = wanted == Case::upper || (wanted == Case::capitalised && i == 0);
    word[i] = static_cast<char>(upper ? std::toupper(c) : std::tolower(c));
  }
  return word;
}

// One piece of a line: a quoted text (quotes included) or one character outside quotes,
// with the spaces before it.
struct Piece {
  std::string gap;
  std::string text;
  bool quoted = false;
};

std::vector<Piece> pieces_of(std::string_view line) {
  std::vector<Piece> pieces;
  std::string gap;
  for (std::size_t i = 0; i < line.size(); ++i) {
    if (is_space(line[i])) {
      gap += line[i];
      continue;
    }
    Piece piece{gap, std::string(1, line[i]), false};
    gap.clear();
    if (is_quote(line[i])) {
      const std::size_t end = line.find(line[i], i + 1);
      if (end != std::string_view::npos) {
        piece = {piece.gap, std::string(line.substr(i, end - i + 1)), true};
        i = end;
      }
    }
    pieces.push_back(std::move(piece));
  }
  return pieces;
}

char first_kind(const Piece& p) { return p.quoted ? 'q' : kind(p.text.front()); }
char last_kind(const Piece& p) { return p.quoted ? 'q' : kind(p.text.back()); }

// What the model shows: its gap between each pair of kinds (nullopt where it is not
// always the same), its quote character and the one case of its quoted words.
struct Style {
  std::map<std::pair<char, char>, std::optional<std::string>> gaps;
  char quote = 0;
  Case quoted_case = Case::unknown;
};

Style style_of(std::string_view model) {
  Style style;
  const auto pieces = pieces_of(model);
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    const Piece& piece = pieces[i];
    if (piece.quoted) {
      if (style.quote == 0) style.quote = piece.text.front();
      const Case c = case_of(std::string_view(piece.text).substr(1, piece.text.size() - 2));
      if (c != Case::unknown) {
        style.quoted_case = style.quoted_case == Case::unknown || style.quoted_case == c
                                ? c
                                : Case::mixed;
      }
    }
    if (i == 0) continue;
    const std::pair<char, char> pair{last_kind(pieces[i - 1]), first_kind(piece)};
    if (pair.first == 'w' && pair.second == 'w' && piece.gap.empty()) continue;  // one word
    auto [it, fresh] = style.gaps.try_emplace(pair, piece.gap);
    if (!fresh && it->second != piece.gap) it->second = std::nullopt;
  }
  return style;
}

void note(std::vector<Slip>& slips, Slip slip) {
  if (std::find(slips.begin(), slips.end(), slip) == slips.end()) slips.push_back(slip);
}

Slip spacing_slip(char before, const std::string& gap, const std::string& wanted) {
  if (gap.empty() && wanted == " " && before == ':') return Slip::no_space_after_colon;
  if (gap.empty() && wanted == " " && before == ',') return Slip::no_space_after_comma;
  return Slip::spacing;
}

std::string respelled_quote(const Piece& piece, const Style& style, std::vector<Slip>& slips) {
  std::string inner = piece.text.substr(1, piece.text.size() - 2);
  char quote = piece.text.front();
  if (style.quote != 0 && quote != style.quote && inner.find(style.quote) == std::string::npos) {
    if (quote == '"') note(slips, Slip::double_quotes);
    quote = style.quote;
  }
  const bool one_case = style.quoted_case == Case::capitalised ||
                        style.quoted_case == Case::lower || style.quoted_case == Case::upper;
  const Case now = case_of(inner);
  if (one_case && now != Case::unknown && now != style.quoted_case) {
    inner = in_case(inner, style.quoted_case);
    note(slips, Slip::word_case);
  }
  return quote + inner + quote;
}

bool is_label_char(char c) {
  return std::isalpha(static_cast<unsigned char>(c)) != 0 || c == '_' || c == '-' || c == ' ';
}

// A label: [begin, end) of the words before a colon (at `end`) outside quotes.
struct Label {
  std::size_t begin = 0;
  std::size_t end = 0;
};

std::vector<Label> labels_of(std::string_view line) {
  std::vector<Label> labels;
  char quote = 0;
  for (std::size_t i = 0; i < line.size(); ++i) {
    if (quote != 0) {
      if (line[i] == quote) quote = 0;
      continue;
    }
    if (is_quote(line[i])) quote = line[i];
    if (line[i] != ':') continue;
    std::size_t begin = i;
    while (begin > 0 && is_label_char(line[begin - 1])) --begin;
    while (begin < i && line[begin] == ' ') ++begin;
    std::size_t end = i;
    while (end > begin && line[end - 1] == ' ') --end;
    if (end > begin) labels.push_back({begin, end});
  }
  return labels;
}

// The label with its words joined by '_': "path to goal" and "path-to-goal" are
// "path_to_goal".
std::string joined(std::string_view label) {
  std::string out;
  for (char c : label) {
    const bool separator = c == ' ' || c == '-' || c == '_';
    if (!separator) {
      out += c;
    } else if (out.empty() || out.back() != '_') {
      out += '_';
    }
  }
  return out;
}

// The label with each run of spaces one space: labels that differ only so are spaced
// otherwise (Slip::spacing), which the pieces' rules see to.
std::string single_spaced(std::string_view label) {
  std::string out;
  for (char c : label) {
    if (c != ' ' || out.empty() || out.back() != ' ') out += c;
  }
  return out;
}

// `student` with each label spelled as `model`'s where that is a slip (respell's rules).
std::string relabelled(std::string_view student, std::string_view model, std::vector<Slip>& slips) {
  const auto want = labels_of(model);
  const auto got = labels_of(student);
  if (want.size() != got.size()) return std::string(student);
  std::string out;
  std::size_t at = 0;
  for (std::size_t i = 0; i < got.size(); ++i) {
    const auto theirs = student.substr(got[i].begin, got[i].end - got[i].begin);
    const auto ours = model.substr(want[i].begin, want[i].end - want[i].begin);
    if (single_spaced(theirs) == single_spaced(ours)) continue;
    if (joined(theirs) == joined(ours)) {
      note(slips, Slip::label_separators);
    } else if (got[i].begin > 0 && want[i].begin > 0) {
      note(slips, Slip::label_words);
    } else {
      continue;
    }
    out += student.substr(at, got[i].begin - at);
    out += ours;
    at = got[i].end;
  }
  out += student.substr(at);
  return out;
}

// One Python string literal starting at `at` (a quote); moves `at` past it.
std::optional<std::string> python_string(std::string_view line, std::size_t& at) {
  const char quote = line[at++];
  std::string text;
  while (at < line.size() && line[at] != quote) {
    char c = line[at++];
    if (c == '\\') {
      if (at == line.size()) return std::nullopt;
      const char escaped = line[at++];
      c = escaped == 'n' ? '\n' : escaped == 't' ? '\t' : escaped;
      if (escaped != 'n' && escaped != 't' && escaped != '\\' && !is_quote(escaped)) {
        text += '\\';  // not an escape Python has: kept as written
      }
    }
    text += c;
  }
  if (at == line.size()) return std::nullopt;
  ++at;
  return text;
}

void skip_spaces(std::string_view line, std::size_t& at) {
  while (at < line.size() && is_space(line[at])) ++at;
}

}  // namespace

std::optional<std::vector<std::string>> python_string_list(std::string_view line) {
  std::size_t at = 0;
  skip_spaces(line, at);
  if (at == line.size() || line[at++] != '[') return std::nullopt;
  std::vector<std::string> items;
  for (;;) {
    skip_spaces(line, at);
    if (at == line.size() || !is_quote(line[at])) return std::nullopt;
    auto item = python_string(line, at);
    if (!item) return std::nullopt;
    items.push_back(std::move(*item));
    skip_spaces(line, at);
    if (at == line.size()) return std::nullopt;
    if (line[at] == ']') break;
    if (line[at++] != ',') return std::nullopt;
  }
  ++at;
  skip_spaces(line, at);
  if (at != line.size() || items.size() < 2) return std::nullopt;
  return items;
}

const SlipRow& slip_row(Slip slip) { return puzzle::row_of(kSlipTable, &SlipRow::slip, slip); }

Respelled respell(std::string_view student, std::string_view model) {
  const Style style = style_of(model);
  Respelled out;
  const std::string labelled = relabelled(student, model, out.slips);
  const auto pieces = pieces_of(labelled);
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    const Piece& piece = pieces[i];
    std::string gap = piece.gap;
    if (i > 0) {
      const std::pair<char, char> pair{last_kind(pieces[i - 1]), first_kind(piece)};
      const auto found = style.gaps.find(pair);
      // Two word characters: one word when nothing is between them (never split), two
      // words otherwise (never joined).
      const bool words = pair.first == 'w' && pair.second == 'w';
      const bool keep = words && (gap.empty() || (found != style.gaps.end() && found->second &&
                                                  found->second->empty()));
      if (!keep && found != style.gaps.end() && found->second && *found->second != gap) {
        note(out.slips, spacing_slip(pieces[i - 1].text.back(), gap, *found->second));
        gap = *found->second;
      }
    } else if (!gap.empty() && !model.empty() && !is_space(model.front())) {
      note(out.slips, Slip::spacing);  // the model starts at its first character
      gap.clear();
    }
    out.line += gap;
    out.line += piece.quoted ? respelled_quote(piece, style, out.slips) : piece.text;
  }
  std::sort(out.slips.begin(), out.slips.end());
  return out;
}

bool said_unsolvable(const std::vector<std::string>& actual,
                     const std::vector<std::string>& expected) {
  return actual.size() == 1 && actual.front() == "False" && expected.size() >= 2 &&
         expected.front() != "True" && expected.front() != "False";
}

}  // namespace grader
