# One INTERFACE target carries the project's warning flags; every target links it
# PRIVATE so the flags never leak to consumers.
add_library(puzzle_warnings INTERFACE)
add_library(puzzle::warnings ALIAS puzzle_warnings)
option(PUZZLE_WERROR "Treat warnings as errors (CI turns this on)" OFF)
# Implicit narrowing (-Wconversion) and C-style casts (-Wold-style-cast): the tree is clean
# of both. OFF is an escape hatch while merging code that is not clean yet, not a setting.
option(PUZZLE_STRICT_CONVERSIONS "Also warn on implicit narrowing and C-style casts" ON)
target_compile_options(puzzle_warnings INTERFACE
  -Wall -Wextra -Wpedantic -Wshadow
  $<$<BOOL:${PUZZLE_STRICT_CONVERSIONS}>:-Wconversion -Wold-style-cast>
  # Clang's -Wconversion also warns on every signed/unsigned mix, which GCC's (for C++)
  # leaves to -Wsign-conversion: keep the two compilers' sets alike (fuzz/run.sh uses clang).
  $<$<AND:$<BOOL:${PUZZLE_STRICT_CONVERSIONS}>,$<CXX_COMPILER_ID:Clang>>:-Wno-sign-conversion>
  $<$<BOOL:${PUZZLE_WERROR}>:-Werror>)
