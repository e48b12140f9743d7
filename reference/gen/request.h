#pragma once
// What `puzzle-ref gen` was asked for, validated, and the canonical command line that
// asks for it again (written at the top of every generated suite).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/expected.h"
#include "common/name_table.h"
#include "gen/suite_spec.h"

namespace puzzle::gen {

enum class Assignment {
  driver,
  funny,
  fifteen,
  lecture,
  driver_1t2017,
  funny_8tile,
  funny_variable,  // other terms (gen/term_suites.h)
  driver_w4701,    // the driver's rules handed in as puzzle.py (gen/term_suites.h)
};
inline constexpr NameRow<Assignment> kAssignmentTable[] = {
    {Assignment::driver, "driver"},
    {Assignment::funny, "funny"},
    {Assignment::fifteen, "fifteen"},
    {Assignment::lecture, "lecture"},
    {Assignment::driver_1t2017, "driver-1t2017"},
    {Assignment::funny_8tile, "funny-8tile"},
    {Assignment::funny_variable, "funny-variable"},
    {Assignment::driver_w4701, "driver-w4701"},
};
static_assert(covers_each_value_once(kAssignmentTable, Assignment::driver_w4701));

Expected<Assignment> parse_assignment(std::string_view name);
std::string_view assignment_name(Assignment assignment);

// `--random N --depths D1,D2,... --seed S`: N boards at each depth.
struct RandomBoards {
  int per_depth = 1;
  std::vector<int> depths;
  std::uint64_t seed = 1;
};

// Which of the preset's variants to record: all of them, none, or the listed ones.
enum class VariantChoice { all, none, listed };

// --deviations when not given; every generated header names it, so gen accepts it even
// where the assignment records no deviations.
inline constexpr int kDefaultDeviations = 2;

struct GenRequest {
  Assignment assignment = Assignment::driver;
  std::vector<std::string> boards;  // as typed; empty when random is set
  std::optional<RandomBoards> random;
  std::vector<std::string> methods;  // never empty after validation
  Visibility visibility = Visibility::visible;
  std::string name;  // never empty after validation
  VariantChoice variant_choice = VariantChoice::all;
  std::vector<std::string> variants;    // with VariantChoice::listed
  std::string output_path;              // empty: stdout
  int max_variant_kib = 64;             // variant outputs longer than this are left out
  int deviations = kDefaultDeviations;  // most deviations per explained_by combination; 0: none
  // Whether --variants and --max-variant-kib were typed (gen refuses them where the suite
  // records no variants, since they would change nothing).
  bool variants_given = false;
  bool max_variant_kib_given = false;
};

// The command-line values as typed; empty / zero means "not given".
struct RawGenOptions {
  std::string assignment;
  std::vector<std::string> boards;
  int random = 0;
  std::string depths;
  std::optional<std::uint64_t> seed;
  std::string methods;
  std::string visibility = "visible";
  std::string name;
  std::string variants = "all";
  int max_variant_kib = 64;
  int deviations = kDefaultDeviations;
  std::string output_path;
  bool variants_given = false;  // typed on the command line, not the default
  bool max_variant_kib_given = false;
};

// Checks everything that does not need the assignment's preset: one board source, depths
// are whole numbers in 0..80, known visibility, no repeated method. `default_methods`
// and `known_methods` come from the assignment's adapter.
Expected<GenRequest> make_request(const RawGenOptions& raw,
                                  const std::vector<std::string>& known_methods);

// Options in a fixed order, each value quoted for a POSIX shell when needed; --variants
// and --max-variant-kib only for a suite that records variants (`records_variants`),
// since elsewhere they change nothing and gen refuses them.
std::string canonical_command(const GenRequest& request, bool records_variants);

// Splits "a,b,c" (no empty items).
std::vector<std::string> split_list(std::string_view text);

}  // namespace puzzle::gen
