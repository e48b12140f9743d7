// Fuzz target: a written answer as a student wrote it (grader/manual/answer_markdown.h),
// cut anywhere and holding any bytes. Contract: answer_html never throws, never crashes,
// leaves none of its own placeholders (U+E000, U+E001) in the page, and lets no raw
// <script> through (cmark escapes every "<" of the text); the same with each math span of
// answer_math() put back as typeset HTML, as export does (export/typeset_math.h).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "manual/answer_markdown.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view answer(reinterpret_cast<const char*>(data), size);
  const std::vector<std::string> typeset(grader::answer_math(answer).size(), "<i>m</i>");
  for (const std::string& html :
       {grader::answer_html(answer), grader::answer_html(answer, typeset)}) {
    for (std::string_view banned : {"\xEE\x80\x80", "\xEE\x80\x81", "<script"}) {
      if (html.find(banned) != std::string::npos) std::abort();
    }
  }
  return 0;
}
