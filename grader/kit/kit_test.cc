#include "kit/kit.h"

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli/app.h"
#include "grade/fake_process_runner.h"

namespace grader {
namespace {
namespace fs = std::filesystem;

const fs::path kTestcases = PUZZLE_TESTCASES_DIR;

class TempDir {
 public:
  TempDir() {
    std::string templ = (fs::temp_directory_path() / "kit-test-XXXXXX").string();
    EXPECT_NE(::mkdtemp(templ.data()), nullptr);
    path_ = templ;
  }
  ~TempDir() {
    std::error_code ignored;
    fs::remove_all(path_, ignored);
  }
  const fs::path& path() const { return path_; }

 private:
  fs::path path_;
};

Assignment load(const fs::path& path) {
  auto assignment = load_assignment(path);
  EXPECT_TRUE(assignment) << path;
  return std::move(*assignment);
}

AssignmentPart part_with(Visibility suite_visibility,
                         std::vector<std::optional<Visibility>> tests) {
  AssignmentPart part;
  part.name = "part";
  part.suite.visibility = suite_visibility;
  for (const auto& visibility : tests) {
    TestCase test;
    test.name = fmt::format("t{}", part.suite.tests.size());
    test.visibility = visibility;
    part.suite.tests.push_back(test);
  }
  return part;
}

std::string read(const fs::path& path) {
  std::ifstream file(path, std::ios::binary);
  std::stringstream text;
  text << file.rdbuf();
  return text.str();
}

TEST(IsPublic, a_suite_whose_tests_are_all_visible_is_public) {
  EXPECT_TRUE(is_public(part_with(Visibility::visible, {std::nullopt, Visibility::visible})));
}

TEST(IsPublic, one_test_not_visible_keeps_the_whole_suite_out) {
  EXPECT_FALSE(is_public(part_with(Visibility::visible, {std::nullopt, Visibility::hidden})));
  EXPECT_FALSE(is_public(part_with(Visibility::visible, {Visibility::after_due_date})));
  EXPECT_FALSE(is_public(part_with(Visibility::visible, {Visibility::after_published})));
  EXPECT_FALSE(is_public(part_with(Visibility::hidden, {std::nullopt})));
}

TEST(IsPublic, the_manifests_visibility_decides_over_the_suites) {
  AssignmentPart hidden = part_with(Visibility::hidden, {std::nullopt});
  hidden.visibility = Visibility::visible;
  EXPECT_TRUE(is_public(hidden));
  AssignmentPart visible = part_with(Visibility::visible, {std::nullopt});
  visible.visibility = Visibility::hidden;
  EXPECT_FALSE(is_public(visible));
}

TEST(PlanKit, funny_keeps_its_two_public_suites_at_the_courses_points) {
  const auto contents = plan_kit(load(kTestcases / "funny" / "assignment.yaml"));
  ASSERT_TRUE(contents) << contents.error();
  ASSERT_EQ(contents->suites.size(), 2u);
  EXPECT_EQ(contents->suites[0].file, "public-print_succ.yaml");
  EXPECT_EQ(contents->suites[0].name, "print_succ");
  EXPECT_EQ(contents->suites[0].scale.points, 10);  // testcases/funny/assignment.yaml
  EXPECT_EQ(contents->suites[1].file, "public-solve.yaml");
  EXPECT_EQ(contents->suites[1].scale.points, 15);
  ASSERT_EQ(contents->left_out.size(), 2u);
  EXPECT_EQ(contents->left_out[0].filename(), "hidden-print_succ.yaml");
  EXPECT_EQ(contents->left_out[1].filename(), "hidden-solve.yaml");
  EXPECT_FALSE(contents->lone_suite);
  EXPECT_EQ(kit_entry_file(*contents), "assignment.yaml");
}

TEST(PlanKit, the_driver_declares_numpy_and_psutil) {
  const auto contents = plan_kit(load(kTestcases / "driver" / "assignment.yaml"));
  ASSERT_TRUE(contents) << contents.error();
  EXPECT_EQ(contents->python_packages, (std::vector<std::string>{"numpy", "psutil"}));
  EXPECT_EQ(contents->debian_packages,
            (std::vector<std::string>{"python3", "python3-numpy", "python3-psutil"}));
  const std::string readme = kit_readme(*contents, "driver");
  EXPECT_NE(readme.find("Python 3 with numpy and psutil (on Debian or Ubuntu: `sudo apt-get "
                        "install python3 python3-numpy python3-psutil`)"),
            std::string::npos)
      << readme;
  // Before, "No administrator rights" stood beside `sudo apt-get`, and nothing said that
  // pip's --user packages are invisible to the tests (checked by hand: an import of one
  // is "not installed on the grader", with and without bubblewrap).
  EXPECT_NE(readme.find("Installing needs administrator rights once"), std::string::npos);
  EXPECT_NE(readme.find("`pip install --user` does not help"), std::string::npos);
}

TEST(PlanKit, suites_that_declare_no_python_still_need_python3) {
  const auto contents = plan_kit(load(kTestcases / "lecture" / "assignment.yaml"));
  ASSERT_TRUE(contents) << contents.error();
  EXPECT_EQ(contents->debian_packages, (std::vector<std::string>{"python3"}));
}

TEST(PlanKit, a_hidden_suite_alone_makes_no_kit) {
  const auto contents = plan_kit(load(kTestcases / "driver" / "hidden.yaml"));
  ASSERT_FALSE(contents);
  EXPECT_NE(contents.error().find("no public suite"), std::string::npos) << contents.error();
}

TEST(PlanKit, a_public_suite_alone_is_graded_as_it_is) {
  const auto contents = plan_kit(load(kTestcases / "driver" / "public.yaml"));
  ASSERT_TRUE(contents) << contents.error();
  EXPECT_TRUE(contents->lone_suite);
  EXPECT_EQ(contents->suites.front().file, "assignment.yaml");
  EXPECT_EQ(kit_entry_file(*contents), "assignment.yaml");
}

TEST(PlanKit, two_public_suites_of_one_file_name_are_refused) {
  Assignment assignment;
  for (const char* folder : {"a", "b"}) {
    AssignmentPart part = part_with(Visibility::visible, {std::nullopt});
    part.suite.path = fs::path(folder) / "public.yaml";
    assignment.parts.push_back(part);
  }
  const auto contents = plan_kit(assignment);
  ASSERT_FALSE(contents);
  EXPECT_NE(contents.error().find("both named public.yaml"), std::string::npos);
}

TEST(PlanKit, a_public_suite_named_like_the_kits_manifest_is_refused) {
  Assignment assignment;
  AssignmentPart part = part_with(Visibility::visible, {std::nullopt});
  part.suite.path = "a/assignment.yaml";
  assignment.parts.push_back(part);
  const auto contents = plan_kit(assignment);
  ASSERT_FALSE(contents);
  EXPECT_NE(contents.error().find("the name of the kit's manifest"), std::string::npos);
}

// The manifest the kit writes, read back by the grader's own reader: the same parts at
// the same points as the course's manifest gives its public suites (10 + 15, by hand).
TEST(KitManifest, reads_back_as_the_courses_public_parts) {
  const auto contents = plan_kit(load(kTestcases / "funny" / "assignment.yaml"));
  ASSERT_TRUE(contents);
  TempDir dir;
  for (const KitSuite& suite : contents->suites) fs::copy(suite.source, dir.path() / suite.file);
  std::ofstream(dir.path() / "assignment.yaml") << kit_manifest_yaml(*contents);
  const Assignment kit = load(dir.path() / "assignment.yaml");
  EXPECT_EQ(kit.name, "funny");
  ASSERT_EQ(kit.parts.size(), 2u);
  EXPECT_EQ(kit.parts[0].name, "print_succ");
  EXPECT_EQ(kit.parts[1].name, "solve");
  EXPECT_EQ(kit.parts[0].visibility, Visibility::visible);
  EXPECT_DOUBLE_EQ(kit.max_points(), 25);
}

TEST(KitName, is_the_archives_name_without_its_suffix) {
  EXPECT_EQ(kit_name("out/driver-kit.tar.gz"), "driver-kit");
  EXPECT_EQ(kit_name("funny.tgz"), "funny");
  EXPECT_EQ(kit_name("driver.zip"), "");
  EXPECT_EQ(kit_name(".tar.gz"), "");
}

TEST(DefaultStarter, is_the_toolkits_template_of_the_suites_folder) {
  const auto starter = default_starter(kTestcases / "driver" / "assignment.yaml");
  ASSERT_TRUE(starter);
  EXPECT_EQ(*starter,
            (kTestcases.parent_path() / "student_template" / "driver").lexically_normal());
}

TEST(CheckScript, grades_the_starter_folder_with_the_kits_grader_and_suites) {
  KitContents contents;
  contents.suites.push_back({"x/public.yaml", "public.yaml", "public", {}, std::nullopt});
  const std::string script = kit_check_script(contents, "driver");
  EXPECT_EQ(script.rfind("#!/bin/sh\n", 0), 0u);
  EXPECT_NE(script.find("submission=\"$kit/driver\""), std::string::npos) << script;
  EXPECT_NE(script.find("\"$kit/grader/bin/puzzle-grader\" run --suite "
                        "\"$kit/grader/suites/assignment.yaml\""),
            std::string::npos)
      << script;
}

// Before, public-q2.yaml went in whole, its header saying "(4 points with
// hidden-q2.yaml)": a hidden suite's name and points.
TEST(KitSuiteText, drops_the_header_comments_and_keeps_the_rest_byte_for_byte) {
  KitContents contents;
  contents.assignment = "fifteen";
  const std::string suite = "# Question 2 (4 points with hidden-q2.yaml)\n"
                            "\n"
                            "  # indented, still the header\n"
                            "suite: q2  # a comment after YAML stays\n"
                            "tests:\n"
                            "  - python: |\n"
                            "      # a line of the test's code\n";
  EXPECT_EQ(kit_suite_text(contents, suite),
            "# Public tests of fifteen, as the course's grader runs them (the toolkit's\n"
            "# docs/suite-format.md).\n"
            "suite: q2  # a comment after YAML stays\n"
            "tests:\n"
            "  - python: |\n"
            "      # a line of the test's code\n");
  EXPECT_EQ(kit_suite_text(contents, "# only a comment"),
            "# Public tests of fifteen, as the course's grader runs them (the toolkit's\n"
            "# docs/suite-format.md).\n");
  EXPECT_EQ(kit_suite_text(contents, "---\nsuite: a\n").substr(100), "---\nsuite: a\n");
}

struct KitFixture : ::testing::Test {
  TempDir sources;
  KitSources files;
  void SetUp() override {
    files.grader = sources.path() / "puzzle-grader-kit";
    files.harness = sources.path() / "puzzle_harness.py";
    files.starter = sources.path() / "driver";
    std::ofstream(files.grader) << "binary";
    std::ofstream(files.harness) << "harness";
    fs::create_directory(files.starter);
    std::ofstream(files.starter / "driver.py") << "# starter";
  }
};

// The folder tar packs, looked at while tar "runs": the public suite, no hidden one, the
// grader, the harness where the grader looks for it, the starter, an executable check.
TEST_F(KitFixture, packs_the_public_suites_starter_grader_and_harness) {
  const auto contents = plan_kit(load(kTestcases / "driver" / "assignment.yaml"));
  ASSERT_TRUE(contents);
  std::vector<std::string> files_seen;
  FakeProcessRunner runner([&](const ProcessSpec& spec) {
    const fs::path kit = spec.working_dir / "driver-kit";
    for (const auto& entry : fs::recursive_directory_iterator(kit)) {
      files_seen.push_back(fs::relative(entry.path(), kit).string());
    }
    const auto mode = fs::status(kit / "check").permissions();
    EXPECT_NE(mode & fs::perms::others_exec, fs::perms::none);
    EXPECT_EQ(read(kit / "grader" / "suites" / "public.yaml"),
              kit_suite_text(*contents, read(kTestcases / "driver" / "public.yaml")));
    write_file(spec.working_dir / "driver-kit.tar.gz", "archive");
    return exited(0);
  });
  TempDir out;
  const fs::path output = out.path() / "driver-kit.tar.gz";
  EXPECT_EQ(make_kit(*contents, files, output, runner), std::nullopt);
  ASSERT_EQ(runner.specs().size(), 1u);
  const ProcessSpec spec = runner.specs()[0];
  EXPECT_EQ(spec.argv,
            tar_argv(spec.working_dir, "driver-kit", spec.working_dir / "driver-kit.tar.gz"));
  EXPECT_EQ(spec.argv.front(), "tar");
  std::sort(files_seen.begin(), files_seen.end());
  EXPECT_EQ(files_seen,
            (std::vector<std::string>{
                ".devcontainer", ".devcontainer/devcontainer.json", "README.md", "check", "driver",
                "driver/driver.py", "grader", "grader/bin", "grader/bin/puzzle-grader",
                "grader/share", "grader/share/puzzle", "grader/share/puzzle/puzzle_harness.py",
                "grader/suites", "grader/suites/assignment.yaml", "grader/suites/public.yaml"}));
  EXPECT_EQ(read(output), "archive");
  EXPECT_FALSE(fs::exists(spec.working_dir)) << "the temporary folder is removed";
}

// ---- links in the starter (issue 38 item 8): a link to a hidden suite packed its bytes ----

struct StarterLinks : KitFixture {
  // A link in the starter, `name` -> `target`, made as written.
  void link(const fs::path& name, const fs::path& target) {
    fs::create_symlink(target, files.starter / name);
  }
};

TEST_F(StarterLinks, files_folders_and_links_inside_the_starter_are_fine) {
  fs::create_directory(files.starter / "lib");
  std::ofstream(files.starter / "lib" / "board.py") << "# board";
  link("helper.py", "driver.py");
  link("boards", "lib");
  link("here", ".");
  link("lib/driver.py", "../driver.py");
  link("dangling.py", "not-yet.py");  // a file the student makes
  EXPECT_EQ(starter_problem(files.starter), std::nullopt);
}

TEST_F(StarterLinks, a_link_leaving_the_starter_is_named) {
  std::ofstream(sources.path() / "hidden.yaml") << "secret";
  link("notes.yaml", "../hidden.yaml");
  EXPECT_EQ(starter_problem(files.starter),
            "the starter's notes.yaml is a link to ../hidden.yaml, outside the starter: a kit "
            "holds only the starter's own files; remove the link, or put a copy of the file "
            "there if students may have it");
}

TEST_F(StarterLinks, a_link_to_an_absolute_path_is_named) {
  link("host.txt", "/etc/hostname");
  EXPECT_EQ(starter_problem(files.starter),
            "the starter's host.txt is a link to the absolute path /etc/hostname: a kit keeps "
            "only relative links to the starter's own files; remove the link, or put a copy of "
            "the file there if students may have it");
}

TEST_F(StarterLinks, a_link_in_a_subfolder_is_judged_from_its_own_folder) {
  fs::create_directory(files.starter / "lib");
  link("lib/up.py", "../../puzzle_harness.py");
  EXPECT_EQ(starter_problem(files.starter),
            "the starter's lib/up.py is a link to ../../puzzle_harness.py, outside the starter: "
            "a kit holds only the starter's own files; remove the link, or put a copy of the "
            "file there if students may have it");
}

// "here/../hidden.yaml" reads as a file of the starter, but "here" is the starter itself,
// so the file system finds hidden.yaml beside the starter.
TEST_F(StarterLinks, a_link_leaving_through_another_link_is_named) {
  std::ofstream(sources.path() / "hidden.yaml") << "secret";
  link("here", ".");
  link("notes.yaml", "here/../hidden.yaml");
  EXPECT_EQ(starter_problem(files.starter),
            "the starter's notes.yaml is a link to here/../hidden.yaml, outside the starter: a kit "
            "holds only the starter's own files; remove the link, or put a copy of the file "
            "there if students may have it");
}

TEST_F(StarterLinks, a_fifo_is_named) {
  ASSERT_EQ(::mkfifo((files.starter / "pipe").c_str(), 0600), 0);
  EXPECT_EQ(starter_problem(files.starter),
            "the starter's pipe is not a file, a folder or a link, which a kit cannot hold; "
            "remove it");
}

// The folder tar packs (tar keeps a link as a link: tar_argv has no --dereference).
TEST_F(StarterLinks, a_link_inside_the_starter_stays_a_link_in_the_kit) {
  link("helper.py", "driver.py");
  const auto contents = plan_kit(load(kTestcases / "driver" / "assignment.yaml"));
  ASSERT_TRUE(contents);
  FakeProcessRunner runner([&](const ProcessSpec& spec) {
    const fs::path helper = spec.working_dir / "driver-kit" / "driver" / "helper.py";
    EXPECT_TRUE(fs::is_symlink(helper));
    EXPECT_EQ(fs::read_symlink(helper), "driver.py");
    write_file(spec.working_dir / "driver-kit.tar.gz", "archive");
    return exited(0);
  });
  TempDir out;
  EXPECT_EQ(make_kit(*contents, files, out.path() / "driver-kit.tar.gz", runner), std::nullopt);
  EXPECT_EQ(runner.specs().size(), 1u);
}

TEST_F(StarterLinks, a_link_to_a_hidden_suite_makes_no_kit) {
  link("notes.yaml", kTestcases / "driver" / "hidden.yaml");
  const auto contents = plan_kit(load(kTestcases / "driver" / "assignment.yaml"));
  ASSERT_TRUE(contents);
  FakeProcessRunner runner([](const ProcessSpec&) { return exited(0); });
  TempDir out;
  const auto error = make_kit(*contents, files, out.path() / "driver-kit.tar.gz", runner);
  ASSERT_TRUE(error);
  EXPECT_EQ(error->rfind("the starter's notes.yaml is a link to the absolute path ", 0), 0u)
      << *error;
  EXPECT_TRUE(runner.specs().empty());
  EXPECT_TRUE(fs::is_empty(out.path()));
}

TEST_F(KitFixture, says_when_tar_fails) {
  const auto contents = plan_kit(load(kTestcases / "driver" / "assignment.yaml"));
  ASSERT_TRUE(contents);
  FakeProcessRunner runner([](const ProcessSpec&) { return exited(2, "", "disk full"); });
  TempDir out;
  const auto error = make_kit(*contents, files, out.path() / "driver-kit.tar.gz", runner);
  ASSERT_TRUE(error);
  EXPECT_NE(error->find("tar could not write"), std::string::npos) << *error;
  EXPECT_NE(error->find("disk full"), std::string::npos) << *error;
}

TEST_F(KitFixture, refuses_an_archive_name_that_is_no_folder_name) {
  const auto contents = plan_kit(load(kTestcases / "driver" / "assignment.yaml"));
  ASSERT_TRUE(contents);
  FakeProcessRunner runner([](const ProcessSpec&) { return exited(0); });
  const auto error = make_kit(*contents, files, "driver.zip", runner);
  ASSERT_TRUE(error);
  EXPECT_NE(error->find("NAME.tar.gz"), std::string::npos) << *error;
  EXPECT_TRUE(runner.specs().empty());
}

// `puzzle-grader kit`'s refusals, before anything is made: usage errors (exit 2), one line.
struct KitCommand : ::testing::Test {
  TempDir out;
  ExitCode kit(const std::string& suite, const std::string& archive) {
    std::ostringstream ignored;
    return run_cli({"kit", "--suite", (kTestcases / suite).string(), "-o",
                    (out.path() / archive).string()},
                   ignored, err);
  }
  std::ostringstream err;
};

TEST_F(KitCommand, hidden_suites_alone_are_a_usage_error) {
  EXPECT_EQ(kit("driver/hidden.yaml", "driver-kit.tar.gz"), ExitCode::bad_suite_or_usage);
  EXPECT_NE(err.str().find("has no public suite"), std::string::npos) << err.str();
  EXPECT_FALSE(fs::exists(out.path() / "driver-kit.tar.gz"));
}

TEST_F(KitCommand, a_starter_linking_outside_is_a_usage_error_naming_the_link) {
  TempDir starter;
  std::ofstream(starter.path() / "driver.py") << "# starter";
  fs::create_symlink("/etc/hostname", starter.path() / "host.txt");
  std::ostringstream ignored;
  const ExitCode code = run_cli({"kit", "--suite", (kTestcases / "driver/assignment.yaml").string(),
                                 "--starter", starter.path().string(), "-o",
                                 (out.path() / "driver-kit.tar.gz").string()},
                                ignored, err);
  EXPECT_EQ(code, ExitCode::bad_suite_or_usage);
  EXPECT_EQ(err.str(),
            "puzzle-grader: error: the starter's host.txt is a link to the absolute path "
            "/etc/hostname: a kit keeps only relative links to the starter's own files; remove "
            "the link, or put a copy of the file there if students may have it\n");
  EXPECT_TRUE(fs::is_empty(out.path()));
}

TEST_F(KitCommand, an_archive_name_that_is_no_folder_name_is_a_usage_error) {
  EXPECT_EQ(kit("driver/assignment.yaml", "driver.zip"), ExitCode::bad_suite_or_usage);
  EXPECT_EQ(err.str().rfind("puzzle-grader: error: the kit ", 0), 0u) << err.str();
  EXPECT_TRUE(fs::is_empty(out.path()));
}

// Before, as root with a private TMPDIR (mktemp -d), tar (run with a uid of its own)
// failed with "tar (child): /tmp/tmp.X/puzzle-kit-Y: Cannot open: Permission denied".
TEST_F(KitCommand, as_root_a_tmpdir_others_cannot_enter_is_said_with_its_fix) {
  if (::geteuid() != 0) GTEST_SKIP() << "only root gives tar a uid of its own";
  TempDir private_tmp;
  fs::permissions(private_tmp.path(), fs::perms::owner_all);
  const char* before = std::getenv("TMPDIR");
  const std::string saved = before != nullptr ? before : "";
  ::setenv("TMPDIR", private_tmp.path().c_str(), 1);
  const ExitCode code = kit("funny/assignment.yaml", "funny-kit.tar.gz");
  if (before != nullptr)
    ::setenv("TMPDIR", saved.c_str(), 1);
  else
    ::unsetenv("TMPDIR");
  EXPECT_EQ(code, ExitCode::internal_error);
  EXPECT_NE(err.str().find("Point TMPDIR at a folder others can enter"), std::string::npos)
      << err.str();
  EXPECT_FALSE(fs::exists(out.path() / "funny-kit.tar.gz"));
}

// ---- the web page (kit --web) ----

TEST(WebPage, page_json_names_the_manifest_its_suites_and_what_the_page_lacks) {
  const auto contents = plan_kit(load(kTestcases / "driver" / "assignment.yaml"));
  ASSERT_TRUE(contents) << contents.error();
  // driver's public suite declares numpy and psutil; the page stands in for psutil only.
  const auto page = nlohmann::json::parse(web_page_json(*contents));
  EXPECT_EQ(page["assignment"], "driver");
  EXPECT_EQ(page["entry"], "assignment.yaml");
  EXPECT_EQ(page["suite_files"], nlohmann::json({"assignment.yaml", "public.yaml"}));
  EXPECT_EQ(page["packages_missing"], nlohmann::json({"numpy"}));
  EXPECT_EQ(page["memory_mb"], 2048);  // testcases/driver/public.yaml's limits
}

TEST(WebPage, an_asset_script_hands_the_page_the_file_in_base64) {
  // RFC 4648's examples: "foob" is "Zm9vYg==".
  EXPECT_EQ(web_asset_script("data/x.bin", "foob"), "puzzleAsset(\"data/x.bin\", \"Zm9vYg==\");\n");
  EXPECT_EQ(web_asset_script("a\"b", ""), "puzzleAsset(\"a\\\"b\", \"\");\n");
}

struct WebPageFixture : ::testing::Test {
  TempDir dir;
  WebPageSources sources;
  void SetUp() override {
    sources.assets = dir.path() / "assets";
    fs::create_directories(sources.assets / "data" / "pyodide");
    std::ofstream(sources.assets / "index.html") << "page";
    std::ofstream(sources.assets / "data" / "puzzle-grader-web.wasm") << "wasm";
    std::ofstream(sources.assets / "data" / "pyodide" / "pyodide.js") << "py";
    sources.harness = dir.path() / "harness.py";
    std::ofstream(sources.harness) << "harness";
  }
};

// The page's scripts for `names`, in order, each base64("bytes") of its file.
std::string asset_scripts(const std::vector<std::pair<std::string, std::string>>& files) {
  std::string out;
  for (const auto& [name, bytes] : files) out += web_asset_script(name, bytes);
  return out;
}

TEST_F(WebPageFixture, holds_the_assets_harness_and_public_suites_only) {
  const auto contents = plan_kit(load(kTestcases / "funny" / "assignment.yaml"));
  ASSERT_TRUE(contents) << contents.error();
  const fs::path page = dir.path() / "funny-web";
  const auto error = write_web_page(*contents, sources, page);
  ASSERT_FALSE(error) << *error;
  EXPECT_EQ(read(page / "index.html"), "page");
  EXPECT_EQ(read(page / "data" / "puzzle-grader-web.wasm.js"),
            asset_scripts({{"puzzle-grader-web.wasm", "wasm"}}));
  EXPECT_EQ(read(page / "data" / "pyodide" / "pyodide.js.js"),
            asset_scripts({{"pyodide/pyodide.js", "py"}}));
  EXPECT_FALSE(fs::exists(page / "data" / "puzzle-grader-web.wasm"));
  const std::string course = read(page / "data" / "course.js");
  EXPECT_EQ(course.rfind(asset_scripts({{"page.json", web_page_json(*contents)},
                                        {"puzzle_harness.py", "harness"}}),
                         0),
            0u)
      << course;
  const std::string solve = kit_suite_text(*contents,
                                           read(kTestcases / "funny" / "public-solve.yaml"));
  EXPECT_NE(course.find(asset_scripts({{"suites/public-solve.yaml", solve}})), std::string::npos);
  EXPECT_NE(course.find("puzzleAsset(\"suites/assignment.yaml\""), std::string::npos);
  EXPECT_EQ(course.find("suites/hidden"), std::string::npos);  // names are plain text
  EXPECT_FALSE(fs::exists(page / "suites"));
}

TEST_F(WebPageFixture, says_how_to_build_the_page_when_its_assets_are_missing) {
  const auto contents = plan_kit(load(kTestcases / "driver" / "assignment.yaml"));
  ASSERT_TRUE(contents) << contents.error();
  sources.assets = dir.path() / "nothing-built";
  const auto error = write_web_page(*contents, sources, dir.path() / "page");
  ASSERT_TRUE(error);
  EXPECT_NE(error->find("web/build-page.sh"), std::string::npos) << *error;
  EXPECT_FALSE(fs::exists(dir.path() / "page"));
}

}  // namespace
}  // namespace grader
