#include "common/name_table.h"

#include <gtest/gtest.h>

#include <string_view>
#include <vector>

namespace puzzle {
namespace {

// A toy closed set whose table lists its rows out of enum order, so a lookup that
// indexes by value instead of searching would fail.
enum class Toy { a, b, c };
struct ToyRow {
  Toy toy;
  std::string_view name;
};
constexpr ToyRow kToyTable[] = {{Toy::b, "bee"}, {Toy::a, "ay"}, {Toy::c, "sea"}};

TEST(NameTable, row_of_finds_the_value_anywhere_in_the_table) {
  EXPECT_EQ(row_of(kToyTable, &ToyRow::toy, Toy::a).name, "ay");
  EXPECT_EQ(row_of(kToyTable, &ToyRow::toy, Toy::b).name, "bee");
  EXPECT_EQ(row_of(kToyTable, &ToyRow::toy, Toy::c).name, "sea");
  static_assert(row_of(kToyTable, &ToyRow::toy, Toy::c).name == "sea");
}

TEST(NameTable, value_named_matches_the_exact_name_only) {
  EXPECT_EQ(value_named(kToyTable, &ToyRow::toy, "sea"), Toy::c);
  EXPECT_EQ(value_named(kToyTable, &ToyRow::toy, "ay"), Toy::a);
  EXPECT_EQ(value_named(kToyTable, &ToyRow::toy, "Sea"), std::nullopt);
  EXPECT_EQ(value_named(kToyTable, &ToyRow::toy, "se"), std::nullopt);
  EXPECT_EQ(value_named(kToyTable, &ToyRow::toy, ""), std::nullopt);
}

TEST(NameTable, names_of_keeps_table_order) {
  const std::vector<std::string_view> expected{"bee", "ay", "sea"};
  EXPECT_EQ(names_of(kToyTable), expected);
}

TEST(NameTable, coverage_check_rejects_a_missing_or_doubled_row) {
  constexpr ToyRow missing[] = {{Toy::a, "a"}, {Toy::b, "b"}};
  constexpr ToyRow doubled[] = {{Toy::a, "a"}, {Toy::a, "a2"}, {Toy::c, "c"}};
  constexpr ToyRow extra[] = {{Toy::a, "a"}, {Toy::b, "b"}, {Toy::c, "c"}, {Toy::c, "c2"}};
  EXPECT_TRUE(covers_each_value_once(kToyTable, &ToyRow::toy, Toy::c));
  EXPECT_FALSE(covers_each_value_once(missing, &ToyRow::toy, Toy::c));
  EXPECT_FALSE(covers_each_value_once(doubled, &ToyRow::toy, Toy::c));
  EXPECT_FALSE(covers_each_value_once(extra, &ToyRow::toy, Toy::c));
  static_assert(covers_each_value_once(kToyTable, &ToyRow::toy, Toy::c));
}

TEST(NameTable, names_as_choice_reads_as_a_sentence) {
  EXPECT_EQ(names_as_choice(kToyTable), "bee, ay or sea");
}

enum class Pet { cat, dog };
constexpr NameRow<Pet> kPetTable[] = {{Pet::dog, "dog"}, {Pet::cat, "cat"}};

TEST(NameTable, name_rows_need_no_member_pointer) {
  EXPECT_EQ(name_of(kPetTable, Pet::cat), "cat");
  EXPECT_EQ(name_of(kPetTable, Pet::dog), "dog");
  EXPECT_EQ(value_named(kPetTable, "dog"), Pet::dog);
  EXPECT_EQ(value_named(kPetTable, "Dog"), std::nullopt);
  static_assert(covers_each_value_once(kPetTable, Pet::dog));
  constexpr NameRow<Pet> only_cat[] = {{Pet::cat, "cat"}};
  EXPECT_FALSE(covers_each_value_once(only_cat, Pet::dog));
  EXPECT_EQ(names_as_choice(only_cat), "cat");
  EXPECT_EQ(names_as_choice(kPetTable), "dog or cat");
}

}  // namespace
}  // namespace puzzle
