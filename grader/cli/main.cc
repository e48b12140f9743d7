// puzzle-grader: the library plus this main. Exceptions mean "cannot continue"; they are
// caught once here and reported in one line.
#include <exception>
#include <iostream>

#include "cli/app.h"

int main(int argc, char** argv) {
  try {
    std::vector<std::string> args(argv + 1, argv + argc);
    return static_cast<int>(grader::run_cli(args, std::cout, std::cerr));
  } catch (const std::exception& e) {
    std::cerr << "puzzle-grader: error: " << e.what() << "\n";
  } catch (...) {
    std::cerr << "puzzle-grader: error: unknown failure\n";
  }
  return static_cast<int>(grader::ExitCode::internal_error);
}
