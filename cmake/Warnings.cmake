# One INTERFACE target carries the project's warning flags; every target links it
# PRIVATE so the flags never leak to consumers.
add_library(puzzle_warnings INTERFACE)
add_library(puzzle::warnings ALIAS puzzle_warnings)
target_compile_options(puzzle_warnings INTERFACE
  -Wall -Wextra -Wpedantic -Wshadow
  $<$<BOOL:${PUZZLE_WERROR}>:-Werror>)
option(PUZZLE_WERROR "Treat warnings as errors (CI turns this on)" OFF)
