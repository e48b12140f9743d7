# The grader's sources that grade from what a program printed: suites, checks, verdicts,
# explanations and reports, relative to grader/. One list for the two builds that compile
# them: the grading library (grader/CMakeLists.txt, which adds the run layer, the Python
# probe and verify) and the web page's WebAssembly (web/CMakeLists.txt), so that a file
# added here reaches both.
set(PUZZLE_GRADING_SOURCES
  suite/suite_loader.cc
  suite/assignment.cc
  suite/python_env.cc
  check/text.cc
  check/pattern.cc
  check/check.cc
  grade/points.cc
  grade/result.cc
  grade/status.cc
  grade/command.cc
  grade/harness_channel.cc
  grade/quantities.cc
  grade/judge.cc
  grade/diagnose.cc
  grade/explanation.cc
  grade/format_slip.cc
  grade/grader.cc
  grade/assignment_grader.cc
  grade/submission_issue.cc
  grade/output_file.cc
  report/report.cc
  report/render.cc
  report/student_view.cc
  report/untrusted_text.cc
  report/text_report.cc
  report/json_report.cc
  report/gradescope_report.cc
  report/junit_report.cc
  report/github_classroom_report.cc
  report/prairielearn_report.cc
)
