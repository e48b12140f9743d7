#include "grade/worker_pool.h"

namespace grader {

int jobs_or_default(int requested) {
  if (requested > 0) return requested;
  return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

}  // namespace grader
