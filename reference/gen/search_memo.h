#pragma once
// A method's search that remembers each thread's last result. explain_deviations runs the
// outputs of one configuration (its own format and other terms') in a row on one worker,
// so a search shared through this memo runs once for all of them; memory stays at one
// result per thread, however many configurations a test has.

#include "gen/term_formats.h"

namespace puzzle::gen {

// `search` behind a memo keyed by config_key (gen/explained_by.h). The returned function
// may be called from several threads at once; copies share the memo.
MethodSearch remember_last_search(MethodSearch search);

}  // namespace puzzle::gen
