#include "gen/request.h"

#include <gtest/gtest.h>

namespace puzzle::gen {
namespace {

const std::vector<std::string> kMethods{"bfs", "dfs", "ast"};

RawGenOptions boards_options() {
  RawGenOptions raw;
  raw.assignment = "driver";
  raw.boards = {"3,1,2,0,4,5,6,7,8"};
  return raw;
}

std::string error_of(const RawGenOptions& raw) {
  const auto request = make_request(raw, kMethods);
  return request ? "" : request.error().message;
}

TEST(GenRequest, defaults_to_every_method_and_a_public_name) {
  const auto request = make_request(boards_options(), kMethods);
  ASSERT_TRUE(request);
  EXPECT_EQ(request->methods, kMethods);
  EXPECT_EQ(request->name, "driver-public");
  EXPECT_EQ(canonical_command(*request, true),
            "puzzle-ref gen driver --boards 3,1,2,0,4,5,6,7,8 --methods bfs,dfs,ast "
            "--visibility visible --variants all --max-variant-kib 64 --deviations 2 --name "
            "driver-public");
  EXPECT_EQ(canonical_command(*request, false),
            "puzzle-ref gen driver --boards 3,1,2,0,4,5,6,7,8 --methods bfs,dfs,ast "
            "--visibility visible --deviations 2 --name driver-public");
}

TEST(GenRequest, random_boards_need_depths_and_a_seed) {
  RawGenOptions raw = boards_options();
  raw.boards.clear();
  raw.random = 2;
  raw.depths = "5,10";
  EXPECT_NE(error_of(raw).find("--seed"), std::string::npos);
  raw.seed = 9;
  raw.visibility = "hidden";
  const auto request = make_request(raw, kMethods);
  ASSERT_TRUE(request) << request.error().message;
  EXPECT_EQ(request->name, "driver-hidden");
  EXPECT_EQ(canonical_command(*request, true),
            "puzzle-ref gen driver --random 2 --depths 5,10 --seed 9 --methods bfs,dfs,ast "
            "--visibility hidden --variants all --max-variant-kib 64 --deviations 2 --name "
            "driver-hidden");
}

TEST(GenRequest, deviations_are_zero_to_three) {
  RawGenOptions raw = boards_options();
  raw.deviations = 4;
  EXPECT_EQ(error_of(raw), "--deviations: 4 is not from 0 to 3");
  raw.deviations = 3;
  EXPECT_EQ(error_of(raw), "");
}

TEST(GenRequest, rejects_bad_values_with_one_line_naming_the_option) {
  RawGenOptions raw = boards_options();
  raw.assignment = "drivr";
  EXPECT_NE(error_of(raw).find("unknown assignment \"drivr\""), std::string::npos);
  raw = boards_options();
  raw.methods = "bfs,xyz";
  EXPECT_NE(error_of(raw).find("--methods: unknown method \"xyz\""), std::string::npos);
  raw = boards_options();
  raw.visibility = "secret";
  EXPECT_NE(error_of(raw).find("--visibility"), std::string::npos);
  raw = boards_options();
  raw.random = 1;
  EXPECT_NE(error_of(raw).find("either --boards"), std::string::npos);
  raw = boards_options();
  raw.boards.clear();
  EXPECT_NE(error_of(raw).find("either --boards"), std::string::npos);
  raw.random = 1;
  raw.seed = 1;
  raw.depths = "5,x";
  EXPECT_NE(error_of(raw).find("--depths: \"x\""), std::string::npos);
  raw.depths = "5,5";
  EXPECT_NE(error_of(raw).find("listed twice"), std::string::npos);
  for (const auto& message : {error_of(raw)}) EXPECT_EQ(message.find('\n'), std::string::npos);
}

TEST(GenRequest, quotes_values_a_shell_would_split) {
  RawGenOptions raw = boards_options();
  raw.name = "my suite";
  raw.output_path = "out/x.yaml";
  const auto request = make_request(raw, kMethods);
  ASSERT_TRUE(request);
  EXPECT_NE(canonical_command(*request, true).find("--name 'my suite' -o out/x.yaml"),
            std::string::npos);
}

}  // namespace
}  // namespace puzzle::gen
