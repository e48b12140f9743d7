#include "gen/request.h"

#include <algorithm>
#include <cctype>
#include <charconv>

#include <fmt/format.h>

#include "gen/yaml_writer.h"

namespace puzzle::gen {
namespace {

constexpr int kMaxDepth = 80;

std::string joined(const std::vector<std::string>& items, std::string_view separator) {
  std::string text;
  for (const auto& item : items) text += (text.empty() ? "" : std::string(separator)) + item;
  return text;
}

Expected<std::vector<int>> parse_depths(std::string_view text) {
  std::vector<int> depths;
  for (const auto& item : split_list(text)) {
    int value = -1;
    const auto [end, error] = std::from_chars(item.data(), item.data() + item.size(), value);
    if (error != std::errc{} || end != item.data() + item.size() || value < 0 ||
        value > kMaxDepth) {
      return Error{
          fmt::format("--depths: \"{}\" is not a whole number from 0 to {}", item, kMaxDepth)};
    }
    if (std::find(depths.begin(), depths.end(), value) != depths.end()) {
      return Error{fmt::format("--depths: {} is listed twice", value)};
    }
    depths.push_back(value);
  }
  if (depths.empty()) return Error{"--random needs --depths, e.g. --depths 5,10,20"};
  return depths;
}

Expected<Visibility> parse_visibility(std::string_view text) {
  if (const auto visibility = suite::parse_visibility(text)) return *visibility;
  return Error{fmt::format("--visibility: unknown value \"{}\" (use {})", text,
                           names_as_choice(suite::kVisibilityTable))};
}

Expected<std::vector<std::string>> parse_methods(std::string_view text,
                                                 const std::vector<std::string>& known) {
  if (text.empty()) return known;
  std::vector<std::string> methods;
  for (const auto& method : split_list(text)) {
    if (std::find(known.begin(), known.end(), method) == known.end()) {
      return Error{
          fmt::format("--methods: unknown method \"{}\" (use {})", method, joined(known, ", "))};
    }
    if (std::find(methods.begin(), methods.end(), method) != methods.end()) {
      return Error{fmt::format("--methods: \"{}\" is listed twice", method)};
    }
    methods.push_back(method);
  }
  if (methods.empty()) return Error{"--methods is empty"};
  return methods;
}

Status fill_board_source(const RawGenOptions& raw, GenRequest& request) {
  const bool boards = !raw.boards.empty();
  const bool random = raw.random != 0 || !raw.depths.empty() || raw.seed.has_value();
  if (boards == random) {
    return Error{"give either --boards B1 B2 ... or --random N --depths D1,D2,... --seed S"};
  }
  if (boards) {
    request.boards = raw.boards;
    return Ok{};
  }
  if (raw.random < 1 || raw.random > 1000) {
    return Error{fmt::format("--random: {} is not a board count from 1 to 1000", raw.random)};
  }
  if (!raw.seed) return Error{"--random needs --seed S, so the suite can be regenerated"};
  auto depths = parse_depths(raw.depths);
  if (!depths) return depths.error();
  request.random = RandomBoards{raw.random, *depths, *raw.seed};
  return Ok{};
}

Status fill_variants(const RawGenOptions& raw, GenRequest& request) {
  if (raw.variants == "all") {
    request.variant_choice = VariantChoice::all;
  } else if (raw.variants == "none") {
    request.variant_choice = VariantChoice::none;
  } else {
    request.variant_choice = VariantChoice::listed;
    request.variants = split_list(raw.variants);
    if (request.variants.empty()) return Error{"--variants: use all, none or NAME,NAME,..."};
  }
  return Ok{};
}

std::string default_name(const GenRequest& request) {
  const std::string_view kind = request.visibility == Visibility::visible ? "public" : "hidden";
  return fmt::format("{}-{}", assignment_name(request.assignment), kind);
}

bool shell_safe(std::string_view text) {
  if (text.empty()) return false;
  return std::all_of(text.begin(), text.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) ||
           std::string_view("_-.,/:=+").find(c) != std::string_view::npos;
  });
}

std::string shell_quote(std::string_view text) {
  if (shell_safe(text)) return std::string(text);
  std::string out = "'";
  for (char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

std::string variants_option(const GenRequest& request) {
  switch (request.variant_choice) {
    case VariantChoice::all: return "all";
    case VariantChoice::none: return "none";
    case VariantChoice::listed: return joined(request.variants, ",");
  }
  return "all";
}

}  // namespace

Expected<Assignment> parse_assignment(std::string_view name) {
  if (const auto assignment = value_named(kAssignmentTable, name)) return *assignment;
  return Error{
      fmt::format("unknown assignment \"{}\" (use {})", name, names_as_choice(kAssignmentTable))};
}

std::string_view assignment_name(Assignment assignment) {
  return name_of(kAssignmentTable, assignment);
}

std::vector<std::string> split_list(std::string_view text) {
  std::vector<std::string> items;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t end = std::min(text.find(',', start), text.size());
    if (end > start) items.emplace_back(text.substr(start, end - start));
    start = end + 1;
  }
  return items;
}

Expected<GenRequest> make_request(const RawGenOptions& raw,
                                  const std::vector<std::string>& known_methods) {
  GenRequest request;
  auto assignment = parse_assignment(raw.assignment);
  if (!assignment) return assignment.error();
  request.assignment = *assignment;
  if (auto status = fill_board_source(raw, request); !status) return status.error();
  auto methods = parse_methods(raw.methods, known_methods);
  if (!methods) return methods.error();
  request.methods = *methods;
  auto visibility = parse_visibility(raw.visibility);
  if (!visibility) return visibility.error();
  request.visibility = *visibility;
  if (auto status = fill_variants(raw, request); !status) return status.error();
  if (raw.max_variant_kib < 0 || raw.max_variant_kib > 1024 * 1024) {
    return Error{
        fmt::format("--max-variant-kib: {} is not from 0 to 1048576", raw.max_variant_kib)};
  }
  request.max_variant_kib = raw.max_variant_kib;
  request.variants_given = raw.variants_given;
  request.max_variant_kib_given = raw.max_variant_kib_given;
  if (raw.deviations < 0 || raw.deviations > 3) {
    return Error{fmt::format("--deviations: {} is not from 0 to 3", raw.deviations)};
  }
  request.deviations = raw.deviations;
  request.name = raw.name.empty() ? default_name(request) : raw.name;
  request.output_path = raw.output_path;
  return request;
}

std::string canonical_command(const GenRequest& request, bool records_variants) {
  std::string text = fmt::format("puzzle-ref gen {}", assignment_name(request.assignment));
  if (request.random) {
    std::vector<std::string> depths;
    for (int depth : request.random->depths) depths.push_back(std::to_string(depth));
    text += fmt::format(" --random {} --depths {} --seed {}", request.random->per_depth,
                        joined(depths, ","), request.random->seed);
  } else {
    text += " --boards";
    for (const auto& board : request.boards) text += fmt::format(" {}", shell_quote(board));
  }
  text += fmt::format(" --methods {} --visibility {}", joined(request.methods, ","),
                      to_string(request.visibility));
  if (records_variants) {
    text += fmt::format(" --variants {} --max-variant-kib {}",
                        shell_quote(variants_option(request)), request.max_variant_kib);
  }
  text += fmt::format(" --deviations {} --name {}", request.deviations, shell_quote(request.name));
  if (!request.output_path.empty()) text += fmt::format(" -o {}", shell_quote(request.output_path));
  return text;
}

}  // namespace puzzle::gen
