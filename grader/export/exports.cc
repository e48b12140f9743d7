#include "export/exports.h"

#include "export/atomic_file.h"
#include "export/class_report.h"
#include "export/feedback.h"
#include "export/gradebook.h"
#include "export/student_key.h"
#include "export/summary.h"
#include "report/json_report.h"

namespace grader {

void write_exports(const std::vector<StudentResult>& students, const std::filesystem::path& out,
                   const std::optional<SimilarityReport>& similarity) {
  remove_dead_temporaries(out);  // what an export killed midway left
  remove_dead_temporaries(out / "feedback");
  write_file_atomically(out / "gradebook.csv", gradebook_csv(students));
  for (const StudentResult& student : students) {
    write_file_atomically(out / "feedback" / (student_file_key(student.student) + ".md"),
                          feedback_markdown(student));
  }
  write_file_atomically(out / "summary.json", dump_json(summary_json(students)));
  write_file_atomically(out / "class-report.html", class_report_html(students, similarity));
  if (similarity && similarity->status == SimilarityStatus::checked) {
    write_file_atomically(out / "similarity.csv", similarity_csv(*similarity));
  }
}

}  // namespace grader
