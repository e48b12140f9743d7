// unpack_zip() for the student kit's static grader, which grades one student's folder and
// never a class's download: see unpack.h. It keeps libarchive and the libraries it needs
// out of the kit.
#include "intake/unpack.h"

namespace grader {

puzzle::Expected<Unpacked, std::string> unpack_zip(const std::filesystem::path&,
                                                   const std::filesystem::path&,
                                                   const UnpackLimits&) {
  return puzzle::unexpected(std::string(
      "this copy of the grader (the student kit's) does not open zip files; the course's "
      "puzzle-grader does"));
}

}  // namespace grader
