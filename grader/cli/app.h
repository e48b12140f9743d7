// puzzle-grader's command line: parses it and hands it to its subcommand (cli/commands.h,
// one file each), which share cli/cli.h. Apart from cli/cli.h so that the subcommands do
// not include the module that includes them.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "cli/cli.h"  // ExitCode

namespace grader {

// args excludes the program name.
ExitCode run_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace grader
