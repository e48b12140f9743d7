#include "common/yaml_fields.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace puzzle {
namespace {

enum class Shade { light, dark };
constexpr NameRow<Shade> kShadeTable[] = {{Shade::light, "light"}, {Shade::dark, "dark"}};

// A tiny schema on the reader: `{name: text, size: 1..9, shade: light|dark,
// max_depth: whole number, ratio: 0..1, loud: true|false}`, every key optional.
struct Thing {
  std::string name;
  std::optional<std::int64_t> size;
  std::optional<Shade> shade;
  std::optional<std::int64_t> max_depth;
  std::optional<double> ratio;
  std::optional<bool> loud;
};

class ThingReader : private YamlReader {
 public:
  using YamlReader::YamlReader;

  Expected<Thing, YamlErrors> load(std::string_view text) {
    auto root = parse(text, "thing file");
    if (!root) return unexpected(errors_);
    Thing thing;
    auto map = fields(*root, "", {"name", "size", "shade", "max_depth", "ratio", "loud"},
                      "the thing");
    if (map) {
      thing.name = string_at(*map, "name").value_or("");
      thing.size = integer_at(*map, "size", 1, 9);
      thing.shade = choice_at(*map, "shade", kShadeTable, "a shade");
      thing.max_depth = integer_at(*map, "max_depth", 0, 100);
      thing.ratio = number_at(*map, "ratio", 0, 1, "");
      thing.loud = flag_at(*map, "loud");
    }
    if (errors_.empty()) return thing;
    return unexpected(sorted_errors());
  }
};

std::vector<std::string> errors_of(std::string_view text) {
  auto thing = ThingReader("t.yaml").load(text);
  std::vector<std::string> lines;
  if (!thing) {
    for (const YamlError& e : thing.error()) lines.push_back(e.to_string());
  }
  return lines;
}

using Lines = std::vector<std::string>;

TEST(ClosestWord, suggests_only_plausible_typos) {
  EXPECT_EQ(closest_word("chekcs", {"checks", "name"}), "checks");
  EXPECT_EQ(closest_word("variant", {"variants", "verdict"}), "variants");
  EXPECT_EQ(closest_word("xyz", {"checks", "name"}), "");
  EXPECT_EQ(closest_word("", {"checks"}), "");
}

TEST(QuoteList, joins_with_commas_and_a_final_or) {
  EXPECT_EQ(quote_list({"a"}), "'a'");
  EXPECT_EQ(quote_list({"a", "b"}), "'a' or 'b'");
  EXPECT_EQ(quote_list({"a", "b", "c"}), "'a', 'b' or 'c'");
}

TEST(IsInsideRelativePath, accepts_only_paths_that_stay_inside) {
  EXPECT_TRUE(is_inside_relative_path("driver.py"));
  EXPECT_TRUE(is_inside_relative_path("accepted/a"));
  EXPECT_TRUE(is_inside_relative_path("a/./b..c"));
  EXPECT_FALSE(is_inside_relative_path(""));
  EXPECT_FALSE(is_inside_relative_path("/etc/passwd"));
  EXPECT_FALSE(is_inside_relative_path("../x"));
  EXPECT_FALSE(is_inside_relative_path("a/../../x"));
}

TEST(ParseNumbers, take_the_whole_text_only) {
  EXPECT_EQ(parse_integer("42"), 42);
  EXPECT_EQ(parse_integer("4x"), std::nullopt);
  EXPECT_EQ(parse_integer(""), std::nullopt);
  EXPECT_EQ(parse_number("0.5"), 0.5);
  EXPECT_EQ(parse_number("inf"), std::nullopt);
  EXPECT_EQ(parse_number("1e999"), std::nullopt);
}

TEST(YamlReader, reads_typed_values) {
  auto thing = ThingReader("t.yaml").load(
      "name: box\nsize: 3\nshade: dark\nmax_depth: 7\nratio: 0.25\nloud: true\n");
  ASSERT_TRUE(thing) << thing.error().front().to_string();
  EXPECT_EQ(thing->name, "box");
  EXPECT_EQ(thing->size, 3);
  EXPECT_EQ(thing->shade, Shade::dark);
  EXPECT_EQ(thing->max_depth, 7);
  EXPECT_EQ(thing->ratio, 0.25);
  EXPECT_EQ(thing->loud, true);
}

TEST(YamlReader, suggests_the_key_a_typo_meant) {
  EXPECT_EQ(errors_of("nmae: box\n"),
            Lines{"t.yaml:1:1: unknown key 'nmae' in the thing; did you mean 'name'? "
                  "(key 'nmae')"});
  EXPECT_EQ(errors_of("colour: red\n"),
            Lines{"t.yaml:1:1: unknown key 'colour' in the thing (key 'colour')"});
}

TEST(YamlReader, suggests_the_name_a_typo_meant) {
  EXPECT_EQ(errors_of("shade: drak\n"),
            Lines{"t.yaml:1:8: 'drak' is not a shade; use 'light' or 'dark'; did you mean "
                  "'dark'? (key 'shade')"});
}

TEST(YamlReader, collects_every_error_in_file_order) {
  EXPECT_EQ(errors_of("loud: maybe\nsize: 12\nname: [a]\nratio: x\nsize: 2\n"),
            (Lines{"t.yaml:1:7: 'loud' must be true or false (key 'loud')",
                   "t.yaml:2:7: 'size' must be between 1 and 9, not 12 (key 'size')",
                   "t.yaml:3:7: 'name' must be text (key 'name')",
                   "t.yaml:4:8: 'ratio' must be a number (key 'ratio')",
                   "t.yaml:5:1: key 'size' appears twice in the thing (key 'size')"}));
  EXPECT_EQ(errors_of("ratio: -1\n"),
            Lines{"t.yaml:1:8: 'ratio' must be at least 0, not -1 (key 'ratio')"});
}

// `{name: text, shade: light|dark}`, both required.
class PaintReader : private YamlReader {
 public:
  using YamlReader::YamlReader;

  YamlErrors errors(std::string_view text) {
    auto root = parse(text, "paint file");
    if (!root) return errors_;
    if (auto map = fields(*root, "", {"name", "shade"}, "the paint")) {
      required(*map, "name", "the paint");
      required(*map, "shade", "the paint");
    }
    return sorted_errors();
  }
};

TEST(YamlReader, a_missing_required_key_is_not_reported_again_after_its_typo) {
  YamlErrors errors = PaintReader("p.yaml").errors("# paint\nnmae: red\n");
  ASSERT_EQ(errors.size(), 2u);
  EXPECT_EQ(errors[0].to_string(),
            "p.yaml:2:1: unknown key 'nmae' in the paint; did you mean 'name'? (key 'nmae')");
  EXPECT_EQ(errors[1].to_string(), "p.yaml:2:1: the paint needs 'shade' (key 'shade')");
}

TEST(YamlReader, reports_broken_and_empty_files_at_a_position) {
  EXPECT_EQ(errors_of(""), Lines{"t.yaml:1:1: the thing file is empty"});
  EXPECT_EQ(errors_of("- a\n"), Lines{"t.yaml:1:1: the thing must be a mapping of keys to values"});
  auto broken = errors_of("name: [box\n");
  ASSERT_EQ(broken.size(), 1u);
  EXPECT_EQ(broken[0].rfind("t.yaml:", 0), 0u) << broken[0];
  EXPECT_NE(broken[0].find(": this is not valid YAML: "), std::string::npos) << broken[0];
}

TEST(YamlReader, reads_an_old_kebab_spelling_as_the_key_with_a_warning) {
  WarningCapture warnings;
  auto thing = ThingReader("t.yaml").load("name: box\nmax-depth: 4\n");
  ASSERT_TRUE(thing) << thing.error().front().to_string();
  EXPECT_EQ(thing->max_depth, 4);
  EXPECT_EQ(warnings.lines(),
            Lines{"t.yaml:2:1: warning: 'max-depth' is the old spelling of 'max_depth'; write "
                  "'max_depth' (the old one is accepted in this release only)"});
}

TEST(YamlReader, an_old_and_a_new_spelling_of_one_key_are_a_repeated_key) {
  WarningCapture warnings;
  EXPECT_EQ(errors_of("max_depth: 4\nmax-depth: 5\n"),
            Lines{"t.yaml:2:1: key 'max_depth' appears twice in the thing (key 'max_depth')"});
  EXPECT_EQ(warnings.lines().size(), 1u);
}

TEST(YamlReader, a_kebab_key_that_is_no_old_spelling_is_unknown) {
  WarningCapture warnings;
  // 'mx-dept' is three edits from 'max_depth' but two from it in the new style.
  EXPECT_EQ(errors_of("mx-dept: 4\n"),
            Lines{"t.yaml:1:1: unknown key 'mx-dept' in the thing; did you mean 'max_depth'? "
                  "(key 'mx-dept')"});
  EXPECT_TRUE(warnings.lines().empty());
}

TEST(WarningCapture, the_innermost_capture_collects_and_the_outer_one_resumes) {
  WarningCapture outer;
  {
    WarningCapture inner;
    errors_of("max-depth: 1\n");
    EXPECT_EQ(inner.lines().size(), 1u);
  }
  EXPECT_TRUE(outer.lines().empty());
  errors_of("max-depth: 1\n");
  EXPECT_EQ(outer.lines().size(), 1u);
}

TEST(WarningCapture, without_one_a_warning_goes_to_standard_error) {
  testing::internal::CaptureStderr();
  errors_of("max-depth: 1\n");
  EXPECT_EQ(testing::internal::GetCapturedStderr(),
            "t.yaml:1:1: warning: 'max-depth' is the old spelling of 'max_depth'; write "
            "'max_depth' (the old one is accepted in this release only)\n");
}

TEST(ReadYamlFile, names_a_file_it_cannot_read) {
  auto text = read_yaml_file("/nonexistent/t.yaml", "thing file");
  ASSERT_FALSE(text);
  EXPECT_EQ(text.error().front().to_string(),
            "/nonexistent/t.yaml:1:1: cannot read this thing file");
}

}  // namespace
}  // namespace puzzle
