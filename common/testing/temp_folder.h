#pragma once
// A test's own temporary folder: made fresh and empty with mkdtemp under $TMPDIR (or
// /tmp), removed with everything in it when the object goes. Tests write their files
// only in such a folder, never under a fixed or shared name in the temporary folder, so
// that no test can pass because of what another run left behind, and two runs (or two
// tests of one run, which ctest starts at the same time) never see each other's files.

#include <stdexcept>
#include <string>

#include "common/scratch_folder.h"

namespace puzzle::testing {

class TempFolder : public ScratchFolder {
 public:
  // `prefix` names the folder for whoever finds it left over after a crash
  // ("<prefix>-XXXXXX"). Throws if no folder can be made: a test cannot go on without it.
  explicit TempFolder(const std::string& prefix = "puzzle-test") : ScratchFolder(prefix) {
    if (path().empty()) throw std::runtime_error("cannot make a temporary folder " + prefix);
  }
};

}  // namespace puzzle::testing
