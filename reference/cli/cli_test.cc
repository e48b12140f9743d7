// End-to-end tests of the built puzzle-ref binary (path from CMake: PUZZLE_REF_BIN), each in
// a fresh temporary directory, as the grader and students run it.

#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

namespace {

namespace fs = std::filesystem;

struct Outcome {
  int exit_code = -1;
  std::string out;
  std::string err;
};

std::string slurp(const fs::path& path) {
  std::ifstream file(path);
  std::stringstream text;
  text << file.rdbuf();
  return text.str();
}

class PuzzleRef : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("puzzle-ref-test-" + std::to_string(::getpid()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  // `args` is passed through the shell; tests quote what needs quoting.
  Outcome run(const std::string& args, const std::string& stdin_text = "") {
    std::ofstream(dir_ / "stdin.txt") << stdin_text;
    const std::string command = "cd '" + dir_.string() + "' && '" PUZZLE_REF_BIN "' " + args +
                                " < stdin.txt > stdout.txt 2> stderr.txt";
    const int status = std::system(command.c_str());
    Outcome result;
    result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    result.out = slurp(dir_ / "stdout.txt");
    result.err = slurp(dir_ / "stderr.txt");
    return result;
  }
  bool has_output_file() const { return fs::exists(dir_ / "output.txt"); }
  std::string output_file() const { return slurp(dir_ / "output.txt"); }

  fs::path dir_;
};

std::string first_lines(const std::string& text, int count) {
  std::istringstream stream(text);
  std::string kept;
  std::string line;
  for (int i = 0; i < count && std::getline(stream, line); ++i) kept += line + "\n";
  return kept;
}

TEST_F(PuzzleRef, driver_bfs_writes_the_published_output_txt) {
  const Outcome result = run("driver bfs 1,2,5,3,4,0,6,7,8");
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_EQ(first_lines(output_file(), 5),
            "path_to_goal: ['Up', 'Left', 'Left']\ncost_of_path: 3\nnodes_expanded: 10\n"
            "search_depth: 3\nmax_search_depth: 4\n");
  EXPECT_TRUE(result.out.empty());
}

TEST_F(PuzzleRef, driver_dfs_writes_the_published_output_txt) {
  ASSERT_EQ(run("driver dfs 1,2,5,3,4,0,6,7,8").exit_code, 0);
  EXPECT_EQ(first_lines(output_file(), 5),
            "path_to_goal: ['Up', 'Left', 'Left']\ncost_of_path: 3\nnodes_expanded: 181437\n"
            "search_depth: 3\nmax_search_depth: 66125\n");
}

TEST_F(PuzzleRef, driver_measures_time_and_memory_with_eight_decimals) {
  ASSERT_EQ(run("driver ast 1,2,5,3,4,0,6,7,8").exit_code, 0);
  const std::string text = output_file();
  const auto time_at = text.find("running_time: ");
  const auto ram_at = text.find("max_ram_usage: ");
  ASSERT_NE(time_at, std::string::npos);
  ASSERT_NE(ram_at, std::string::npos);
  const std::string ram = text.substr(ram_at + 15, text.find('\n', ram_at) - ram_at - 15);
  EXPECT_EQ(ram.size() - ram.find('.') - 1, 8u) << ram;
  EXPECT_GT(std::stod(ram), 0.0);
}

TEST_F(PuzzleRef, driver_variant_changes_the_count) {
  ASSERT_EQ(run("driver --variant count-goal-as-expanded bfs 1,2,5,3,4,0,6,7,8").exit_code, 0);
  EXPECT_NE(output_file().find("nodes_expanded: 11\n"), std::string::npos);
}

TEST_F(PuzzleRef, driver_rejects_a_repeated_tile_without_writing_output) {
  const Outcome result = run("driver bfs 1,2,2,3,4,0,6,7,8");
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_EQ(result.err,
            "puzzle-ref: error: board \"1,2,2,3,4,0,6,7,8\": tile 2 appears twice (positions 2 "
            "and 3)\n");
  EXPECT_FALSE(has_output_file());
}

TEST_F(PuzzleRef, driver_rejects_each_kind_of_malformed_board_on_one_line) {
  for (const char* board : {"1,2,5,3,4,0,6,7", "1,2,5,3,4,0,6,7,8,9", "1,2,x,3,4,0,6,7,8",
                            "1,2,0,3,4,0,6,7,8", "1,2,9,3,4,0,6,7,8", "1,2,,3,4,0,6,7,8", "''"}) {
    const Outcome result = run(std::string("driver bfs ") + board);
    EXPECT_EQ(result.exit_code, 2) << board;
    EXPECT_EQ(result.err.rfind("puzzle-ref: error: board ", 0), 0u) << result.err;
    EXPECT_EQ(result.err.find('\n'), result.err.size() - 1) << result.err;
    EXPECT_FALSE(has_output_file()) << board;
  }
}

TEST_F(PuzzleRef, driver_rejects_an_unsolvable_board) {
  const Outcome result = run("driver ast 1,0,2,3,4,5,6,8,7");
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_NE(result.err.find("cannot reach the goal"), std::string::npos);
  EXPECT_FALSE(has_output_file());
}

TEST_F(PuzzleRef, driver_rejects_an_unknown_method) {
  const Outcome result = run("driver greedy 1,2,5,3,4,0,6,7,8");
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_EQ(result.err, "puzzle-ref: error: unknown method \"greedy\" (use bfs, dfs or ast)\n");
  EXPECT_FALSE(has_output_file());
}

TEST_F(PuzzleRef, driver_rejects_an_unknown_variant) {
  const Outcome result = run("driver --variant sideways bfs 1,2,5,3,4,0,6,7,8");
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_NE(result.err.find("unknown variant \"sideways\""), std::string::npos);
  EXPECT_FALSE(has_output_file());
}

TEST_F(PuzzleRef, missing_arguments_are_a_usage_error) {
  const Outcome result = run("driver bfs");
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_EQ(result.err.rfind("puzzle-ref: error: ", 0), 0u);
}

TEST_F(PuzzleRef, variants_lists_every_driver_variant_with_a_description) {
  const Outcome result = run("variants driver");
  ASSERT_EQ(result.exit_code, 0);
  for (const char* name : {"decrease-key ", "lifo-ties ", "goal-test-at-generation ",
                           "count-goal-as-expanded ", "ties-by-depth ", "order-udrl ", "order-lrud ",
                           "max-depth-at-pop "}) {
    EXPECT_NE(("\n" + result.out).find(std::string("\n") + name), std::string::npos) << name;
  }
}

TEST_F(PuzzleRef, variants_of_an_unknown_preset_is_bad_input) {
  EXPECT_EQ(run("variants nosuch").exit_code, 2);
}

TEST_F(PuzzleRef, solve_prints_the_path_and_counters) {
  const Outcome result = run("solve 1,2,5,3,4,0,6,7,8 --goal 0,1,2,3,4,5,6,7,8 -a bfs");
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_EQ(first_lines(result.out, 4), "path: Up Left Left\ncost: 3\ndepth: 3\nexpanded: 10\n");
}

TEST_F(PuzzleRef, solve_reads_a_fifteen_grid_from_stdin) {
  const Outcome result = run("solve - -a idastar --heuristic linear-conflict",
                         "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 - 15\n");
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_EQ(first_lines(result.out, 2), "path: Right\ncost: 1\n");
}

TEST_F(PuzzleRef, solve_uses_per_direction_costs) {
  // 2x2, blank top right, goal blank top left: one Left (cost 3) beats eleven moves.
  const Outcome result = run("solve 1,0,2,3 --goal 0,1,2,3 -a ucs --costs 1,2,3,4");
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_EQ(first_lines(result.out, 2), "path: Left\ncost: 3\n");
}

TEST_F(PuzzleRef, solve_rejects_a_bad_move_order) {
  const Outcome result = run("solve 1,2,3,0 --order UUDL");
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_EQ(result.err, "puzzle-ref: error: move order \"UUDL\": 'U' appears twice\n");
}

TEST_F(PuzzleRef, solve_rejects_an_unsolvable_board) {
  EXPECT_EQ(run("solve 2,1,3,0").exit_code, 2);
}

TEST_F(PuzzleRef, check_explains_a_solvable_board_and_exits_zero) {
  const Outcome result = run("check 281_43765 --goal 1238_4765");
  EXPECT_EQ(result.exit_code, 0);
  EXPECT_NE(result.out.find("solvable: odd width"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("start: "), std::string::npos);
}

TEST_F(PuzzleRef, check_explains_an_unsolvable_board_and_exits_one) {
  const Outcome result = run("check '1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 -'");
  EXPECT_EQ(result.exit_code, 1);
  EXPECT_NE(result.out.find("not solvable: even width"), std::string::npos) << result.out;
}

TEST_F(PuzzleRef, check_rejects_a_malformed_board) {
  EXPECT_EQ(run("check 1,2,3").exit_code, 2);
}

TEST_F(PuzzleRef, help_documents_the_exit_codes) {
  const Outcome result = run("--help");
  EXPECT_EQ(result.exit_code, 0);
  EXPECT_NE(result.out.find("Exit codes:"), std::string::npos);
}

}  // namespace
