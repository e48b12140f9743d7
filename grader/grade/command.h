// Turning a command template into argv without a shell: the template is split on spaces
// first and each word's {placeholders} are filled afterwards, so a value with spaces or
// shell characters stays one argument and is never interpreted.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "suite/suite.h"

namespace grader {

// Placeholders without a value are left as written (the loader rejects them earlier).
std::vector<std::string> build_argv(std::string_view command_template, const Args& args);

// argv as one line a POSIX shell runs as the same argv: the `run:` line a student
// copies into a terminal.
std::string join_argv(const std::vector<std::string>& argv);

}  // namespace grader
