#include "kit/kit.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <system_error>

#include "common/scratch_folder.h"
#include "report/github_classroom_report.h"
#include "suite/python_env.h"

namespace grader {
namespace fs = std::filesystem;

namespace {

// Names a script or a manifest quotes: letters, digits, '.', '_' and '-' only, so that
// no shell or YAML quoting question arises.
bool is_plain_name(const std::string& name) {
  return !name.empty() && name != "." && name != ".." &&
         std::all_of(name.begin(), name.end(), [](char c) {
           return std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '_' || c == '-';
         });
}

// YAML's single-quoted scalar: ' doubled.
std::string yaml_quoted(const std::string& text) {
  std::string out = "'";
  for (char c : text) out += c == '\'' ? std::string("''") : std::string(1, c);
  return out + "'";
}

void add_once(std::vector<std::string>& list, const std::string& item) {
  if (std::find(list.begin(), list.end(), item) == list.end()) list.push_back(item);
}

// The public suites' declared Python: its packages' import names and Debian packages,
// each once, in order.
void add_python(const std::vector<const AssignmentPart*>& parts, KitContents& contents) {
  for (const AssignmentPart* part : parts) {
    if (!part->suite.python) continue;
    for (const std::string& name : part->suite.python->packages) {
      add_once(contents.python_packages, name);
    }
    for (const std::string& package : debian_packages(*part->suite.python)) {
      add_once(contents.debian_packages, package);
    }
  }
}

std::optional<std::string> write_text(const fs::path& path, const std::string& text,
                                      fs::perms mode) {
  {
    std::ofstream file(path, std::ios::binary);
    file << text;
    if (!file) return fmt::format("cannot write {}", path.string());
  }
  std::error_code ec;
  fs::permissions(path, mode, ec);
  if (ec) return fmt::format("cannot set the mode of {}: {}", path.string(), ec.message());
  return std::nullopt;
}

std::optional<std::string> read_bytes(const fs::path& path, std::string& bytes) {
  std::ifstream file(path, std::ios::binary);
  if (!file) return fmt::format("cannot read {}", path.string());
  bytes.assign(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
  if (file.bad()) return fmt::format("cannot read {}", path.string());
  return std::nullopt;
}

// A public suite as the kit holds it (kit_suite_text), read from `source`.
std::optional<std::string> read_kit_suite(const KitContents& contents, const fs::path& source,
                                          std::string& text) {
  std::string bytes;
  if (auto error = read_bytes(source, bytes)) return error;
  text = kit_suite_text(contents, bytes);
  return std::nullopt;
}

std::optional<std::string> copy_into(const fs::path& from, const fs::path& to,
                                     fs::copy_options options = fs::copy_options::recursive) {
  std::error_code ec;
  fs::create_directories(to.parent_path(), ec);
  if (!ec) fs::copy(from, to, options, ec);
  if (ec) return fmt::format("cannot copy {} to {}: {}", from.string(), to.string(), ec.message());
  return std::nullopt;
}

constexpr fs::perms kExecutable = fs::perms::owner_all | fs::perms::group_read |
                                  fs::perms::group_exec | fs::perms::others_read |
                                  fs::perms::others_exec;
constexpr fs::perms kReadable = fs::perms::owner_read | fs::perms::owner_write |
                                fs::perms::group_read | fs::perms::others_read;

// The folder's name of a path given with or without a trailing slash.
std::string folder_name(const fs::path& folder) {
  fs::path normal = folder.lexically_normal();
  if (normal.filename().empty()) normal = normal.parent_path();
  return normal.filename().string();
}

// The declared Python as the README says it: "Python 3 with numpy and psutil (on Debian
// or Ubuntu: `sudo apt-get install python3 python3-numpy python3-psutil`)".
std::string python_sentence(const KitContents& contents) {
  const std::string apt = fmt::format("sudo apt-get install {}",
                                      fmt::join(contents.debian_packages, " "));
  if (contents.python_packages.empty()) {
    return fmt::format("Python 3 (on Debian or Ubuntu: `{}`)", apt);
  }
  return fmt::format("Python 3 with {} (on Debian or Ubuntu: `{}`)",
                     fmt::join(contents.python_packages, " and "), apt);
}

}  // namespace

bool is_public(const AssignmentPart& part) {
  if (part.visibility) return *part.visibility == Visibility::visible;
  return std::all_of(part.suite.tests.begin(), part.suite.tests.end(), [&](const TestCase& test) {
    return visibility_of(test, part.suite) == Visibility::visible;
  });
}

puzzle::Expected<KitContents, std::string> plan_kit(const Assignment& assignment) {
  KitContents contents;
  contents.assignment = assignment.name;
  contents.lone_suite = assignment.parts.size() == 1 && assignment.parts.front().name.empty();
  std::vector<const AssignmentPart*> public_parts;
  for (const AssignmentPart& part : assignment.parts) {
    if (!is_public(part)) {
      contents.left_out.push_back(part.suite.path);
      continue;
    }
    const std::string file = part.suite.path.filename().string();
    if (!contents.lone_suite && file == kit_entry_file(contents)) {
      return puzzle::unexpected(
          fmt::format("the public suite {} has the name of the kit's manifest; rename it",
                      part.suite.path.string()));
    }
    for (const KitSuite& kept : contents.suites) {
      if (kept.file == file) {
        return puzzle::unexpected(fmt::format(
            "{} and {} are both public and both named {}; the kit keeps its suites in one "
            "folder, so rename one of them",
            kept.source.string(), part.suite.path.string(), file));
      }
    }
    contents.suites.push_back({part.suite.path, file, part.name, part.scale, part.visibility});
    public_parts.push_back(&part);
    contents.memory_mb = std::max(contents.memory_mb, part.suite.limits.memory_mb);
  }
  if (contents.suites.empty()) {
    return puzzle::unexpected(fmt::format(
        "{} has no public suite (every suite has a test that is not `visibility: visible`), "
        "so a kit would hold no test",
        assignment.path.string()));
  }
  // A suite alone is graded under the kit's one entry name: a file without `suites:` is
  // read as a suite whatever its name (docs/assignment-manifest.md).
  if (contents.lone_suite) contents.suites.front().file = kit_entry_file(contents);
  add_python(public_parts, contents);
  // Suites that declare no Python still run python3 (the harness, `python3 x.py`).
  if (contents.debian_packages.empty()) contents.debian_packages = {"python3"};
  return contents;
}

std::string kit_entry_file(const KitContents&) { return "assignment.yaml"; }

namespace {

// A practice suite (driver's sample tests: the course grades only the hidden ones) would
// show "0/0 points" and pass a program that fails it; in the kit it keeps its own points,
// and the README says they are not the grade.
bool counts_for_nothing(const KitSuite& suite) {
  return suite.scale.points && *suite.scale.points <= 0;
}

std::string practice_sentence(const KitContents& contents) {
  if (std::none_of(contents.suites.begin(), contents.suites.end(), counts_for_nothing)) return "";
  return "The course gives no points for these tests (it grades the hidden ones): the points\n"
         "shown here are each test's own, to show what passes, not part of your grade.\n";
}

}  // namespace

std::string kit_manifest_yaml(const KitContents& contents) {
  std::string out = fmt::format(
      "# The public tests of {}, counted as the course's grader counts them. Written by\n"
      "# `puzzle-grader kit`; the format is the toolkit's docs/assignment-manifest.md.\n"
      "assignment: {}\nsuites:\n",
      contents.assignment, yaml_quoted(contents.assignment));
  for (const KitSuite& suite : contents.suites) {
    std::string entry = fmt::format("file: {}, name: {}", yaml_quoted(suite.file),
                                    yaml_quoted(suite.name));
    if (counts_for_nothing(suite)) {
      out += fmt::format("  # {}: no points in the course's grade; scored here by its own points\n",
                         suite.file);
    } else if (suite.scale.points) {
      entry += fmt::format(", points: {}", *suite.scale.points);
    } else if (suite.scale.weight != 1) {
      entry += fmt::format(", weight: {}", suite.scale.weight);
    }
    if (suite.visibility) entry += fmt::format(", visibility: {}", to_string(*suite.visibility));
    out += fmt::format("  - {{{}}}\n", entry);
  }
  return out;
}

std::string kit_suite_text(const KitContents& contents, std::string_view suite) {
  std::size_t body = 0;
  while (body < suite.size()) {
    const std::size_t end = std::min(suite.find('\n', body), suite.size());
    const std::string_view line = suite.substr(body, end - body);
    const std::size_t first = line.find_first_not_of(" \t\r");
    if (first != std::string_view::npos && line[first] != '#') break;
    body = end + 1;
  }
  body = std::min(body, suite.size());
  return fmt::format("# Public tests of {}, as the course's grader runs them (the toolkit's\n"
                     "# docs/suite-format.md).\n{}",
                     contents.assignment, suite.substr(body));
}

std::string kit_check_script(const KitContents& contents, const std::string& starter) {
  return fmt::format(
      "#!/bin/sh\n"
      "# Grades your program on the course's public tests (README.md):\n"
      "#   ./check                  grades the folder {0}/ beside this script\n"
      "#   ./check FILE-OR-FOLDER   grades that file or folder instead\n"
      "# Options after it go to `puzzle-grader run`, e.g. ./check {0} --format json\n"
      // The kit's folder, absolute, whatever its name holds: CDPATH= since with CDPATH set
      // cd prints where it went, which $(...) would keep; the "." since $(...) strips a
      // name's trailing newlines; ${0%/*} since dirname's output would lose them too.
      "case $0 in */*) dir=${{0%/*}}/ ;; *) dir=. ;; esac\n"
      "kit=$(CDPATH= cd -- \"$dir\" && pwd && echo .) || exit 2\n"
      "kit=${{kit%??}}\n"
      "submission=\"$kit/{0}\"\n"
      "case \"$1\" in\n"
      "  ''|-*) ;;\n"
      "  *) submission=$1; shift ;;\n"
      "esac\n"
      "exec \"$kit/grader/bin/puzzle-grader\" run --suite \"$kit/grader/suites/{1}\" \\\n"
      "  --submission \"$submission\" \"$@\"\n",
      starter, kit_entry_file(contents));
}

std::string kit_readme(const KitContents& contents, const std::string& starter) {
  return fmt::format(
      "# {0}: your mini-grader\n\n"
      "This folder grades your program on the course's public tests with the course's own\n"
      "grader, so for these tests you get the verdicts and points the course will give.\n"
      "The course also has hidden tests, which are not here: passing every test here is a\n"
      "good sign, not a promise.\n{3}\n"
      "## Check your program\n\n"
      "Work in the folder `{1}/` (it holds the starter), then run, in this folder:\n\n"
      "    ./check\n\n"
      "or `./check path/to/your/file-or-folder` to check another copy. You get one line per\n"
      "test, then the points, and for each failed test what differs. `./check` exits with\n"
      "0 when every test passes and 1 when one does not; `./check {1} --format json` gives\n"
      "the same as JSON.\n\n"
      "## What it needs\n\n"
      "- Linux on a 64-bit Intel or AMD computer: Debian, Ubuntu, Fedora, Arch, or WSL on\n"
      "  Windows. Nothing to build, and no administrator rights to run it.\n"
      "- {2}. Installing needs administrator rights once. Where you have none (a lab\n"
      "  computer) and something is missing, `./check` names it: ask the computer's\n"
      "  administrator, or use the container below. `pip install --user` does not help:\n"
      "  the tests run the computer's own `python3`, which does not see your home folder.\n\n"
      "On Windows, install WSL (Ubuntu) and run `./check` there. On a Mac, `./check` does\n"
      "not run natively: open this folder in VS Code with the Dev Containers extension\n"
      "(\"Reopen in Container\": `.devcontainer/` sets up Debian with the right Python), or\n"
      "in GitHub Codespaces, or use a Linux virtual machine. The same works on any computer.\n"
      "No Linux at hand (a Mac, a Chromebook, a tablet)? Your course may also publish this\n"
      "mini-grader as a web page that runs in your browser with nothing installed: ask where\n"
      "it is. It gives the same verdicts, and says so where it cannot run a program the way\n"
      "the course's grader does.\n\n"
      "The assignment's exact rules are in your course's handout.\n\n"
      "Time and memory limits are exact on the course's grader; on your computer they may\n"
      "be approximate.\n",
      contents.assignment, starter, python_sentence(contents), practice_sentence(contents));
}

std::string kit_devcontainer_json(const KitContents& contents) {
  const nlohmann::json config = {
      {"name", contents.assignment + " (student kit)"},
      {"image", "debian:bookworm"},
      // The grader is an x86_64 program: on an Apple silicon Mac the container is
      // emulated rather than arm64 (where the grader could not start).
      {"runArgs", {"--platform=linux/amd64"}},
      {"postCreateCommand",
       fmt::format("apt-get update && apt-get install -y --no-install-recommends {}",
                   fmt::join(contents.debian_packages, " "))},
      {"customizations", {{"vscode", {{"extensions", {"ms-python.python"}}}}}}};
  return config.dump(2) + "\n";
}

std::optional<fs::path> default_starter(const fs::path& suite_file) {
  const fs::path folder = fs::absolute(suite_file).lexically_normal().parent_path();
  const fs::path starter = folder.parent_path().parent_path() / "student_template" /
                           folder.filename();
  std::error_code ec;
  if (fs::is_directory(starter, ec)) return starter;
  return std::nullopt;
}

namespace {

// Whether `path` is `folder` or lies under it, both lexically normal and absolute.
bool is_inside(const fs::path& path, const fs::path& folder) {
  const fs::path relative = path.lexically_relative(folder);
  return !relative.empty() && *relative.begin() != "..";
}

// Never "copy the file in" alone: the link may lead to a hidden suite.
constexpr std::string_view kLinkFix =
    "remove the link, or put a copy of the file there if students may have it";

// Why the link `link` of the starter `root` (canonical) cannot stay a link in the kit.
std::optional<std::string> link_problem(const fs::path& root, const fs::path& link) {
  const std::string name = link.lexically_relative(root).string();
  std::error_code ec;
  const fs::path target = fs::read_symlink(link, ec);
  if (ec) return fmt::format("cannot read the starter's link {}: {}", name, ec.message());
  if (target.is_absolute()) {
    return fmt::format("the starter's {} is a link to the absolute path {}: a kit keeps only "
                       "relative links to the starter's own files; {}",
                       name, target.string(), kLinkFix);
  }
  // As written (so in the unpacked kit) and as followed here, through any other link: a
  // link to "." makes "here/.." leave the starter though "here/.." reads as inside it.
  const fs::path followed = fs::weakly_canonical(link, ec);
  if (ec) {
    return fmt::format("the starter's {} is a link that cannot be followed ({})", name,
                       ec.message());
  }
  if (!is_inside((link.parent_path() / target).lexically_normal(), root) ||
      !is_inside(followed, root)) {
    return fmt::format("the starter's {} is a link to {}, outside the starter: a kit holds only "
                       "the starter's own files; {}",
                       name, target.string(), kLinkFix);
  }
  return std::nullopt;
}

}  // namespace

std::optional<std::string> starter_problem(const fs::path& starter) {
  std::error_code ec;
  const fs::path root = fs::canonical(starter, ec);
  if (ec) return fmt::format("cannot read the starter {}: {}", starter.string(), ec.message());
  for (auto it = fs::recursive_directory_iterator(root, ec); !ec && it != fs::end(it);
       it.increment(ec)) {
    const fs::file_status status = it->symlink_status(ec);
    if (ec) break;
    if (fs::is_symlink(status)) {
      if (auto problem = link_problem(root, it->path())) return problem;
    } else if (!fs::is_regular_file(status) && !fs::is_directory(status)) {
      return fmt::format("the starter's {} is not a file, a folder or a link, which a kit "
                         "cannot hold; remove it",
                         it->path().lexically_relative(root).string());
    }
  }
  if (ec) return fmt::format("cannot read the starter {}: {}", starter.string(), ec.message());
  return std::nullopt;
}

std::optional<std::string> write_kit_folder(const KitContents& contents, const KitSources& sources,
                                            const fs::path& folder) {
  const std::string starter = folder_name(sources.starter);
  if (!is_plain_name(starter) || starter == "grader" || starter == "check" ||
      starter == "README.md") {
    return fmt::format("the starter's folder name '{}' cannot be a folder of the kit; "
                       "use letters, digits, '.', '_' and '-' (not grader, check or README.md)",
                       starter);
  }
  if (auto problem = starter_problem(sources.starter)) return problem;
  std::error_code ec;
  // The starter's own files, the folder itself followed if it is a link (its name in the
  // kit is the one given).
  const fs::path starter_files = fs::canonical(sources.starter, ec);
  if (ec) return fmt::format("cannot read the starter {}", sources.starter.string());
  if (!fs::create_directory(folder, ec) || ec) {
    return fmt::format("cannot make the folder {}", folder.string());
  }
  const fs::path suites = folder / "grader" / "suites";
  fs::create_directories(suites, ec);
  fs::create_directories(folder / ".devcontainer", ec);
  if (ec) return fmt::format("cannot make the folders of {}: {}", folder.string(), ec.message());
  std::vector<std::optional<std::string>> steps = {
      write_text(folder / "README.md", kit_readme(contents, starter), kReadable),
      write_text(folder / "check", kit_check_script(contents, starter), kExecutable),
      write_text(folder / ".devcontainer" / "devcontainer.json", kit_devcontainer_json(contents),
                 kReadable),
      // Links as links (starter_problem: each leads inside the starter), never their targets.
      copy_into(starter_files, folder / starter,
                fs::copy_options::recursive | fs::copy_options::copy_symlinks),
      copy_into(sources.grader, folder / "grader" / "bin" / "puzzle-grader"),
      copy_into(sources.harness, folder / "grader" / "share" / "puzzle" / "puzzle_harness.py"),
  };
  if (!contents.lone_suite) {
    steps.push_back(write_text(suites / "assignment.yaml", kit_manifest_yaml(contents), kReadable));
  }
  for (const KitSuite& suite : contents.suites) {
    std::string text;
    auto error = read_kit_suite(contents, suite.source, text);
    steps.push_back(error ? error : write_text(suites / suite.file, text, kReadable));
  }
  for (const auto& error : steps) {
    if (error) return error;
  }
  return std::nullopt;
}

std::string web_page_json(const KitContents& contents) {
  nlohmann::json files = nlohmann::json::array();
  if (!contents.lone_suite) files.push_back(kit_entry_file(contents));
  for (const KitSuite& suite : contents.suites) files.push_back(suite.file);
  nlohmann::json missing = nlohmann::json::array();
  for (const std::string& package : contents.python_packages) {
    if (std::find(std::begin(kWebStandIns), std::end(kWebStandIns), package) ==
        std::end(kWebStandIns)) {
      missing.push_back(package);
    }
  }
  const nlohmann::json page = {{"assignment", contents.assignment},
                               {"entry", kit_entry_file(contents)},
                               {"suite_files", files},
                               {"packages_missing", missing},
                               {"memory_mb", contents.memory_mb}};
  return page.dump(2) + "\n";
}

std::string web_asset_script(const std::string& name, std::string_view bytes) {
  return fmt::format("puzzleAsset({}, \"{}\");\n", nlohmann::json(name).dump(),
                     base64_encode(bytes));
}

namespace {

// Every file under `data` as <page>/data/<file>.js (web_asset_script).
std::optional<std::string> write_asset_scripts(const fs::path& data, const fs::path& page_data) {
  std::error_code ec;
  for (auto it = fs::recursive_directory_iterator(data, ec); !ec && it != fs::end(it);
       it.increment(ec)) {
    if (!it->is_regular_file(ec)) continue;
    const fs::path relative = fs::relative(it->path(), data, ec);
    std::string bytes;
    if (auto error = read_bytes(it->path(), bytes)) return error;
    const fs::path script = page_data / (relative.string() + ".js");
    fs::create_directories(script.parent_path(), ec);
    if (auto error = write_text(script, web_asset_script(relative.generic_string(), bytes),
                                kReadable)) {
      return error;
    }
  }
  if (ec) return fmt::format("cannot read the folder {}: {}", data.string(), ec.message());
  return std::nullopt;
}

// page.json, the harness and the public suites, as data/course.js.
std::optional<std::string> write_course_script(const KitContents& contents,
                                               const WebPageSources& sources,
                                               const fs::path& page_data) {
  std::string script = web_asset_script("page.json", web_page_json(contents));
  std::string bytes;
  if (auto error = read_bytes(sources.harness, bytes)) return error;
  script += web_asset_script("puzzle_harness.py", bytes);
  if (!contents.lone_suite) {
    script += web_asset_script("suites/" + kit_entry_file(contents), kit_manifest_yaml(contents));
  }
  for (const KitSuite& suite : contents.suites) {
    if (auto error = read_kit_suite(contents, suite.source, bytes)) return error;
    script += web_asset_script("suites/" + suite.file, bytes);
  }
  return write_text(page_data / "course.js", script, kReadable);
}

}  // namespace

std::optional<std::string> write_web_page(const KitContents& contents,
                                          const WebPageSources& sources, const fs::path& folder) {
  std::error_code ec;
  if (!fs::is_regular_file(sources.assets / "data" / "puzzle-grader-web.wasm", ec)) {
    return fmt::format("{} holds no built page (data/puzzle-grader-web.wasm); build it with "
                       "web/build-page.sh",
                       sources.assets.string());
  }
  if (fs::exists(folder, ec)) return fmt::format("{} exists already", folder.string());
  fs::create_directories(folder / "data", ec);
  if (ec) return fmt::format("cannot make the folder {}: {}", folder.string(), ec.message());
  for (const auto& entry : fs::directory_iterator(sources.assets, ec)) {
    if (!entry.is_regular_file()) continue;
    if (auto error = copy_into(entry.path(), folder / entry.path().filename())) return error;
  }
  if (ec)
    return fmt::format("cannot read the folder {}: {}", sources.assets.string(), ec.message());
  if (auto error = write_asset_scripts(sources.assets / "data", folder / "data")) return error;
  return write_course_script(contents, sources, folder / "data");
}

std::vector<std::string> tar_argv(const fs::path& parent, const std::string& name,
                                  const fs::path& output) {
  return {"tar",
          "--create",
          "--gzip",
          "--file",
          output.string(),
          "--directory",
          parent.string(),
          "--sort=name",
          "--owner=0",
          "--group=0",
          "--numeric-owner",
          "--mode=u+rwX,go=rX",
          "--",
          name};
}

std::string kit_name(const fs::path& output) {
  const std::string file = output.filename().string();
  for (std::string_view suffix : {".tar.gz", ".tgz"}) {
    if (file.size() > suffix.size() && file.ends_with(suffix)) {
      return file.substr(0, file.size() - suffix.size());
    }
  }
  return "";
}

std::optional<std::string> kit_name_problem(const fs::path& output) {
  if (is_plain_name(kit_name(output))) return std::nullopt;
  return fmt::format("the kit {} must be named NAME.tar.gz (or .tgz), NAME of letters, digits, "
                     "'.', '_' and '-': NAME is the folder students unpack",
                     output.string());
}

std::optional<std::string> make_kit(const KitContents& contents, const KitSources& sources,
                                    const fs::path& output, ProcessRunner& runner) {
  if (auto problem = kit_name_problem(output)) return problem;
  const std::string name = kit_name(output);
  const puzzle::ScratchFolder scratch("puzzle-kit");
  if (scratch.path().empty())
    return "cannot make a temporary folder for the kit (is $TMPDIR full?)";
  const fs::path& staging = scratch.path();
  std::optional<std::string> error = write_kit_folder(contents, sources, staging / name);
  // tar writes the archive in its working folder: as root, the runner gives each run a uid
  // of its own (and that folder), which may not write where the instructor asked.
  const fs::path packed = staging / (name + ".tar.gz");
  if (!error) {
    ProcessSpec spec;
    spec.argv = tar_argv(staging, name, packed);
    spec.working_dir = staging;
    spec.isolation = Isolation::rlimits;  // our own files: no sandbox needed
    spec.limits.cpu_time = std::chrono::minutes(2);
    spec.limits.wall_time = std::chrono::minutes(5);
    spec.limits.file_size_bytes = 0;  // the archive is as large as it is
    spec.limits.max_processes = 0;
    const ProcessResult result = runner.run(spec);
    if (result.termination != Termination::exited || result.exit_code != 0) {
      error = fmt::format("tar could not write {}: {}{}", output.string(), result.failure_reason,
                          result.stderr_data);
    }
  }
  std::error_code ec;
  if (!error && !fs::copy_file(packed, output, fs::copy_options::overwrite_existing, ec)) {
    error = fmt::format("cannot write {}: {}", output.string(), ec.message());
  }
  return error;
}

}  // namespace grader
