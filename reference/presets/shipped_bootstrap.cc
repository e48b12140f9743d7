// shipped_files() for puzzle_embed_assignments alone: the tool writes the real definition
// (generated/shipped_files.cc) and so cannot link it; it never asks for a preset.
#include "presets/shipped.h"

namespace puzzle {

std::span<const ShippedFile> shipped_files() { return {}; }

}  // namespace puzzle
