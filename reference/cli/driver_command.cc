// `puzzle-ref driver <bfs|dfs|ast> <board>`: output.txt exactly as a correct driver.py.

#include <sys/resource.h>

#include <chrono>
#include <memory>

#include <fmt/format.h>

#include "cli/commands.h"
#include "presets/driver.h"
#include "search/engine.h"

namespace puzzle::cli {
namespace {

struct DriverOptions {
  std::string method;
  std::string board;
  std::vector<std::string> variants;
  std::string output = "output.txt";
};

// ru_maxrss is in KiB on Linux; the assignment reports it divided by 1024.
double peak_rss_mib() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return static_cast<double>(usage.ru_maxrss) / 1024.0;
}

Expected<SearchConfig> configure(DriverMethod method, const std::vector<std::string>& names) {
  SearchConfig config = driver_config(method);
  for (const auto& name : names) {
    auto variant = find_variant(driver_variants(), name);
    if (!variant) return variant.error();
    (*variant)->apply(config);
  }
  return config;
}


ExitCode run(const DriverOptions& options) {
  const auto method = parse_driver_method(options.method);
  if (!method) return print_error(method.error().message), ExitCode::bad_input;
  const auto board = parse_driver_board(options.board);
  if (!board) return print_error(board.error().message), ExitCode::bad_input;
  const auto config = configure(*method, options.variants);
  if (!config) return print_error(config.error().message), ExitCode::bad_input;
  const auto started = std::chrono::steady_clock::now();
  const SearchResult result = search(*board, driver_goal(), *config);
  const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - started;
  if (result.outcome != SearchOutcome::found) {
    print_error("the search ended without reaching the goal under these rules");
    return ExitCode::no_solution;
  }
  return write_output(options.output, format_driver_output(result, {elapsed.count(), peak_rss_mib()}));
}

}  // namespace

void add_driver_command(CLI::App& app, ExitCode& exit_code) {
  auto options = std::make_shared<DriverOptions>();
  auto* command = app.add_subcommand(
      "driver", "Solve an 8-puzzle as driver.py does and write output.txt (assignment 1)");
  command->add_option("method", options->method, "bfs, dfs or ast")->required();
  command->add_option("board", options->board, "Nine comma-separated tiles, 0 = blank")
      ->required();
  command->add_option("--variant", options->variants,
                      "Apply a named alternative rule (repeatable; see `variants driver`)")
      ->allow_extra_args(false);
  command->add_option("-o,--output", options->output, "File to write")->capture_default_str();
  command->callback([options, &exit_code] { exit_code = run(*options); });
}

}  // namespace puzzle::cli
